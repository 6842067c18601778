import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './test';
import { instantToWarsawTime } from '@/lib/model/pages/schedule';
import { startReceiver, tempFolder } from '../support/receiver';
import { draftHeading, withCompiledCode, type Studio } from './world';

/**
 * Scheduled campaigns: a landing page set to go live and to retire ten seconds apart goes live and
 * retires by itself (the studio's scheduler publishes at those times); before its time it is not in
 * the export, and retired its address answers 301 to the page chosen in its settings, under nginx
 * and under `npm start`. A studio stopped over a page's time catches up when it starts again.
 */
test.describe.configure({ mode: 'serial' });

let studio: Studio;
/**
 * How far ahead a scheduled page's time is set: the publish must end before it. Three times a
 * content-only publish timed here just before, under whatever else the machine is doing then (a
 * machine twice as slow sets it twice as far), and never under 20 s.
 */
let publishAheadMs: number;
test.beforeAll(async ({ studio: shared }) => {
  studio = shared;
  // The publishes below render content into the compiled code: seconds, not a full build's minute.
  await withCompiledCode(studio);
  await draftHeading(studio, 'Casino heading, published to time the schedules');
  const started = Date.now();
  const timed = await studio.editor.publish('A publish timed for the schedules');
  expect(timed.state, JSON.stringify(timed.problems)).toBe('done');
  expect(timed.release?.render).toBe('content-only');
  publishAheadMs = Math.max(20_000, 3 * (Date.now() - started));
});

/** A Warsaw wall-clock time to the second, as a page's settings hold it. */
const warsawTime = (instant: Date): string => instantToWarsawTime(instant, { seconds: true });

/** A landing page made from the starter, then its schedule written into its settings. */
async function landingPage(name: string, meta: Record<string, string>) {
  const created = await studio.editor.post('/api/createPage', {
    name,
    title: `Campaign ${name}`,
    source: { kind: 'starter' },
  });
  expect(created.status, await created.text()).toBe(201);
  const file = path.join(studio.world.repo, 'public', 'selectedComponents', `${name}.json`);
  const page = JSON.parse(readFileSync(file, 'utf8')) as { meta: Record<string, unknown> };
  page.meta = { ...page.meta, ...meta };
  writeFileSync(file, `${JSON.stringify(page, null, 2)}\n`);
}

const status = async (pathname: string) =>
  (await studio.nginx.get(`${studio.nginx.origin}${pathname}`)).status;

test('a page goes live and retires by itself; retired, its address answers 301 under nginx and npm start', async () => {
  const liveAt = new Date(Date.now() + publishAheadMs);
  const retireAt = new Date(liveAt.getTime() + 10_000);
  await landingPage('offers/flash-sale', {
    liveFrom: warsawTime(liveAt),
    retireAt: warsawTime(retireAt),
    retireTo: 'casino',
  });
  const published = await studio.editor.publish('Flash sale campaign, scheduled');
  expect(published.state, JSON.stringify(published.problems)).toBe('done');
  expect(Date.now(), 'the publish finished before the page’s time').toBeLessThan(liveAt.getTime());
  // Published, but not live: the page is not in the export.
  expect(await status('/offers/flash-sale')).toBe(404);

  await expect.poll(() => status('/offers/flash-sale'), { timeout: 240_000, intervals: [1000] }).toBe(200);
  expect(Date.now()).toBeGreaterThanOrEqual(liveAt.getTime());
  await expect.poll(() => status('/offers/flash-sale'), { timeout: 240_000, intervals: [1000] }).toBe(301);
  const moved = await studio.nginx.get(`${studio.nginx.origin}/offers/flash-sale?gclid=abc`);
  expect(moved.headers.get('location')).toMatch(/\/casino\?gclid=abc$/);

  const folder = await tempFolder();
  const receiver = await startReceiver(folder.dbFile, { LEADS_SITE_ROOT: studio.world.live });
  try {
    const answer = await fetch(`${receiver.url}/offers/flash-sale?gclid=abc`, { redirect: 'manual' });
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toMatch(/\/casino\?gclid=abc$/);
  } finally {
    await receiver.stop();
    await folder.remove();
  }
  const history = await studio.editor.json<{ releases: { kind: string; message: string }[] }>(
    '/studio-api/history',
  );
  expect(history.releases.slice(0, 2).map((release) => release.kind)).toEqual(['schedule', 'schedule']);
  expect(history.releases[1]!.message).toContain('offers/flash-sale goes live');
  expect(history.releases[0]!.message).toContain('offers/flash-sale retires');
});

test('a studio stopped over a page’s time catches up when it starts again', async () => {
  const liveAt = new Date(Date.now() + publishAheadMs);
  await landingPage('offers/night-out', { liveFrom: warsawTime(liveAt) });
  const published = await studio.editor.publish('Night out campaign, scheduled');
  expect(published.state, JSON.stringify(published.problems)).toBe('done');
  expect(await status('/offers/night-out')).toBe(404);
  await studio.studio.kill('SIGTERM');
  // The studio is down when the page's time comes.
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, liveAt.getTime() - Date.now()) + 3_000));
  expect(await status('/offers/night-out')).toBe(404);
  await studio.restart();
  await studio.studio.waitFor(/studio: scheduled: offers\/night-out goes live/, 90_000);
  await expect.poll(() => status('/offers/night-out'), { timeout: 240_000, intervals: [1000] }).toBe(200);
});
