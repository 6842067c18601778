import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PreviewOutline } from '@/components/editor/PreviewOutline';
import { EditorLanguageContext } from '@/hooks/editor/useEditorLanguage';
import { UNSAVED_MESSAGES } from '@/hooks/editor/useUnsavedChangesWarning';
import { SESSION_WORDS } from '@/lib/editor/client/words/session';

describe('the editing session’s words', () => {
  it('counts saved sections with the Polish plural', () => {
    expect(SESSION_WORDS.en.saveCount(3)).toBe('3 components saved');
    expect([1, 2, 4, 5, 12, 22, 25].map((count) => SESSION_WORDS.pl.saveCount(count))).toEqual([
      'Zapisano 1 sekcję',
      'Zapisano 2 sekcje',
      'Zapisano 4 sekcje',
      'Zapisano 5 sekcji',
      'Zapisano 12 sekcji',
      'Zapisano 22 sekcje',
      'Zapisano 25 sekcji',
    ]);
    expect(SESSION_WORDS.pl.saved).toBe('Zmiany zapisane');
  });

  it('asks before leaving unsaved changes in either language', () => {
    expect(UNSAVED_MESSAGES.en).toBe('You have unsaved changes. Leave without saving them?');
    expect(UNSAVED_MESSAGES.pl).toMatch(/^Masz niezapisane zmiany/);
  });

  it('names the outlined section in the editor’s language', () => {
    const box = { top: 0, left: 0, width: 10, height: 10 };
    render(
      <EditorLanguageContext.Provider value="pl">
        <PreviewOutline box={box} label="Pas tytułowy" selected />
        <PreviewOutline box={box} label="Atuty" selected={false} />
      </EditorLanguageContext.Provider>,
    );
    expect(screen.getByText('Edytujesz: Pas tytułowy')).toBeTruthy();
    expect(screen.getByText('Edytuj: Atuty')).toBeTruthy();
  });
});
