import { COLORS } from '@/theme/constants';
import { focusRingSx } from '@/theme/focusRing';

/** Links on dark surfaces (footer, paper cards): white, underlined on hover, gold focus ring. */
export const lightLinkSx = {
  color: COLORS.textPrimary,
  textDecoration: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  gap: 1,
  py: 0.75,
  '&:hover': { textDecoration: 'underline' },
  ...focusRingSx(),
  // Its ring's corners, which the link's own (square) would leave sharp.
  borderRadius: '2px',
} as const;

export const plainListSx = { listStyle: 'none', m: 0, p: 0 } as const;
