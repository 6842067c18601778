import Box from '@mui/system/Box';
import { SpriteIcon } from '@/components/icons/SpriteIcon';
import { ButtonLink } from '@/components/site/ButtonLink';
import { useMessages } from '@/hooks/useMessages';
import { COLORS } from '@/theme/constants';
import { focusRingSx } from '@/theme/focusRing';
import { MOBILE_MENU_POPOVER_ID } from './menuId';
import { NavLinks } from './NavLinks';
import type { HeaderData } from './Variant7Hotels.schema';

interface MenuPopoverProps {
  data: HeaderData;
  currentPath: string;
  /** A link was followed: the page stays (client-side navigation), so the menu must close. */
  onNavigate: () => void;
}

/** Close to the drawer's paper (elevation 16), in fewer bytes: this is in every page's HTML. */
const DRAWER_SHADOW = '0 16px 32px rgba(0,0,0,0.3)';

/**
 * The menu of narrow screens as an HTML popover: the menu button opens it (popovertarget) before
 * any script has run; the browser puts it in the top layer, closes it on Escape or a click outside,
 * takes it out of the tab order while it is closed, and gives the focus back to the button. Once
 * the page is hydrated, the button opens the drawer (MobileMenu) instead. It looks like the drawer:
 * a full-height panel on the right, with the same links and button, and a close button.
 */
export function MenuPopover({ data, currentPath, onNavigate }: MenuPopoverProps) {
  const { paths, header } = useMessages();
  return (
    <Box
      id={MOBILE_MENU_POPOVER_ID}
      popover="auto"
      role="dialog"
      aria-label={header.menu}
      sx={{
        // The browser's popover styles centre a bordered box, and show it only while open: it keeps
        // `display: none` until then (the rule below is dropped where the popover is not supported).
        display: 'none',
        '&:popover-open': { display: 'flex' },
        flexDirection: 'column',
        position: 'fixed',
        inset: '0 0 0 auto',
        width: 'min(320px, 85vw)',
        height: '100%',
        maxHeight: 'none',
        m: 0,
        p: 2,
        border: 0,
        overflowY: 'auto',
        backgroundColor: COLORS.paper,
        color: COLORS.textPrimary,
        boxShadow: DRAWER_SHADOW,
        // The drawer's backdrop.
        '&::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.5)' },
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <Box
          component="button"
          type="button"
          popoverTarget={MOBILE_MENU_POPOVER_ID}
          popoverTargetAction="hide"
          aria-label={header.closeMenu}
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 48,
            height: 48,
            p: 0,
            border: 0,
            borderRadius: '50%',
            color: COLORS.textPrimary,
            background: 'transparent',
            cursor: 'pointer',
            '&:hover': { backgroundColor: 'rgba(255, 255, 255, 0.12)' },
            ...focusRingSx(),
          }}
        >
          <SpriteIcon name="Close" />
        </Box>
      </Box>
      <Box component="nav" aria-label={header.mobileNav}>
        <NavLinks
          links={data.navLinks}
          currentPath={currentPath}
          direction="column"
          onNavigate={onNavigate}
        />
      </Box>
      <ButtonLink href={paths.contact} onClick={onNavigate} sx={{ mt: 3, width: '100%' }}>
        {data.btn}
      </ButtonLink>
    </Box>
  );
}
