import { createContext, useContext } from 'react';
import type { Locale } from '@/lib/model/i18n/locales';

/**
 * The language of the editor's own words (its buttons, dialogs and messages), not of the content
 * it edits: the account's choice in the studio, the team member's choice under `npm run dev`.
 */
export const EditorLanguageContext = createContext<Locale>('en');

export function useEditorLanguage(): Locale {
  return useContext(EditorLanguageContext);
}

/** A component's words (a catalogue in lib/editor/client/words/) in the editor's language. */
export function useWords<Words>(catalogue: Record<Locale, Words>): Words {
  return catalogue[useEditorLanguage()];
}
