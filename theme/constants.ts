/** Business constants of the spec's section 9, in one place. */
export const BREAKPOINTS = { xs: 556, sm: 768, md: 991, lg: 1200, xl: 1536 } as const;

export const COLORS = {
  pageBackground: '#5dacbd',
  paper: '#24527a',
  textPrimary: '#ffffff',
  textSecondary: '#000000',
  button: '#3B82F6',
  buttonHover: '#2563EB',
  /** A deeper navy for the footer and the scrolled header; white on it is 13:1. */
  ink: '#0f2a40',
  /** Warm accent for small details (eyebrows, dividers) on dark surfaces only. */
  gold: '#e7c77a',
} as const;

export const BUTTON = {
  radius: 8,
  paddingY: 12,
  paddingX: 20,
  minWidth: 100,
  fontWeight: 600,
  headerMinWidth: 250,
  /** The label of a contained button: 19 px bold, large text for WCAG (see theme/theme.ts). */
  labelFontSize: '1.1875rem',
  labelLineHeight: 1.3,
} as const;

/** A one-line button's height (padding, label line, 1 px border): what the header's language link matches. */
export const BUTTON_HEIGHT = `calc(${2 * BUTTON.paddingY + 2}px + ${BUTTON.labelLineHeight} * ${BUTTON.labelFontSize})`;

/** The quiet opening band of the text pages and the error pages: ink fading into the paper blue. */
export const TITLE_BAND_BACKGROUND = `linear-gradient(160deg, ${COLORS.ink} 0%, ${COLORS.paper} 70%)`;

export const CONTAINER = { maxWidth: 1350, sidePadding: 15 } as const;

/** The site container (what the theme makes of MUI's Container), for code without the theme. */
export const CONTAINER_SX = {
  width: '100%',
  boxSizing: 'border-box',
  mx: 'auto',
  maxWidth: CONTAINER.maxWidth,
  px: `${CONTAINER.sidePadding}px`,
} as const;
export const FOOTER_MAX_WIDTH = 1435;

export const LOGO = { width: 186, height: 144, xsWidth: 80, xsHeight: 80 } as const;

/** The header turns solid once the page is scrolled by more than this (px). */
export const HEADER_SCROLL_THRESHOLD = 50;

/** The families come from next/font (theme/fonts.ts) through CSS variables set on <html>. */
export const FONT_FAMILIES = {
  heading: 'var(--font-heading), Georgia, "Times New Roman", serif',
  body: 'var(--font-body), "Helvetica Neue", Arial, sans-serif',
} as const;

export const OVERLAY_LOADER_SIZE = 200;

/** Height of the fixed header (logo plus 8 px above and below), under and from 556 px. */
export const HEADER_HEIGHT = { compact: LOGO.xsHeight + 16, full: LOGO.height + 16 } as const;
