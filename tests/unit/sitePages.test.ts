// @vitest-environment node
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ContentError } from '@/lib/model/contentErrors';
import { catalogLinks, loadSitePages, siteRedirects } from '@/lib/server/sitePages';

const PUBLIC_DIR = path.join(process.cwd(), 'public');
let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'site-pages-'));
  await cp(path.join(PUBLIC_DIR, 'selectedComponents'), path.join(root, 'selectedComponents'), {
    recursive: true,
  });
  await writeFile(path.join(root, 'favicon.ico'), '');
  await mkdir(path.join(root, 'images'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const landing = (meta: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ meta, ...extra, components: [{ category: 'Heroes', name: 'TitleBand' }] });

async function addPage(name: string, text: string): Promise<void> {
  const file = path.join(root, 'selectedComponents', `${name}.json`);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
}

function loadError(): ContentError {
  try {
    loadSitePages(root);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return error as ContentError;
  }
  throw new Error('the pages loaded');
}

describe('the pages of the site, from the page files', () => {
  it('are the spec’s pages and the thank-you page, each at its route', () => {
    const pages = loadSitePages(PUBLIC_DIR).filter((page) => page.locale === 'en');
    expect(pages.map((page) => page.path).sort()).toEqual([
      '/',
      '/about-us',
      '/casino',
      '/contact-us',
      '/privacy-policy',
      '/terms-and-conditions',
      '/thank-you',
    ]);
    expect(catalogLinks(pages).map((link) => link.path)).not.toContain('/thank-you');
  });

  it('include a page file added by hand, in a folder too, with its settings', async () => {
    await addPage(
      'offers/gozo-october',
      landing({ title: 'Gozo in October', noindex: true, catalog: false }),
    );
    await addPage('weekend', landing({ label: 'Weekend', order: 1 }));
    const pages = loadSitePages(root);
    const gozo = pages.find((page) => page.name === 'offers/gozo-october');
    expect(gozo).toMatchObject({
      path: '/offers/gozo-october',
      label: 'Gozo in October',
      meta: { noindex: true },
    });
    expect(catalogLinks(pages).map((link) => link.path)).not.toContain('/offers/gozo-october');
    expect(catalogLinks(pages)[0]).toEqual({ label: 'Weekend', path: '/weekend' });
  });

  it('skip hidden files (an editor’s or a half-finished atomic write’s)', async () => {
    await writeFile(path.join(root, 'selectedComponents', '.casino.json.1a2b.tmp'), '{');
    expect(loadSitePages(root)).toHaveLength(loadSitePages(PUBLIC_DIR).length);
  });

  it('collect the old addresses of renamed pages as redirects', async () => {
    await addPage('offers/gozo-autumn', landing({}, { redirectFrom: ['/offers/gozo-october', '/gozo'] }));
    expect(siteRedirects(loadSitePages(root))).toEqual([
      { from: '/offers/gozo-october', to: '/offers/gozo-autumn' },
      { from: '/gozo', to: '/offers/gozo-autumn' },
    ]);
  });
});

describe('a page file that cannot be published fails the build, naming the file and the field', () => {
  it.each([
    ['Offers', /selectedComponents\/Offers\.json: name: .*lower-case/],
    ['gozo october', /selectedComponents\/gozo october\.json: name: .*lower-case/],
    ['api', /selectedComponents\/api\.json: name: .*reserved/],
    ['editor', /reserved/],
    ['404', /reserved/],
    ['scripts', /reserved/],
    ['favicon', /taken by the file public\/favicon\.ico/],
    ['images', /reserved/],
  ])('the name %j', async (name, message) => {
    await addPage(name, landing());
    expect(loadError().message).toMatch(message);
  });

  it('a third level of folders', async () => {
    await addPage('a/b/c', landing());
    expect(loadError()).toMatchObject({ field: 'name', message: expect.stringMatching(/at most two parts/) });
  });

  it('a file that is not a page file', async () => {
    await writeFile(path.join(root, 'selectedComponents', 'notes.txt'), 'hello');
    expect(loadError().message).toMatch(/notes\.txt: name: only page files/);
  });

  it('malformed JSON', async () => {
    await addPage('weekend', '{"meta": ');
    expect(loadError().message).toMatch(/selectedComponents\/weekend\.json: not valid JSON/);
  });

  it('a wrong setting', async () => {
    await addPage('weekend', landing({ noindex: 'yes' }));
    expect(loadError()).toMatchObject({
      file: expect.stringMatching(/selectedComponents\/weekend\.json$/),
      field: 'meta.noindex',
    });
    await addPage('weekend', landing({ title: 'x'.repeat(71) }));
    expect(loadError()).toMatchObject({ field: 'meta.title' });
    await addPage('weekend', landing({ image: { src: 'https://example.com/a.jpg', alt: 'A' } }));
    expect(loadError()).toMatchObject({ field: 'meta.image.src' });
    await addPage('weekend', landing({ colour: 'red' }));
    expect(loadError()).toMatchObject({ field: 'meta.colour', reason: 'unknown field' });
  });

  it('an old address that is a page, or that two pages claim', async () => {
    await addPage('weekend', landing({}, { redirectFrom: ['/casino'] }));
    expect(loadError()).toMatchObject({
      field: 'redirectFrom[0]',
      reason: expect.stringMatching(/address of a page/),
    });
    await addPage('weekend', landing({}, { redirectFrom: ['/old'] }));
    await addPage('holiday', landing({}, { redirectFrom: ['/old'] }));
    expect(loadError().reason).toMatch(/already redirects/);
    await addPage('holiday', landing({}, { redirectFrom: ['../x'] }));
    expect(loadError()).toMatchObject({ field: 'redirectFrom[0]' });
  });

  it('no home page', async () => {
    await rm(path.join(root, 'selectedComponents', 'index.json'));
    expect(loadError().message).toMatch(/index\.json: the home page is missing/);
  });
});
