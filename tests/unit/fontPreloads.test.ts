// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { firstFamily, fontFileUrl } from '@/scripts/firstPaint/fontPreloads';

const CSS =
  '@font-face{font-family:headingFont;src:url(/_next/static/media/d164-s.p.woff2) format("woff2");font-display:swap}' +
  '@font-face{unicode-range:u+0104-0107;font-family:headingFontLetters;src:url(/_next/static/media/feaa.woff2) format("woff2")}' +
  ':root{--font-heading:"headingFont","headingFontLetters"}';

describe('the font file a page preloads', () => {
  it('is the file of the named family’s @font-face rule, not of a family whose name starts the same', () => {
    expect(fontFileUrl(CSS, 'headingFontLetters')).toBe('/_next/static/media/feaa.woff2');
    expect(fontFileUrl(CSS, 'headingFont')).toBe('/_next/static/media/d164-s.p.woff2');
    expect(fontFileUrl(CSS, 'bodyFont')).toBeUndefined();
  });

  it('is looked up by the first family of a font-family value, unquoted', () => {
    expect(firstFamily("'headingFontLetters', serif")).toBe('headingFontLetters');
    expect(firstFamily('"Playfair Display"')).toBe('Playfair Display');
  });
});
