/**
 * The site's languages. English keeps the spec's addresses (`/`, `/casino`); every other language
 * lives under its own prefix (`/pl/`, `/pl/kasyno`), with its pages in
 * public/selectedComponents/{locale}/ and its data in public/data/{locale}/. Next's own i18n routing
 * is refused by the static export, so the locale is part of the page name, resolved at build time.
 */
export const LOCALES = ['en', 'pl'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export interface LocaleInfo {
  /** `<html lang>` and hreflang. */
  lang: string;
  /** Open Graph's og:locale. */
  ogLocale: string;
  /** The language's own name, for the switcher. */
  name: string;
  /** Intl's locale for dates and numbers. */
  intl: string;
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  en: { lang: 'en', ogLocale: 'en_GB', name: 'English', intl: 'en-GB' },
  pl: { lang: 'pl', ogLocale: 'pl_PL', name: 'Polski', intl: 'pl-PL' },
};

/** The languages that live under a prefix (all but English). */
export const PREFIXED_LOCALES: readonly Exclude<Locale, 'en'>[] = ['pl'];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language of a page name: `pl/kasyno` is Polish, `casino` English. */
export function localeOfPageName(pageName: string): Locale {
  const [first] = pageName.split('/', 1);
  return PREFIXED_LOCALES.find((locale) => locale === first) ?? DEFAULT_LOCALE;
}

/** The page name without its language prefix: `pl/kasyno` -> `kasyno`, `pl/index` -> `index`. */
export function pageNameWithinLocale(pageName: string): string {
  const locale = localeOfPageName(pageName);
  return locale === DEFAULT_LOCALE ? pageName : pageName.slice(locale.length + 1);
}

/** The address of a language's home page: `/` and `/pl/`. */
export function localeHomePath(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '/' : `/${locale}/`;
}

/** The language of a request path: `/pl/…` is Polish (for 404 pages and the enquiry form). */
export function localeOfPath(pathname: string): Locale {
  const [, first = ''] = pathname.split('/', 2);
  return PREFIXED_LOCALES.find((locale) => locale === first) ?? DEFAULT_LOCALE;
}
