// @vitest-environment node
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ContentError } from '@/lib/model/contentErrors';
import type { PageContent } from '@/lib/model/content/pageProps';
import { exportContent } from '@/lib/server/exportContent';
import {
  catalogLinks,
  exportPages,
  languageSwitch,
  loadExportPages,
  loadSitePages,
  pageAlternates,
  retirements,
  siteRedirects,
  type SitePage,
} from '@/lib/server/sitePages';
import { listPages, readPage, type PageRoots } from '@/lib/editor/server/pageInventory';
import { savePageSettings } from '@/lib/editor/server/savePageSettings';
import { createPage } from '@/lib/editor/server/createPage';
import { pageSettingsBody } from '@/lib/editor/contract/requestSchemas';
import { withholdUnpublished } from '@/scripts/export/unpublished';

const PUBLIC_DIR = path.join(process.cwd(), 'public');
let base: string;
let root: string;

// The Gozo offer goes live on 1 October at 09:00 and retires on 1 November at midnight, Warsaw time.
const GOZO = { liveFrom: '2026-10-01T09:00', retireAt: '2026-11-01T00:00' };
const BEFORE = new Date('2026-09-15T12:00:00Z');
const LIVE_FROM = new Date('2026-10-01T07:00:00Z');
const DURING = new Date('2026-10-15T12:00:00Z');
const RETIRED = new Date('2026-10-31T23:00:00Z');

beforeEach(async () => {
  base = await mkdtemp(path.join(os.tmpdir(), 'scheduled-'));
  root = path.join(base, 'public');
  await cp(path.join(PUBLIC_DIR, 'selectedComponents'), path.join(root, 'selectedComponents'), {
    recursive: true,
  });
  await cp(path.join(PUBLIC_DIR, 'data'), path.join(root, 'data'), { recursive: true });
});

afterEach(async () => {
  await rm(base, { recursive: true, force: true });
});

async function addPage(name: string, meta: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const file = path.join(root, 'selectedComponents', `${name}.json`);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(
    file,
    JSON.stringify({
      meta: { title: name, ...meta },
      ...extra,
      components: [{ category: 'Heroes', name: 'TitleBand' }],
    }),
  );
}

const paths = (pages: readonly SitePage[]) => pages.map((page) => page.path);

function loadError(): ContentError {
  try {
    loadSitePages(root);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return error as ContentError;
  }
  throw new Error('the pages loaded');
}

describe('a scheduled page', () => {
  it('is a page of the export only from its liveFrom until its retireAt; every page is a page of the site', async () => {
    await addPage('offers/gozo', GOZO);
    const all = loadSitePages(root);
    expect(paths(all)).toContain('/offers/gozo');
    expect(paths(exportPages(all, BEFORE))).not.toContain('/offers/gozo');
    expect(paths(exportPages(all, LIVE_FROM))).toContain('/offers/gozo');
    expect(paths(exportPages(all, DURING))).toContain('/offers/gozo');
    expect(paths(exportPages(all, RETIRED))).not.toContain('/offers/gozo');
    expect(paths(loadExportPages({ at: BEFORE, root }))).toEqual(paths(loadSitePages(PUBLIC_DIR)));
    expect(exportPages(all, BEFORE)).toHaveLength(all.length - 1);
  });

  it('is in the footer’s catalog only while it is live', async () => {
    await addPage('offers/gozo', { ...GOZO, label: 'Gozo', order: 1 });
    const all = loadSitePages(root);
    expect(catalogLinks(exportPages(all, BEFORE)).map((link) => link.path)).not.toContain('/offers/gozo');
    expect(catalogLinks(exportPages(all, DURING))[0]).toEqual({ label: 'Gozo', path: '/offers/gozo' });
    expect(catalogLinks(exportPages(all, RETIRED)).map((link) => link.path)).not.toContain('/offers/gozo');
  });

  it('is listed by the editor whatever the time', async () => {
    await addPage('offers/gozo', { liveFrom: '2099-01-01T00:00' });
    await addPage('offers/summer', { liveFrom: '2020-06-01T00:00', retireAt: '2020-09-01T00:00' });
    const answer = await listPages({
      root,
      trashRoot: path.join(base, '.trash', 'pages'),
      imageManifest: path.join(base, 'manifest.json'),
    });
    expect(answer.pages.map((page) => page.name)).toEqual(
      expect.arrayContaining(['offers/gozo', 'offers/summer']),
    );
    expect(answer.pages.find((page) => page.name === 'offers/gozo')?.meta.liveFrom).toBe('2099-01-01T00:00');
  });

  it('and its language versions are alternates of each other only while both are live', async () => {
    await addPage('offers/gozo', GOZO);
    await addPage('pl/gozo', {}, { translationOf: 'offers/gozo' });
    const all = loadSitePages(root);
    const polish = all.find((page) => page.name === 'pl/gozo')!;
    const before = exportPages(all, BEFORE);
    expect(pageAlternates(before, polish)).toEqual([{ locale: 'pl', path: '/pl/gozo' }]);
    expect(languageSwitch(before, polish)).toEqual({ locale: 'en', path: '/', twin: false });
    expect(pageAlternates(exportPages(all, DURING), polish)).toEqual([
      { locale: 'en', path: '/offers/gozo' },
      { locale: 'pl', path: '/pl/gozo' },
    ]);
  });
});

describe('the redirects at a time', () => {
  it('are a live page’s old addresses; a page not live yet has none; a retired page’s addresses lead to its language’s home', async () => {
    await addPage('offers/gozo', GOZO, { redirectFrom: ['/gozo'] });
    await addPage('pl/gozo', { retireAt: '2026-11-01T00:00' });
    const all = loadSitePages(root);
    expect(siteRedirects(all, BEFORE)).toEqual([]);
    expect(siteRedirects(all, DURING)).toEqual([{ from: '/gozo', to: '/offers/gozo' }]);
    expect(siteRedirects(all, RETIRED)).toEqual([
      { from: '/offers/gozo', to: '/' },
      { from: '/gozo', to: '/' },
      { from: '/pl/gozo', to: '/pl/' },
    ]);
  });

  it('lead a retired page to its retireTo page, found by its old address too, and through pages retired too', async () => {
    await addPage('offers/gozo', { ...GOZO, retireTo: 'offers/autumn' });
    // The autumn offer was renamed: its old name still finds it.
    await addPage('offers/winter', { liveFrom: '2026-10-20T00:00' }, { redirectFrom: ['/offers/autumn'] });
    await addPage('offers/summer', { retireAt: '2026-09-01T00:00', retireTo: 'offers/gozo' });
    const all = loadSitePages(root);
    expect(siteRedirects(all, RETIRED)).toEqual(
      expect.arrayContaining([
        { from: '/offers/gozo', to: '/offers/winter' },
        { from: '/offers/summer', to: '/offers/winter' },
        { from: '/offers/autumn', to: '/offers/winter' },
      ]),
    );
    // Before the Gozo offer retires, the summer one leads to it.
    expect(siteRedirects(all, DURING)).toEqual([{ from: '/offers/summer', to: '/offers/gozo' }]);
  });

  it('lead to the home page, with the reason, when the page named is not there or not live', async () => {
    await addPage('offers/gozo', { ...GOZO, retireTo: 'offers/gone' });
    await addPage('offers/summer', { retireAt: '2026-09-01T00:00', retireTo: 'offers/gozo' });
    await addPage('offers/a', { retireAt: '2026-09-01T00:00', retireTo: 'offers/b' });
    await addPage('offers/b', { retireAt: '2026-09-01T00:00', retireTo: 'offers/a' });
    const all = loadSitePages(root);
    const byPath = (at: Date) =>
      Object.fromEntries(retirements(all, at).map((entry) => [entry.page.path, [entry.to, entry.problem]]));
    expect(byPath(BEFORE)).toEqual({
      '/offers/summer': [
        '/',
        expect.stringMatching(
          /\/offers\/gozo, where it sends its visitors, is not live until 2026-10-01 09:00 \(Warsaw time\)/,
        ),
      ],
      '/offers/a': ['/', expect.stringMatching(/lead back to it/)],
      '/offers/b': ['/', expect.stringMatching(/lead back to it/)],
    });
    expect(byPath(RETIRED)['/offers/gozo']).toEqual([
      '/',
      'there is no page “offers/gone” to send its visitors to',
    ]);
  });
});

describe('a schedule the build cannot keep fails, naming the file and the field', () => {
  it('a home page that goes live or retires', async () => {
    await addPage('index', { liveFrom: '2026-10-01T09:00' });
    expect(loadError()).toMatchObject({
      file: expect.stringMatching(/selectedComponents\/index\.json$/),
      field: 'meta.liveFrom',
      reason: expect.stringMatching(/always live/),
    });
    await addPage('index', {});
    await addPage('pl/index', { retireAt: '2026-10-01T09:00' }, { translationOf: 'index' });
    expect(loadError()).toMatchObject({ field: 'meta.retireAt' });
  });

  it('a page that sends its visitors to itself, or retires before it goes live', async () => {
    await addPage('offers/gozo', { ...GOZO, retireTo: 'offers/gozo' });
    expect(loadError()).toMatchObject({ field: 'meta.retireTo', reason: expect.stringMatching(/itself/) });
    await addPage('offers/gozo', { liveFrom: GOZO.retireAt, retireAt: GOZO.liveFrom });
    expect(loadError()).toMatchObject({
      field: 'meta.retireAt',
      reason: 'The retirement time must be after the go-live time',
    });
  });
});

describe('a page’s content in the export at a time', () => {
  const header = {
    logo: '/images/logo.svg',
    navLinks: [
      { label: 'Home', path: '/', icon: 'Home' },
      { label: 'Gozo', path: '/offers/gozo', icon: 'Stars' },
      { label: 'Contact', path: '/contact-us#form', icon: 'ContactSupport' },
    ],
    btn: 'Plan my trip',
  };
  const content = (banner: unknown): PageContent => ({
    pageName: 'index',
    meta: {},
    components: [{ category: 'CallsToAction', name: 'Banner' }],
    layout: [{ category: 'Headers', name: 'Variant7Hotels' }],
    data: { CallsToActionBanner: banner, HeadersVariant7Hotels: header },
    media: {},
  });
  const refusal = (run: () => unknown): ContentError => {
    try {
      run();
    } catch (error) {
      expect(error).toBeInstanceOf(ContentError);
      return error as ContentError;
    }
    throw new Error('the content was accepted');
  };

  it('leaves the header’s links to pages that are not live out, and keeps them while they are', async () => {
    await addPage('offers/gozo', GOZO);
    const all = loadSitePages(root);
    const before = exportContent(content({ title: 'Malta' }), all, BEFORE, '/', root);
    expect((before.data.HeadersVariant7Hotels as typeof header).navLinks.map((link) => link.path)).toEqual([
      '/',
      '/contact-us#form',
    ]);
    const during = exportContent(content({ title: 'Malta' }), all, DURING, '/', root);
    expect(during.data.HeadersVariant7Hotels).toBe(header);
    const retired = exportContent(content({ title: 'Malta' }), all, RETIRED, '/', root);
    expect((retired.data.HeadersVariant7Hotels as typeof header).navLinks).toHaveLength(2);
  });

  it('refuses a link to a page that is not live yet, naming the file, the field, the page and the link', async () => {
    await addPage('offers/gozo', GOZO);
    const all = loadSitePages(root);
    const banner = { title: 'Autumn', button: { label: 'See the offer', href: '/offers/gozo#prices' } };
    const error = refusal(() => exportContent(content(banner), all, BEFORE, '/', root));
    expect(error.file).toMatch(/data\/index\/CallsToActionBanner\.json$/);
    expect(error.field).toBe('data.button.href');
    expect(error.reason).toBe(
      'the page / links to /offers/gozo#prices, which is not live until 2026-10-01 09:00 (Warsaw time): link to it once it is live (or let this page go live with it)',
    );
    expect(exportContent(content(banner), all, LIVE_FROM, '/', root).data.CallsToActionBanner).toBe(banner);
  });

  it('refuses a link to a retired page, in a long text too', async () => {
    await addPage('offers/gozo', GOZO);
    const all = loadSitePages(root);
    const banner = { title: 'Autumn', text: 'Our [Gozo offer](/offers/gozo) is back.' };
    const error = refusal(() => exportContent(content(banner), all, RETIRED, '/', root));
    expect(error).toMatchObject({
      field: 'data.text',
      reason: expect.stringMatching(
        /^the page \/ links to \/offers\/gozo, which retired at 2026-11-01 00:00 \(Warsaw time\)/,
      ),
    });
  });

  it('is untouched when every page is live', () => {
    const all = loadSitePages(root);
    const page = content({ href: '/offers/gozo' });
    expect(exportContent(page, all, BEFORE, '/', root)).toBe(page);
  });
});

describe('the export’s copy of the content', () => {
  it('loses the files of the pages that are not published, and the headers’ links to them', async () => {
    await addPage('offers/gozo', GOZO);
    await addPage('offers', {});
    const out = path.join(base, 'out');
    await cp(root, out, { recursive: true });
    await mkdir(path.join(out, 'data', 'offers', 'gozo'), { recursive: true });
    await writeFile(path.join(out, 'data', 'offers', 'gozo', 'HeroesTitleBand.json'), '{"data":{}}');
    await writeFile(path.join(out, 'data', 'offers', 'gozo', 'HeroesTitleBand.json.br'), 'x');
    await writeFile(path.join(out, 'data', 'offers', 'HeroesTitleBand.json'), '{"data":{}}');
    const headerFile = path.join(out, 'data', 'HeadersVariant7Hotels.json');
    const headerJson = JSON.parse(await readFile(headerFile, 'utf8')) as {
      data: { navLinks: { path: string }[] };
    };
    headerJson.data.navLinks.push({ ...headerJson.data.navLinks[0]!, path: '/offers/gozo' });
    await writeFile(headerFile, JSON.stringify(headerJson));

    const all = loadSitePages(root);
    expect(await withholdUnpublished(out, all, DURING)).toEqual({ removed: [], rewritten: [] });
    const result = await withholdUnpublished(out, all, BEFORE);
    expect(result).toEqual({
      removed: ['selectedComponents/offers/gozo.json', 'data/offers/gozo/HeroesTitleBand.json'],
      rewritten: ['data/HeadersVariant7Hotels.json'],
    });
    expect(existsSync(path.join(out, 'data', 'offers', 'gozo'))).toBe(false);
    // The page under which it was, live, keeps its own.
    expect(existsSync(path.join(out, 'data', 'offers', 'HeroesTitleBand.json'))).toBe(true);
    expect(existsSync(path.join(out, 'selectedComponents', 'offers.json'))).toBe(true);
    const written = JSON.parse(await readFile(headerFile, 'utf8')) as {
      data: { navLinks: { path: string }[] };
    };
    expect(written.data.navLinks.map((link) => link.path)).toEqual([
      '/',
      '/casino',
      '/about-us',
      '/contact-us',
    ]);
  });
});

describe('the editor’s page settings', () => {
  const roots = (): PageRoots => ({
    root,
    trashRoot: path.join(base, '.trash', 'pages'),
    imageManifest: path.join(base, 'manifest.json'),
  });
  const save = async (pageName: string, meta: Record<string, unknown>) => {
    const { version } = await readPage(root, pageName);
    return savePageSettings(roots(), { pageName, meta: { title: 'A title', ...meta } }, version);
  };
  const refusal = async (run: Promise<unknown>) => {
    const error = await run.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContentError);
    return error as ContentError;
  };

  it('save a schedule into the page file', async () => {
    await addPage('offers/gozo', {});
    const saved = await save('offers/gozo', { ...GOZO, retireTo: 'casino' });
    expect(saved.meta).toMatchObject({ ...GOZO, retireTo: 'casino' });
    const file = JSON.parse(
      await readFile(path.join(root, 'selectedComponents', 'offers', 'gozo.json'), 'utf8'),
    ) as {
      meta: Record<string, unknown>;
    };
    expect(file.meta).toMatchObject({ ...GOZO, retireTo: 'casino' });
  });

  it('refuse a schedule on a home page, a page to send visitors to that is not there or is itself', async () => {
    await addPage('offers/gozo', {});
    expect(await refusal(save('index', { liveFrom: GOZO.liveFrom }))).toMatchObject({
      field: 'meta.liveFrom',
      reason: expect.stringMatching(/home page is always live/),
    });
    expect(await refusal(save('offers/gozo', { ...GOZO, retireTo: 'offers/gone' }))).toMatchObject({
      field: 'meta.retireTo',
      reason: expect.stringMatching(/There is no page "offers\/gone"/),
    });
    expect(await refusal(save('offers/gozo', { ...GOZO, retireTo: 'offers/gozo' }))).toMatchObject({
      field: 'meta.retireTo',
    });
  });

  it('check the schedule’s fields together in the request', () => {
    const body = (meta: Record<string, unknown>) =>
      pageSettingsBody.safeParse({ pageName: 'offers/gozo', meta: { title: 'Gozo', ...meta } });
    expect(body(GOZO).success).toBe(true);
    const wrong = body({ liveFrom: GOZO.retireAt, retireAt: GOZO.liveFrom });
    expect(wrong.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['meta.retireAt', 'The retirement time must be after the go-live time'],
    ]);
  });

  it('give a Polish version the schedule of its English page, sending its visitors to Polish pages', async () => {
    await addPage('offers/gozo', { ...GOZO, retireTo: 'casino' });
    const polish = await createPage(roots(), {
      name: 'pl/gozo',
      title: 'Gozo jesienią',
      source: { kind: 'translation', from: 'offers/gozo' },
    });
    expect(polish.meta).toMatchObject({ ...GOZO, retireTo: 'pl/kasyno' });
    await addPage('offers/malta', { ...GOZO, retireTo: 'contact-us' }, {});
    await rm(path.join(root, 'selectedComponents', 'pl', 'kontakt.json'));
    const other = await createPage(roots(), {
      name: 'pl/malta',
      title: 'Malta jesienią',
      source: { kind: 'translation', from: 'offers/malta' },
    });
    expect(other.meta.retireTo).toBeUndefined();
    expect(other.meta.retireAt).toBe(GOZO.retireAt);
  });
});

describe('the build at SITE_BUILD_TIME', () => {
  const env = { root: process.env.SITE_CONTENT_ROOT, time: process.env.SITE_BUILD_TIME };
  afterEach(() => {
    for (const [name, value] of [
      ['SITE_CONTENT_ROOT', env.root],
      ['SITE_BUILD_TIME', env.time],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('renders a scheduled page, and lists it in the catalogs of the others, only once it is live', async () => {
    await addPage('offers/gozo', { ...GOZO, label: 'Gozo' });
    process.env.SITE_CONTENT_ROOT = root;
    const route = await import('@/pages/[[...slug]].page');
    const { errorPageProps } = await import('@/lib/server/errorPageProps');
    const routes = async () =>
      (await route.getStaticPaths({})).paths.map((entry) =>
        typeof entry === 'string' ? entry : `/${(entry.params.slug ?? []).join('/')}`,
      );
    const catalog = async () => {
      const result = await route.getStaticProps({ params: { slug: ['casino'] } });
      return 'props' in result ? result.props.catalog.map((link) => link.path) : [];
    };

    process.env.SITE_BUILD_TIME = '2026-09-15T12:00:00Z';
    expect(await routes()).not.toContain('/offers/gozo');
    expect(await route.getStaticProps({ params: { slug: ['offers', 'gozo'] } })).toEqual({ notFound: true });
    expect(await catalog()).not.toContain('/offers/gozo');
    expect((await errorPageProps('404', 'Not found', '')).catalog.map((link) => link.path)).not.toContain(
      '/offers/gozo',
    );

    process.env.SITE_BUILD_TIME = '2026-10-01T07:00:00Z';
    expect(await routes()).toContain('/offers/gozo');
    expect(await catalog()).toContain('/offers/gozo');
    expect((await errorPageProps('404', 'Not found', '')).catalog.map((link) => link.path)).toContain(
      '/offers/gozo',
    );

    process.env.SITE_BUILD_TIME = '2026-11-01T00:00:00+01:00';
    expect(await routes()).not.toContain('/offers/gozo');
  });
});
