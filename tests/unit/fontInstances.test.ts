// @vitest-environment node
import { mkdtemp, readFile, rm, stat, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FONT_INSTANCES, latinCharacters, writeFontInstances } from '@/lib/fonts/instances';

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
      expect(font.length).toBeLessThan((await stat(path.join(root, instance.source))).size * 0.7);
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
