import AccessTimeIcon from '@mui/icons-material/AccessTime';
import ContactSupportIcon from '@mui/icons-material/ContactSupport';
import HomeIcon from '@mui/icons-material/Home';
import InfoIcon from '@mui/icons-material/Info';
import PhoneIcon from '@mui/icons-material/Phone';
import StarsIcon from '@mui/icons-material/Stars';
import type { SvgIconComponent } from '@mui/icons-material';
import type { NavIconName } from './Variant7Hotels.schema';

/** The header data's icon names mapped to MUI icons, each imported on its own. */
export const NAV_ICONS: Record<NavIconName, SvgIconComponent> = {
  Home: HomeIcon,
  Stars: StarsIcon,
  Info: InfoIcon,
  Time: AccessTimeIcon,
  ContactSupport: ContactSupportIcon,
  Phone: PhoneIcon,
};
