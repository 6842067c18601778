import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, type APIRequestContext } from '@playwright/test';
import { COPY_DIR } from './copy';

export const PUBLIC_DIR = path.join(COPY_DIR, 'public');
/** Deleted pages (the dev API's trash, outside public/). */
export const TRASH_DIR = path.join(COPY_DIR, '.trash');

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
