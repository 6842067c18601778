// @vitest-environment node
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentError } from '@/lib/model/contentErrors';
import { componentDataFile, resolveInside } from '@/lib/server/contentPaths';
import { loadLayoutContent, loadPageContent } from '@/lib/server/readContent';
import { loadSitePages } from '@/lib/server/sitePages';

const PUBLIC_DIR = path.join(process.cwd(), 'public');
let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'content-'));
  await cp(path.join(PUBLIC_DIR, 'selectedComponents'), path.join(root, 'selectedComponents'), {
    recursive: true,
  });
  await cp(path.join(PUBLIC_DIR, 'data'), path.join(root, 'data'), { recursive: true });
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function editJson(relative: string, edit: (json: Record<string, unknown>) => void): Promise<void> {
  const file = path.join(root, relative);
  const json = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  edit(json);
  await writeFile(file, JSON.stringify(json));
}

async function readJson(relative: string): Promise<{ components: { category: string; name: string }[] }> {
  return JSON.parse(await readFile(path.join(root, relative), 'utf8')) as {
    components: { category: string; name: string }[];
  };
}

async function loadError(pageName: string): Promise<ContentError> {
  const error = await loadPageContent(pageName, root).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ContentError);
  return error as ContentError;
}

describe('the site’s own content', () => {
  it.each(loadSitePages(PUBLIC_DIR).map((page) => page.name))(
    'page %s is valid and has a heading section',
    async (pageName) => {
      const content = await loadPageContent(pageName, PUBLIC_DIR);
      expect(content.layout).toEqual([
        { category: 'Headers', name: 'Variant7Hotels' },
        { category: 'Footers', name: 'Variant10Hotels' },
      ]);
      expect(content.components.length).toBeGreaterThanOrEqual(2);
      expect(content.components[0]?.category).toBe('Heroes');
      expect(Object.keys(content.data)).toHaveLength(content.components.length + 2);
      expect(content.meta.title).toBeTruthy();
    },
  );
});

describe('loading a page at build time', () => {
  it('returns the components in file order with their data', async () => {
    const listed = (await readJson('selectedComponents/casino.json')).components;
    const content = await loadPageContent('casino', root);
    expect(content.components).toEqual(listed);
    expect(listed.length).toBeGreaterThan(2);
    expect(content.data['HeroesFullBleedPhoto']).toMatchObject({
      image: { src: expect.stringMatching(/^\/images\//) },
    });
  });

  it('names the file and the field of a wrong value', async () => {
    await editJson('data/casino/HeroesFullBleedPhoto.json', (json) => {
      (json.data as Record<string, unknown>).title = 42;
    });
    const error = await loadError('casino');
    expect(error.file).toBe(
      path.relative(process.cwd(), path.join(root, 'data/casino/HeroesFullBleedPhoto.json')),
    );
    expect(error.field).toBe('data.title');
    expect(error.message).toContain('HeroesFullBleedPhoto.json: data.title:');
  });

  it('names a nested field in a list', async () => {
    await editJson('data/HeadersVariant7Hotels.json', (json) => {
      const data = json.data as { navLinks: { icon: string }[] };
      data.navLinks[1]!.icon = 'Rocket';
    });
    const error = await loadError('index');
    expect(error.file).toMatch(/HeadersVariant7Hotels\.json$/);
    expect(error.field).toBe('data.navLinks[1].icon');
    expect(error.reason).toContain('Home, Stars, Info, Time, ContactSupport, Phone');
  });

  it('refuses an unknown field, naming it', async () => {
    await editJson('data/index/TextsIntro.json', (json) => {
      (json.data as Record<string, unknown>).colour = 'red';
    });
    const error = await loadError('index');
    expect(error.field).toBe('data.colour');
    expect(error.reason).toBe('unknown field');
  });

  it('refuses a component that is not in the catalogue', async () => {
    let index = -1;
    await editJson('selectedComponents/about-us.json', (json) => {
      index = (json.components as unknown[]).push({ category: 'Heroes', name: 'Nope' }) - 1;
    });
    const error = await loadError('about-us');
    expect(error.file).toMatch(/selectedComponents\/about-us\.json$/);
    expect(error.field).toBe(`components[${index}]`);
    expect(error.reason).toContain('Unknown component Heroes/Nope');
  });

  it('refuses a header in a page file and the same component twice', async () => {
    await editJson('selectedComponents/index.json', (json) => {
      (json.components as unknown[]).push({ category: 'Headers', name: 'Variant7Hotels' });
    });
    expect((await loadError('index')).reason).toContain('layout.json');

    await editJson('selectedComponents/index.json', (json) => {
      json.components = [
        { category: 'Texts', name: 'Intro' },
        { category: 'Texts', name: 'Intro' },
      ];
    });
    expect((await loadError('index')).reason).toContain('only once');
  });

  it('names a file that is not valid JSON', async () => {
    await writeFile(path.join(root, 'data/index/TextsIntro.json'), '{"data": {');
    const error = await loadError('index');
    expect(error.file).toMatch(/data\/index\/TextsIntro\.json$/);
    expect(error.reason).toContain('not valid JSON');
  });

  it('leaves out a component whose data file is missing, and says so', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const listed = (await readJson('selectedComponents/index.json')).components;
    await rm(path.join(root, 'data/index/TextsIntro.json'));
    const content = await loadPageContent('index', root);
    expect(content.components).toEqual(listed.filter((component) => component.name !== 'Intro'));
    expect(content.components).toHaveLength(listed.length - 1);
    expect(warn.mock.calls[0]?.[0]).toContain('TextsIntro.json: missing');
  });

  it('leaves out a layout block whose data is missing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await rm(path.join(root, 'data/FootersVariant10Hotels.json'));
    const content = await loadLayoutContent('404', root);
    expect(content.layout).toEqual([{ category: 'Headers', name: 'Variant7Hotels' }]);
  });
});

describe('content paths', () => {
  it('keeps every path inside the content folder', () => {
    expect(() => resolveInside(root, '..', 'x.json')).toThrow(/outside/);
    expect(() => resolveInside(root, '/etc/passwd')).toThrow(/outside/);
    expect(() => resolveInside(root, `../${path.basename(root)}-sibling/x.json`)).toThrow(/outside/);
    expect(resolveInside(root, 'data', 'x.json')).toBe(path.join(root, 'data', 'x.json'));
  });

  it('refuses page and component names that are not plain names', () => {
    const hero = { category: 'Heroes', name: 'FullBleedPhoto' };
    expect(() => componentDataFile(root, hero, '../casino')).toThrow(/Refused page name/);
    expect(() => componentDataFile(root, { category: '..', name: 'x' }, 'index')).toThrow(
      /Refused component name/,
    );
    expect(componentDataFile(root, hero, 'casino')).toBe(
      path.join(root, 'data', 'casino', 'HeroesFullBleedPhoto.json'),
    );
  });
});
