import type { Locale } from '@/lib/model/i18n/locales';

/** The address field's words (components/editor/AddressField.tsx). */
const en = {
  address: 'Address',
  willBeAt: (url: string) => `The page will be at ${url}`,
  rule: 'Lower-case words joined by hyphens, one or two parts: gozo-october or offers/gozo-october',
};

export const ADDRESS_FIELD_WORDS: Record<Locale, typeof en> = {
  en,
  pl: {
    address: 'Adres',
    willBeAt: (url) => `Strona będzie dostępna pod adresem ${url}`,
    rule: 'Słowa małymi literami połączone łącznikami, jeden lub dwa człony: gozo-october albo offers/gozo-october',
  },
};
