import type { Page } from '@playwright/test';
import { ADDRESS_FIELD_WORDS } from '@/lib/editor/client/words/addressField';
import { ADDRESS_PROBLEM_WORDS } from '@/lib/editor/client/words/addressProblems';
import { API_MESSAGES_WORDS } from '@/lib/editor/client/words/apiMessages';
import { CATALOG_PANEL_WORDS } from '@/lib/editor/client/words/catalogPanel';
import { COMPONENT_LIST_WORDS } from '@/lib/editor/client/words/componentList';
import { DATA_FORM_WORDS } from '@/lib/editor/client/words/dataForm';
import { DELETE_PAGE_WORDS } from '@/lib/editor/client/words/deletePageDialog';
import { DIALOG_FOOTER_WORDS } from '@/lib/editor/client/words/dialogFooter';
import { DROPZONE_WORDS } from '@/lib/editor/client/words/dropzone';
import { EDITOR_SCREEN_WORDS } from '@/lib/editor/client/words/editorScreen';
import { EDITOR_TARGETS_WORDS } from '@/lib/editor/client/words/editorTargets';
import { IMAGE_FIELD_WORDS } from '@/lib/editor/client/words/imageField';
import { MEDIA_LIBRARY_WORDS } from '@/lib/editor/client/words/mediaLibrary';
import { LINK_CHOICES_WORDS } from '@/lib/editor/client/words/linkChoices';
import { NEW_PAGE_WORDS } from '@/lib/editor/client/words/newPageDialog';
import { PAGE_ACTIONS_WORDS } from '@/lib/editor/client/words/pageActions';
import { PAGE_PICKER_WORDS } from '@/lib/editor/client/words/pagePicker';
import { PAGE_SETTINGS_WORDS } from '@/lib/editor/client/words/pageSettings';
import { PREVIEW_WORDS } from '@/lib/editor/client/words/preview';
import { SEARCH_PREVIEW_WORDS, SOCIAL_PREVIEW_WORDS } from '@/lib/editor/client/words/previews';
import { RENAME_PAGE_WORDS } from '@/lib/editor/client/words/renamePageDialog';
import { SESSION_WORDS } from '@/lib/editor/client/words/session';
import { SETTINGS_DRAFT_WORDS } from '@/lib/editor/client/words/settingsDraft';
import { TRANSLATION_WORDS } from '@/lib/editor/client/words/translationDialog';
import { TRASH_WORDS } from '@/lib/editor/client/words/trashDialog';
import { WORKSPACE_WORDS } from '@/lib/editor/client/words/workspace';
import { STUDIO_WORDS } from '@/lib/editor/client/studioMessages';
import { REVIEW_WORDS } from '@/lib/editor/client/words/review';
import { RELEASE_WORDS } from '@/lib/editor/client/words/releases';
import { SHARED_SECTION_WORDS } from '@/lib/editor/client/words/sharedSections';
import { TRANSLATION_MARK_WORDS } from '@/lib/editor/client/words/translationMarks';
import { UNSAVED_MESSAGES } from '@/hooks/editor/useUnsavedChangesWarning';
import type { Locale } from '@/lib/model/i18n/locales';

/**
 * Every catalogue of the editor's and the studio's own words, for the tests that look for words of
 * the other language on a screen. tests/unit/editorWords.test.ts checks that no catalogue in
 * lib/editor/client/words/ is missing here.
 */
export const EDITOR_CATALOGUES: readonly Record<Locale, unknown>[] = [
  ADDRESS_FIELD_WORDS,
  REVIEW_WORDS,
  RELEASE_WORDS,
  SHARED_SECTION_WORDS,
  TRANSLATION_MARK_WORDS,
  ADDRESS_PROBLEM_WORDS,
  API_MESSAGES_WORDS,
  CATALOG_PANEL_WORDS,
  COMPONENT_LIST_WORDS,
  DATA_FORM_WORDS,
  DELETE_PAGE_WORDS,
  DIALOG_FOOTER_WORDS,
  DROPZONE_WORDS,
  EDITOR_SCREEN_WORDS,
  EDITOR_TARGETS_WORDS,
  IMAGE_FIELD_WORDS,
  MEDIA_LIBRARY_WORDS,
  LINK_CHOICES_WORDS,
  NEW_PAGE_WORDS,
  PAGE_ACTIONS_WORDS,
  PAGE_PICKER_WORDS,
  PAGE_SETTINGS_WORDS,
  PREVIEW_WORDS,
  SEARCH_PREVIEW_WORDS,
  SOCIAL_PREVIEW_WORDS,
  RENAME_PAGE_WORDS,
  SESSION_WORDS,
  SETTINGS_DRAFT_WORDS,
  TRANSLATION_WORDS,
  TRASH_WORDS,
  WORKSPACE_WORDS,
  STUDIO_WORDS,
  UNSAVED_MESSAGES,
];

function collect(en: unknown, pl: unknown, into: { en: Set<string>; pl: Set<string> }): void {
  if (typeof en === 'string' && typeof pl === 'string') {
    if (en !== pl) {
      into.en.add(en);
      into.pl.add(pl);
    }
    return;
  }
  if (en && pl && typeof en === 'object' && typeof pl === 'object') {
    for (const key of Object.keys(en)) collect(Reflect.get(en, key), Reflect.get(pl, key), into);
  }
}

/**
 * The fixed words (not the ones made from a name or a number) that only `locale` has: on a screen
 * in the other language, any of them is a word left untranslated.
 */
export function wordsOnlyIn(locale: Locale): ReadonlySet<string> {
  const into = { en: new Set<string>(), pl: new Set<string>() };
  for (const catalogue of EDITOR_CATALOGUES) collect(catalogue.en, catalogue.pl, into);
  return into[locale];
}

/**
 * The words of the other language than `screenLocale` on the editor's screen (its text, and the
 * names and hints in aria-label, title, placeholder and alt), frames aside: each is a word the
 * screen forgot to translate.
 */
export async function wordsOfTheOtherLanguage(page: Page, screenLocale: Locale): Promise<string[]> {
  const other = wordsOnlyIn(screenLocale === 'pl' ? 'en' : 'pl');
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      // An element's own text, its text nodes joined: React splits `{label} ({path})` into
      // several, and a page's label (content) alone is no word of the editor's.
      const text = Array.from(element.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      if (text) found.push(text);
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.push(value);
      }
    }
    return found;
  });
  return [...new Set(texts.filter((text) => other.has(text)))];
}
