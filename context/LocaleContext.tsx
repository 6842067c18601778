import { createContext, useContext } from 'react';
import type { LanguageSwitch } from '@/lib/model/content/pageProps';
import { DEFAULT_LOCALE, localeHomePath, type Locale } from '@/lib/model/i18n/locales';

/** The page's language, and where its language switcher leads (from getStaticProps). */
export interface PageLocale {
  locale: Locale;
  languageSwitch: LanguageSwitch;
}

const LocaleContext = createContext<PageLocale>({
  locale: DEFAULT_LOCALE,
  languageSwitch: { locale: 'pl', path: localeHomePath('pl'), twin: false },
});

export const LocaleProvider = LocaleContext.Provider;

export function usePageLocale(): PageLocale {
  return useContext(LocaleContext);
}

/** The page's language. */
export function useLocale(): Locale {
  return useContext(LocaleContext).locale;
}
