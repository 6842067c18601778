import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EDITOR_CATALOGUES, wordsOnlyIn } from '@/tests/support/editorWords';

const WORDS_DIR = path.join(process.cwd(), 'lib', 'editor', 'client', 'words');

describe('the editor’s catalogues of words', () => {
  it('are all known to the browser tests that look for untranslated words', async () => {
    const listed = new Set<unknown>(EDITOR_CATALOGUES);
    for (const file of readdirSync(WORDS_DIR).filter((name) => name.endsWith('.ts'))) {
      const exported = (await import(path.join(WORDS_DIR, file))) as Record<string, unknown>;
      for (const [name, value] of Object.entries(exported)) {
        const isCatalogue = value !== null && typeof value === 'object' && 'en' in value && 'pl' in value;
        if (isCatalogue) expect(listed.has(value), `${file}: ${name}`).toBe(true);
      }
    }
  });

  it('have Polish words of their own (not the English copied)', () => {
    const english = wordsOnlyIn('en');
    expect(english.has('Save')).toBe(true);
    expect(english.has('Page settings')).toBe(true);
    expect(wordsOnlyIn('pl').has('Zapisz')).toBe(true);
    expect([...wordsOnlyIn('pl')].filter((word) => english.has(word))).toEqual([]);
  });
});
