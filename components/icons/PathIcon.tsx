import Box from '@mui/system/Box';
import { iconSx, type IconFontSize } from './iconSx';

interface PathIconProps {
  /** The icon's path on a 24 x 24 grid (Material icons, Apache License 2.0). */
  d: string;
  fontSize?: IconFontSize;
}

/**
 * A decorative Material icon drawn like MUI's SvgIcon, without it: the header is on every page, and
 * SvgIcon brings MUI's whole theme with it.
 */
export function PathIcon({ d, fontSize = 'medium' }: PathIconProps) {
  return (
    <Box component="svg" viewBox="0 0 24 24" aria-hidden="true" focusable="false" sx={iconSx(fontSize)}>
      <path d={d} />
    </Box>
  );
}
