/** Writes the icon sprite, components/icons/sprite.svg (a test checks it is up to date):  npm run icons */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { SPRITE_ICON_NAMES } from '@/lib/model/icons/spriteIconNames';
import { spriteSvg } from '@/scripts/icons/spriteSvg';

const file = path.join(process.cwd(), 'components', 'icons', 'sprite.svg');
writeFileSync(file, spriteSvg(SPRITE_ICON_NAMES));
console.log(`${path.relative(process.cwd(), file)}: ${SPRITE_ICON_NAMES.length} icons`);
