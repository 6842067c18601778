import Box from '@mui/material/Box';
import { SOCIAL_ICONS } from '@/components/icons/socialIcons';
import { SpriteIcon } from '@/components/icons/SpriteIcon';
import { SOCIAL_LINKS } from '@/lib/model/site/config';
import { ExternalLink } from './ExternalLink';
import { lightLinkSx, plainListSx } from './linkStyles';

/** The brand's WhatsApp, Telegram and Instagram links, from the site configuration. */
export function SocialLinks() {
  return (
    <Box component="ul" sx={plainListSx}>
      {SOCIAL_LINKS.map((social) => (
        <li key={social.id}>
          <ExternalLink href={social.path} sx={lightLinkSx}>
            <SpriteIcon name={SOCIAL_ICONS[social.id]} fontSize="small" />
            {social.label}
          </ExternalLink>
        </li>
      ))}
    </Box>
  );
}
