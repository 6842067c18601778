// @vitest-environment node
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  UnsafePathError,
  assertWritableInside,
  withLocks,
  writeFileAtomic,
} from '@/lib/editor/server/writeFiles';

let base: string;
let root: string;

beforeEach(async () => {
  base = await mkdtemp(path.join(os.tmpdir(), 'write-'));
  root = path.join(base, 'public');
  await mkdir(path.join(root, 'data'), { recursive: true });
});

afterEach(async () => {
  await rm(base, { recursive: true, force: true });
});

describe('writes stay inside the content folder', () => {
  it('refuses a sibling folder whose name starts with the content folder’s', async () => {
    await mkdir(path.join(base, 'public-evil'));
    await expect(assertWritableInside(root, path.join(base, 'public-evil', 'x.json'))).rejects.toBeInstanceOf(
      UnsafePathError,
    );
    await expect(
      assertWritableInside(root, path.join(root, '..', 'public-evil', 'x.json')),
    ).rejects.toBeInstanceOf(UnsafePathError);
  });

  it('refuses a folder that is a symlink to a place outside', async () => {
    const outside = path.join(base, 'outside');
    await mkdir(outside);
    await symlink(outside, path.join(root, 'data', 'linked'), 'dir');
    await expect(
      writeFileAtomic(root, path.join(root, 'data', 'linked', 'x.json'), '{}'),
    ).rejects.toBeInstanceOf(UnsafePathError);
    expect(await readdir(outside)).toEqual([]);
  });

  it('refuses a file that is a symlink, even to a place inside', async () => {
    await writeFile(path.join(root, 'data', 'real.json'), '{"a":1}');
    await symlink(path.join(root, 'data', 'real.json'), path.join(root, 'data', 'link.json'));
    await expect(writeFileAtomic(root, path.join(root, 'data', 'link.json'), '{}')).rejects.toBeInstanceOf(
      UnsafePathError,
    );
    expect(await readFile(path.join(root, 'data', 'real.json'), 'utf8')).toBe('{"a":1}');
  });

  it('writes new folders inside and leaves no temporary file behind', async () => {
    const target = path.join(root, 'data', 'new-page', 'TextsIntro.json');
    await writeFileAtomic(root, target, '{"data":{}}\n');
    expect(await readFile(target, 'utf8')).toBe('{"data":{}}\n');
    expect(await readdir(path.dirname(target))).toEqual(['TextsIntro.json']);
  });
});

describe('concurrent writes', () => {
  it('run one at a time for the same file, so read-check-write cannot interleave', async () => {
    const file = path.join(root, 'data', 'counter.json');
    await writeFile(file, '0');
    await Promise.all(
      Array.from({ length: 50 }, () =>
        withLocks([file], async () => {
          const value = Number(await readFile(file, 'utf8'));
          await new Promise((resolve) => setTimeout(resolve, 1));
          await writeFileAtomic(root, file, String(value + 1));
        }),
      ),
    );
    expect(await readFile(file, 'utf8')).toBe('50');
  });

  it('leave a complete file equal to one of the writes', async () => {
    const file = path.join(root, 'data', 'page.json');
    const bodies = Array.from({ length: 50 }, (_, index) =>
      JSON.stringify({ index, padding: 'x'.repeat(20_000) }),
    );
    await Promise.all(bodies.map((body) => writeFileAtomic(root, file, body)));
    expect(bodies).toContain(await readFile(file, 'utf8'));
    expect(await readdir(path.dirname(file))).toEqual(['page.json']);
  });
});
