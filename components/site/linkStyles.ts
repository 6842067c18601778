import { COLORS } from '@/theme/constants';

/** Links on dark surfaces (footer, paper cards): white, underlined on hover, gold focus ring. */
export const lightLinkSx = {
  color: COLORS.textPrimary,
  textDecoration: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  gap: 1,
  py: 0.75,
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': { outline: `2px solid ${COLORS.gold}`, outlineOffset: 2, borderRadius: '2px' },
} as const;

export const plainListSx = { listStyle: 'none', m: 0, p: 0 } as const;
