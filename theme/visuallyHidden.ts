/**
 * Hides text visually while keeping it for screen readers ("opens in a new tab"). Sizes are
 * strings: in `sx`, a number up to 1 means a percentage.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
