// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SPRITE_ICON_NAMES } from '@/lib/model/icons/spriteIconNames';
import { spriteSvg } from '@/scripts/icons/spriteSvg';
import { FEATURE_ICON_NAMES } from '@/lib/model/icons/featureIconNames';
import { NAV_ICON_NAMES } from '@/components/sections/Headers/Variant7Hotels.schema';

const SPRITE = path.join(process.cwd(), 'components', 'icons', 'sprite.svg');

describe('the icon sprite', () => {
  it('is up to date with its icons (npm run icons writes it)', () => {
    expect(readFileSync(SPRITE, 'utf8')).toBe(spriteSvg(SPRITE_ICON_NAMES));
  });

  it('has a drawn symbol for every icon the content may name (the cards’ and the header’s), and for the contact, social, menu and close icons', () => {
    const sprite = readFileSync(SPRITE, 'utf8');
    for (const name of [
      ...FEATURE_ICON_NAMES,
      ...NAV_ICON_NAMES,
      'Phone',
      'Place',
      'WhatsApp',
      'Instagram',
      'Telegram',
      'Menu',
      'Close',
    ])
      expect(sprite, name).toMatch(
        new RegExp(`<symbol id="${name}" viewBox="0 0 24 24"><path d="[Mm][^"]{20,}"`),
      );
  });
});
