import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HttpError } from '@/lib/editor/server/apiRequest';
import { writingContent } from '@/lib/editor/server/contentWrite';
import { readComponentData, readPageState, setComponentActive } from '@/lib/editor/server/pageStateFiles';
import {
  deleteShared,
  detachShared,
  listShared,
  makeShared,
  placeShared,
  saveSectionData,
} from '@/lib/editor/server/sharedSections';
import { sharedSectionId } from '@/lib/model/content/sharedSectionId';

const NOTICE = { category: 'Notices', name: 'ResponsibleGaming' };

const copies: string[] = [];
afterAll(() => {
  for (const copy of copies) rmSync(copy, { recursive: true, force: true });
});

/** A copy of the project's content to write to. */
function contentCopy(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'shared-sections-'));
  copies.push(root);
  for (const folder of ['selectedComponents', 'data', 'translations'])
    cpSync(path.join(process.cwd(), 'public', folder), path.join(root, folder), { recursive: true });
  return root;
}

const headingOn = (root: string, page: string) =>
  (
    JSON.parse(readFileSync(path.join(root, 'data', page, 'NoticesResponsibleGaming.json'), 'utf8')) as {
      data: { heading: string };
    }
  ).data.heading;

async function saveHeading(root: string, page: string, heading: string) {
  const current = await readComponentData(root, page, NOTICE);
  return writingContent(root, () =>
    saveSectionData(root, page, NOTICE, { ...(current.data as object), heading }, current.version),
  );
}

describe('shared sections', () => {
  it('names a shared section from its label, in either language', () => {
    expect(sharedSectionId('18+ i gra odpowiedzialna — Łódź')).toBe('18-i-gra-odpowiedzialna-lodz');
    expect(sharedSectionId('  Play responsibly!  ')).toBe('play-responsibly');
  });

  it('is placed on many pages in both languages, edited once per language, detached, and deleted only when placed nowhere', async () => {
    const root = contentCopy();
    await writingContent(root, () =>
      makeShared(root, {
        pageName: 'casino',
        component: NOTICE,
        id: 'play-responsibly',
        label: 'Play responsibly',
      }),
    );
    // /about-us has no such section: placing adds it; / has one: it takes the shared data.
    for (const pageName of ['index', 'about-us', 'pl/kasyno', 'pl/index'])
      await writingContent(root, () => placeShared(root, { id: 'play-responsibly', pageName }));
    expect((await readPageState(root, 'about-us')).components).toContainEqual(NOTICE);
    expect((await listShared(root))[0]).toMatchObject({
      placedOn: ['about-us', 'casino', 'index', 'pl/index', 'pl/kasyno'],
    });
    expect(headingOn(root, 'about-us')).toBe(headingOn(root, 'casino'));

    // Edited once from any English page, every English page follows; the Polish ones keep theirs.
    const polishBefore = headingOn(root, 'pl/kasyno');
    await saveHeading(root, 'index', '18+ only. Play for fun, within your limits.');
    for (const page of ['casino', 'index', 'about-us'])
      expect(headingOn(root, page)).toBe('18+ only. Play for fun, within your limits.');
    expect(headingOn(root, 'pl/kasyno')).toBe(polishBefore);
    await saveHeading(root, 'pl/kasyno', 'Tylko 18+. Graj dla przyjemności.');
    for (const page of ['pl/kasyno', 'pl/index'])
      expect(headingOn(root, page)).toBe('Tylko 18+. Graj dla przyjemności.');

    // Deleting it while placed is refused, naming the pages.
    const refused = await deleteShared(root, 'play-responsibly').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({
      status: 409,
      extra: { pages: ['about-us', 'casino', 'index', 'pl/index', 'pl/kasyno'] },
    });
    expect((refused as Error).message).toContain('/about-us, /casino, /, /pl/, /pl/kasyno');

    // A detached page keeps its copy and edits it alone.
    await writingContent(root, () => detachShared(root, { id: 'play-responsibly', pageName: 'about-us' }));
    await saveHeading(root, 'about-us', 'About us: adults only');
    expect(headingOn(root, 'casino')).toBe('18+ only. Play for fun, within your limits.');
    await saveHeading(root, 'casino', '18+ only.');
    expect(headingOn(root, 'about-us')).toBe('About us: adults only');

    // A page that takes the section off is no longer one of its placements.
    const state = await readPageState(root, 'pl/index');
    await writingContent(root, () => setComponentActive(root, 'pl/index', NOTICE, false, state.version));
    expect((await listShared(root))[0]!.placedOn).toEqual(['casino', 'index', 'pl/kasyno']);

    for (const pageName of ['casino', 'index', 'pl/kasyno'])
      await writingContent(root, () => detachShared(root, { id: 'play-responsibly', pageName }));
    await writingContent(root, () => deleteShared(root, 'play-responsibly'));
    expect(existsSync(path.join(root, 'shared', 'play-responsibly.json'))).toBe(false);
  });
});
