import type { SystemStyleObject, Theme } from '@mui/system';
import Box from '@mui/system/Box';
import type { StaticImageData } from 'next/image';
import type { SpriteIconName } from '@/lib/model/icons/spriteIconNames';
import { iconSx, type IconFontSize } from './iconSx';
import sprite from './sprite.svg';

/** The sprite's address, hashed by the build (/_next/static/media/…), so it is cached for good. */
const SPRITE_URL = (sprite as StaticImageData).src;

interface SpriteIconProps {
  name: SpriteIconName;
  fontSize?: IconFontSize;
  /** Styles beside the icon's own (a nudge to line it up with its text). */
  sx?: SystemStyleObject<Theme>;
}

/**
 * A decorative Material icon from the icon sprite (lib/model/icons/spriteIconNames.ts): the page's HTML holds
 * a reference to the symbol, not its drawing, and the sprite is one cached file for every page.
 */
export function SpriteIcon({ name, fontSize = 'medium', sx }: SpriteIconProps) {
  return (
    <Box component="svg" aria-hidden="true" focusable="false" sx={{ ...iconSx(fontSize), ...sx }}>
      <use href={`${SPRITE_URL}#${name}`} />
    </Box>
  );
}
