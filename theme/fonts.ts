import localFont from 'next/font/local';

/**
 * The site's fonts, self-hosted from the @fontsource packages through next/font: only the Latin
 * and Latin Extended subsets, preloaded, with fallback metrics adjusted to the real fonts so the
 * swap does not move the text. _app sets the CSS variables the theme reads (FONT_VARIABLES), which
 * is also what makes Next emit the @font-face rules and preload the files.
 */
export const bodyFont = localFont({
  src: [
    {
      // Cut by `npm run fonts` (lib/fonts/instances.ts): the Latin file with the features browsers apply.
      path: './fonts/manrope-latin-variable.woff2',
      weight: '200 800',
    },
  ],
  variable: '--font-body',
  display: 'swap',
  adjustFontFallback: 'Arial',
  fallback: ['Helvetica Neue', 'Arial', 'sans-serif'],
});

export const headingFont = localFont({
  src: [
    {
      // A static instance at the one weight headings use, cut by `npm run fonts` (lib/fonts/instances.ts).
      path: './fonts/playfair-display-latin-600.woff2',
      weight: '600',
    },
  ],
  variable: '--font-heading',
  display: 'swap',
  adjustFontFallback: 'Times New Roman',
  fallback: ['Georgia', 'Times New Roman', 'serif'],
});

/** The CSS variables that the theme's font stacks read (theme/constants.ts). */
export const FONT_VARIABLES = {
  '--font-body': bodyFont.style.fontFamily,
  '--font-heading': headingFont.style.fontFamily,
};
