// @vitest-environment node
import { mkdtemp, readFile, rm, stat, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import subsetFont from 'subset-font';
import { afterEach, describe, expect, it } from 'vitest';
import { FONT_INSTANCES, latinCharacters, writeFontInstances } from '@/scripts/fonts/instances';

let root: string | undefined;
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

describe('the font instances', () => {
  it('cuts a smaller woff2 from each variable font and leaves an identical one alone', async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'fonts-'));
    await symlink(path.join(process.cwd(), 'node_modules'), path.join(root, 'node_modules'));
    const first = await writeFontInstances(root);
    expect(first.written).toEqual(FONT_INSTANCES.map((instance) => instance.output));
    for (const instance of FONT_INSTANCES) {
      const font = await readFile(path.join(root, instance.output));
      expect(font.subarray(0, 4).toString('latin1')).toBe('wOF2');
      const source = (await stat(path.join(root, instance.source))).size;
      // Pinned to one weight, a font loses its variation data; a variable one keeps its weight axis.
      const instancing = subsetFont(font, 'a', { variationAxes: { wght: 400 } });
      if (instance.weight === undefined) {
        expect(font.length).toBeLessThan(source);
        await expect(instancing).resolves.toBeInstanceOf(Buffer);
      } else {
        expect(font.length).toBeLessThan(source * 0.7);
        await expect(instancing).rejects.toThrow(/axis/);
      }
    }
    const second = await writeFontInstances(root);
    expect(second).toEqual({ written: [], unchanged: first.written });
  }, 60_000);

  it('keeps the whole Latin subset, with the typographic punctuation the copy uses', () => {
    const characters = latinCharacters();
    for (const character of ['A', 'z', 'é', 'ß', '’', '“', '–', '€', '™'])
      expect(characters).toContain(character);
  });
});
