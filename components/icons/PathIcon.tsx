import Box from '@mui/system/Box';

/** MUI SvgIcon's font sizes. */
const FONT_SIZES = { small: '1.25rem', medium: '1.5rem', large: '2.1875rem' } as const;

interface PathIconProps {
  /** The icon's path on a 24 x 24 grid (Material icons, Apache License 2.0). */
  d: string;
  fontSize?: keyof typeof FONT_SIZES;
}

/**
 * A decorative Material icon drawn like MUI's SvgIcon, without it: the header is on every page, and
 * SvgIcon brings MUI's whole theme with it.
 */
export function PathIcon({ d, fontSize = 'medium' }: PathIconProps) {
  return (
    <Box
      component="svg"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      sx={{
        userSelect: 'none',
        width: '1em',
        height: '1em',
        display: 'inline-block',
        flexShrink: 0,
        fill: 'currentColor',
        fontSize: FONT_SIZES[fontSize],
      }}
    >
      <path d={d} />
    </Box>
  );
}
