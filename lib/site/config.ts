/**
 * The brand's facts in one place: the footer, the contact page and the structured data read them
 * from here, so an address or phone number is changed once.
 */
export const SITE_URL = 'https://www.hiddengemsmalta.com';

export const BRAND = {
  name: 'Hidden Gems Malta',
  legalName: 'Hidden Gems Malta sp. z o.o.',
  tagline: 'Casino hotels, luxury stays and island experiences in Malta, arranged from Warsaw.',
  email: 'hello@hiddengemsmalta.com',
} as const;

export const ADDRESS = {
  street: 'ul. Nowy Świat 35',
  postalCode: '00-029',
  city: 'Warszawa',
  country: 'Poland',
  countryCode: 'PL',
} as const;

/** Display form and the E.164 form used in `tel:` links. */
export const PHONE = {
  display: '+48 22 123 45 67',
  e164: '+48221234567',
} as const;

export interface SocialLink {
  id: 'whatsapp' | 'telegram' | 'instagram';
  label: string;
  path: string;
}

export const SOCIAL_LINKS: readonly SocialLink[] = [
  { id: 'whatsapp', label: 'WhatsApp', path: 'https://wa.me/48221234567' },
  { id: 'telegram', label: 'Telegram', path: 'https://t.me/hiddengemsmalta' },
  { id: 'instagram', label: 'Instagram', path: 'https://www.instagram.com/hiddengemsmalta/' },
];

export function formatAddressLines(): [string, string] {
  return [ADDRESS.street, `${ADDRESS.postalCode} ${ADDRESS.city}, ${ADDRESS.country}`];
}

/** Where the site sends anyone for help with gambling (the footer's 18+ line). */
export const RESPONSIBLE_GAMING_HELP = {
  label: 'Responsible Gaming Foundation',
  href: 'https://www.rgf.org.mt/',
} as const;
