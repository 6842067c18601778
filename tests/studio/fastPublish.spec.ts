import { expect, test } from './test';
import { draftHeading, withCompiledCode, type Studio } from './world';

/**
 * A publish that changes content only is rendered into the code the last full build compiled
 * (studio/publish/buildRelease.ts): a new page and a changed one, served by nginx. That a fast
 * publish is the same files as a full build of the same content is compared, file by file, where
 * the studio builds in full anyway: after the full build killed in fault.spec.ts. The earlier
 * release is restored after (the new page is not the other files').
 */
test.describe.configure({ mode: 'serial' });

let studio: Studio;
let before: string;
test.beforeAll(async ({ studio: shared }) => {
  studio = shared;
  // What the publish renders into: the project's build, which the studio's first start took as its
  // build folder's (or, after a fault of an earlier file, a full build of its own).
  await withCompiledCode(studio);
  before = (await studio.editor.json<{ liveId: string }>('/studio-api/history')).liveId;
});
test.afterAll(async () => {
  await studio.editor.json('/studio-api/restore', { id: before });
});

test('a new page and a text change are published by rendering the content only, and nginx serves them', async () => {
  const heading = 'Casino heading rendered fast';
  await draftHeading(studio, heading);
  const created = await studio.editor.post('/api/createPage', {
    name: 'offers/fast-lane',
    title: 'Fast lane offers',
    source: { kind: 'starter' },
  });
  expect(created.status, await created.text()).toBe(201);
  const job = await studio.editor.publish('A new page and a heading, rendered fast');
  expect(job.state, JSON.stringify(job.problems)).toBe('done');
  expect(job.release?.render).toBe('content-only');
  expect((await studio.nginx.get(`${studio.nginx.origin}/casino`)).body).toContain(heading);
  expect((await studio.nginx.get(`${studio.nginx.origin}/offers/fast-lane`)).status).toBe(200);
});
