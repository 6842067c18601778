import type { Locale } from '@/lib/model/i18n/locales';

/** What the delete dialog says about the links to a page (lib/editor/client/linkChoices.ts). */
const en = {
  headerNavigation: (file: string) => `Header navigation (${file})`,
  chooseReplacement: 'Choose the page the links should go to',
  contentLinksHere: 'The page’s content links here: choose a page to send those links to',
};

export const LINK_CHOICES_WORDS: Record<Locale, typeof en> = {
  en,
  pl: {
    headerNavigation: (file) => `Nawigacja w nagłówku (${file})`,
    chooseReplacement: 'Wybierz stronę, do której mają prowadzić linki',
    contentLinksHere:
      'Treści witryny zawierają linki do tej strony: wybierz stronę, do której mają teraz prowadzić',
  },
};
