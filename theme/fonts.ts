import localFont from 'next/font/local';

/**
 * The site's fonts, self-hosted from the @fontsource packages through next/font: only the Latin
 * and Latin Extended subsets, preloaded, with fallback metrics adjusted to the real fonts so the
 * swap does not move the text. The CSS variables are set on <html> by _app.
 */
export const bodyFont = localFont({
  src: [
    {
      path: '../node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2',
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
      path: '../node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2',
      weight: '400 900',
    },
  ],
  variable: '--font-heading',
  display: 'swap',
  adjustFontFallback: 'Times New Roman',
  fallback: ['Georgia', 'Times New Roman', 'serif'],
});
