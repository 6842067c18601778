import type { APIResponse } from '@playwright/test';
import { expect, test } from './test';
import { mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, cpSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COPY_DIR } from './copy';
import { PUBLIC_DIR, dataVersion, pageVersion, postJson, readJson, snapshotContent } from './helpers';
import { expectRefusal, hostileSaveRequests } from './hostileRequests';

const hero = { category: 'Heroes', name: 'TitleBand' };

/** `count` different orders of `list`, none of them the original order. */
function distinctPermutations<T>(list: T[], count: number): T[][] {
  const found: T[][] = [];
  const permute = (rest: T[], prefix: T[]) => {
    if (found.length === count) return;
    if (rest.length === 0) {
      if (prefix.some((item, index) => item !== list[index])) found.push(prefix);
      return;
    }
    rest.forEach((item, index) =>
      permute([...rest.slice(0, index), ...rest.slice(index + 1)], [...prefix, item]),
    );
  };
  permute(list, []);
  return found;
}

async function expectRefused(response: APIResponse, status: number, reason: RegExp) {
  expect(response.status()).toBe(status);
  const body = (await response.json()) as { error?: string };
  expect(body.error).toMatch(reason);
}

test.describe('requests that must be refused, leaving every file as it was', () => {
  let before: string;
  test.beforeEach(() => {
    before = snapshotContent();
  });
  test.afterEach(() => {
    expect(snapshotContent()).toBe(before);
  });

  for (const hostile of hostileSaveRequests()) {
    test(hostile.what, async ({ request }) => {
      await expectRefusal(hostile, await hostile.send(request));
    });
  }

  test('a request from a foreign origin or host', async ({ request }) => {
    const version = await pageVersion(request, 'casino');
    const body = { selectedComponents: [], pageName: 'casino' };
    await expectRefused(
      await postJson(request, '/api/saveState', body, {
        version,
        headers: { Origin: 'https://evil.example' },
      }),
      403,
      /this machine/,
    );
    await expectRefused(
      await postJson(request, '/api/saveState', body, {
        version,
        headers: { Origin: 'http://localhost.evil.example:3210' },
      }),
      403,
      /this machine/,
    );
    await expectRefused(
      await postJson(request, '/api/saveState', body, { version, headers: { Host: 'evil.example' } }),
      403,
      /this machine/,
    );
  });

  test('a save without a version, or from a stale copy', async ({ request }) => {
    const body = { selectedComponents: [{ category: 'Heroes', name: 'FullBleedPhoto' }], pageName: 'casino' };
    await expectRefused(await postJson(request, '/api/saveState', body), 428, /If-Match/);
    const stale = await postJson(request, '/api/saveState', body, { version: 'a-version-from-yesterday' });
    await expectRefused(stale, 412, /changed since you loaded it/);
    expect(((await stale.json()) as { version: string }).version).toBe(await pageVersion(request, 'casino'));
  });

  test('a data folder that is a symlink to a place outside the content folder', async ({ request }) => {
    const outside = mkdtempSync(path.join(os.tmpdir(), 'outside-'));
    const folder = path.join(PUBLIC_DIR, 'data', 'terms-and-conditions');
    const moved = `${folder}.real`;
    cpSync(folder, outside, { recursive: true });
    renameSync(folder, moved);
    symlinkSync(outside, folder, 'dir');
    const outsideFile = path.join(outside, 'HeroesTitleBand.json');
    const outsideBefore = readFileSync(outsideFile, 'utf8');
    try {
      const { version, data } = await dataVersion(request, 'terms-and-conditions', 'Heroes', 'TitleBand');
      const response = await postJson(
        request,
        '/api/saveComponentData',
        { component: hero, pageName: 'terms-and-conditions', data: { ...data, title: 'Overwritten' } },
        { version },
      );
      await expectRefused(response, 400, /content folder/);
      expect(readFileSync(outsideFile, 'utf8')).toBe(outsideBefore);
    } finally {
      rmSync(folder);
      renameSync(moved, folder);
      rmSync(outside, { recursive: true, force: true });
    }
  });
});

test('fifty concurrent saves of one page leave a valid file equal to one of them', async ({ request }) => {
  const version = await pageVersion(request, 'about-us');
  const original = readJson<{ components: { category: string; name: string }[] }>(
    'selectedComponents/about-us.json',
  ).components;
  const orders = distinctPermutations(original, 50);
  const layout = readJson<{ layout: unknown[] }>('selectedComponents/layout.json').layout;
  const answers = await Promise.all(
    orders.map((order) =>
      postJson(
        request,
        '/api/saveState',
        { selectedComponents: [...order, ...layout], pageName: 'about-us' },
        { version },
      ),
    ),
  );
  const statuses = answers.map((answer) => answer.status());
  expect(statuses.filter((status) => status === 200)).toHaveLength(1);
  expect(statuses.filter((status) => status === 412)).toHaveLength(49);
  const winner = orders[statuses.indexOf(200)];
  const onDisk = readJson<{ components: unknown[] }>('selectedComponents/about-us.json');
  expect(onDisk.components).toEqual(winner);
  // Put the page back for the other tests.
  const restore = await postJson(
    request,
    '/api/saveState',
    { selectedComponents: [...original, ...layout], pageName: 'about-us' },
    { version: await pageVersion(request, 'about-us') },
  );
  expect(restore.status()).toBe(200);
});

test('fifty concurrent data saves leave a valid file equal to one of them', async ({ request }) => {
  const { version, data } = await dataVersion(request, 'about-us', 'Texts', 'Intro');
  const titles = Array.from({ length: 50 }, (_, index) => `Concurrent heading ${index}`);
  const answers = await Promise.all(
    titles.map((heading) =>
      postJson(
        request,
        '/api/saveComponentData',
        { component: { category: 'Texts', name: 'Intro' }, pageName: 'about-us', data: { ...data, heading } },
        { version },
      ),
    ),
  );
  const ok = answers.map((answer) => answer.status()).filter((status) => status === 200);
  expect(ok).toHaveLength(1);
  const saved = readJson<{ data: { heading: string } }>('data/about-us/TextsIntro.json').data.heading;
  expect(titles).toContain(saved);
  const restored = await postJson(
    request,
    '/api/saveComponentData',
    { component: { category: 'Texts', name: 'Intro' }, pageName: 'about-us', data },
    { version: (await dataVersion(request, 'about-us', 'Texts', 'Intro')).version },
  );
  expect(restored.status()).toBe(200);
});

test('turning a component on creates its data from the defaults; off keeps the data file', async ({
  request,
}) => {
  const component = { category: 'Galleries', name: 'Mosaic' };
  const dataFile = path.join(PUBLIC_DIR, 'data', 'contact-us', 'GalleriesMosaic.json');
  expect(existsSync(dataFile)).toBe(false);
  const on = await postJson(
    request,
    '/api/saveComponentState',
    { component, isActive: true, pageName: 'contact-us' },
    { version: await pageVersion(request, 'contact-us') },
  );
  expect(on.status()).toBe(200);
  expect(readJson<{ components: unknown[] }>('selectedComponents/contact-us.json').components.at(-1)).toEqual(
    component,
  );
  expect(existsSync(dataFile)).toBe(true);
  const off = await postJson(
    request,
    '/api/saveComponentState',
    { component, isActive: false, pageName: 'contact-us' },
    { version: ((await on.json()) as { version: string }).version },
  );
  expect(off.status()).toBe(200);
  expect(
    readJson<{ components: unknown[] }>('selectedComponents/contact-us.json').components,
  ).not.toContainEqual(component);
  expect(existsSync(dataFile)).toBe(true);
  rmSync(dataFile);
});

test('saving never copies the header and footer into a page file', async ({ request }) => {
  const state = (await (await request.get('/api/pageState?pageName=casino')).json()) as {
    selectedComponents: { category: string; name: string }[];
    version: string;
  };
  const [first, ...rest] = state.selectedComponents;
  const reordered = [
    ...rest.filter((entry) => !['Headers', 'Footers'].includes(entry.category)),
    first!,
    ...rest.filter((entry) => ['Headers', 'Footers'].includes(entry.category)).reverse(),
  ];
  const response = await postJson(
    request,
    '/api/saveState',
    { selectedComponents: reordered, pageName: 'casino' },
    { version: state.version },
  );
  expect(response.status()).toBe(200);
  const page = readJson<{ components: { category: string }[] }>('selectedComponents/casino.json');
  expect(page.components.some((entry) => ['Headers', 'Footers'].includes(entry.category))).toBe(false);
  expect(
    readJson<{ layout: { category: string }[] }>('selectedComponents/layout.json').layout.map(
      (entry) => entry.category,
    ),
  ).toEqual(['Footers', 'Headers']);
  // Restore the original order.
  const restore = await postJson(
    request,
    '/api/saveState',
    { selectedComponents: state.selectedComponents, pageName: 'casino' },
    { version: await pageVersion(request, 'casino') },
  );
  expect(restore.status()).toBe(200);
  void COPY_DIR;
});

test('change-page replaces a page’s list and leaves the layout alone', async ({ request }) => {
  const before = readJson<{ components: { category: string; name: string }[] }>(
    'selectedComponents/privacy-policy.json',
  );
  const layoutBefore = readFileSync(path.join(PUBLIC_DIR, 'selectedComponents', 'layout.json'), 'utf8');
  const reversed = [...before.components].reverse();
  const response = await postJson(
    request,
    '/api/change-page',
    { components: reversed, pageName: 'privacy-policy' },
    { version: await pageVersion(request, 'privacy-policy') },
  );
  expect(response.status()).toBe(200);
  expect(readJson<{ components: unknown[] }>('selectedComponents/privacy-policy.json').components).toEqual(
    reversed,
  );
  expect(readFileSync(path.join(PUBLIC_DIR, 'selectedComponents', 'layout.json'), 'utf8')).toBe(layoutBefore);
  const refused = await postJson(
    request,
    '/api/change-page',
    { components: [{ category: 'Headers', name: 'Variant7Hotels' }], pageName: 'privacy-policy' },
    { version: await pageVersion(request, 'privacy-policy') },
  );
  await expectRefused(refused, 400, /layout\.json/);
  const restore = await postJson(
    request,
    '/api/change-page',
    { components: before.components, pageName: 'privacy-policy' },
    { version: await pageVersion(request, 'privacy-policy') },
  );
  expect(restore.status()).toBe(200);
});
