import type { Locale } from '@/lib/model/i18n/locales';

const en = {
  documentTitle: 'Page editor | Hidden Gems Malta',
  title: 'Page editor',
  contentLanguage: 'Language',
  /** The switch to the other language of the editor's own words, written in that language. */
  otherEditorLanguage: 'Edytor po polsku',
  openInNewTab: 'Open the page in a new tab',
  pageManagement: 'Page management',
  workspace: 'Workspace',
  pagesFailed: (reason: string) => `Could not load the list of pages: ${reason}`,
  pageFailed: (reason: string) => `Could not load the page: ${reason}`,
  loadingPage: 'Loading the page',
  loadingEditor: 'Loading the editor',
};

export const EDITOR_SCREEN_WORDS: Record<Locale, typeof en> = {
  en,
  pl: {
    documentTitle: 'Edytor stron | Hidden Gems Malta',
    title: 'Edytor stron',
    contentLanguage: 'Język strony',
    otherEditorLanguage: 'Editor in English',
    openInNewTab: 'Otwórz stronę w nowej karcie',
    pageManagement: 'Zarządzanie stronami',
    workspace: 'Obszar roboczy',
    pagesFailed: (reason) => `Nie udało się wczytać listy stron: ${reason}`,
    pageFailed: (reason) => `Nie udało się wczytać strony: ${reason}`,
    loadingPage: 'Wczytywanie strony',
    loadingEditor: 'Wczytywanie edytora',
  },
};
