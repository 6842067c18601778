import path from 'node:path';
import sharp from 'sharp';
import type { ImagesAnswer } from '@/lib/editor/contract/media';
import type { MediaEntry } from '@/lib/model/images/mediaLibrary';
import type { ImageManifest } from '@/lib/model/images/plan';
import { readFileSync } from 'node:fs';
import { expect, test } from './test';
import type { Studio } from './world';

/**
 * The media library through the studio, published by real builds and served by nginx: a photo
 * uploaded, described once in both languages with a focal point, placed on an English and a Polish
 * page, replaced (both pages follow), refused deletion while placed, and a publish refused when the
 * Polish page would show it undescribed. The pages' own photos are put back and published after;
 * the photo stays in the library, unused. (A restore of the release before would take the photo's
 * manifest out of the compiled code again, and cost the next files a full build.)
 */
test.describe.configure({ mode: 'serial' });
// The pages are looked at in the browser as nginx serves them: over HTTPS, with the certificate
// made for the test on loopback.
test.use({ ignoreHTTPSErrors: true });

let studio: Studio;
let src: string;
const ENGLISH = 'A terrace over the water at dusk, a test photo';
const POLISH = 'Taras nad wodą o zmierzchu, zdjęcie testowe';
const HERO_PAGES = ['casino', 'pl/kasyno'] as const;
/** The heroes' data as the pages had it, put back after. */
const heroesBefore = new Map<string, Record<string, unknown>>();

interface ComponentAnswer {
  data: Record<string, unknown>;
  version: string;
}
const heroOf = (pageName: string) =>
  studio.editor.json<ComponentAnswer>(
    `/api/componentData?pageName=${pageName}&category=Heroes&name=FullBleedPhoto`,
  );

/** Saves the page's hero as `change` makes it from the hero as it is (read once, for its version too). */
async function saveHero(
  pageName: string,
  change: (data: Record<string, unknown>) => Record<string, unknown>,
): Promise<void> {
  const hero = await heroOf(pageName);
  const saved = await studio.editor.post(
    '/api/saveComponentData',
    { pageName, component: { category: 'Heroes', name: 'FullBleedPhoto' }, data: change(hero.data) },
    { 'If-Match': `"${hero.version}"` },
  );
  expect(saved.status, await saved.clone().text()).toBe(200);
}

test.beforeAll(async ({ studio: shared }) => {
  studio = shared;
  for (const pageName of HERO_PAGES) heroesBefore.set(pageName, (await heroOf(pageName)).data);
});
test.afterAll(async () => {
  for (const [pageName, data] of heroesBefore) await saveHero(pageName, () => data);
  // Content only: the photo's manifest stays compiled in, so the next files' publishes are fast.
  const job = await studio.editor.publish('The casino pages’ own photos again');
  expect(job.release?.render, JSON.stringify(job.problems)).toBe('content-only');
});

/** One of the site's photos at a phone's width (the optimiser's widths of a large one take a minute). */
const photo = (name: string) =>
  sharp(path.join(process.cwd(), 'public', 'images', name))
    .resize({ width: 800 })
    .jpeg({ quality: 85 })
    .toBuffer();

async function saveEntry(entry: MediaEntry): Promise<void> {
  const { versions } = await studio.editor.json<ImagesAnswer>('/api/images');
  const saved = await studio.editor.post(
    '/api/saveMediaEntry',
    { src, entry },
    { 'If-Match': `"${versions[src]}"` },
  );
  expect(saved.status, await saved.clone().text()).toBe(200);
}

async function placeHero(pageName: string): Promise<void> {
  await saveHero(pageName, (data) => ({ ...data, image: { src } }));
}

test('a photo described once is published on an English and a Polish page, each in its own words; replaced, both follow', async ({
  page,
}) => {
  const uploaded = await studio.editor.post('/api/uploadImage', {
    fileName: 'Terrace at dusk.jpg',
    contentType: 'image/jpeg',
    data: (await photo('about-deck-by-water.jpg')).toString('base64'),
  });
  expect(uploaded.status, await uploaded.clone().text()).toBe(201);
  src = ((await uploaded.json()) as { src: string }).src;
  await saveEntry({ alt: { en: ENGLISH, pl: POLISH }, decorative: false, focus: { x: 20, y: 60 } });
  for (const pageName of HERO_PAGES) await placeHero(pageName);

  // Replaced before it is published: the same address, so both pages show the new photo.
  const replaced = await studio.editor.post('/api/replaceImage', {
    src,
    fileName: 'Clouds.jpg',
    contentType: 'image/jpeg',
    data: (await photo('about-sunset-clouds.jpg')).toString('base64'),
  });
  expect(replaced.status, await replaced.clone().text()).toBe(200);
  const manifest = JSON.parse(
    readFileSync(path.join(studio.world.repo, 'lib', 'model', 'images', 'manifest.json'), 'utf8'),
  ) as ImageManifest;
  const { hash, offersAvif } = manifest[src]!;

  // Deleting it while the two pages show it is refused, naming them.
  const refused = await studio.editor.post('/api/deleteImage', { src });
  expect(refused.status).toBe(409);
  const answer = (await refused.json()) as { error: string; uses: unknown };
  expect(answer.uses).toEqual([
    { page: '/casino', locale: 'en' },
    { page: '/pl/kasyno', locale: 'pl' },
  ]);
  expect(answer.error).toContain('/casino, /pl/kasyno');

  const job = await studio.editor.publish('A terrace photo on the casino pages');
  expect(job.state, JSON.stringify(job.problems)).toBe('done');
  const stem = path.basename(src).replace(/\.jpg$/, '');
  for (const [address, words] of [
    ['/casino', ENGLISH],
    ['/pl/kasyno', POLISH],
  ] as const) {
    await page.goto(`${studio.nginx.origin}${address}`);
    const hero = page.locator(`main img[src*="${stem}."]`).first();
    await expect(hero).toHaveAttribute('alt', words);
    // The replacement's copies, named by its content (in AVIF where that is the smaller file, a
    // WebP beside); the focal point where it was set.
    await expect(hero).toHaveAttribute('src', new RegExp(`${stem}\\.${hash}-\\d+\\.webp$`));
    await expect(hero).toHaveJSProperty('complete', true);
    const format = offersAvif ? 'avif' : 'webp';
    const candidates = offersAvif ? page.locator(`main picture source[srcset*="${stem}."]`).first() : hero;
    await expect(candidates).toHaveAttribute(
      'srcset',
      new RegExp(`${stem}\\.${hash}-\\d+\\.${format} \\d+w`),
    );
    expect(await hero.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(
      new RegExp(`\\.${format}$`),
    );
    await expect(hero).toHaveCSS('object-position', '20% 60%');
  }
});

test('a Polish page whose photo has no Polish description is refused at publish, naming the page and the photo', async () => {
  await saveEntry({ alt: { en: ENGLISH, pl: '' }, decorative: false, focus: { x: 20, y: 60 } });
  const liveBefore = (await studio.editor.json<{ liveId: string }>('/studio-api/history')).liveId;
  const job = await studio.editor.publish('The Polish description taken out');
  expect(job.state).toBe('failed');
  expect(job.problems).toEqual([{ kind: 'alt', page: '/pl/kasyno', image: src, language: 'pl' }]);
  expect((await studio.editor.json<{ liveId: string }>('/studio-api/history')).liveId).toBe(liveBefore);
  // Marked decorative instead, it goes (described in neither language, it is read as nothing).
  await saveEntry({ alt: { en: ENGLISH, pl: '' }, decorative: true, focus: { x: 20, y: 60 } });
  const decorative = await studio.editor.publish('The terrace photo marked decorative');
  expect(decorative.state, JSON.stringify(decorative.problems)).toBe('done');
  expect(decorative.release?.render).toBe('content-only');
});
