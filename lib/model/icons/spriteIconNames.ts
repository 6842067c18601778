import { FEATURE_ICON_NAMES } from '@/lib/model/icons/featureIconNames';

/**
 * The icons drawn from the site's icon sprite (components/icons/sprite.svg): the feature icons of
 * the cards, the header's navigation, menu and close icons, and the contact and social icons of
 * the footer and the contact page. Each is a symbol of that one file, which the browser fetches
 * once and caches, rather than path data repeated in every page's HTML.
 */
export const SPRITE_ICON_NAMES = [
  ...FEATURE_ICON_NAMES,
  'Phone',
  'Place',
  'Email',
  'Chat',
  'Schedule',
  'WhatsApp',
  'Telegram',
  'Instagram',
  // The header's (its data's nav icons, components/sections/Headers/Variant7Hotels.schema.ts; Phone above).
  'Home',
  'Stars',
  'Info',
  'Time',
  'ContactSupport',
  'Menu',
  'Close',
] as const;

export type SpriteIconName = (typeof SPRITE_ICON_NAMES)[number];
