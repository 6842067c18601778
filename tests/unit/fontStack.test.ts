// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { polishMalteseCharacters, polishMalteseUnicodeRange } from '@/scripts/fonts/instances';
import { withFamilyAfterFirst } from '@/theme/fontStack';

describe('the font stacks', () => {
  it('look for a missing letter in the letters file before the size-adjusted system fallback', () => {
    expect(
      withFamilyAfterFirst(
        "'bodyFont', 'bodyFont Fallback', Helvetica Neue, Arial, sans-serif",
        "'bodyFontLetters'",
      ),
    ).toBe("'bodyFont', 'bodyFontLetters', 'bodyFont Fallback', Helvetica Neue, Arial, sans-serif");
  });

  it('declare the letters files for exactly the letters they were cut to', async () => {
    // next/font takes only literal options, so theme/fonts.ts spells the range out.
    const source = await readFile('theme/fonts.ts', 'utf8');
    const ranges = [...source.matchAll(/prop: 'unicode-range',\s*value:\s*'([^']+)'/g)].map(
      (match) => match[1],
    );
    expect(ranges).toEqual([polishMalteseUnicodeRange(), polishMalteseUnicodeRange()]);
    for (const letter of ['ą', 'Ć', 'ę', 'Ł', 'ń', 'Ś', 'ź', 'Ż', 'ċ', 'Ġ', 'ħ']) {
      expect(polishMalteseCharacters()).toContain(letter);
    }
  });
});
