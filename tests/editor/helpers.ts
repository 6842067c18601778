import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { PagesAnswer, PageSummary } from '@/lib/editor/contract/pageRequests';
import { fitsCompiledCode } from '@/lib/server/siteCode';
import { COPY_DIR } from './copy';

export const PUBLIC_DIR = path.join(COPY_DIR, 'public');
/** Deleted pages (the dev API's trash, outside public/). */
export const TRASH_DIR = path.join(COPY_DIR, '.trash');

/** A build of the copy, and the checks of its output after it. */
export const BUILD_TIMEOUT = 12 * 60_000;
export const BUILD_TEST_TIMEOUT = BUILD_TIMEOUT + 3 * 60_000;

/**
 * Builds the copy's export as the studio publishes one: its content rendered into the code its last
 * full build compiled (`npm run build:content`) while that code and the photos are still the copy's
 * (the note of what .next/ holds, lib/server/siteCode.ts), else `npm run build`. The copy starts
 * with the project's build (serve-copy.ts). An upload changes the photos and the image manifest,
 * so the code (the upload's test puts them back); the editor's other changes are content. Rejects
 * with the output's end.
 */
export async function buildCopy(): Promise<'content-only' | 'full'> {
  const render = fitsCompiledCode(COPY_DIR) ? 'content-only' : 'full';
  await runBuild(COPY_DIR, render === 'full' ? 'build' : 'build:content', {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
  });
  return render;
}

/**
 * `npm run <script>` in a checkout, without blocking the test's event loop (its keep-alive
 * sockets to a server must see the server close them), killed after BUILD_TIMEOUT. Rejects with
 * the output's end.
 */
export function runBuild(cwd: string, script: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', script], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-20_000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const timer = setTimeout(() => child.kill('SIGKILL'), BUILD_TIMEOUT);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`npm run ${script} in ${cwd} failed (${signal ?? `code ${code}`}):\n${output}`));
    });
  });
}

/**
 * Takes note of the copy's photos, the image manifest and the given content files (paths under
 * public/), and returns what puts them back: a test that uploads leaves the copy's code and photos
 * as the project's build compiled them (the manifest is code: lib/server/siteCode.ts), so the
 * copy's builds after it still render into that build.
 */
export function keepPhotos(contentFiles: string[]): () => void {
  const photos = path.join(PUBLIC_DIR, 'images');
  const listPhotos = () => readdirSync(photos, { recursive: true, encoding: 'utf8' });
  const before = new Set(listPhotos());
  const kept = [
    path.join(COPY_DIR, 'lib', 'model', 'images', 'manifest.json'),
    // An upload adds an entry to the media library.
    path.join(PUBLIC_DIR, 'data', 'media.json'),
    ...contentFiles.map((file) => path.join(PUBLIC_DIR, file)),
  ].map((file) => ({ file, bytes: readFileSync(file) }));
  return () => {
    for (const file of listPhotos())
      if (!before.has(file)) rmSync(path.join(photos, file), { recursive: true, force: true });
    for (const { file, bytes } of kept) writeFileSync(file, bytes);
  };
}

export function readJson<T = Record<string, unknown>>(relative: string): T {
  return JSON.parse(readFileSync(path.join(PUBLIC_DIR, relative), 'utf8')) as T;
}

/** A fingerprint of every content file (lists, data, images), of the trash and of the image manifest. */
export function snapshotContent(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'optimized') walk(full);
      } else {
        hash.update(path.relative(COPY_DIR, full));
        hash.update(readFileSync(full));
      }
    }
  };
  for (const folder of ['selectedComponents', 'data', 'images']) walk(path.join(PUBLIC_DIR, folder));
  if (existsSync(TRASH_DIR)) walk(TRASH_DIR);
  hash.update(readFileSync(path.join(COPY_DIR, 'lib', 'model', 'images', 'manifest.json')));
  return hash.digest('hex');
}

export async function pageVersion(request: APIRequestContext, pageName: string): Promise<string> {
  const answer = await request.get(`/api/pageState?pageName=${pageName}`);
  return ((await answer.json()) as { version: string }).version;
}

export async function dataVersion(
  request: APIRequestContext,
  pageName: string,
  category: string,
  name: string,
): Promise<{ version: string; data: Record<string, unknown> }> {
  const answer = await request.get(
    `/api/componentData?pageName=${pageName}&category=${category}&name=${name}`,
  );
  return (await answer.json()) as { version: string; data: Record<string, unknown> };
}

export function postJson(
  request: APIRequestContext,
  url: string,
  body: unknown,
  options: { version?: string; headers?: Record<string, string> } = {},
) {
  return request.post(url, {
    data: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
    headers: {
      'Content-Type': 'application/json',
      ...(options.version ? { 'If-Match': `"${options.version}"` } : {}),
      ...options.headers,
    },
  });
}

/** A link of a header's navigation, as its data holds it. */
export type NavLink = { label: string; path: string; icon: string };

export async function listPages(request: APIRequestContext): Promise<PagesAnswer> {
  const response = await request.get('/api/pages');
  expect(response.status()).toBe(200);
  return (await response.json()) as PagesAnswer;
}

export async function summaryOf(request: APIRequestContext, name: string): Promise<PageSummary> {
  const page = (await listPages(request)).pages.find((entry) => entry.name === name);
  if (!page) throw new Error(`No page ${name}`);
  return page;
}

export function createPage(request: APIRequestContext, body: unknown) {
  return postJson(request, '/api/createPage', body);
}

/** Asks for the Polish version `name` of the page `from`. */
export function translate(request: APIRequestContext, name: string, from: string) {
  return createPage(request, { name, title: 'Wersja', source: { kind: 'translation', from } });
}

/** Saves a page's settings, with the page's version from GET /api/pages. */
export async function settings(
  request: APIRequestContext,
  body: { pageName: string } & Record<string, unknown>,
) {
  return postJson(request, '/api/pageSettings', body, {
    version: (await summaryOf(request, body.pageName)).version,
  });
}

/** Deletes a page, with its version from GET /api/pages. */
export async function deletePage(
  request: APIRequestContext,
  body: { pageName: string; replacement?: string },
) {
  return postJson(request, '/api/deletePage', body, {
    version: (await summaryOf(request, body.pageName)).version,
  });
}

/** Saves a component's data through the API (as the editor does), changed by `change`. */
export async function editData(
  request: APIRequestContext,
  pageName: string,
  category: string,
  name: string,
  change: (data: Record<string, unknown>) => Record<string, unknown>,
) {
  const { version, data } = await dataVersion(request, pageName, category, name);
  return postJson(
    request,
    '/api/saveComponentData',
    { component: { category, name }, pageName, data: change(data) },
    { version },
  );
}

/**
 * Puts the copy's content folders back as they were before the file's tests, and empties the
 * trash, after them: the editor's other test files expect the copy's own content.
 */
export function restoreContentAfterAll(prefix: string): void {
  const folders = ['selectedComponents', 'data'];
  let backup = '';
  test.beforeAll(() => {
    backup = mkdtempSync(path.join(os.tmpdir(), prefix));
    for (const folder of folders)
      cpSync(path.join(PUBLIC_DIR, folder), path.join(backup, folder), { recursive: true });
  });
  test.afterAll(() => {
    for (const folder of folders) {
      rmSync(path.join(PUBLIC_DIR, folder), { recursive: true, force: true });
      cpSync(path.join(backup, folder), path.join(PUBLIC_DIR, folder), { recursive: true });
    }
    rmSync(TRASH_DIR, { recursive: true, force: true });
    rmSync(backup, { recursive: true, force: true });
  });
}
