import localFont from 'next/font/local';
import { withFamilyAfterFirst } from '@/theme/fontStack';

/**
 * The site's fonts, self-hosted from the @fontsource packages through next/font, cut by
 * `npm run fonts` (scripts/fonts/instances.ts). The Latin files are preloaded, with fallback metrics
 * adjusted to the real fonts so the swap does not move the text. The Polish and Maltese letters
 * beyond Latin-1 come from small files of their own (their unicode-range: the same letters as
 * scripts/fonts/instances.ts, checked by a unit test); the headings' one is downloaded only by a page
 * whose headings use one of those letters. _app sets the CSS variables the theme reads
 * (FONT_VARIABLES), which is also what makes Next emit the @font-face rules and preload the files.
 */
export const bodyFont = localFont({
  src: [{ path: './fonts/manrope-latin-variable.woff2', weight: '200 800' }],
  variable: '--font-body',
  display: 'swap',
  adjustFontFallback: 'Arial',
  fallback: ['Helvetica Neue', 'Arial', 'sans-serif'],
});

export const bodyFontLetters = localFont({
  src: [{ path: './fonts/manrope-pl-mt-variable.woff2', weight: '200 800' }],
  display: 'swap',
  // Every page uses it (the office address in the footer, on Nowy Świat). Preloaded, it is fetched
  // alongside the other fonts; found by the first layout instead, it would be fetched as urgently
  // as a stylesheet, ahead of the page's first paint.
  preload: true,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0104-0107, U+010A-010B, U+0118-0119, U+0120-0121, U+0126-0127, U+0141-0144, U+015A-015B, U+0179-017C',
    },
  ],
});

export const headingFont = localFont({
  // A static instance at the one weight headings use.
  src: [{ path: './fonts/playfair-display-latin-600.woff2', weight: '600' }],
  variable: '--font-heading',
  display: 'swap',
  adjustFontFallback: 'Times New Roman',
  fallback: ['Georgia', 'Times New Roman', 'serif'],
});

export const headingFontLetters = localFont({
  src: [{ path: './fonts/playfair-display-pl-mt-600.woff2', weight: '600' }],
  display: 'swap',
  // Only the Polish pages preload it (theme/localeFontPreloads.ts, written by the document).
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0104-0107, U+010A-010B, U+0118-0119, U+0120-0121, U+0126-0127, U+0141-0144, U+015A-015B, U+0179-017C',
    },
  ],
});

/** The CSS variables that the theme's font stacks read (theme/constants.ts). */
export const FONT_VARIABLES = {
  '--font-body': withFamilyAfterFirst(bodyFont.style.fontFamily, bodyFontLetters.style.fontFamily),
  '--font-heading': withFamilyAfterFirst(headingFont.style.fontFamily, headingFontLetters.style.fontFamily),
};
