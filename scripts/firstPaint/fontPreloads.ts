/**
 * Font files that only some pages need are left out of next/font's preloads (the headings' Polish
 * and Maltese letters, theme/fonts.ts). A page that needs one has it preloaded by the document:
 * found by the page's first layout instead, it would be fetched as urgently as a stylesheet, ahead
 * of the page's first paint (Lighthouse measured Polish pages' FCP 60–100 ms behind their twins').
 */

const FONT_FACE = /@font-face\s*\{[^}]*\}/g;

/** The first family of a CSS font-family value, unquoted: `'headingFontLetters', serif` -> `headingFontLetters`. */
export function firstFamily(fontFamily: string): string {
  return (fontFamily.split(',')[0] ?? '').trim().replace(/^['"]|['"]$/g, '');
}

/** The URL of the (first) file of `family`'s @font-face rule in `css`, if there is one. */
export function fontFileUrl(css: string, family: string): string | undefined {
  for (const [rule] of css.matchAll(FONT_FACE)) {
    const declared = /font-family\s*:\s*([^;}]+)/.exec(rule)?.[1];
    if (declared === undefined || firstFamily(declared) !== family) continue;
    return /src\s*:\s*url\(\s*['"]?([^'")]+)['"]?\s*\)/.exec(rule)?.[1];
  }
  return undefined;
}
