import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect, test } from './test';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type {
  DeleteAnswer,
  PageLinksAnswer,
  PageSummary,
  RenameAnswer,
} from '@/lib/editor/contract/pageRequests';
import {
  PUBLIC_DIR,
  TRASH_DIR,
  createPage,
  dataVersion,
  deletePage,
  editData,
  listPages,
  postJson,
  readJson,
  restoreContentAfterAll,
  settings,
  snapshotContent,
  summaryOf,
  type NavLink,
} from './helpers';
import { expectRefusal, hostilePageRequests } from './hostileRequests';

/**
 * The page routes of the dev API against `next dev` on the project's copy: every route's happy
 * path on real files, then hostile names and settings, each refused with nothing written. The
 * content folders are put back as they were after the file.
 */
test.describe.configure({ mode: 'serial' });

restoreContentAfterAll('pages-api-');

async function expectStatus(response: APIResponse, status: number, reason?: RegExp) {
  const body = (await response.json()) as { error?: string };
  expect(response.status(), JSON.stringify(body)).toBe(status);
  if (reason) expect(body.error).toMatch(reason);
  return body;
}

async function created(request: APIRequestContext, body: unknown): Promise<PageSummary> {
  const response = await createPage(request, body);
  await expectStatus(response, 201);
  return (await response.json()) as PageSummary;
}

const navLinks = () =>
  readJson<{ data: { navLinks: NavLink[] } }>('data/HeadersVariant7Hotels.json').data.navLinks;
const pageFile = (name: string) => path.join(PUBLIC_DIR, 'selectedComponents', `${name}.json`);
const dataFolder = (name: string) => path.join(PUBLIC_DIR, 'data', ...name.split('/'));
const dataFiles = (name: string) =>
  existsSync(dataFolder(name))
    ? readdirSync(dataFolder(name), { withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name)
        .sort()
    : [];

test.describe('the ETag of the GET routes is the version a write takes', () => {
  test('GET /api/pageState, then its ETag as If-Match', async ({ request }) => {
    const read = await request.get('/api/pageState?pageName=casino');
    const etag = read.headers().etag;
    const state = (await read.json()) as { version: string; selectedComponents: unknown[] };
    expect(etag).toBe(`"${state.version}"`);
    const save = await request.post('/api/saveState', {
      data: { selectedComponents: state.selectedComponents, pageName: 'casino' },
      headers: { 'Content-Type': 'application/json', 'If-Match': etag! },
    });
    expect(save.status()).toBe(200);
  });

  test('GET /api/componentData, then its ETag as If-Match', async ({ request }) => {
    const read = await request.get('/api/componentData?pageName=casino&category=Heroes&name=FullBleedPhoto');
    const etag = read.headers().etag;
    const answer = (await read.json()) as { version: string; data: unknown };
    expect(etag).toBe(`"${answer.version}"`);
    const save = await request.post('/api/saveComponentData', {
      data: {
        component: { category: 'Heroes', name: 'FullBleedPhoto' },
        pageName: 'casino',
        data: answer.data,
      },
      headers: { 'Content-Type': 'application/json', 'If-Match': etag! },
    });
    expect(save.status()).toBe(200);
  });
});

test.describe('pages', () => {
  test('GET /api/pages lists every page with its version and navigation, the trash and the names taken', async ({
    request,
  }) => {
    const answer = await listPages(request);
    const names = answer.pages.map((page) => page.name);
    expect(names).toEqual(expect.arrayContaining(['index', 'casino', 'about-us', 'contact-us', 'thank-you']));
    expect(names[0]).toBe('index');
    const casino = answer.pages.find((page) => page.name === 'casino')!;
    expect(casino).toMatchObject({ path: '/casino', label: 'Casino hotels', redirectFrom: [] });
    expect(casino.version).toMatch(/^[0-9a-f]{20}$/);
    expect(casino.navigation).toEqual({ label: 'Casino hotels', icon: 'Stars', position: 1 });
    expect(answer.pages.find((page) => page.name === 'thank-you')!.navigation).toBeUndefined();
    expect(answer.navigation).toEqual(navLinks());
    expect(answer.publicEntries).toEqual(expect.arrayContaining(['favicon.ico', 'images']));
    expect(answer.publicEntries).not.toContain('data');
    expect(Array.isArray(answer.trash)).toBe(true);
  });

  test('a blank page: its file with a title and label, no components', async ({ request }) => {
    const page = await created(request, {
      name: 'offers/blank',
      title: 'A blank offer',
      source: { kind: 'blank' },
    });
    expect(page).toMatchObject({ name: 'offers/blank', path: '/offers/blank', label: 'A blank offer' });
    expect(readJson('selectedComponents/offers/blank.json')).toEqual({
      meta: { title: 'A blank offer', label: 'A blank offer' },
      components: [],
    });
    expect(dataFiles('offers/blank')).toEqual([]);
    expect((await listPages(request)).pages.map((entry) => entry.name)).toContain('offers/blank');
  });

  test('a copy of a page: its components and every data file', async ({ request }) => {
    const page = await created(request, {
      name: 'casino-copy',
      title: 'Casino hotels, a copy',
      label: 'Casino copy',
      source: { kind: 'copy', from: 'casino' },
    });
    expect(page.label).toBe('Casino copy');
    const copy = readJson<{ components: unknown[]; meta: unknown }>('selectedComponents/casino-copy.json');
    expect(copy.components).toEqual(
      readJson<{ components: unknown[] }>('selectedComponents/casino.json').components,
    );
    expect(copy.meta).toEqual({ title: 'Casino hotels, a copy', label: 'Casino copy' });
    expect(dataFiles('casino-copy')).toEqual(dataFiles('casino'));
    for (const file of dataFiles('casino'))
      expect(readFileSync(path.join(dataFolder('casino-copy'), file), 'utf8')).toBe(
        readFileSync(path.join(dataFolder('casino'), file), 'utf8'),
      );
  });

  test('the landing-page starter: hero, benefits, one call to action, the notice; the page renders', async ({
    request,
  }) => {
    await created(request, {
      name: 'offers/starter',
      title: 'Three nights by the sea',
      source: { kind: 'starter' },
    });
    const file = readJson<{ components: { category: string; name: string }[] }>(
      'selectedComponents/offers/starter.json',
    );
    expect(file.components.map((entry) => `${entry.category}${entry.name}`)).toEqual([
      'HeroesFullBleedPhoto',
      'CardsIconGrid',
      'CallsToActionBanner',
      'NoticesResponsibleGaming',
    ]);
    expect(dataFiles('offers/starter')).toEqual([
      'CallsToActionBanner.json',
      'CardsIconGrid.json',
      'HeroesFullBleedPhoto.json',
      'NoticesResponsibleGaming.json',
    ]);
    expect(
      readJson<{ data: { title: string } }>('data/offers/starter/HeroesFullBleedPhoto.json').data.title,
    ).toBe('Three nights by the sea');
    expect(await renderedPage(request, '/offers/starter')).toContain('Three nights by the sea');
  });

  test('settings: meta, and the navigation entry added, moved, relabelled and removed', async ({
    request,
  }) => {
    const meta = {
      title: 'Three nights by the sea | Hidden Gems',
      description: 'Three nights in a seafront hotel, flights from Warsaw included.',
      keywords: 'sea, hotel',
      label: 'Sea offer',
      image: { src: '/images/island-boats-sunset.jpg' },
      noindex: true,
      catalog: false,
      order: 70,
    };
    const before = navLinks();
    const added = await settings(request, {
      pageName: 'offers/starter',
      meta,
      navigation: { label: 'Sea offer', icon: 'Stars', position: 1 },
    });
    await expectStatus(added, 200);
    const summary = (await added.json()) as PageSummary;
    expect(summary).toMatchObject({
      meta,
      label: 'Sea offer',
      navigation: { label: 'Sea offer', icon: 'Stars', position: 1 },
    });
    const file = readJson<{ meta: unknown; components: unknown[] }>('selectedComponents/offers/starter.json');
    expect(file.meta).toEqual(meta);
    expect(file.components).toHaveLength(4);
    expect(navLinks()).toEqual([
      before[0],
      { label: 'Sea offer', path: '/offers/starter', icon: 'Stars' },
      ...before.slice(1),
    ]);

    const moved = await settings(request, {
      pageName: 'offers/starter',
      meta,
      navigation: { label: 'Offers', icon: 'Time', position: 99 },
    });
    await expectStatus(moved, 200);
    expect(navLinks()).toEqual([...before, { label: 'Offers', path: '/offers/starter', icon: 'Time' }]);
    expect(((await moved.json()) as PageSummary).navigation).toEqual({
      label: 'Offers',
      icon: 'Time',
      position: 4,
    });

    // Without `navigation`, the header is left alone.
    const header = readFileSync(path.join(PUBLIC_DIR, 'data', 'HeadersVariant7Hotels.json'), 'utf8');
    const reordered = await settings(request, { pageName: 'offers/starter', meta: { ...meta, order: 71 } });
    await expectStatus(reordered, 200);
    const { version: earlier } = (await reordered.json()) as PageSummary;
    expect(earlier).not.toBe(summary.version);
    expect(readFileSync(path.join(PUBLIC_DIR, 'data', 'HeadersVariant7Hotels.json'), 'utf8')).toBe(header);

    await expectStatus(await settings(request, { pageName: 'offers/starter', meta, navigation: null }), 200);
    expect(navLinks()).toEqual(before);

    const stale = await postJson(
      request,
      '/api/pageSettings',
      { pageName: 'offers/starter', meta },
      { version: earlier },
    );
    await expectStatus(stale, 412, /changed since you loaded it/);
  });

  test('settings: a ninth header link is refused', async ({ request }) => {
    const before = navLinks();
    const extra = ['offers/n1', 'offers/n2', 'offers/n3', 'offers/n4', 'offers/n5'];
    for (const name of extra)
      await created(request, { name, title: `Offer ${name}`, source: { kind: 'blank' } });
    for (const name of extra.slice(0, 8 - before.length))
      await expectStatus(
        await settings(request, {
          pageName: name,
          meta: { title: name },
          navigation: { label: name, icon: 'Info', position: 9 },
        }),
        200,
      );
    expect(navLinks()).toHaveLength(8);
    const snapshot = snapshotContent();
    await expectStatus(
      await settings(request, {
        pageName: extra.at(-1)!,
        meta: { title: 'Ninth' },
        navigation: { label: 'Ninth', icon: 'Info', position: 0 },
      }),
      400,
      /8 links/,
    );
    expect(snapshotContent()).toBe(snapshot);
    // Deleting the pages takes their entries out of the navigation.
    for (const name of extra) await expectStatus(await deletePage(request, { pageName: name }), 200);
    expect(navLinks()).toEqual(before);
  });

  test('settings: taking the last link out of the header is refused', async ({ request }) => {
    const header = await dataVersion(request, 'index', 'Headers', 'Variant7Hotels');
    const onlyHome = await editData(request, 'index', 'Headers', 'Variant7Hotels', (data) => ({
      ...data,
      navLinks: [{ label: 'Home', path: '/', icon: 'Home' }],
    }));
    await expectStatus(onlyHome, 200);
    const snapshot = snapshotContent();
    await expectStatus(
      await settings(request, { pageName: 'index', meta: { title: 'Home' }, navigation: null }),
      400,
      /at least one link/,
    );
    expect(snapshotContent()).toBe(snapshot);
    const restored = await postJson(
      request,
      '/api/saveComponentData',
      { component: { category: 'Headers', name: 'Variant7Hotels' }, pageName: 'index', data: header.data },
      { version: ((await onlyHome.json()) as { version: string }).version },
    );
    await expectStatus(restored, 200);
  });

  test('rename: new address, links in the content and the navigation follow, the old address redirects', async ({
    request,
  }) => {
    await created(request, {
      name: 'offers/gozo',
      title: 'Gozo in autumn',
      source: { kind: 'copy', from: 'offers/starter' },
    });
    await expectStatus(
      await settings(request, {
        pageName: 'offers/gozo',
        meta: { title: 'Gozo in autumn' },
        navigation: { label: 'Gozo', icon: 'Stars', position: 2 },
      }),
      200,
    );
    await expectStatus(
      await editData(request, 'thank-you', 'Texts', 'RichText', (data) => {
        const sections = data.sections as { body: string }[];
        sections[0] = { ...sections[0]!, body: `${sections[0]!.body} Or see [Gozo](/offers/gozo#dates).` };
        return { ...data, sections };
      }),
      200,
    );
    await expectStatus(
      await editData(request, 'casino', 'CallsToAction', 'Banner', (data) => ({
        ...data,
        cta: { label: 'See Gozo', href: '/offers/gozo' },
      })),
      200,
    );
    // A link from the page's own data moves with it.
    await expectStatus(
      await editData(request, 'offers/gozo', 'CallsToAction', 'Banner', (data) => ({
        ...data,
        cta: { label: 'Top', href: '/offers/gozo#top' },
      })),
      200,
    );
    const position = (await summaryOf(request, 'offers/gozo')).navigation?.position;
    const ownFiles = dataFiles('offers/gozo');

    const response = await postJson(
      request,
      '/api/renamePage',
      { pageName: 'offers/gozo', newName: 'offers/gozo-october' },
      { version: (await summaryOf(request, 'offers/gozo')).version },
    );
    await expectStatus(response, 200);
    const answer = (await response.json()) as RenameAnswer;
    expect(answer.page).toMatchObject({
      name: 'offers/gozo-october',
      path: '/offers/gozo-october',
      redirectFrom: ['/offers/gozo'],
      navigation: { label: 'Gozo', icon: 'Stars', position },
    });
    expect(answer.updatedFiles).toEqual([
      'public/data/HeadersVariant7Hotels.json',
      'public/data/casino/CallsToActionBanner.json',
      'public/data/offers/gozo-october/CallsToActionBanner.json',
      'public/data/thank-you/TextsRichText.json',
    ]);
    expect(existsSync(pageFile('offers/gozo'))).toBe(false);
    expect(existsSync(dataFolder('offers/gozo'))).toBe(false);
    expect(dataFiles('offers/gozo-october')).toEqual(ownFiles);
    expect(
      readJson<{ redirectFrom: string[] }>('selectedComponents/offers/gozo-october.json').redirectFrom,
    ).toEqual(['/offers/gozo']);
    expect(navLinks()[position!]!.path).toBe('/offers/gozo-october');
    expect(
      readJson<{ data: { sections: { body: string }[] } }>('data/thank-you/TextsRichText.json').data
        .sections[0]!.body,
    ).toContain('[Gozo](/offers/gozo-october#dates)');
    expect(
      readJson<{ data: { cta: { href: string } } }>('data/casino/CallsToActionBanner.json').data.cta.href,
    ).toBe('/offers/gozo-october');
    expect(
      readJson<{ data: { cta: { href: string } } }>('data/offers/gozo-october/CallsToActionBanner.json').data
        .cta.href,
    ).toBe('/offers/gozo-october#top');

    // The old address is taken (it redirects), and renaming again keeps it.
    await expectStatus(
      await createPage(request, { name: 'offers/gozo', title: 'Again', source: { kind: 'blank' } }),
      409,
      /old address of “Gozo in autumn”/,
    );
  });

  test('pageLinks lists the links to a page, the navigation marked', async ({ request }) => {
    const response = await request.get('/api/pageLinks?pageName=offers/gozo-october');
    expect(response.status()).toBe(200);
    const { links } = (await response.json()) as PageLinksAnswer;
    expect(links).toEqual(
      expect.arrayContaining([
        {
          file: 'public/data/HeadersVariant7Hotels.json',
          field: expect.stringMatching(/^data\.navLinks\[\d\]\.path$/),
          navigation: true,
        },
        { file: 'public/data/casino/CallsToActionBanner.json', field: 'data.cta.href', navigation: false },
        {
          file: 'public/data/thank-you/TextsRichText.json',
          field: 'data.sections[0].body',
          navigation: false,
        },
      ]),
    );
    // The page's own links go with it and are not listed.
    expect(links).toHaveLength(3);
  });

  test('delete without a replacement while the content links to the page: 409 with the links', async ({
    request,
  }) => {
    const before = snapshotContent();
    const body = await expectStatus(
      await deletePage(request, { pageName: 'offers/gozo-october' }),
      409,
      /2 links/,
    );
    expect((body as { links: unknown[] }).links).toEqual([
      { file: 'public/data/casino/CallsToActionBanner.json', field: 'data.cta.href', navigation: false },
      { file: 'public/data/thank-you/TextsRichText.json', field: 'data.sections[0].body', navigation: false },
    ]);
    expect(snapshotContent()).toBe(before);
  });

  let replacedTrashId = '';

  test('delete with a replacement: links and addresses go to the replacement, the page to the trash', async ({
    request,
  }) => {
    const ownFiles = dataFiles('offers/gozo-october');
    const response = await deletePage(request, { pageName: 'offers/gozo-october', replacement: 'casino' });
    await expectStatus(response, 200);
    const answer = (await response.json()) as DeleteAnswer;
    replacedTrashId = answer.trash.id;
    expect(answer.trash).toMatchObject({
      name: 'offers/gozo-october',
      path: '/offers/gozo-october',
      label: 'Gozo in autumn',
    });
    expect(answer.trash.id).toMatch(/^\d{8}T\d{6}Z(\.\d+)?-offers--gozo-october$/);
    expect(answer.updatedFiles).toEqual([
      'public/data/HeadersVariant7Hotels.json',
      'public/data/casino/CallsToActionBanner.json',
      'public/data/thank-you/TextsRichText.json',
    ]);
    expect(existsSync(pageFile('offers/gozo-october'))).toBe(false);
    expect(existsSync(dataFolder('offers/gozo-october'))).toBe(false);
    // The casino page is in the navigation already: the deleted page's entry is dropped, not doubled.
    expect(navLinks().filter((link) => link.path === '/casino')).toHaveLength(1);
    expect(navLinks().some((link) => link.path.startsWith('/offers/gozo'))).toBe(false);
    expect(
      readJson<{ data: { sections: { body: string }[] } }>('data/thank-you/TextsRichText.json').data
        .sections[0]!.body,
    ).toContain('[Gozo](/casino#dates)');
    expect(
      readJson<{ data: { cta: { href: string } } }>('data/casino/CallsToActionBanner.json').data.cta.href,
    ).toBe('/casino');
    expect((await summaryOf(request, 'casino')).redirectFrom).toEqual([
      '/offers/gozo-october',
      '/offers/gozo',
    ]);

    const trashFolder = path.join(TRASH_DIR, 'pages', answer.trash.id);
    expect(JSON.parse(readFileSync(path.join(trashFolder, 'trash.json'), 'utf8'))).toEqual({
      name: 'offers/gozo-october',
      path: '/offers/gozo-october',
      label: 'Gozo in autumn',
      deletedAt: answer.trash.deletedAt,
    });
    expect(readdirSync(path.join(trashFolder, 'data')).sort()).toEqual(ownFiles);
    expect((await listPages(request)).trash).toContainEqual(answer.trash);
  });

  test('restore is refused while the address redirects to another page, saying which', async ({
    request,
  }) => {
    const before = snapshotContent();
    await expectStatus(
      await postJson(request, '/api/restorePage', { trashId: replacedTrashId }),
      409,
      /\/offers\/gozo-october now redirects to “Casino hotels” \(\/casino\)/,
    );
    expect(snapshotContent()).toBe(before);
  });

  test('delete without links: the navigation entry goes, and restore brings the page back', async ({
    request,
  }) => {
    await expectStatus(
      await settings(request, {
        pageName: 'casino-copy',
        meta: { title: 'Casino copy' },
        navigation: { label: 'Copy', icon: 'Info', position: 0 },
      }),
      200,
    );
    const pageText = readFileSync(pageFile('casino-copy'), 'utf8');
    const files = dataFiles('casino-copy');
    const response = await deletePage(request, { pageName: 'casino-copy' });
    await expectStatus(response, 200);
    const { trash, updatedFiles } = (await response.json()) as DeleteAnswer;
    expect(updatedFiles).toEqual(['public/data/HeadersVariant7Hotels.json']);
    expect(navLinks().some((link) => link.path === '/casino-copy')).toBe(false);
    expect(existsSync(pageFile('casino-copy'))).toBe(false);

    const restored = await postJson(request, '/api/restorePage', { trashId: trash.id });
    await expectStatus(restored, 201);
    expect(((await restored.json()) as PageSummary).name).toBe('casino-copy');
    expect(readFileSync(pageFile('casino-copy'), 'utf8')).toBe(pageText);
    expect(dataFiles('casino-copy')).toEqual(files);
    expect(existsSync(path.join(TRASH_DIR, 'pages', trash.id))).toBe(false);
    expect((await listPages(request)).trash.map((entry) => entry.id)).not.toContain(trash.id);
  });

  test('restore is refused when the name is a page again', async ({ request }) => {
    const response = await deletePage(request, { pageName: 'offers/blank' });
    await expectStatus(response, 200);
    const { trash } = (await response.json()) as DeleteAnswer;
    await created(request, { name: 'offers/blank', title: 'Blank again', source: { kind: 'blank' } });
    const before = snapshotContent();
    await expectStatus(
      await postJson(request, '/api/restorePage', { trashId: trash.id }),
      409,
      /\/offers\/blank is a page again \(“Blank again”\)/,
    );
    expect(snapshotContent()).toBe(before);
  });
});

/**
 * A page's HTML from next dev, which answers from its list of paths of the previous request (and
 * refreshes it meanwhile): a page just created may need a second request.
 */
async function renderedPage(request: APIRequestContext, address: string): Promise<string> {
  await expect.poll(async () => (await request.get(address)).status(), { timeout: 30_000 }).toBe(200);
  return (await request.get(address)).text();
}

test.describe('pages in two languages', () => {
  const plNavLinks = () =>
    readJson<{ data: { navLinks: NavLink[] } }>('data/pl/HeadersVariant7Hotels.json').data.navLinks;
  const englishHeader = () =>
    readFileSync(path.join(PUBLIC_DIR, 'data', 'HeadersVariant7Hotels.json'), 'utf8');
  const pageJson = (name: string) =>
    readJson<{ translationOf?: string; redirectFrom?: string[]; meta: Record<string, unknown> }>(
      `selectedComponents/${name}.json`,
    );
  /** A fingerprint of the English content: every page file and data file outside pl/. */
  const englishContent = () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
        a.name.localeCompare(b.name),
      )) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else files.push(`${path.relative(PUBLIC_DIR, full)}\n${readFileSync(full, 'utf8')}`);
      }
    };
    for (const folder of ['selectedComponents', 'data'])
      for (const entry of readdirSync(path.join(PUBLIC_DIR, folder), { withFileTypes: true }))
        if (entry.name !== 'pl') {
          const full = path.join(PUBLIC_DIR, folder, entry.name);
          if (entry.isDirectory()) walk(full);
          else files.push(`${path.relative(PUBLIC_DIR, full)}\n${readFileSync(full, 'utf8')}`);
        }
    return files.join('\n');
  };
  let firstVersionTrash = '';

  test('GET /api/pages: each page’s language and versions, each header’s navigation, the English pages without a Polish version', async ({
    request,
  }) => {
    const answer = await listPages(request);
    const byName = new Map(answer.pages.map((page) => [page.name, page]));
    expect(byName.get('casino')).toMatchObject({ locale: 'en', translations: { pl: 'pl/kasyno' } });
    expect(byName.get('casino')!.translationOf).toBeUndefined();
    expect(byName.get('index')).toMatchObject({ locale: 'en', translations: { pl: 'pl/index' } });
    expect(byName.get('pl/kasyno')).toMatchObject({
      locale: 'pl',
      path: '/pl/kasyno',
      translationOf: 'casino',
      label: 'Hotele z kasynem',
      navigation: { label: 'Hotele z kasynem', icon: 'Stars', position: 1 },
    });
    expect(byName.get('pl/kasyno')!.translations).toBeUndefined();
    expect(byName.get('pl/index')).toMatchObject({ locale: 'pl', path: '/pl/', translationOf: 'index' });
    expect(answer.navigation).toEqual(navLinks());
    expect(answer.navigationByLocale).toEqual({ en: navLinks(), pl: plNavLinks() });
    // Pages made earlier in this file have no Polish version; the site's own pages all have one.
    const paired = new Set(answer.pages.flatMap((page) => (page.translationOf ? [page.translationOf] : [])));
    const english = answer.pages.filter((page) => page.locale === 'en').map((page) => page.name);
    expect(answer.missingTranslations).toEqual({ pl: english.filter((name) => !paired.has(name)) });
    expect(answer.missingTranslations.pl).toContain('offers/starter');
    expect(answer.missingTranslations.pl).not.toContain('casino');
    expect(byName.get('offers/starter')!.translations).toEqual({});
  });

  test('the Polish version of an English page: a copy of it, paired, linking to the Polish pages; it renders in Polish', async ({
    request,
  }) => {
    await created(request, { name: 'offers/sunset', title: 'A sunset cruise', source: { kind: 'starter' } });
    await expectStatus(
      await settings(request, { pageName: 'offers/sunset', meta: { title: 'A sunset cruise', order: 80 } }),
      200,
    );
    const page = await created(request, {
      name: 'pl/rejs-o-zachodzie',
      title: 'Rejs o zachodzie słońca',
      source: { kind: 'translation', from: 'offers/sunset' },
    });
    expect(page).toMatchObject({
      name: 'pl/rejs-o-zachodzie',
      path: '/pl/rejs-o-zachodzie',
      locale: 'pl',
      translationOf: 'offers/sunset',
      label: 'Rejs o zachodzie słońca',
    });
    const file = pageJson('pl/rejs-o-zachodzie');
    // The English settings as a starting point, the title and label its own.
    expect(file).toEqual({
      meta: { order: 80, title: 'Rejs o zachodzie słońca', label: 'Rejs o zachodzie słońca' },
      translationOf: 'offers/sunset',
      components: readJson<{ components: unknown[] }>('selectedComponents/offers/sunset.json').components,
    });
    expect(Object.keys(file)).toEqual(['meta', 'translationOf', 'components']);
    expect(dataFiles('pl/rejs-o-zachodzie')).toEqual(dataFiles('offers/sunset'));
    // Its links to English pages with a Polish version lead to that version.
    expect(
      readJson<{ data: { cta: { href: string } } }>('data/offers/sunset/CallsToActionBanner.json').data.cta
        .href,
    ).toBe('/contact-us');
    expect(
      readJson<{ data: { cta: { href: string } } }>('data/pl/rejs-o-zachodzie/CallsToActionBanner.json').data
        .cta.href,
    ).toBe('/pl/kontakt');
    expect(
      readJson<{ data: { title: string } }>('data/pl/rejs-o-zachodzie/HeroesFullBleedPhoto.json').data.title,
    ).toBe('A sunset cruise');

    const answer = await listPages(request);
    expect(answer.pages.find((entry) => entry.name === 'offers/sunset')!.translations).toEqual({
      pl: 'pl/rejs-o-zachodzie',
    });
    expect(answer.missingTranslations.pl).not.toContain('offers/sunset');

    const html = await renderedPage(request, '/pl/rejs-o-zachodzie');
    expect(html).toContain('<html lang="pl"');
    expect(html).toContain('Zaplanujmy wyjazd na Maltę'); // the Polish header's button
    // Paired: the English page is its alternate.
    expect(html).toMatch(
      /<link[^>]*hreflang="en"[^>]*\/offers\/sunset"|<link[^>]*\/offers\/sunset"[^>]*hreflang="en"/i,
    );
  });

  test('a second Polish version of the same page is refused, naming the first', async ({ request }) => {
    const before = snapshotContent();
    await expectStatus(
      await createPage(request, {
        name: 'pl/rejs-drugi',
        title: 'Drugi rejs',
        source: { kind: 'translation', from: 'offers/sunset' },
      }),
      409,
      /Polish version already: “Rejs o zachodzie słońca” \(\/pl\/rejs-o-zachodzie\)/,
    );
    await expectStatus(
      await createPage(request, {
        name: 'pl/rejs-drugi',
        title: 'Drugi rejs',
        source: { kind: 'blank' },
        translationOf: 'offers/sunset',
      }),
      409,
      /Polish version already/,
    );
    expect(snapshotContent()).toBe(before);
  });

  test('settings of a Polish page edit the Polish header’s navigation; the English header stays', async ({
    request,
  }) => {
    const before = plNavLinks();
    const english = englishHeader();
    const added = await settings(request, {
      pageName: 'pl/rejs-o-zachodzie',
      meta: { title: 'Rejs o zachodzie słońca', label: 'Rejs' },
      navigation: { label: 'Rejs', icon: 'Time', position: 2 },
    });
    await expectStatus(added, 200);
    expect(((await added.json()) as PageSummary).navigation).toEqual({
      label: 'Rejs',
      icon: 'Time',
      position: 2,
    });
    expect(plNavLinks()).toEqual([
      ...before.slice(0, 2),
      { label: 'Rejs', path: '/pl/rejs-o-zachodzie', icon: 'Time' },
      ...before.slice(2),
    ]);
    expect(englishHeader()).toBe(english);
    // translationOf survives the settings.
    expect(pageJson('pl/rejs-o-zachodzie').translationOf).toBe('offers/sunset');
    // An English page's settings edit the English header only.
    const polish = readFileSync(path.join(PUBLIC_DIR, 'data', 'pl', 'HeadersVariant7Hotels.json'), 'utf8');
    await expectStatus(
      await settings(request, {
        pageName: 'offers/sunset',
        meta: { title: 'A sunset cruise', order: 80 },
        navigation: { label: 'Sunset', icon: 'Time', position: 9 },
      }),
      200,
    );
    expect(navLinks().at(-1)).toEqual({ label: 'Sunset', path: '/offers/sunset', icon: 'Time' });
    expect(readFileSync(path.join(PUBLIC_DIR, 'data', 'pl', 'HeadersVariant7Hotels.json'), 'utf8')).toBe(
      polish,
    );
  });

  test('renaming a Polish page: the Polish links and header follow, its pairing stays, the English content is untouched', async ({
    request,
  }) => {
    await expectStatus(
      await editData(request, 'pl/kasyno', 'CallsToAction', 'Banner', (data) => ({
        ...data,
        cta: { label: 'Rejs', href: '/pl/rejs-o-zachodzie#termin' },
      })),
      200,
    );
    const english = englishContent();
    const response = await postJson(
      request,
      '/api/renamePage',
      { pageName: 'pl/rejs-o-zachodzie', newName: 'pl/rejs' },
      { version: (await summaryOf(request, 'pl/rejs-o-zachodzie')).version },
    );
    await expectStatus(response, 200);
    const answer = (await response.json()) as RenameAnswer;
    expect(answer.page).toMatchObject({
      name: 'pl/rejs',
      path: '/pl/rejs',
      locale: 'pl',
      translationOf: 'offers/sunset',
      redirectFrom: ['/pl/rejs-o-zachodzie'],
      navigation: { label: 'Rejs', icon: 'Time', position: 2 },
    });
    expect(answer.updatedFiles).toEqual([
      'public/data/pl/HeadersVariant7Hotels.json',
      'public/data/pl/kasyno/CallsToActionBanner.json',
    ]);
    expect(pageJson('pl/rejs')).toMatchObject({
      translationOf: 'offers/sunset',
      redirectFrom: ['/pl/rejs-o-zachodzie'],
    });
    expect(existsSync(pageFile('pl/rejs-o-zachodzie'))).toBe(false);
    expect(plNavLinks()[2]!.path).toBe('/pl/rejs');
    expect(
      readJson<{ data: { cta: { href: string } } }>('data/pl/kasyno/CallsToActionBanner.json').data.cta.href,
    ).toBe('/pl/rejs#termin');
    expect(englishContent()).toBe(english);
    expect((await summaryOf(request, 'offers/sunset')).translations).toEqual({ pl: 'pl/rejs' });
  });

  test('renaming an English page: its Polish version names the new name', async ({ request }) => {
    const response = await postJson(
      request,
      '/api/renamePage',
      { pageName: 'offers/sunset', newName: 'offers/sunset-cruise' },
      { version: (await summaryOf(request, 'offers/sunset')).version },
    );
    await expectStatus(response, 200);
    const answer = (await response.json()) as RenameAnswer;
    expect(answer.page).toMatchObject({ translations: { pl: 'pl/rejs' }, redirectFrom: ['/offers/sunset'] });
    expect(answer.updatedFiles).toEqual([
      'public/data/HeadersVariant7Hotels.json',
      'public/selectedComponents/pl/rejs.json',
    ]);
    expect(pageJson('pl/rejs').translationOf).toBe('offers/sunset-cruise');
    expect((await summaryOf(request, 'pl/rejs')).translationOf).toBe('offers/sunset-cruise');
  });

  test('a page keeps its language when renamed', async ({ request }) => {
    const before = snapshotContent();
    await expectStatus(
      await postJson(
        request,
        '/api/renamePage',
        { pageName: 'pl/rejs', newName: 'rejs' },
        { version: (await summaryOf(request, 'pl/rejs')).version },
      ),
      400,
      /keeps its address under pl\//,
    );
    await expectStatus(
      await postJson(
        request,
        '/api/renamePage',
        { pageName: 'offers/sunset-cruise', newName: 'pl/sunset' },
        { version: (await summaryOf(request, 'offers/sunset-cruise')).version },
      ),
      400,
      /English page keeps an English address/,
    );
    expect(snapshotContent()).toBe(before);
  });

  test('deleting an English page that has a Polish version is refused, naming the Polish version', async ({
    request,
  }) => {
    const before = snapshotContent();
    await expectStatus(
      await deletePage(request, { pageName: 'offers/sunset-cruise' }),
      409,
      /has a Polish version, “Rejs” \(\/pl\/rejs, pl\/rejs\).*delete the Polish version first/,
    );
    await expectStatus(
      await deletePage(request, { pageName: 'offers/sunset-cruise', replacement: 'casino' }),
      409,
      /delete the Polish version first/,
    );
    expect(snapshotContent()).toBe(before);
  });

  test('deleting a Polish page: the Polish content’s links keep it, an English replacement is refused, its header entry goes', async ({
    request,
  }) => {
    const before = snapshotContent();
    const kept = await expectStatus(await deletePage(request, { pageName: 'pl/rejs' }), 409, /A link/);
    expect((kept as { links: unknown[] }).links).toEqual([
      { file: 'public/data/pl/kasyno/CallsToActionBanner.json', field: 'data.cta.href', navigation: false },
    ]);
    await expectStatus(
      await deletePage(request, { pageName: 'pl/rejs', replacement: 'casino' }),
      400,
      /replaced by a page of its language/,
    );
    expect(snapshotContent()).toBe(before);
    const links = (await (await request.get('/api/pageLinks?pageName=pl/rejs')).json()) as PageLinksAnswer;
    expect(links.links).toEqual([
      { file: 'public/data/pl/HeadersVariant7Hotels.json', field: 'data.navLinks[2].path', navigation: true },
      { file: 'public/data/pl/kasyno/CallsToActionBanner.json', field: 'data.cta.href', navigation: false },
    ]);

    await expectStatus(
      await editData(request, 'pl/kasyno', 'CallsToAction', 'Banner', (data) => ({
        ...data,
        cta: { label: 'Zapytam o hotel z kasynem', href: '/pl/kontakt' },
      })),
      200,
    );
    const english = englishContent();
    const response = await deletePage(request, { pageName: 'pl/rejs' });
    await expectStatus(response, 200);
    const answer = (await response.json()) as DeleteAnswer;
    firstVersionTrash = answer.trash.id;
    expect(answer.trash).toMatchObject({ name: 'pl/rejs', path: '/pl/rejs', label: 'Rejs' });
    expect(answer.trash.id).toMatch(/-pl--rejs$/);
    expect(answer.updatedFiles).toEqual(['public/data/pl/HeadersVariant7Hotels.json']);
    expect(plNavLinks().some((link) => link.path === '/pl/rejs')).toBe(false);
    expect(existsSync(pageFile('pl/rejs'))).toBe(false);
    expect(existsSync(dataFolder('pl/rejs'))).toBe(false);
    expect(englishContent()).toBe(english);
    const list = await listPages(request);
    expect(list.pages.find((page) => page.name === 'offers/sunset-cruise')!.translations).toEqual({});
    expect(list.missingTranslations.pl).toContain('offers/sunset-cruise');
  });

  test('restoring a Polish version is refused while its English page has another, or is gone', async ({
    request,
  }) => {
    await created(request, {
      name: 'pl/rejs-nowy',
      title: 'Nowy rejs',
      source: { kind: 'translation', from: 'offers/sunset-cruise' },
    });
    let before = snapshotContent();
    await expectStatus(
      await postJson(request, '/api/restorePage', { trashId: firstVersionTrash }),
      409,
      /has another Polish version now, “Nowy rejs” \(\/pl\/rejs-nowy\)/,
    );
    expect(snapshotContent()).toBe(before);

    await expectStatus(await deletePage(request, { pageName: 'pl/rejs-nowy' }), 200);
    await expectStatus(await deletePage(request, { pageName: 'offers/sunset-cruise' }), 200);
    before = snapshotContent();
    await expectStatus(
      await postJson(request, '/api/restorePage', { trashId: firstVersionTrash }),
      409,
      /Polish version of “offers\/sunset-cruise”, which is no English page now/,
    );
    expect(snapshotContent()).toBe(before);
  });

  test('Polish pages made blank, from the starter or as a copy: paired only when translationOf is given', async ({
    request,
  }) => {
    await created(request, { name: 'offers/gozo-week', title: 'A week on Gozo', source: { kind: 'blank' } });
    const paired = await created(request, {
      name: 'pl/tydzien-na-gozo',
      title: 'Tydzień na Gozo',
      source: { kind: 'blank' },
      translationOf: 'offers/gozo-week',
    });
    expect(paired).toMatchObject({ locale: 'pl', translationOf: 'offers/gozo-week' });
    expect(pageJson('pl/tydzien-na-gozo')).toEqual({
      meta: { title: 'Tydzień na Gozo', label: 'Tydzień na Gozo' },
      translationOf: 'offers/gozo-week',
      components: [],
    });

    const alone = await created(request, {
      name: 'pl/oferty/jesien',
      title: 'Jesień',
      source: { kind: 'starter' },
    });
    expect(alone).toMatchObject({ locale: 'pl', path: '/pl/oferty/jesien' });
    expect(alone.translationOf).toBeUndefined();
    expect(pageJson('pl/oferty/jesien').translationOf).toBeUndefined();
    // The starter's call to action leads to the Polish contact page.
    expect(
      readJson<{ data: { cta: { href: string } } }>('data/pl/oferty/jesien/CallsToActionBanner.json').data.cta
        .href,
    ).toBe('/pl/kontakt');

    const copy = await created(request, {
      name: 'pl/kasyno-kopia',
      title: 'Kasyno, kopia',
      source: { kind: 'copy', from: 'casino' },
    });
    expect(copy.translationOf).toBeUndefined();
    expect(dataFiles('pl/kasyno-kopia')).toEqual(dataFiles('casino'));
    // A copy across languages: links to the English page itself and to pages with a Polish version go Polish.
    const texts = dataFiles('pl/kasyno-kopia').map((file) =>
      readFileSync(path.join(dataFolder('pl/kasyno-kopia'), file), 'utf8'),
    );
    expect(texts.join('\n')).not.toMatch(/"\/contact-us/);

    const html = await renderedPage(request, '/pl/kasyno-kopia');
    expect(html).toContain('<html lang="pl"');
  });

  test('a Polish page in a folder (three parts) is deleted to the trash and restored', async ({
    request,
  }) => {
    const response = await deletePage(request, { pageName: 'pl/oferty/jesien' });
    await expectStatus(response, 200);
    const { trash } = (await response.json()) as DeleteAnswer;
    expect(trash).toMatchObject({ name: 'pl/oferty/jesien', path: '/pl/oferty/jesien' });
    expect(trash.id).toMatch(/-pl--oferty--jesien$/);
    expect(existsSync(pageFile('pl/oferty/jesien'))).toBe(false);
    expect(existsSync(dataFolder('pl/oferty/jesien'))).toBe(false);
    expect((await listPages(request)).trash.map((entry) => entry.id)).toContain(trash.id);

    await expectStatus(await postJson(request, '/api/restorePage', { trashId: trash.id }), 201);
    expect(pageJson('pl/oferty/jesien').meta).toMatchObject({ title: 'Jesień' });
    expect(existsSync(path.join(dataFolder('pl/oferty/jesien'), 'CallsToActionBanner.json'))).toBe(true);
  });
});

test.describe('hostile names and settings are refused, and nothing is written', () => {
  const cases = hostilePageRequests();

  test(`there are at least 25 hostile requests (${cases.length})`, () => {
    console.log(`hostile requests refused: ${cases.length}`);
    expect(cases.length).toBeGreaterThanOrEqual(25);
  });

  for (const hostile of cases) {
    test(hostile.what, async ({ request }) => {
      const before = snapshotContent();
      await expectRefusal(hostile, await hostile.send(request));
      expect(snapshotContent()).toBe(before);
    });
  }

  test('the navigation link’s field is named', async ({ request }) => {
    const response = await editData(request, 'index', 'Headers', 'Variant7Hotels', (data) => ({
      ...data,
      navLinks: [...(data.navLinks as NavLink[]), { label: 'Nowhere', path: '/nowhere#x', icon: 'Info' }],
    }));
    await expectStatus(
      response,
      400,
      /data\.navLinks\[\d\]\.path: No English page has the address \/nowhere#x/,
    );
    // A link to a page with a hash is fine.
    const fine = await editData(request, 'index', 'Headers', 'Variant7Hotels', (data) => data);
    expect(fine.status()).toBe(200);
  });

  test('a header links only to pages of its own language', async ({ request }) => {
    const before = snapshotContent();
    const toPolish = await editData(request, 'index', 'Headers', 'Variant7Hotels', (data) => ({
      ...data,
      navLinks: [
        { label: 'Kasyno', path: '/pl/kasyno', icon: 'Info' },
        ...(data.navLinks as NavLink[]).slice(1),
      ],
    }));
    await expectStatus(toPolish, 400, /No English page has the address \/pl\/kasyno/);
    const toEnglish = await editData(request, 'pl/index', 'Headers', 'Variant7Hotels', (data) => ({
      ...data,
      navLinks: [
        { label: 'Casino', path: '/casino', icon: 'Info' },
        ...(data.navLinks as NavLink[]).slice(1),
      ],
    }));
    await expectStatus(toEnglish, 400, /No Polish page has the address \/casino/);
    expect(snapshotContent()).toBe(before);
  });
});
