import Box from '@mui/material/Box';
import { SOCIAL_ICONS } from '@/components/icons/socialIcons';
import { SOCIAL_LINKS } from '@/lib/site/config';
import { ExternalLink } from './ExternalLink';
import { lightLinkSx, plainListSx } from './linkStyles';

/** The brand's WhatsApp, Telegram and Instagram links, from the site configuration. */
export function SocialLinks() {
  return (
    <Box component="ul" sx={plainListSx}>
      {SOCIAL_LINKS.map((social) => {
        const Icon = SOCIAL_ICONS[social.id];
        return (
          <li key={social.id}>
            <ExternalLink href={social.path} sx={lightLinkSx}>
              <Icon fontSize="small" aria-hidden="true" />
              {social.label}
            </ExternalLink>
          </li>
        );
      })}
    </Box>
  );
}
