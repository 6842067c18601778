// @vitest-environment node
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyInside, listDataFiles, removeEmptyFolders } from '@/lib/editor/server/filesInside';
import { listTrash, trashFolder, writeTrashManifest } from '@/lib/editor/server/trash';
import { UnsafePathError } from '@/lib/editor/server/writeFiles';

let base: string;
let root: string;
let trashRoot: string;

beforeEach(async () => {
  base = await mkdtemp(path.join(os.tmpdir(), 'page-files-'));
  root = path.join(base, 'public');
  trashRoot = path.join(base, '.trash', 'pages');
  await mkdir(path.join(root, 'data', 'offers', 'gozo'), { recursive: true });
  await mkdir(trashRoot, { recursive: true });
});

afterEach(async () => {
  await rm(base, { recursive: true, force: true });
});

describe('a page’s data files', () => {
  it('are the data files of its own folder, not those of the pages under it', async () => {
    const folder = path.join(root, 'data', 'offers');
    await writeFile(path.join(folder, 'HeroesTitleBand.json'), '{}');
    await writeFile(path.join(folder, '.HeroesTitleBand.json.123.tmp'), '{}');
    await writeFile(path.join(folder, 'gozo', 'TextsIntro.json'), '{}');
    expect(await listDataFiles(root, folder)).toEqual(['HeroesTitleBand.json']);
    expect(await listDataFiles(root, path.join(root, 'data', 'missing'))).toEqual([]);
  });

  it('are refused when the folder or a file is a symlink to somewhere else', async () => {
    const outside = path.join(base, 'outside');
    await mkdir(outside);
    await writeFile(path.join(outside, 'HeroesTitleBand.json'), '{"secret": true}');
    await symlink(outside, path.join(root, 'data', 'linked'), 'dir');
    await expect(listDataFiles(root, path.join(root, 'data', 'linked'))).rejects.toBeInstanceOf(
      UnsafePathError,
    );
    await symlink(
      path.join(outside, 'HeroesTitleBand.json'),
      path.join(root, 'data', 'offers', 'TextsIntro.json'),
    );
    await expect(listDataFiles(root, path.join(root, 'data', 'offers'))).rejects.toBeInstanceOf(
      UnsafePathError,
    );
    await expect(
      copyInside(
        root,
        path.join(root, 'data', 'offers', 'TextsIntro.json'),
        trashRoot,
        path.join(trashRoot, 'x.json'),
      ),
    ).rejects.toBeInstanceOf(UnsafePathError);
    expect(existsSync(path.join(trashRoot, 'x.json'))).toBe(false);
  });

  it('are copied only inside the folder they go to', async () => {
    const from = path.join(root, 'data', 'offers', 'HeroesTitleBand.json');
    await writeFile(from, '{"data": {}}');
    await copyInside(root, from, trashRoot, path.join(trashRoot, 'id', 'data', 'HeroesTitleBand.json'));
    expect(await readFile(path.join(trashRoot, 'id', 'data', 'HeroesTitleBand.json'), 'utf8')).toBe(
      '{"data": {}}',
    );
    await expect(
      copyInside(root, from, trashRoot, path.join(trashRoot, '..', 'escaped.json')),
    ).rejects.toBeInstanceOf(UnsafePathError);
  });

  it('leave their folders behind only when something else is in them', async () => {
    await writeFile(path.join(root, 'data', 'offers', 'gozo', 'TextsIntro.json'), '{}');
    await removeEmptyFolders(root, path.join(root, 'data', 'offers'), path.join(root, 'data'));
    expect(existsSync(path.join(root, 'data', 'offers'))).toBe(true);
    await rm(path.join(root, 'data', 'offers', 'gozo', 'TextsIntro.json'));
    await removeEmptyFolders(root, path.join(root, 'data', 'offers', 'gozo'), path.join(root, 'data'));
    expect(existsSync(path.join(root, 'data', 'offers'))).toBe(false);
    expect(existsSync(path.join(root, 'data'))).toBe(true);
  });
});

describe('the trash', () => {
  const entry = {
    id: '20261123T063000Z-offers--gozo',
    name: 'offers/gozo',
    path: '/offers/gozo',
    label: 'Gozo',
    deletedAt: '2026-11-23T06:30:00.000Z',
  };

  it('lists the entries with a manifest, the latest first, and skips the others', async () => {
    await writeTrashManifest(trashRoot, entry);
    await writeTrashManifest(trashRoot, {
      ...entry,
      id: '20261124T063000Z-casino',
      name: 'casino',
      path: '/casino',
      deletedAt: '2026-11-24T06:30:00.000Z',
    });
    await mkdir(path.join(trashRoot, '20261125T063000Z-interrupted'));
    await mkdir(path.join(trashRoot, '20261125T063000Z-forged'));
    await writeFile(
      path.join(trashRoot, '20261125T063000Z-forged', 'trash.json'),
      JSON.stringify({ ...entry, name: '../../x' }),
    );
    await mkdir(path.join(trashRoot, 'not-an-id'));
    expect((await listTrash(trashRoot)).map((item) => item.id)).toEqual([
      '20261124T063000Z-casino',
      '20261123T063000Z-offers--gozo',
    ]);
    expect(await listTrash(path.join(base, 'no-trash-yet'))).toEqual([]);
  });

  it('refuses an id that is not one', () => {
    expect(() => trashFolder(trashRoot, '../public')).toThrow(/Not the id of a deleted page/);
  });
});
