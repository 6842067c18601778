import type { Locale } from '@/lib/model/i18n/locales';

/** The page choice on the editor's top bar, with each page's figures in the studio. */
const en = {
  page: 'Page',
  noindex: 'noindex',
  untranslated: 'No Polish version',
  views7: 'Views, 7 days',
  views30: '30 days',
  enquiries: 'Enquiries',
  booked: 'Booked',
  /** Said of the page's small chart. */
  trend: (from: number, to: number, most: number) =>
    `Views a day over 30 days: ${from} on the first day, ${to} on the last, at most ${most}`,
};

export const PAGE_PICKER_WORDS: Record<Locale, typeof en> = {
  en,
  pl: {
    page: 'Strona',
    noindex: 'noindex',
    untranslated: 'Bez wersji polskiej',
    views7: 'Odsłony, 7 dni',
    views30: '30 dni',
    enquiries: 'Zapytania',
    booked: 'Rezerwacje',
    trend: (from, to, most) =>
      `Odsłony dziennie przez 30 dni: pierwszego dnia ${from}, ostatniego ${to}, najwięcej ${most}`,
  },
};
