import Box from '@mui/system/Box';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { useRouter } from 'next/router';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { SpriteIcon } from '@/components/icons/SpriteIcon';
import { ButtonLink } from '@/components/site/ButtonLink';
import { SiteLink } from '@/components/site/SiteLink';
import { useMessages } from '@/hooks/useMessages';
import { hidePopover, usePopoverOpen } from '@/lib/browser/popover';
import {
  BUTTON,
  COLORS,
  CONTAINER_SX,
  HEADER_HEIGHT,
  HEADER_SCROLL_THRESHOLD,
  LOGO,
} from '@/theme/constants';
import { down, up } from '@/theme/media';
import { focusRingSx } from '@/theme/focusRing';
import { LanguageSwitch } from './LanguageSwitch';
import { MenuPopover } from './MenuPopover';
import { MOBILE_MENU_ID, MOBILE_MENU_POPOVER_ID } from './menuId';
import { NavLinks } from './NavLinks';
import type { HeaderData } from './Variant7Hotels.schema';

// The drawer (MUI Modal, focus trap, transitions) is loaded when the menu is first opened.
const MobileMenu = lazy(() => import('./MobileMenu'));

const menuPopover = () => document.getElementById(MOBILE_MENU_POPOVER_ID);

/**
 * Headers/Variant7Hotels: logo, navigation with icons, call-to-action button, language switch,
 * mobile menu, in the page's language. The menu
 * button opens the menu's popover (MenuPopover) before the page's scripts have run; once they have,
 * it opens the drawer instead, so that there is only ever one menu.
 */
export default function HeaderVariant7Hotels({ data }: { data: HeaderData }) {
  const { asPath } = useRouter();
  const { paths, header } = useMessages();
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: HEADER_SCROLL_THRESHOLD });
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuRequested, setMenuRequested] = useState(false);
  const popoverOpen = usePopoverOpen(MOBILE_MENU_POPOVER_ID);
  // Unknown until hydrated (the popover may be open already): the browser states it till then.
  const expanded = popoverOpen === undefined ? undefined : menuOpen || popoverOpen;

  const openMenu = (event: MouseEvent<HTMLButtonElement>) => {
    // Cancelling the click cancels the popover's opening: the drawer enhances it from now on.
    event.preventDefault();
    hidePopover(menuPopover());
    setMenuRequested(true);
    setMenuOpen(true);
  };

  return (
    <Box
      component="header"
      data-scrolled={scrolled ? 'true' : 'false'}
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        zIndex: 1100,
        color: COLORS.textPrimary,
        // Before scrolling, a dark fade keeps white links readable over any photo; once scrolled,
        // a solid paper background (white on #24527a is 8.19:1).
        backgroundColor: scrolled ? COLORS.paper : 'transparent',
        backgroundImage: scrolled
          ? 'none'
          : 'linear-gradient(180deg, rgba(6, 20, 33, 0.78), rgba(6, 20, 33, 0))',
        boxShadow: scrolled ? '0 4px 18px rgba(6, 20, 33, 0.35)' : 'none',
        transition: 'background-color 200ms ease, box-shadow 200ms ease',
      }}
    >
      <Box
        sx={{
          ...CONTAINER_SX,
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          height: HEADER_HEIGHT.full,
          [down('xs')]: { height: HEADER_HEIGHT.compact },
        }}
      >
        <Box
          component={SiteLink}
          href={paths.home}
          sx={{
            display: 'flex',
            flexShrink: 0,
            borderRadius: 1,
            ...focusRingSx(),
            '& img': { width: LOGO.width, height: LOGO.height, objectFit: 'contain' },
            [down('xs')]: { '& img': { width: LOGO.xsWidth, height: LOGO.xsHeight } },
          }}
        >
          {/* The logo is an SVG served as it is: next/image would add nothing but its code. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img
            src={data.logo}
            alt={header.logo}
            width={LOGO.width}
            height={LOGO.height}
            style={{ display: 'block' }}
          />
        </Box>
        <Box
          component="nav"
          aria-label={header.mainNav}
          sx={{ display: 'none', [up('lg')]: { display: 'flex' }, ml: 'auto' }}
        >
          <NavLinks links={data.navLinks} currentPath={asPath} direction="row" />
        </Box>
        <ButtonLink
          href={paths.contact}
          minWidth={BUTTON.headerMinWidth}
          sx={{
            ml: 'auto',
            display: 'none',
            [up('sm')]: { display: 'inline-flex' },
            [up('lg')]: { ml: 0 },
          }}
        >
          {data.btn}
        </ButtonLink>
        <LanguageSwitch />
        <Box
          component="button"
          type="button"
          popoverTarget={MOBILE_MENU_POPOVER_ID}
          onClick={openMenu}
          aria-label={header.openMenu}
          aria-haspopup="dialog"
          aria-expanded={expanded}
          aria-controls={menuOpen ? MOBILE_MENU_ID : popoverOpen ? MOBILE_MENU_POPOVER_ID : undefined}
          sx={{
            display: 'grid',
            color: COLORS.textPrimary,
            [up('lg')]: { display: 'none' },
            width: 48,
            height: 48,
            placeItems: 'center',
            p: 0,
            border: 0,
            borderRadius: '50%',
            background: 'transparent',
            cursor: 'pointer',
            '&:hover': { backgroundColor: 'rgba(255, 255, 255, 0.12)' },
            ...focusRingSx(),
          }}
        >
          <SpriteIcon name="Menu" fontSize="large" />
        </Box>
      </Box>
      <MenuPopover data={data} currentPath={asPath} onNavigate={() => hidePopover(menuPopover())} />
      {menuRequested && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} data={data} currentPath={asPath} />
        </Suspense>
      )}
    </Box>
  );
}
