/** MUI SvgIcon's font sizes. */
export const ICON_FONT_SIZES = { small: '1.25rem', medium: '1.5rem', large: '2.1875rem' } as const;
export type IconFontSize = keyof typeof ICON_FONT_SIZES;

/** A decorative icon drawn as MUI's SvgIcon draws it (1em square, in the text's colour). */
export function iconSx(fontSize: IconFontSize) {
  return {
    userSelect: 'none',
    width: '1em',
    height: '1em',
    display: 'inline-block',
    flexShrink: 0,
    fill: 'currentColor',
    fontSize: ICON_FONT_SIZES[fontSize],
  } as const;
}
