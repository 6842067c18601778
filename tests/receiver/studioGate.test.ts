// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type LeadsDb } from '@/receiver/db/database';
import { studioGate } from '@/studio/http/gate';
import { addAccount } from '@/receiver/team/accounts';
import { cookieHeader, cookiesOf, csrfOf, GOOD_PASSWORD } from './support/desk';
import { SITE } from './support/injected';

/**
 * The studio's sign-in through the team's gate (receiver/team/gate.ts) at the studio's root (its
 * base is ''): a sign-in leads to the page it was asked from, or else to the editor, never nowhere
 * and never another site.
 */

const folder = mkdtempSync(path.join(tmpdir(), 'studio-gate-'));
let db: LeadsDb;
let app: FastifyInstance;

beforeAll(async () => {
  db = await openDatabase({ kind: 'sqlite', file: path.join(folder, 'leads.db') });
  await addAccount(db, { email: 'ewa@example.com', name: 'Ewa', role: 'editor', password: GOOD_PASSWORD });
  app = Fastify();
  await app.register(fastifyFormbody);
  await studioGate(app, {
    db,
    sessions: { idleMs: 3_600_000, maxAgeMs: 86_400_000 },
    allowedOrigins: [SITE],
  });
  app.get('/editor', async () => 'the editor');
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await db?.destroy();
  rmSync(folder, { recursive: true, force: true });
});

/** Signs in from the sign-in page opened at `loginUrl`, sending `next` as the form does; the answer's Location. */
async function signInFrom(loginUrl: string, next?: string): Promise<string | undefined> {
  const page = await app.inject({ url: loginUrl });
  expect(page.statusCode).toBe(200);
  const jar = cookiesOf(page);
  const formNext = /name="next" value="([^"]*)"/.exec(page.body)?.[1] ?? '';
  const answer = await app.inject({
    method: 'POST',
    url: '/login',
    headers: { origin: SITE, cookie: cookieHeader(jar), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      _csrf: csrfOf(page.body),
      email: 'ewa@example.com',
      password: GOOD_PASSWORD,
      next: next ?? formNext,
    }).toString(),
  });
  expect(answer.statusCode).toBe(303);
  return answer.headers.location as string | undefined;
}

describe('the studio’s sign-in', () => {
  it('leads to the editor when the sign-in page was opened on its own', async () => {
    expect(await signInFrom('/login')).toBe('/editor');
  });

  it('leads back to the page it was asked from, and never to another site', async () => {
    expect(await signInFrom('/login?next=%2Feditor%3FpageName%3Dcasino')).toBe('/editor?pageName=casino');
    expect(await signInFrom('/login', 'https://evil.example/')).toBe('/editor');
    expect(await signInFrom('/login', '//evil.example/')).toBe('/editor');
    expect(await signInFrom('/login', '')).toBe('/editor');
  });
});
