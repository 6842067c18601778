import type { Locale } from '@/lib/model/i18n/locales';
import { LANGUAGE_NAMES, type TranslatedLocale } from '@/lib/editor/contract/pageRequests';

/** The page choice's entry for a language's header and footer (lib/editor/client/editorTargets.ts). */
const en = {
  layout: 'Header and footer (every page)',
  translatedLayout: (locale: TranslatedLocale) =>
    `${LANGUAGE_NAMES[locale]} header and footer (every ${LANGUAGE_NAMES[locale]} page)`,
};

export const EDITOR_TARGETS_WORDS: Record<Locale, typeof en> = {
  en,
  pl: {
    layout: 'Nagłówek i stopka (każda strona)',
    translatedLayout: () => 'Polski nagłówek i stopka (każda polska strona)',
  },
};
