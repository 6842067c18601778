import type { SpriteIconName } from '@/lib/icons/spriteIcons';
import type { SocialLink } from '@/lib/site/config';

/** Each social network's icon in the sprite. */
export const SOCIAL_ICONS: Record<SocialLink['id'], SpriteIconName> = {
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  instagram: 'Instagram',
};
