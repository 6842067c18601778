import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import dynamic from 'next/dynamic';
import Image from 'next/image';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { BRAND } from '@/lib/site/config';
import { theme } from '@/theme/theme';
import { BUTTON, COLORS, HEADER_HEIGHT, HEADER_SCROLL_THRESHOLD, LOGO } from '@/theme/constants';
import { MOBILE_MENU_ID } from './menuId';
import { NavLinks } from './NavLinks';
import type { HeaderData } from './Variant7Hotels.schema';

// The drawer (MUI Modal, focus trap, transitions) is loaded when the menu is first opened.
const MobileMenu = dynamic(() => import('./MobileMenu'), { ssr: false });

const down = theme.breakpoints.down;
const up = theme.breakpoints.up;

/** Headers/Variant7Hotels: logo, navigation with icons, call-to-action button, mobile drawer. */
export default function HeaderVariant7Hotels({ data }: { data: HeaderData }) {
  const { asPath } = useRouter();
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: HEADER_SCROLL_THRESHOLD });
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuRequested, setMenuRequested] = useState(false);

  const openMenu = () => {
    setMenuRequested(true);
    setMenuOpen(true);
  };

  return (
    <AppBar
      position="fixed"
      elevation={0}
      data-scrolled={scrolled ? 'true' : 'false'}
      sx={{
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
      <Container
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          height: HEADER_HEIGHT.full,
          [down('xs')]: { height: HEADER_HEIGHT.compact },
        }}
      >
        <Box
          component={NextLink}
          href="/"
          sx={{
            display: 'flex',
            flexShrink: 0,
            borderRadius: 1,
            '&:focus-visible': { outline: `2px solid ${COLORS.gold}` },
            '& img': { width: LOGO.width, height: LOGO.height, objectFit: 'contain' },
            [down('xs')]: { '& img': { width: LOGO.xsWidth, height: LOGO.xsHeight } },
          }}
        >
          <Image
            src={data.logo}
            alt={`${BRAND.name}, home`}
            width={LOGO.width}
            height={LOGO.height}
            unoptimized
            loading="eager"
            style={{ display: 'block' }}
          />
        </Box>
        <Box
          component="nav"
          aria-label="Main"
          sx={{ display: 'none', [up('lg')]: { display: 'flex' }, ml: 'auto' }}
        >
          <NavLinks links={data.navLinks} currentPath={asPath} direction="row" />
        </Box>
        <Button
          component={NextLink}
          href="/contact-us"
          sx={{
            minWidth: BUTTON.headerMinWidth,
            ml: 'auto',
            display: 'none',
            [up('sm')]: { display: 'inline-flex' },
            [up('lg')]: { ml: 2 },
          }}
        >
          {data.btn}
        </Button>
        <IconButton
          onClick={openMenu}
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? MOBILE_MENU_ID : undefined}
          sx={{
            color: COLORS.textPrimary,
            ml: 'auto',
            [up('sm')]: { ml: 0 },
            [up('lg')]: { display: 'none' },
            width: 48,
            height: 48,
          }}
        >
          <MenuIcon fontSize="large" />
        </IconButton>
      </Container>
      {menuRequested && (
        <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} data={data} currentPath={asPath} />
      )}
    </AppBar>
  );
}
