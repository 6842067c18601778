import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { siteCodeId } from '@/lib/server/siteCode';

const root = mkdtempSync(path.join(os.tmpdir(), 'site-code-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};

describe('the code’s identity (the build id, and what a content-only publish renders into)', () => {
  write('components/Hero.tsx', 'export const Hero = 1;');
  write('lib/model/images/manifest.json', '{}');
  write('package-lock.json', '{"lockfileVersion":3}');
  write('public/selectedComponents/casino.json', '{"components":[]}');
  const first = siteCodeId(root);

  it('is the same when only content or generated fonts change', () => {
    write('public/selectedComponents/casino.json', '{"components":[{"category":"Texts","name":"Intro"}]}');
    write('public/data/casino/TextsIntro.json', '{}');
    write('theme/fonts/manrope.woff2', 'font');
    expect(siteCodeId(root)).toBe(first);
  });

  it('changes with the code, the dependencies, the build’s steps or the image manifest', () => {
    for (const [file, text] of [
      ['components/Hero.tsx', 'export const Hero = 2;'],
      ['package-lock.json', '{"lockfileVersion":3,"packages":{}}'],
      ['scripts/finish-export.ts', '// a step'],
      ['lib/model/images/manifest.json', '{"hero.jpg":{}}'],
    ] as const) {
      const before = siteCodeId(root);
      write(file, text);
      expect(siteCodeId(root), file).not.toBe(before);
    }
  });

  it('is a build id: letters, digits, - and _', () => {
    expect(siteCodeId(root)).toMatch(/^[A-Za-z0-9_-]{21}$/);
  });
});
