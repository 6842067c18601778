import type { SpriteIconName } from '@/lib/model/icons/spriteIconNames';
import type { SocialLink } from '@/lib/model/site/config';

/** Each social network's icon in the sprite. */
export const SOCIAL_ICONS: Record<SocialLink['id'], SpriteIconName> = {
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  instagram: 'Instagram',
};
