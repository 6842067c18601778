import GlobalStyles from '@mui/system/GlobalStyles';
import { COLORS, FONT_FAMILIES } from '@/theme/constants';
import { FONT_VARIABLES } from '@/theme/fonts';
import { PAGE_OVERRIDES } from '@/theme/pageOverrides';

/**
 * The page's base styles: MUI's CssBaseline as the site theme renders it (with PAGE_OVERRIDES),
 * written out so that the app shell does without the MUI theme. Also the font variables the font
 * stacks read.
 */
const { body: bodyOverrides, ...pageRules } = PAGE_OVERRIDES;

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
          ...bodyOverrides,
          fontFamily: FONT_FAMILIES.body,
          fontWeight: 400,
          fontSize: '1rem',
          lineHeight: 1.5,
          backgroundColor: COLORS.pageBackground,
          '@media print': { backgroundColor: '#fff' },
          '&::backdrop': { backgroundColor: COLORS.pageBackground },
        },
        ...pageRules,
      }}
    />
  );
}
