/**
 * The hostile requests of the editor's API: names, settings, bodies and files that every route must
 * refuse, writing nothing. Each request is sent through the given request context with relative URLs
 * only, and reads what it needs first (versions) through the same context, never from the disk: the
 * dev API's tests (tests/editor/pages-api.spec.ts, tests/editor/api.spec.ts) send them to `next dev`
 * on the project's copy, and a suite of the studio can send them to its gated API with its cookies,
 * Origin and X-CSRF-Token in the context's extraHTTPHeaders.
 *
 * They expect the project's content (English pages with their Polish versions, contact-us linked
 * from the content), plus the English page offers/starter without a Polish version, which the page
 * requests use as a source of translations.
 */
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import {
  createPage,
  dataVersion,
  deletePage,
  editData,
  pageVersion,
  postJson,
  settings,
  summaryOf,
  translate,
  type NavLink,
} from './helpers';

/** Sends one hostile request. */
export type HostileSend = (request: APIRequestContext) => Promise<APIResponse>;

export interface HostileRequest {
  /** What is asked, unique in the list (a test's title). */
  what: string;
  send: HostileSend;
  /** The status of the refusal, or the statuses any of which is right. */
  status: number | number[];
  /** What the answer's `error` must say, when a particular message is expected. */
  reason?: RegExp;
}

/**
 * Checks the refusal of `hostile`: one of its statuses, an `error` that says something (and matches
 * its reason, if it has one).
 */
export async function expectRefusal(hostile: HostileRequest, response: APIResponse): Promise<void> {
  const body = (await response.json()) as { error?: string };
  expect([hostile.status].flat(), JSON.stringify(body)).toContain(response.status());
  expect(body.error?.length ?? 0).toBeGreaterThan(5);
  if (hostile.reason) expect(body.error).toMatch(hostile.reason);
}

/** Every hostile request: those of the page routes, then those of the saves. */
export function hostileRequests(): HostileRequest[] {
  return [...hostilePageRequests(), ...hostileSaveRequests()];
}

const create =
  (name: string): HostileSend =>
  (request) =>
    createPage(request, { name, title: 'Hostile', source: { kind: 'blank' } });
const meta = { title: 'Casino hotels in Malta' };
const setCasino =
  (body: Record<string, unknown>): HostileSend =>
  (request) =>
    settings(request, { pageName: 'casino', meta, ...body });

/** Hostile names and settings for the page routes: create, settings, rename, delete, restore, links. */
export function hostilePageRequests(): HostileRequest[] {
  return [
    ...[
      '../x',
      'API',
      'api',
      'api/pages',
      '_next/x',
      'a/b/c',
      '%2e%2e',
      '..%2fx',
      '..\\x',
      'with space',
      'Offers',
      'editor',
      'images/x',
      'data',
      'selectedComponents',
      'selectedcomponents',
      '404',
      'layout',
      'favicon',
      'site',
      'scripts',
      '-x',
      'x-',
      'a--b',
      'a//b',
      '/x',
      'x/',
      '',
      'a'.repeat(200),
      'offers/index',
      '.hidden',
      'x.json',
      'gozo\u0000',
      'żurek',
    ].map((name) => ({
      what: `create ${JSON.stringify(name.length > 40 ? `${name.slice(0, 10)}… (${name.length})` : name)}`,
      send: create(name),
      status: 400,
    })),
    { what: 'create a name that is a page', send: create('casino'), status: 409 },
    ...['pl', 'pl/', 'PL/kasyno', 'pl/../x', 'pl/a/b/c', 'pl/api', 'pl/Kasyno', 'pl/index/x', 'pl//x'].map(
      (name) => ({ what: `create ${JSON.stringify(name)}`, send: create(name), status: 400 }),
    ),
    { what: 'create pl/index, which is taken', send: create('pl/index'), status: 409 },
    { what: 'create pl/kasyno, which is taken', send: create('pl/kasyno'), status: 409 },
    {
      what: 'translation of a page that does not exist',
      send: (request) => translate(request, 'pl/nic', 'nope'),
      status: 400,
    },
    {
      what: 'translation of a Polish page',
      send: (request) => translate(request, 'pl/kasyno-2', 'pl/kasyno'),
      status: 400,
    },
    {
      what: 'a second Polish version of a page',
      send: (request) => translate(request, 'pl/kasyno-2', 'casino'),
      status: 409,
    },
    {
      what: 'translation with an English name',
      send: (request) => translate(request, 'kasyno', 'offers/starter'),
      status: 400,
    },
    {
      what: 'translation named pl/../x',
      send: (request) => translate(request, 'pl/../x', 'offers/starter'),
      status: 400,
    },
    {
      what: 'translation into pl/index, which is taken',
      send: (request) => translate(request, 'pl/index', 'offers/starter'),
      status: 409,
    },
    {
      what: 'translation of ../x',
      send: (request) => translate(request, 'pl/x', '../x'),
      status: 400,
    },
    {
      what: 'translation with another translationOf',
      send: (request) =>
        createPage(request, {
          name: 'pl/x',
          title: 'x',
          source: { kind: 'translation', from: 'offers/starter' },
          translationOf: 'casino',
        }),
      status: 400,
    },
    {
      what: 'an English page with translationOf',
      send: (request) =>
        createPage(request, {
          name: 'english-x',
          title: 'x',
          source: { kind: 'blank' },
          translationOf: 'casino',
        }),
      status: 400,
    },
    {
      what: 'a Polish page with translationOf naming a Polish page',
      send: (request) =>
        createPage(request, {
          name: 'pl/x',
          title: 'x',
          source: { kind: 'blank' },
          translationOf: 'pl/kasyno',
        }),
      status: 400,
    },
    {
      what: 'a Polish page with translationOf naming no page',
      send: (request) =>
        createPage(request, { name: 'pl/x', title: 'x', source: { kind: 'blank' }, translationOf: 'nope' }),
      status: 400,
    },
    {
      what: 'a Polish page with translationOf ../x',
      send: (request) =>
        createPage(request, { name: 'pl/x', title: 'x', source: { kind: 'blank' }, translationOf: '../x' }),
      status: 400,
    },
    {
      what: 'rename a Polish page to an English address',
      send: async (request) =>
        postJson(
          request,
          '/api/renamePage',
          { pageName: 'pl/kasyno', newName: 'kasyno' },
          { version: (await summaryOf(request, 'pl/kasyno')).version },
        ),
      status: 400,
    },
    {
      what: 'rename an English page under pl/',
      send: async (request) =>
        postJson(
          request,
          '/api/renamePage',
          { pageName: 'casino', newName: 'pl/casino' },
          { version: (await summaryOf(request, 'casino')).version },
        ),
      status: 400,
    },
    {
      what: 'rename the Polish home page',
      send: async (request) =>
        postJson(
          request,
          '/api/renamePage',
          { pageName: 'pl/index', newName: 'pl/start' },
          { version: (await summaryOf(request, 'pl/index')).version },
        ),
      status: 400,
    },
    {
      what: 'rename a Polish page to pl/../x',
      send: async (request) =>
        postJson(
          request,
          '/api/renamePage',
          { pageName: 'pl/kasyno', newName: 'pl/../x' },
          { version: (await summaryOf(request, 'pl/kasyno')).version },
        ),
      status: 400,
    },
    {
      what: 'delete pl/index',
      send: (request) => deletePage(request, { pageName: 'pl/index' }),
      status: 400,
    },
    {
      what: 'delete an English page that has a Polish version',
      send: (request) => deletePage(request, { pageName: 'casino' }),
      status: 409,
    },
    {
      what: 'delete a Polish page with an English replacement',
      send: (request) => deletePage(request, { pageName: 'pl/regulamin', replacement: 'casino' }),
      status: 400,
    },
    {
      what: 'create a copy of a page that does not exist',
      send: (request) =>
        createPage(request, { name: 'copy-of-nothing', title: 'x', source: { kind: 'copy', from: 'nope' } }),
      status: 400,
    },
    {
      what: 'create a copy of ../x',
      send: (request) =>
        createPage(request, { name: 'copy-of-x', title: 'x', source: { kind: 'copy', from: '../x' } }),
      status: 400,
    },
    {
      what: 'create with an empty title',
      send: (request) => createPage(request, { name: 'no-title', title: '  ', source: { kind: 'blank' } }),
      status: 400,
    },
    {
      what: 'create with an unknown source',
      send: (request) => createPage(request, { name: 'unknown-source', title: 'x', source: { kind: 'ftp' } }),
      status: 400,
    },
    { what: 'settings with an empty title', send: setCasino({ meta: { title: '' } }), status: 400 },
    { what: 'settings without a title', send: setCasino({ meta: { description: 'No title' } }), status: 400 },
    {
      what: 'settings with a title over 70 characters',
      send: setCasino({ meta: { title: 'x'.repeat(71) } }),
      status: 400,
    },
    {
      what: 'settings with a 10 KB description',
      send: setCasino({ meta: { ...meta, description: 'x'.repeat(10 * 1024) } }),
      status: [400, 413],
    },
    {
      what: 'settings with a sharing image outside /images',
      send: setCasino({ meta: { ...meta, image: { src: '/favicon.ico' } } }),
      status: 400,
    },
    {
      what: 'settings with a sharing image ../',
      send: setCasino({
        meta: { ...meta, image: { src: '/images/../selectedComponents/casino.jpg' } },
      }),
      status: 400,
    },
    {
      what: 'settings with a sharing image on another site',
      send: setCasino({ meta: { ...meta, image: { src: 'https://evil.example/x.jpg' } } }),
      status: 400,
    },
    {
      what: 'settings with a sharing image that does not exist',
      send: setCasino({ meta: { ...meta, image: { src: '/images/missing.jpg' } } }),
      status: 400,
    },
    {
      what: 'settings with noindex as a string',
      send: setCasino({ meta: { ...meta, noindex: 'true' } }),
      status: 400,
    },
    {
      what: 'settings with an unknown meta field',
      send: setCasino({ meta: { ...meta, script: 'alert(1)' } }),
      status: 400,
    },
    {
      what: 'settings with a prototype key',
      send: (request) =>
        postJson(
          request,
          '/api/pageSettings',
          '{"pageName":"casino","meta":{"title":"x","__proto__":{"noindex":true}}}',
          { version: 'x' },
        ),
      status: 400,
    },
    {
      what: 'settings with a navigation icon that does not exist',
      send: setCasino({ navigation: { label: 'Casino', icon: 'Skull', position: 0 } }),
      status: 400,
    },
    {
      what: 'settings with a negative navigation position',
      send: setCasino({ navigation: { label: 'Casino', icon: 'Stars', position: -1 } }),
      status: 400,
    },
    {
      what: 'settings with an empty navigation label',
      send: setCasino({ navigation: { label: '', icon: 'Stars', position: 0 } }),
      status: 400,
    },
    {
      what: 'settings without If-Match',
      send: (request) => postJson(request, '/api/pageSettings', { pageName: 'casino', meta }),
      status: 428,
    },
    {
      what: 'settings of a page that does not exist',
      send: (request) => postJson(request, '/api/pageSettings', { pageName: 'nope', meta }, { version: 'x' }),
      status: 400,
    },
    {
      what: 'restore a trashId with ../',
      send: (request) =>
        postJson(request, '/api/restorePage', { trashId: '../../public/selectedComponents/casino' }),
      status: 400,
    },
    {
      what: 'restore a trashId with ../ after a valid start',
      send: (request) =>
        postJson(request, '/api/restorePage', { trashId: '20261123T063000Z-casino/../../x' }),
      status: 400,
    },
    {
      what: 'restore a trashId that is not in the trash',
      send: (request) => postJson(request, '/api/restorePage', { trashId: '20261123T063000Z-casino' }),
      status: 400,
    },
    {
      what: 'rename to an existing page',
      send: async (request) =>
        postJson(
          request,
          '/api/renamePage',
          { pageName: 'casino', newName: 'about-us' },
          { version: (await summaryOf(request, 'casino')).version },
        ),
      status: 409,
    },
    {
      what: 'rename to ../x',
      send: async (request) =>
        postJson(
          request,
          '/api/renamePage',
          { pageName: 'casino', newName: '../x' },
          { version: (await summaryOf(request, 'casino')).version },
        ),
      status: 400,
    },
    {
      what: 'rename the home page',
      send: async (request) =>
        postJson(
          request,
          '/api/renamePage',
          { pageName: 'index', newName: 'home' },
          { version: (await summaryOf(request, 'index')).version },
        ),
      status: 400,
    },
    { what: 'delete index', send: (request) => deletePage(request, { pageName: 'index' }), status: 400 },
    {
      what: 'delete with a replacement that does not exist',
      send: (request) => deletePage(request, { pageName: 'about-us', replacement: 'nope' }),
      status: 400,
    },
    {
      what: 'delete with itself as the replacement',
      send: (request) => deletePage(request, { pageName: 'about-us', replacement: 'about-us' }),
      status: 400,
    },
    {
      what: 'delete a page the content links to (no replacement)',
      send: (request) => deletePage(request, { pageName: 'contact-us' }),
      status: 409,
    },
    {
      what: 'pageLinks of ../x',
      send: (request) => request.get(`/api/pageLinks?pageName=${encodeURIComponent('../x')}`),
      status: 400,
    },
    {
      what: 'a navigation link saved to a page that does not exist',
      send: (request) =>
        editData(request, 'index', 'Headers', 'Variant7Hotels', (data) => ({
          ...data,
          navLinks: [...(data.navLinks as NavLink[]), { label: 'Nowhere', path: '/nowhere', icon: 'Info' }],
        })),
      status: 400,
    },
    {
      what: 'a navigation link saved to a reserved address',
      send: (request) =>
        editData(request, 'index', 'Headers', 'Variant7Hotels', (data) => ({
          ...data,
          navLinks: [{ label: 'API', path: '/api/pages', icon: 'Info' }],
        })),
      status: 400,
    },
  ];
}

const hero = { category: 'Heroes', name: 'TitleBand' };

/** The names of pages that are not pages, or not pages that can be edited. */
const hostilePageNames = [
  '../x',
  '..%2fx',
  '..\\x',
  '/etc/passwd',
  'index/../../x',
  'public-evil',
  'layout',
  '',
];

/** Components that are not components. */
const hostileComponents = [
  { category: '..', name: 'x' },
  { category: 'Heroes', name: '../../../etc/passwd' },
  { category: 'Heroes', name: 'Nope' },
  { category: 'constructor', name: 'Name' },
];

/** Bodies of /api/saveState with wrong types, missing fields or extra fields. */
const malformedSaves: unknown[] = [
  { selectedComponents: 'Heroes', pageName: 'casino' },
  { selectedComponents: [{ category: 1, name: 2 }], pageName: 'casino' },
  { selectedComponents: [], pageName: 5 },
  { pageName: 'casino' },
  { selectedComponents: [], pageName: 'casino', extra: true },
  { selectedComponents: [{ category: 'Heroes', name: 'TitleBand', more: 1 }], pageName: 'casino' },
  [],
  null,
];

/** Bodies with a prototype key somewhere, as sent (JSON.stringify would drop `__proto__`). */
const prototypeBodies = [
  {
    what: 'a __proto__ key at the top of the body',
    body: '{"__proto__": {"polluted": true}, "selectedComponents": [], "pageName": "casino"}',
  },
  {
    what: 'a constructor key in a component',
    body: '{"selectedComponents": [{"category": "Heroes", "name": "TitleBand", "constructor": {"prototype": {}}}], "pageName": "casino"}',
  },
  {
    what: 'a __proto__ key in component data',
    body: '{"component": {"category": "Heroes", "name": "TitleBand"}, "pageName": "casino", "data": {"title": "x", "__proto__": {}}}',
  },
];

const upload = (request: APIRequestContext, body: unknown) => postJson(request, '/api/uploadImage', body);
const text = () => Buffer.from('not an image at all, just some text '.repeat(100));

/**
 * Hostile requests of the saves: page names and components that are not, malformed bodies, data
 * that breaks its schema, prototype keys, bodies that are not JSON, too large or sent the wrong way,
 * saves without a version or from a stale copy, uploads that are not acceptable images.
 */
export function hostileSaveRequests(): HostileRequest[] {
  return [
    ...hostilePageNames.flatMap((pageName): HostileRequest[] => [
      {
        what: `saveState of page name ${JSON.stringify(pageName)}`,
        send: async (request) =>
          postJson(
            request,
            '/api/saveState',
            { selectedComponents: [], pageName },
            { version: await pageVersion(request, 'index') },
          ),
        status: 400,
        reason: /pageName/,
      },
      {
        what: `saveComponentData of page name ${JSON.stringify(pageName)}`,
        send: async (request) =>
          postJson(
            request,
            '/api/saveComponentData',
            { component: hero, pageName, data: {} },
            { version: await pageVersion(request, 'index') },
          ),
        status: 400,
        reason: /pageName/,
      },
      {
        what: `componentData of page name ${JSON.stringify(pageName)}`,
        send: (request) =>
          request.get(
            `/api/componentData?pageName=${encodeURIComponent(pageName)}&category=Heroes&name=TitleBand`,
          ),
        status: 400,
      },
    ]),
    ...hostileComponents.flatMap((component): HostileRequest[] => [
      {
        what: `saveComponentState of component ${component.category}/${component.name}`,
        send: async (request) =>
          postJson(
            request,
            '/api/saveComponentState',
            { component, isActive: true, pageName: 'casino' },
            { version: await pageVersion(request, 'casino') },
          ),
        status: 400,
      },
      {
        what: `saveState with component ${component.category}/${component.name}`,
        send: async (request) =>
          postJson(
            request,
            '/api/saveState',
            { selectedComponents: [component], pageName: 'casino' },
            { version: await pageVersion(request, 'casino') },
          ),
        status: 400,
      },
    ]),
    ...malformedSaves.map((body): HostileRequest => ({
      what: `saveState of ${JSON.stringify(body)}`,
      send: async (request) =>
        postJson(request, '/api/saveState', body, { version: await pageVersion(request, 'casino') }),
      status: 400,
    })),
    {
      what: 'saveComponentState with isActive "yes"',
      send: async (request) =>
        postJson(
          request,
          '/api/saveComponentState',
          { component: hero, isActive: 'yes', pageName: 'casino' },
          { version: await pageVersion(request, 'casino') },
        ),
      status: 400,
      reason: /isActive/,
    },
    {
      what: 'component data that breaks its schema',
      send: async (request) => {
        const { version, data } = await dataVersion(request, 'casino', 'Heroes', 'FullBleedPhoto');
        return postJson(
          request,
          '/api/saveComponentData',
          {
            component: { category: 'Heroes', name: 'FullBleedPhoto' },
            pageName: 'casino',
            data: { ...data, title: '' },
          },
          { version },
        );
      },
      status: 400,
      reason: /data\.title: Title is required/,
    },
    ...prototypeBodies.map(({ what, body }): HostileRequest => ({
      what,
      send: async (request) =>
        postJson(request, '/api/saveState', body, { version: await pageVersion(request, 'casino') }),
      status: 400,
      reason: /Forbidden key/,
    })),
    {
      what: 'a form-encoded body',
      send: async (request) =>
        request.post('/api/saveState', {
          data: 'pageName=casino',
          headers: {
            'Content-Type': 'application/x-www-form-urlencoded',
            'If-Match': await pageVersion(request, 'casino'),
          },
        }),
      status: 415,
      reason: /JSON/,
    },
    {
      what: 'a body that is not valid JSON',
      send: async (request) =>
        postJson(request, '/api/saveState', '{"pageName": ', {
          version: await pageVersion(request, 'casino'),
        }),
      status: 400,
      reason: /not valid JSON/,
    },
    {
      what: 'a body over the size limit',
      send: async (request) =>
        postJson(
          request,
          '/api/saveState',
          JSON.stringify({ selectedComponents: [], pageName: 'casino', padding: 'x'.repeat(200_000) }),
          { version: await pageVersion(request, 'casino') },
        ),
      status: 413,
      reason: /larger than/,
    },
    {
      what: 'a GET of a route that takes a POST',
      send: (request) => request.get('/api/saveState'),
      status: 405,
      reason: /POST/,
    },
    {
      what: 'a save without a version',
      send: (request) =>
        postJson(request, '/api/saveState', {
          selectedComponents: [{ category: 'Heroes', name: 'FullBleedPhoto' }],
          pageName: 'casino',
        }),
      status: 428,
      reason: /If-Match/,
    },
    {
      what: 'a save from a stale copy',
      send: (request) =>
        postJson(
          request,
          '/api/saveState',
          { selectedComponents: [{ category: 'Heroes', name: 'FullBleedPhoto' }], pageName: 'casino' },
          { version: 'a-version-from-yesterday' },
        ),
      status: 412,
      reason: /changed since you loaded it/,
    },
    {
      what: 'an upload of text named .png',
      send: (request) =>
        upload(request, { fileName: 'photo.png', contentType: 'image/png', data: text().toString('base64') }),
      status: 400,
      reason: /File type must be one of/,
    },
    {
      what: 'an upload of type image/gif',
      send: (request) =>
        upload(request, { fileName: 'photo.gif', contentType: 'image/gif', data: text().toString('base64') }),
      status: 400,
      reason: /contentType/,
    },
    {
      what: 'an upload of a PNG under 1024 bytes',
      send: async (request) => {
        const tiny = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
          .png()
          .toBuffer();
        return upload(request, {
          fileName: 'tiny.png',
          contentType: 'image/png',
          data: tiny.toString('base64'),
        });
      },
      status: 400,
      reason: /File is smaller than 1024 bytes/,
    },
    {
      what: 'an upload of a JPEG named .png',
      send: async (request) => {
        // Random pixels do not compress, so this JPEG is well over the minimum size.
        const jpeg = await sharp(randomBytes(200 * 200 * 3), {
          raw: { width: 200, height: 200, channels: 3 },
        })
          .jpeg()
          .toBuffer();
        return upload(request, {
          fileName: 'photo.png',
          contentType: 'image/png',
          data: jpeg.toString('base64'),
        });
      },
      status: 400,
      reason: /File type must be one of/,
    },
    {
      what: 'an upload of 8 MB',
      send: (request) =>
        upload(request, { fileName: 'x.jpg', contentType: 'image/jpeg', data: 'A'.repeat(8 * 1024 * 1024) }),
      status: 413,
      reason: /larger than/,
    },
    // "Still correct" on a translation, and the shared sections.
    {
      what: 'keepTranslation of a field path that leaves its section',
      send: (request) =>
        postJson(request, '/api/keepTranslation', {
          target: 'pl/kasyno',
          section: 'TextsIntro',
          field: '../../x',
        }),
      status: 400,
      reason: /field/,
    },
    {
      what: 'keepTranslation of a page with no such section',
      send: (request) =>
        postJson(request, '/api/keepTranslation', {
          target: 'pl/kasyno',
          section: 'GalleriesMosaic',
          field: 'title',
        }),
      status: 400,
      reason: /no translated section/,
    },
    {
      what: 'a shared section named with a path',
      send: (request) =>
        postJson(request, '/api/sharedSections', { action: 'delete', id: '../selectedComponents/index' }),
      status: 400,
      reason: /id/,
    },
    {
      what: 'a shared section that does not exist',
      send: (request) =>
        postJson(request, '/api/sharedSections', { action: 'place', id: 'nothing-here', pageName: 'index' }),
      status: 404,
      reason: /No shared section/,
    },
    {
      what: 'the header made a shared section',
      send: (request) =>
        postJson(request, '/api/sharedSections', {
          action: 'create',
          pageName: 'index',
          component: { category: 'Headers', name: 'Variant7Hotels' },
          label: 'Header',
        }),
      status: 400,
      reason: /header and footer/,
    },
    {
      what: 'a shared section action that does not exist',
      send: (request) => postJson(request, '/api/sharedSections', { action: 'publish', id: 'x' }),
      status: 400,
    },
  ];
}
