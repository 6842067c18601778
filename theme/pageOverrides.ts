import { COLORS } from './constants';

/**
 * The site's additions to MUI's CssBaseline, for the page (SiteBaseline) and for the editor's
 * CssBaseline (through the theme). The spec's primary text is white, which reads 2.59:1 on the
 * teal page background, so text directly on the page is the spec's secondary (black, 8.1:1);
 * surfaces in paper or darker set white themselves.
 */
export const PAGE_OVERRIDES = {
  body: { color: COLORS.textSecondary },
  'html:focus-within': { scrollBehavior: 'smooth' },
  '@media (prefers-reduced-motion: reduce)': { 'html:focus-within': { scrollBehavior: 'auto' } },
};
