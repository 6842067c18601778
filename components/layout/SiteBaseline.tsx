import GlobalStyles from '@mui/system/GlobalStyles';
import { COLORS, FONT_FAMILIES } from '@/theme/constants';
import { FONT_VARIABLES } from '@/theme/fonts';

/**
 * The page's base styles: MUI's CssBaseline as the site theme renders it, written out so that the
 * app shell does without the MUI theme. Also the font variables the font stacks read.
 */
export function SiteBaseline() {
  return (
    <GlobalStyles
      styles={{
        ':root': FONT_VARIABLES,
        html: {
          WebkitFontSmoothing: 'antialiased',
          MozOsxFontSmoothing: 'grayscale',
          boxSizing: 'border-box',
          WebkitTextSizeAdjust: '100%',
        },
        '*, *::before, *::after': { boxSizing: 'inherit' },
        'strong, b': { fontWeight: 700 },
        body: {
          margin: 0,
          // The spec's primary text is white, which reads 2.59:1 on the teal page background, so
          // text directly on the page is the spec's secondary (black, 8.1:1); surfaces in paper or
          // darker set white themselves.
          color: COLORS.textSecondary,
          fontFamily: FONT_FAMILIES.body,
          fontWeight: 400,
          fontSize: '1rem',
          lineHeight: 1.5,
          backgroundColor: COLORS.pageBackground,
          '@media print': { backgroundColor: '#fff' },
          '&::backdrop': { backgroundColor: COLORS.pageBackground },
        },
        'html:focus-within': { scrollBehavior: 'smooth' },
        '@media (prefers-reduced-motion: reduce)': { 'html:focus-within': { scrollBehavior: 'auto' } },
      }}
    />
  );
}
