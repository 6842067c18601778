import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import type { PublishedRelease } from '@/scripts/support/studioProcess';
import { expect, test } from './test';
import { runBuild } from '../editor/helpers';
import { draftHeading, withCompiledCode, type Studio } from './world';

/**
 * A publish that changes content only is rendered into the code the last full build compiled
 * (studio/publish/buildRelease.ts), and is the same files as a full build of the same content: the
 * release a fast publish made of a new page and a changed one is compared, file by file, with
 * `npm run build` of its commit at its build time in a fresh working tree. Any difference fails,
 * named. The earlier release is restored after (the new page is not the other files').
 */
test.describe.configure({ mode: 'serial' });

let studio: Studio;
let release: PublishedRelease;
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
  release = job.release!;
  expect(release.render).toBe('content-only');
  expect((await studio.nginx.get(`${studio.nginx.origin}/casino`)).body).toContain(heading);
  expect((await studio.nginx.get(`${studio.nginx.origin}/offers/fast-lane`)).status).toBe(200);
});

/** Every file under `root`, by its path from there. */
function filesOf(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => statSync(path.join(root, file)).isFile())
    .sort();
}

test('the same content built in full is the same files, one by one', async () => {
  // In a working tree of its own. Webpack names modules by their path from the project: where the
  // release was rendered into the project's build (the studio's first start took it), the tree has
  // node_modules in it, as the project has (hard links, not a second install); where into a full
  // build of the build folder, it reaches them by a link, as the build folder does (docs/studio.md,
  // "Fast when only content changed").
  const tree = path.join(studio.world.dir, 'full-build');
  const repo = studio.world.repo;
  const buildDir = path.join(studio.world.dir, 'build');
  const modules = path.join(process.cwd(), 'node_modules');
  const chunks = (root: string) => readdirSync(path.join(root, '.next', 'static', 'chunks')).sort();
  const projectsBuild =
    existsSync(path.join(process.cwd(), '.next', 'static')) &&
    chunks(buildDir).join() === chunks(process.cwd()).join();
  try {
    execFileSync('git', ['-C', repo, 'worktree', 'add', '--quiet', '--detach', tree, release.commit]);
    if (projectsBuild) execFileSync('cp', ['-al', modules, path.join(tree, 'node_modules')]);
    else symlinkSync(modules, path.join(tree, 'node_modules'), 'dir');
    // What the build makes from files it already has (optimised photos, font instances, the
    // compiler's cache) is taken from the studio's build folder: the same inputs, less waiting.
    for (const made of ['public/images/optimized', 'theme/fonts', '.next/cache'])
      if (existsSync(path.join(buildDir, made)))
        cpSync(path.join(buildDir, made), path.join(tree, made), { recursive: true });
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      SITE_BUILD_TIME: release.builtAt,
      NEXT_TELEMETRY_DISABLED: '1',
    };
    for (const key of Object.keys(env))
      if (key.startsWith('__NEXT') || key.startsWith('SITE_CONTENT') || key === 'NODE_ENV') delete env[key];
    // Not spawnSync: a blocked event loop missed the studio closing an idle keep-alive socket, and
    // the restore after this test failed on it ("other side closed").
    await runBuild(tree, 'build', env);

    const full = path.join(tree, 'out');
    const fast = path.join(studio.world.dir, 'releases', release.folder);
    const fullFiles = filesOf(full);
    expect(fullFiles.length).toBeGreaterThan(100);
    expect(filesOf(fast)).toEqual(fullFiles);
    const different = fullFiles.filter(
      (file) => !readFileSync(path.join(full, file)).equals(readFileSync(path.join(fast, file))),
    );
    expect(different).toEqual([]);
  } finally {
    execFileSync('git', ['-C', repo, 'worktree', 'remove', '--force', tree]);
    rmSync(tree, { recursive: true, force: true });
  }
});
