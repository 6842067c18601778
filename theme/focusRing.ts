import { COLORS } from './constants';

/**
 * The site's one keyboard focus ring: 3 px, 2 px clear of the control, following its corners. Gold
 * on the dark surfaces; a control on a light surface passes the paper blue.
 */
export function focusRingSx(color: string = COLORS.gold) {
  return { '&:focus-visible': { outline: `3px solid ${color}`, outlineOffset: 2 } } as const;
}
