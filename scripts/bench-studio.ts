/**
 * The studio's publishing, checked against bench/budgets.json's `studio`: the time of a publish
 * (from the request to the new release live: the commit, the content check, `npm run build`, the
 * export checks, the switch) against `npm run build` in the same build folder in the same run, and
 * the time of a restore (no build: the live name switched back, a commit recorded).
 *
 * The studio runs as production runs it (its own process, a git clone of this project's last
 * commit, a temporary database with one editor account). Each round: `npm run build` timed in the
 * studio's build folder, a heading changed through the editor's API and published, the previous
 * release restored. The gate takes the lowest publish over the lowest build (noise on a shared
 * host only adds time, to either) and the lowest restore.
 *
 * Run by `npm run bench` (after the receiver; `npm run bench -- --studio-only` for this part), or
 * alone: `tsx scripts/bench-studio.ts [--rounds=N] [--one-page=N]`. Then ten one-page text publishes
 * (`--one-page`), each timed from Publish to the text served, reported as median and p95 beside the
 * full build: each is rendered as content only into the compiled code (studio/publish/buildRelease.ts),
 * while the rounds' publishes are full builds (the compiled code forgotten first). Issue 50's goal
 * (a p95 of 5 s) is reported, not gated: a p95 of ten on a shared machine is mostly its noise.
 * The figures go into bench/latest.json under
 * `studio`, the rest kept. Needs the studio's build (`npm run studio:build`).
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { COMPILED_NOTE } from '@/lib/server/siteCode';
import type { Budgets, Limit } from './bench/budgets';
import { addAccounts, newWorld, startStudio, StudioClient } from './support/studioProcess';

const ROOT = process.cwd();
const EDITOR = { email: 'bench@hiddengemsmalta.com', name: 'Bench Editor', role: 'editor' as const };

interface StudioFigures {
  buildMs: number[];
  publishMs: number[];
  /**
   * Ten publishes of a one-word change to one page's text, each from the Publish request to the
   * new text in the live release's HTML (what nginx serves), beside the full builds above.
   */
  onePageMs: number[];
  onePageMedianMs: number;
  onePageP95Ms: number;
  restoreMs: number[];
  /** The restore as the studio measured it (the request's handling, without the network). */
  restoreServerMs: number[];
  publishToBuildRatio: number;
  lowestRestoreMs: number;
}

function numberOption(name: string, fallback: number): number {
  const given = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return given ? Number(given.split('=')[1]) : fallback;
}

/** The goal of issue 50 for a one-page text publish, from Publish to served: reported, not yet a gate. */
const ONE_PAGE_GOAL_P95_MS = 5_000;

/** The value at a share of the sorted figures (nearest rank). */
function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))]!;
}

async function changeHeading(client: StudioClient, heading: string): Promise<void> {
  const current = await client.json<{ data: Record<string, unknown>; version: string }>(
    '/api/componentData?pageName=casino&category=Texts&name=Intro',
  );
  const saved = await client.post(
    '/api/saveComponentData',
    {
      pageName: 'casino',
      component: { category: 'Texts', name: 'Intro' },
      data: { ...current.data, heading },
    },
    { 'If-Match': `"${current.version}"` },
  );
  if (saved.status !== 200) throw new Error(`The save was refused: ${saved.status} ${await saved.text()}`);
}

/** Waits until the live release's /casino page says `text` (the file nginx serves). */
async function servedWithin(live: string, text: string, limitMs: number): Promise<void> {
  const until = Date.now() + limitMs;
  for (;;) {
    const html = await readFile(path.join(live, 'casino.html'), 'utf8').catch(() => '');
    if (html.replace(/\u00a0|&nbsp;|&#160;/g, ' ').includes(text)) return;
    if (Date.now() > until) throw new Error(`"${text}" was not served within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function benchStudio(rounds: number, onePage: number): Promise<StudioFigures> {
  if (spawnSync('test', ['-f', '.next-studio/BUILD_ID']).status !== 0)
    throw new Error('The studio has no production build: run npm run studio:build first');
  const world = newWorld();
  await addAccounts(world, [EDITOR]);
  const studio = await startStudio(world, { STUDIO_SCHEDULE_EVERY: '3600' });
  try {
    await studio.waitFor(/studio: first .* is live/, 600_000);
    const client = new StudioClient(world.origin);
    await client.signIn(EDITOR.email);
    const figures: Omit<
      StudioFigures,
      'publishToBuildRatio' | 'lowestRestoreMs' | 'onePageMedianMs' | 'onePageP95Ms'
    > = {
      buildMs: [],
      publishMs: [],
      onePageMs: [],
      restoreMs: [],
      restoreServerMs: [],
    };
    for (let round = 1; round <= rounds; round++) {
      const buildStarted = performance.now();
      const build = spawnSync('npm', ['run', 'build', '--silent'], {
        cwd: path.join(world.dir, 'build'),
        env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', SITE_BUILD_TIME: new Date().toISOString() },
        stdio: 'ignore',
      });
      if (build.status !== 0) throw new Error('npm run build failed in the studio’s build folder');
      figures.buildMs.push(performance.now() - buildStarted);

      await changeHeading(client, `A casino evening in Malta, round ${round}`);
      // A full publish, as after a change of code: the build folder's compiled code forgotten
      // (studio/publish/buildRelease.ts). The one-page publishes below render into it instead.
      rmSync(path.join(world.dir, 'build', COMPILED_NOTE), { force: true });
      const publishStarted = performance.now();
      const job = await client.publish(`Bench round ${round}`);
      if (job.state !== 'done') throw new Error(`The publish failed: ${JSON.stringify(job.problems)}`);
      if (job.release?.render !== 'full') throw new Error('The round’s publish was not a full build');
      figures.publishMs.push(performance.now() - publishStarted);

      const history = await client.json<{ releases: { id: string; restorable: boolean }[] }>(
        '/studio-api/history',
      );
      const previous = history.releases.find((release) => release.restorable);
      if (!previous) throw new Error('No earlier release to restore');
      const restoreStarted = performance.now();
      const restored = await client.json<{ ms: number }>('/studio-api/restore', { id: previous.id });
      figures.restoreMs.push(performance.now() - restoreStarted);
      figures.restoreServerMs.push(restored.ms);
      console.log(
        `  round ${round}: npm run build ${(figures.buildMs.at(-1)! / 1000).toFixed(1)} s, publish ${(figures.publishMs.at(-1)! / 1000).toFixed(1)} s (${publishParts(job.timings)}), restore ${Math.round(figures.restoreMs.at(-1)!)} ms`,
      );
    }
    for (let round = 1; round <= onePage; round++) {
      const heading = `A casino evening in Malta, edition ${round}`;
      await changeHeading(client, heading);
      const started = performance.now();
      const job = await client.json<{ id: string }>('/studio-api/publish', {
        message: `One-page publish ${round}`,
        outOfDateAccepted: true,
      });
      await servedWithin(world.live, heading, 600_000);
      figures.onePageMs.push(performance.now() - started);
      const done = await client.waitForJob(job.id);
      if (done.state !== 'done') throw new Error('The one-page publish failed');
      if (done.release?.render !== 'content-only')
        throw new Error(
          `The one-page publish was built ${done.release?.render ?? 'how?'}, not rendered as content only`,
        );
      console.log(
        `  one-page publish ${round}: ${(figures.onePageMs.at(-1)! / 1000).toFixed(1)} s to served (${publishParts(done.timings)})`,
      );
    }
    return {
      ...figures,
      onePageMedianMs: figures.onePageMs.length > 0 ? percentile(figures.onePageMs, 0.5) : 0,
      onePageP95Ms: figures.onePageMs.length > 0 ? percentile(figures.onePageMs, 0.95) : 0,
      publishToBuildRatio: Math.min(...figures.publishMs) / Math.min(...figures.buildMs),
      lowestRestoreMs: Math.min(...figures.restoreMs),
    };
  } finally {
    await studio.kill('SIGTERM');
  }
}

/** A publish's parts as the studio timed them: "commit 0.1 s, …, switch 0.1 s". */
function publishParts(timings: Record<string, number> | undefined): string {
  return Object.entries(timings ?? {})
    .map(([part, ms]) => `${part} ${(ms / 1000).toFixed(1)} s`)
    .join(', ');
}

function outside(value: number, limit: Limit): boolean {
  return (limit.min !== undefined && value < limit.min) || (limit.max !== undefined && value > limit.max);
}

async function main(): Promise<void> {
  const budgets = JSON.parse(await readFile(path.join(ROOT, 'bench', 'budgets.json'), 'utf8')) as Budgets;
  const rounds = numberOption('rounds', 2);
  const onePage = numberOption('one-page', 10);
  console.log(
    `\nStudio: ${rounds} rounds of npm run build, a publish and a restore, then ${onePage} one-page publishes, in one studio`,
  );
  const figures = await benchStudio(rounds, onePage);
  const checks: [string, number, Limit][] = [
    ['publishToBuildRatio', figures.publishToBuildRatio, budgets.studio.publishToBuildRatio],
    ['lowestRestoreMs', figures.lowestRestoreMs, budgets.studio.lowestRestoreMs],
  ];
  console.log(
    `  lowest publish ${(Math.min(...figures.publishMs) / 1000).toFixed(1)} s over lowest build ${(Math.min(...figures.buildMs) / 1000).toFixed(1)} s = ${figures.publishToBuildRatio.toFixed(2)} (budget ${JSON.stringify(budgets.studio.publishToBuildRatio)}); lowest restore ${Math.round(figures.lowestRestoreMs)} ms (budget ${JSON.stringify(budgets.studio.lowestRestoreMs)})`,
  );
  if (figures.onePageMs.length > 0)
    console.log(
      `  one-page publishes, Publish to served: median ${(figures.onePageMedianMs / 1000).toFixed(1)} s, p95 ${(figures.onePageP95Ms / 1000).toFixed(1)} s, beside a full build of ${(Math.min(...figures.buildMs) / 1000).toFixed(1)} s (the goal: p95 at most ${ONE_PAGE_GOAL_P95_MS / 1000} s, ${figures.onePageP95Ms <= ONE_PAGE_GOAL_P95_MS ? 'met' : 'not met'})`,
    );
  const file = path.join(ROOT, 'bench', 'latest.json');
  const results = JSON.parse(await readFile(file, 'utf8').catch(() => '{}')) as Record<string, unknown>;
  await writeFile(
    file,
    `${JSON.stringify({ ...results, studio: { measuredAt: new Date().toISOString(), ...figures } }, null, 2)}\n`,
  );
  const misses = checks.filter(([, value, limit]) => outside(value, limit));
  if (misses.length > 0) {
    console.error('\nStudio over budget:');
    for (const [metric, value, limit] of misses)
      console.error(`  ${metric} = ${value} (budget ${JSON.stringify(limit)})`);
    process.exitCode = 1;
  } else {
    console.log('\nThe studio is within budget.');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
