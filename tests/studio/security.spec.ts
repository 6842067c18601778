import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { request as playwrightRequest } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './test';
import { createPage } from '../editor/helpers';
import { expectRefusal, hostileRequests } from '../editor/hostileRequests';
import { StudioClient } from '@/scripts/support/studioProcess';
import { SALES, type Studio } from './world';

/**
 * The studio's door: nothing without a session, nothing for the sales role, no change from another
 * origin or without the CSRF token, and the dev API's own guards (hostile page names and payloads,
 * the same requests as its tests) holding in the studio, where it writes the drafts.
 */
test.describe.configure({ mode: 'serial' });

let studio: Studio;
test.beforeAll(async ({ studio: shared }) => {
  studio = shared;
});
test.afterAll(async () => {
  // The hostile requests' source page goes: the next file starts from no draft.
  await studio.editor.json('/studio-api/discard', { pageName: 'offers/starter' });
});

/**
 * Every route of the editor's API (pages/api/*.editor.ts; not the receiver's two stand-ins,
 * *.dev.ts, which only `next dev` has) and of the studio's own.
 */
const API_ROUTES = readdirSync('pages/api')
  .filter((file) => file.endsWith('.editor.ts'))
  .map((file) => `/api/${file.replace(/\.editor\.ts$/, '')}`);
const STUDIO_GETS = [
  '/studio-api/me',
  '/studio-api/changes',
  '/studio-api/history',
  '/studio-api/jobs/x',
  '/studio-api/page-results',
];
const STUDIO_POSTS = [
  '/studio-api/publish',
  '/studio-api/restore',
  '/studio-api/discard',
  '/studio-api/presence',
  '/studio-api/language',
  '/logout',
];

/** A fingerprint of the drafts (every content file, images but their optimised copies). */
function draftsFingerprint(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name !== 'optimized') walk(full);
      } else hash.update(`${full}\0`).update(readFileSync(full));
    }
  };
  walk(path.join(studio.world.repo, 'public'));
  return hash.digest('hex');
}

test('without a session every studio route is refused (pages send to the sign-in), even with a forged pass', async () => {
  const stranger = new StudioClient(studio.world.origin);
  expect(API_ROUTES.length).toBeGreaterThan(10);
  for (const page of ['/editor', '/editor/preview', '/preview/casino', '/casino', '/']) {
    const response = await stranger.get(page);
    expect(response.status, page).toBe(303);
    expect(response.headers.get('location'), page).toMatch(/^\/login\?next=/);
  }
  for (const route of [...API_ROUTES, ...STUDIO_GETS]) {
    const response = await stranger.raw(`${route}?pageName=index`, { headers: { 'x-studio-pass': 'guess' } });
    expect(response.status, route).toBe(401);
  }
  const before = draftsFingerprint();
  for (const route of [...API_ROUTES, ...STUDIO_POSTS]) {
    const response = await stranger.post(
      route,
      { pageName: 'index', message: 'x' },
      { 'x-studio-pass': 'guess' },
    );
    expect(response.status, route).toBe(401);
  }
  // A preview's beacon is answered and not counted, with or without a session.
  expect((await stranger.post('/api/view', { k: 'view' }, {})).status).toBe(204);
  expect(draftsFingerprint()).toBe(before);
});

test('a sales account is refused everywhere in the studio', async () => {
  const sales = new StudioClient(studio.world.origin);
  const signIn = await sales.signIn(SALES.email);
  expect(signIn.status).toBe(403);
  expect(await signIn.text()).toContain('nie ma dostępu do studia');
  const before = draftsFingerprint();
  for (const route of ['/editor', ...API_ROUTES.map((route) => `${route}?pageName=index`), ...STUDIO_GETS]) {
    expect((await sales.get(route)).status, route).toBe(403);
  }
  for (const route of [...API_ROUTES, ...STUDIO_POSTS.filter((route) => route !== '/logout')]) {
    expect((await sales.post(route, { pageName: 'index', message: 'x' })).status, route).toBe(403);
  }
  expect(draftsFingerprint()).toBe(before);
});

test('the session cookie is HttpOnly and SameSite=Strict; the CSRF cookie is readable by the studio’s pages only', async () => {
  const response = await new StudioClient(studio.world.origin).signIn('ewa@hiddengemsmalta.com');
  expect(response.status).toBe(303);
  const cookies = response.headers.getSetCookie();
  expect(cookies.find((line) => line.startsWith('studio_session='))).toMatch(/HttpOnly/i);
  expect(cookies.find((line) => line.startsWith('studio_session='))).toMatch(/SameSite=Strict/i);
  expect(cookies.find((line) => line.startsWith('studio_csrf='))).toMatch(/SameSite=Strict/i);
});

test('the studio’s pages run no script but its own files (CSP), and no other site may frame them', async () => {
  for (const pathname of ['/login', '/editor', '/editor/preview']) {
    const response = await studio.editor.get(pathname);
    const policy = new Map(
      (response.headers.get('content-security-policy') ?? '').split(';').map((directive) => {
        const [name = '', ...values] = directive.trim().split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
    );
    expect(policy.get('script-src'), pathname).toBe("'self'");
    expect(policy.get('frame-ancestors'), pathname).toBe("'self'");
    expect(policy.get('object-src'), pathname).toBe("'none'");
    expect(response.headers.get('x-frame-options'), pathname).toBe('SAMEORIGIN');
  }
});

test('a change from another origin, without an origin, without the CSRF token or with a wrong one is refused', async () => {
  const before = draftsFingerprint();
  const body = { pageName: 'casino', message: 'Forged' };
  const attempts: Record<string, string>[] = [
    { Origin: 'https://evil.example' },
    { Origin: 'null' },
    { Origin: '' },
    { 'X-CSRF-Token': '' },
    { 'X-CSRF-Token': 'not-the-token' },
  ];
  for (const headers of attempts) {
    for (const route of ['/api/saveState', '/api/createPage', '/studio-api/publish', '/studio-api/discard']) {
      const response = await studio.editor.raw(route, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Origin: studio.world.origin,
          'X-CSRF-Token': studio.editor.csrf(),
          ...headers,
        },
        body: JSON.stringify(body),
      });
      expect(response.status, `${route} ${JSON.stringify(headers)}`).toBe(403);
    }
  }
  expect(draftsFingerprint()).toBe(before);
});

test('the dev API’s hostile names and payloads are refused by the studio, and nothing is written', async () => {
  const context = await playwrightRequest.newContext({
    baseURL: studio.world.origin,
    extraHTTPHeaders: {
      Cookie: studio.editor.cookieHeader(),
      Origin: studio.world.origin,
      'X-CSRF-Token': studio.editor.csrf(),
    },
  });
  try {
    // The page requests translate an English page that has no Polish version yet.
    const starter = await createPage(context, {
      name: 'offers/starter',
      title: 'Three nights by the sea',
      source: { kind: 'starter' },
    });
    expect(starter.status(), await starter.text()).toBe(201);
    const cases = hostileRequests();
    expect(cases.length).toBeGreaterThanOrEqual(150);
    for (const hostile of cases) {
      const before = draftsFingerprint();
      await expectRefusal(hostile, await hostile.send(context));
      expect(draftsFingerprint(), hostile.what).toBe(before);
    }
  } finally {
    await context.dispose();
  }
});

test('working together: who else has the page open, a stale save names who saved, a colleague previews the draft', async () => {
  const admin = new StudioClient(studio.world.origin);
  expect((await admin.signIn('admin@hiddengemsmalta.com')).status).toBe(303);

  expect(
    (await studio.editor.json<{ others: unknown[] }>('/studio-api/presence', { pageName: 'about-us' }))
      .others,
  ).toEqual([]);
  const seen = await admin.json<{ others: { name: string }[] }>('/studio-api/presence', {
    pageName: 'about-us',
  });
  expect(seen.others).toEqual([{ name: 'Ewa Nowak' }]);
  expect(
    (
      await studio.editor.json<{ others: { name: string }[] }>('/studio-api/presence', {
        pageName: 'about-us',
      })
    ).others,
  ).toEqual([{ name: 'Anna Admin' }]);

  const url = '/api/componentData?pageName=about-us&category=Texts&name=Intro';
  const loaded = await studio.editor.json<{ data: Record<string, unknown>; version: string }>(url);
  const save = (client: StudioClient, heading: string) =>
    client.post(
      '/api/saveComponentData',
      {
        pageName: 'about-us',
        component: { category: 'Texts', name: 'Intro' },
        data: { ...loaded.data, heading },
      },
      { 'If-Match': `"${loaded.version}"` },
    );
  expect((await save(admin, 'Who we are, from Warsaw')).status).toBe(200);
  const stale = await save(studio.editor, 'A stale heading');
  expect(stale.status).toBe(412);
  expect(((await stale.json()) as { error: string; changedBy: string }).changedBy).toBe('Anna Admin');

  const preview = await studio.editor.get('/preview/about-us');
  expect(preview.status).toBe(200);
  expect(preview.headers.get('x-robots-tag')).toBe('noindex');
  expect(await preview.text()).toContain('Who we are, from Warsaw');
  await studio.editor.json('/studio-api/discard', { pageName: 'about-us' });
});

test('an editor uploads a photo through the studio: it lands in the drafts, and the studio serves it to the preview', async () => {
  // One of the site's photos, at a phone's width: what is tested is the way through the studio, and
  // the optimiser's ten widths of the 2560 px original took a minute beside the other suites.
  const photo = await sharp(path.join(process.cwd(), 'public', 'images', 'about-deck-by-water.jpg'))
    .resize({ width: 800 })
    .jpeg({ quality: 85 })
    .toBuffer();
  const response = await studio.editor.post('/api/uploadImage', {
    fileName: 'Terrace at dusk.jpg',
    contentType: 'image/jpeg',
    data: photo.toString('base64'),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const image = (await response.json()) as { src: string; width: number; height: number };
  expect(image.src).toMatch(/^\/images\/terrace-at-dusk[\w-]*\.jpg$/);
  expect(image.width).toBeGreaterThan(0);
  try {
    expect(readFileSync(path.join(studio.world.repo, 'public', image.src)).length).toBeGreaterThan(0);
    const served = await studio.editor.get(image.src);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^image\/jpeg/);
    // Not for the sales office.
    const sales = new StudioClient(studio.world.origin);
    await sales.signIn(SALES.email);
    const refused = await sales.post('/api/uploadImage', {
      fileName: 'x.jpg',
      contentType: 'image/jpeg',
      data: photo.toString('base64'),
    });
    expect(refused.status).toBe(403);
  } finally {
    // No draft left behind for the next file: the photo and the manifest's entry go.
    execFileSync('git', ['checkout', '--quiet', '--', '.'], { cwd: studio.world.repo });
    execFileSync('git', ['clean', '--quiet', '-fd', '--', 'public/images'], { cwd: studio.world.repo });
  }
});
