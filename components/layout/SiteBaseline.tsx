import GlobalStyles from '@mui/system/GlobalStyles';
import { COLORS, FONT_FAMILIES } from '@/theme/constants';
import { FONT_VARIABLES } from '@/theme/fonts';
import { PAGE_OVERRIDES } from '@/theme/pageOverrides';
import { MAIN_ID } from './landmarks';

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
        // The sections after the first, and the footer, are laid out and painted only near the
        // viewport: a phone's first layout, and the relayout when the fonts arrive, cover what it
        // shows rather than the whole page. The content stays in the page for search, find in
        // page, anchors and assistive technology; a section keeps its real height once rendered.
        [`#${MAIN_ID} > * + *, footer`]: {
          contentVisibility: 'auto',
          containIntrinsicSize: 'auto 640px',
        },
      }}
    />
  );
}
