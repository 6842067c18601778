import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { COMPILED_NOTE, fitsCompiledCode, siteCodeId, writeCompiledNote } from '@/lib/server/siteCode';

/** A folder of its own for a test's files, removed after, and a writer of files in it. */
function folder(prefix: string): [string, (file: string, text: string) => void] {
  const made = mkdtempSync(path.join(os.tmpdir(), prefix));
  afterAll(() => rmSync(made, { recursive: true, force: true }));
  return [
    made,
    (file, text) => {
      mkdirSync(path.dirname(path.join(made, file)), { recursive: true });
      writeFileSync(path.join(made, file), text);
    },
  ];
}

const [root, write] = folder('site-code-');

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

describe('the note of what .next/ holds compiled (whether a content-only render may go into it)', () => {
  const [built, put] = folder('site-compiled-');
  put('components/Hero.tsx', 'export const Hero = 1;');
  put('public/images/hero.jpg', 'photo');
  put('public/data/casino/TextsIntro.json', '{}');
  /** A full build's end: the build id is the code's identity, then the note. */
  const buildInFull = () => {
    put('.next/BUILD_ID', siteCodeId(built));
    writeCompiledNote(built);
  };

  it('does not fit before any full build, nor once a build has forgotten it', () => {
    expect(fitsCompiledCode(built)).toBe(false);
    buildInFull();
    rmSync(path.join(built, COMPILED_NOTE));
    expect(fitsCompiledCode(built)).toBe(false);
  });

  it('fits after a full build, and still after content or optimised photos change', () => {
    buildInFull();
    expect(fitsCompiledCode(built)).toBe(true);
    put('public/data/casino/TextsIntro.json', '{"heading":"New"}');
    put('public/images/optimized/hero-640.webp', 'webp');
    expect(fitsCompiledCode(built)).toBe(true);
  });

  it('does not fit once the code or a photo changes, or when the build id is another code’s', () => {
    for (const [file, text] of [
      ['components/Hero.tsx', 'export const Hero = 2;'],
      ['public/images/hero.jpg', 'another photo'],
      ['public/images/pool.jpg', 'a new photo'],
      ['.next/BUILD_ID', 'compiled-from-other-code'],
    ] as const) {
      buildInFull();
      put(file, text);
      if (file === '.next/BUILD_ID') writeCompiledNote(built);
      expect(fitsCompiledCode(built), file).toBe(false);
    }
  });

  it('fits a copy of the same code and photos elsewhere (the studio starts from the project’s)', () => {
    buildInFull();
    const copy = mkdtempSync(path.join(os.tmpdir(), 'site-compiled-copy-'));
    try {
      cpSync(built, copy, { recursive: true });
      expect(fitsCompiledCode(copy)).toBe(true);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
