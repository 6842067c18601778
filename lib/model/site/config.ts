import type { Locale } from '@/lib/model/i18n/locales';
import { typesetText } from '@/lib/model/text/typeset';

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

/**
 * The phone number as each language's readers write it. The number is Polish, and Poles group a
 * Warsaw number as 22 123 45 67 (area code, then 3-2-2): English pages show it the same way.
 */
export const PHONE_DISPLAY: Record<Locale, string> = {
  en: typesetText(PHONE.display, 'en'),
  pl: typesetText('+48 22 123 45 67', 'pl'),
};

/** The country in the address, in each language. */
const COUNTRY_NAME: Record<Locale, string> = { en: ADDRESS.country, pl: 'Polska' };

export function formatAddressLines(locale: Locale = 'en'): [string, string] {
  return [ADDRESS.street, `${ADDRESS.postalCode} ${ADDRESS.city}, ${COUNTRY_NAME[locale]}`];
}

/** Where the site sends anyone for help with gambling (the footer's 18+ line). */
export const RESPONSIBLE_GAMING_HELP = {
  label: 'Responsible Gaming Foundation',
  href: 'https://www.rgf.org.mt/',
} as const;

/**
 * Polish readers are sent first to their own national helpline for behavioural addictions (run for
 * the Krajowe Centrum Przeciwdziałania Uzależnieniom): a number to call, so a `tel:` link. The
 * display form keeps its groups together (no-break spaces).
 */
export const POLISH_GAMBLING_HELPLINE = {
  display: '801\u00a0889\u00a0880',
  href: 'tel:801889880',
} as const;
