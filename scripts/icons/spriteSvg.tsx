import AccessTimeIcon from '@mui/icons-material/AccessTime';
import ChatIcon from '@mui/icons-material/Chat';
import CloseIcon from '@mui/icons-material/Close';
import ContactSupportIcon from '@mui/icons-material/ContactSupport';
import EmailIcon from '@mui/icons-material/Email';
import HomeIcon from '@mui/icons-material/Home';
import InfoIcon from '@mui/icons-material/Info';
import InstagramIcon from '@mui/icons-material/Instagram';
import MenuIcon from '@mui/icons-material/Menu';
import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/Place';
import ScheduleIcon from '@mui/icons-material/Schedule';
import StarsIcon from '@mui/icons-material/Stars';
import TelegramIcon from '@mui/icons-material/Telegram';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import type { SvgIconComponent } from '@mui/icons-material';
import { renderToStaticMarkup } from 'react-dom/server';
import { FEATURE_ICONS } from '@/components/icons/featureIcons';
import type { SpriteIconName } from '@/lib/model/icons/spriteIconNames';

/** The Material icon (Apache License 2.0) behind each symbol of the sprite. */
const SOURCES: Record<SpriteIconName, SvgIconComponent> = {
  ...FEATURE_ICONS,
  Phone: PhoneIcon,
  Place: PlaceIcon,
  Email: EmailIcon,
  Chat: ChatIcon,
  Schedule: ScheduleIcon,
  WhatsApp: WhatsAppIcon,
  Telegram: TelegramIcon,
  Instagram: InstagramIcon,
  Home: HomeIcon,
  Stars: StarsIcon,
  Info: InfoIcon,
  Time: AccessTimeIcon,
  ContactSupport: ContactSupportIcon,
  Menu: MenuIcon,
  Close: CloseIcon,
};

/** One icon's drawing (its paths) and viewBox, as MUI renders it. */
function symbol(name: SpriteIconName): string {
  const Icon = SOURCES[name];
  const svg = /<svg[^>]*viewBox="([^"]+)"[^>]*>(.*)<\/svg>/s.exec(renderToStaticMarkup(<Icon />));
  if (!svg) throw new Error(`The icon ${name} did not render as an svg`);
  return `<symbol id="${name}" viewBox="${svg[1]}">${svg[2]}</symbol>`;
}

/**
 * The sprite file's text: every icon of SPRITE_ICON_NAMES as a symbol named after it. The root's
 * size is only for the build's image loader, which reads it to import the file.
 */
export function spriteSvg(names: readonly SpriteIconName[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">\n${names.map(symbol).join('\n')}\n</svg>\n`;
}
