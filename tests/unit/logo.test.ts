import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOGO } from '@/theme/constants';

const svg = readFileSync(path.join(process.cwd(), 'public/images/logo.svg'), 'utf8');

describe('the logo (public/images/logo.svg, written by scripts/outline-logo.mts)', () => {
  it('draws its lettering as outlines, so it needs no font on the device', () => {
    expect(svg).not.toMatch(/<text[\s>]/);
    const defined = new Set([...svg.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]));
    const used = [...svg.matchAll(/href="#([^"]+)"/g)].map((match) => match[1]);
    expect(used.length).toBeGreaterThan(0);
    for (const id of used) expect(defined, `#${id}`).toContain(id);
  });

  it('is stacked at the phone header’s width and on one line at the full header’s', () => {
    const query =
      /\.s\{display:none\}@media \(max-width:(\d+)px\)\{\.w\{display:none\}\.s\{display:inline\}\}/.exec(svg);
    expect(query, 'the media query that swaps the arrangements').not.toBeNull();
    const smallMaxWidth = Number(query?.[1]);
    expect(LOGO.xsWidth).toBeLessThanOrEqual(smallMaxWidth);
    expect(LOGO.width).toBeGreaterThan(smallMaxWidth);
    expect(svg).toContain('<g class="w">');
    expect(svg).toContain('<g class="s">');
  });
});
