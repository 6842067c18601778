import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { ButtonLink } from '@/components/site/ButtonLink';
import { useMessages } from '@/hooks/useMessages';
import { COLORS } from '@/theme/constants';
import { SiteThemeProvider } from '@/theme/SiteThemeProvider';
import { NavLinks } from './NavLinks';
import type { HeaderData } from './Variant7Hotels.schema';

import { MOBILE_MENU_ID } from './menuId';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  data: HeaderData;
  currentPath: string;
}

/** The right-side drawer of narrow screens: the same links and button as the bar, and a close button. */
export default function MobileMenu({ open, onClose, data, currentPath }: MobileMenuProps) {
  const { paths, header } = useMessages();
  return (
    <SiteThemeProvider>
      <Drawer
        anchor="right"
        open={open}
        onClose={onClose}
        slotProps={{
          paper: {
            id: MOBILE_MENU_ID,
            'aria-label': header.menu,
            sx: { width: 'min(320px, 85vw)', bgcolor: COLORS.paper, color: COLORS.textPrimary, p: 2 },
          },
        }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
          <IconButton onClick={onClose} aria-label={header.closeMenu} sx={{ color: COLORS.textPrimary }}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Box component="nav" aria-label={header.mobileNav}>
          <NavLinks links={data.navLinks} currentPath={currentPath} direction="column" onNavigate={onClose} />
        </Box>
        <ButtonLink href={paths.contact} onClick={onClose} sx={{ mt: 3, width: '100%' }}>
          {data.btn}
        </ButtonLink>
      </Drawer>
    </SiteThemeProvider>
  );
}
