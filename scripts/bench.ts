/**
 * npm run bench: the site's speed and size, checked against bench/budgets.json.
 *
 * 1. Build cost: image optimisation cold and warm, `next build`, and how the build time grows with
 *    the number of pages (a temporary copy with 10, 100 and 500 generated pages).
 * 2. Lighthouse (mobile preset, Debian Chromium) on every route of the export served on loopback
 *    as production serves it: the shipped nginx configuration, over HTTPS and HTTP/2 (with a
 *    throwaway certificate, which Chromium is told to accept). Several runs each; the medians are
 *    printed and checked against the budgets.
 *
 * 3. The floor: a one-line page (scripts/bench/floorPage.ts) measured the same way, printed beside the
 *    routes, so that what the host and the browser cost on their own is not read as the site's.
 *    The runs go in rounds (the floor and every route once a round, scripts/bench/rounds.ts), so a
 *    slow spell of the host weighs on every route alike.
 *
 * 4. The gate (bench/budgets.json): each route's lowest total blocking time over its runs (the
 *    least disturbed run; a route whose runs all miss is measured again, up to maxRuns in all) and
 *    its median main-thread time as a multiple of the floor page's, beside the medians of the
 *    other figures. The median blocking time is printed against a dedicated machine's budget.
 *
 * Options: --no-build (measure the existing out/, refused when it is older than its sources),
 * --no-scaling (skip the generated-pages builds), --no-receiver, --no-studio (skip those parts;
 * --receiver-only and --studio-only run one of them alone; --rounds=N the studio's rounds),
 * --runs=N (Lighthouse runs per route), --audits (list the audits that lost points),
 * --serve (measure the export as `npm start` serves it instead: the receiver, plain HTTP/1.1),
 * --routes=/a,/b (only these routes, with the floor page), --no-webp-only (skip the photo pages'
 * control build with WebP only, scripts/bench/webpOnly.ts, and their LCP ratio to it),
 * --results=FILE (where a partial or burdened run writes its figures; a full run writes bench/),
 * --burden=MS (a regression on purpose: a copy of the export whose benched pages run MS ms of
 * script on load, to show that the gate catches it). Only a full run writes bench/latest.json.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { z } from 'zod';
import { startLoopbackNginx } from './deploy/nginxLoopback';
import { NGINX_REDIRECTS_FILE } from './deploy/configs';
import {
  checkBudgets,
  median,
  medianFigures,
  needsAnotherRun,
  routeBudget,
  routeResult,
  type Budgets,
  type RouteFigures,
  type RouteResult,
} from './bench/budgets';
import { withBurden } from './bench/burden';
import { twinExport } from './bench/twin';
import { webpOnlyExport } from './bench/webpOnly';
import { photoPages } from './bench/photoPages';
import { startReceiverProcess } from './bench/receiverProcess';
import { startedScripts, type StartedScripts } from './bench/startedScripts';
import { FLOOR_PAGE_HTML } from './bench/floorPage';
import { measureInRounds } from './bench/rounds';
import { mainThreadTimeMs, type TraceTask } from './bench/mainThread';
import { optimizeImages } from '@/lib/server/optimizeImages';
import { AVIF_QUALITIES_FILE } from '@/lib/server/avifQualities';
import { copyProject } from './support/copyProject';
import { CHROMIUM_PATH } from './support/chromium';
import { isIndexedPage, loadExportPages } from '@/lib/server/sitePages';

const ROOT = process.cwd();
const PORT = 4300;
const args = process.argv.slice(2);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}`));

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function timed(command: string, commandArgs: string[], cwd: string): number {
  const started = performance.now();
  const result = spawnSync(command, commandArgs, {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed in ${cwd}`);
  return performance.now() - started;
}

const nextBuild = (cwd: string) =>
  timed(
    process.execPath,
    [path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build', '--webpack'],
    cwd,
  );

/**
 * Image optimisation of a copy of public/images: from nothing, then again with nothing to do (the
 * lowest of five runs: noise only adds time to a step of milliseconds).
 */
async function imageCost(): Promise<{ coldMs: number; warmMs: number }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-images-'));
  try {
    await cp(path.join(ROOT, 'public', 'images'), dir, {
      recursive: true,
      filter: (source) => !source.includes(`${path.sep}optimized`),
    });
    const run = async () => {
      const started = performance.now();
      const report = await optimizeImages({
        imagesDir: dir,
        manifestPath: path.join(dir, 'manifest.json'),
        avifQualitiesPath: path.join(ROOT, AVIF_QUALITIES_FILE),
      });
      return { ms: performance.now() - started, report };
    };
    const cold = await run();
    if (cold.report.written === 0) throw new Error('The cold image run wrote nothing: no source photos?');
    const warmRuns: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      const warm = await run();
      if (warm.report.written > 0 || warm.report.converted.length > 0)
        throw new Error(`The warm image run was not a no-op: it wrote ${warm.report.written} files`);
      warmRuns.push(warm.ms);
    }
    return { coldMs: cold.ms, warmMs: Math.min(...warmRuns) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Builds a copy of the project with `count` extra pages, added as the marketing team adds one: an
 * ordinary page file (a landing page under offers/, out of the footer's catalog, as campaign pages
 * are) and its data folder, with no code change. Returns the next build time.
 */
async function scaledBuild(count: number): Promise<number> {
  const copy = path.join(ROOT, '.bench', `site-${count}`);
  try {
    await copyProject(ROOT, copy);
    const template = JSON.parse(
      await readFile(path.join(ROOT, 'public', 'selectedComponents', 'about-us.json'), 'utf8'),
    ) as { meta?: Record<string, unknown>; components: unknown[] };
    await mkdir(path.join(copy, 'public', 'selectedComponents', 'offers'), { recursive: true });
    for (let index = 1; index <= count; index += 1) {
      const name = `offers/generated-${String(index).padStart(3, '0')}`;
      const page = {
        meta: { ...template.meta, label: `Offer ${index}`, order: undefined, catalog: false },
        components: template.components,
      };
      await writeFile(
        path.join(copy, 'public', 'selectedComponents', `${name}.json`),
        `${JSON.stringify(page, null, 2)}\n`,
      );
      await cp(path.join(ROOT, 'public', 'data', 'about-us'), path.join(copy, 'public', 'data', name), {
        recursive: true,
      });
    }
    const time = nextBuild(copy);
    const built = (await readdir(path.join(copy, 'out', 'offers'))).filter((file) =>
      /^generated-\d+\.html$/.test(file),
    );
    if (built.length !== count)
      throw new Error(`The build with ${count} generated pages exported ${built.length}`);
    return time;
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}

/** The newest modification time of a file, or of the files under a folder (0 when it does not exist). */
async function newestChange(target: string): Promise<number> {
  const info = await stat(target).catch(() => undefined);
  if (!info) return 0;
  if (info.isFile()) return info.mtimeMs;
  const entries = await readdir(target, { recursive: true, withFileTypes: true });
  const times = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => (await stat(path.join(entry.parentPath, entry.name))).mtimeMs),
  );
  return Math.max(0, ...times);
}

/** What `npm run build` reads. */
const BUILD_SOURCES = [
  'pages',
  'components',
  'lib',
  'theme',
  'hooks',
  'context',
  'public',
  'scripts',
  'next.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

/** With --no-build the bench measures out/ as it is: refuse an export older than its sources. */
async function assertFreshExport(): Promise<void> {
  const built = await stat(path.join(ROOT, 'out', 'index.html')).catch(() => undefined);
  if (!built) throw new Error('There is no out/index.html to measure: run without --no-build');
  const changes = await Promise.all(BUILD_SOURCES.map((source) => newestChange(path.join(ROOT, source))));
  if (Math.max(...changes) > built.mtimeMs)
    throw new Error('out/ is older than the sources it is built from: run without --no-build');
}

const BuildCostSchema = z.object({
  measuredAt: z.iso.datetime(),
  images: z.object({ coldMs: z.number(), warmMs: z.number() }),
  nextBuildMs: z.number(),
  /** next build time with this many generated pages added to the site's own. */
  withGeneratedPagesMs: z.record(z.string(), z.number()),
});
type BuildCost = z.infer<typeof BuildCostSchema>;

/**
 * The build cost of the last full run, from either results file (a full --serve run writes its
 * own); the build does not depend on the server measured.
 */
async function lastBuildCost(): Promise<BuildCost | undefined> {
  const recorded: BuildCost[] = [];
  for (const file of ['latest.json', 'latest-http1.json']) {
    const text = await readFile(path.join(ROOT, 'bench', file), 'utf8').catch(() => '{}');
    const parsed = z.object({ build: BuildCostSchema }).safeParse(JSON.parse(text));
    if (parsed.success) recorded.push(parsed.data.build);
  }
  return recorded.sort((a, b) => b.measuredAt.localeCompare(a.measuredAt))[0];
}

/**
 * The build's own cost, building the export as `npm run build` does: its prebuild and postbuild
 * steps around a timed `next build`. Returns undefined when --no-build or --no-scaling leaves it
 * incomplete.
 */
async function buildCost(): Promise<BuildCost | undefined> {
  if (option('no-build')) {
    await assertFreshExport();
    return undefined;
  }
  console.log('Build cost');
  const images = await imageCost();
  console.log(
    `  image optimisation: ${seconds(images.coldMs)} cold, ${seconds(images.warmMs)} warm (nothing to do)`,
  );
  timed('npm', ['run', 'prebuild', '--silent'], ROOT);
  const nextBuildMs = nextBuild(ROOT);
  timed('npm', ['run', 'postbuild', '--silent'], ROOT);
  const pageCount = loadExportPages().length;
  console.log(`  next build (${pageCount} pages): ${seconds(nextBuildMs)}`);
  if (option('no-scaling')) return undefined;
  const withGeneratedPagesMs: Record<string, number> = {};
  for (const count of [10, 100, 500]) {
    withGeneratedPagesMs[count] = await scaledBuild(count);
    console.log(
      `  next build with ${pageCount} + ${count} page files added: ${seconds(withGeneratedPagesMs[count])}`,
    );
  }
  await rm(path.join(ROOT, '.bench'), { recursive: true, force: true });
  return { measuredAt: new Date().toISOString(), images, nextBuildMs, withGeneratedPagesMs };
}

interface RunOutput {
  benchmarkIndex?: number;
  hostUserAgent?: string;
  categories: Record<string, number | null>;
  numeric: Record<string, number | undefined>;
  requests: { url: string; transferSize?: number; resourceType?: string }[];
  mainThreadTasks: TraceTask[] | null;
  failed: string[];
}

/** Audits that did not pass on some run, per route: where the points went. */
const failedAudits: Record<string, Set<string>> = {};

/**
 * Lighthouse's benchmark index of the host, one per run. Lighthouse simulates a phone by
 * multiplying the main-thread time it observes (4x), so blocking time follows the host's speed and
 * the browser's build: figures are comparable only beside the index and browser they were taken with.
 */
const hostIndexes: number[] = [];
let hostBrowser: string | undefined;

/**
 * One Lighthouse run of `url`. The app's scripts start on the visitor's first use, which Lighthouse
 * never makes: `started` (the route's, read once) is counted as a visitor who reaches for the page
 * downloads it.
 */
function measure(url: string, port: number, started: StartedScripts, route: string): RouteFigures {
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, 'scripts', 'lighthouse-run.mjs'), url, String(port)],
    {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (result.status !== 0) throw new Error(`Lighthouse failed on ${url}: ${result.stderr}`);
  const run = JSON.parse(result.stdout) as RunOutput;
  run.failed.forEach((audit) => (failedAudits[route] ??= new Set()).add(audit));
  if (run.benchmarkIndex !== undefined) hostIndexes.push(run.benchmarkIndex);
  hostBrowser ??= /(?:HeadlessChrome|Chrome)\/[\d.]+/.exec(run.hostUserAgent ?? '')?.[0];
  const startedKb = started.bytes / 1024;
  const seen = run.requests.filter((item) => !started.sources.includes(new URL(item.url).pathname));
  const kb = (list: RunOutput['requests']) =>
    list.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024;
  const score = (key: string) => Math.round((run.categories[key] ?? 0) * 100);
  const numeric = (key: string) => run.numeric[key] ?? Number.NaN;
  const html = run.requests.find((item) => item.resourceType === 'Document');
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    firstContentfulPaintMs: Math.round(numeric('first-contentful-paint')),
    largestContentfulPaintMs: Math.round(numeric('largest-contentful-paint')),
    totalBlockingTimeMs: Math.round(numeric('total-blocking-time')),
    cumulativeLayoutShift: Number(numeric('cumulative-layout-shift').toFixed(3)),
    totalKb: Math.round(kb(seen) + startedKb),
    scriptKb: Math.round(kb(seen.filter((item) => item.resourceType === 'Script')) + startedKb),
    documentBytes: html?.transferSize ?? Number.NaN,
    mainThreadMs: run.mainThreadTasks ? mainThreadTimeMs(run.mainThreadTasks) : Number.NaN,
  };
}

/** One run of `url`; a run that could not paint (NO_FCP on a busy host) is made again. */
function measurePainted(url: string, route: string, port: number, started: StartedScripts): RouteFigures {
  let figures = measure(url, port, started, route);
  for (let retry = 0; retry < 2 && Number.isNaN(figures.firstContentfulPaintMs); retry += 1) {
    figures = measure(url, port, started, route);
  }
  return figures;
}

interface FloorFigures {
  medians: RouteFigures;
  blockingTimeRunsMs: number[];
  mainThreadRunsMs: number[];
}

/**
 * The floor page, served from a directory of its own by the shipped nginx configuration (with
 * --serve too: the receiver has no such page to serve), so that it is measured as a route is.
 */
async function serveFloor(): Promise<Pick<Server, 'origin' | 'stop'>> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'bench-floor-'));
  await writeFile(path.join(root, 'index.html'), FLOOR_PAGE_HTML);
  // The configuration answers a missing file (Lighthouse asks for /robots.txt) with /404.html.
  await writeFile(path.join(root, '404.html'), FLOOR_PAGE_HTML);
  // The shipped configuration includes the live release's redirects: the floor has none.
  await writeFile(path.join(root, NGINX_REDIRECTS_FILE), '');
  const nginx = await startLoopbackNginx({ root });
  return {
    origin: nginx.origin,
    stop: async () => {
      await nginx.stop();
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** Each photo page's largest paint with AVIF and with WebP only, measured in the same rounds. */
function printAvifTable(
  figures: Record<string, RouteResult>,
  webpOnlyRuns: Map<string, RouteFigures[]>,
): void {
  console.log('\nLargest paint of the photo pages, built with AVIF and with WebP only (ms; lowest, median):');
  console.log('| route | AVIF low | AVIF median | WebP low | WebP median | ratio low | ratio median |');
  console.log('|-------|---------:|------------:|---------:|------------:|----------:|-------------:|');
  for (const [route, runs] of webpOnlyRuns) {
    const f = figures[route]!;
    const lcps = runs.map((run) => run.largestContentfulPaintMs).filter((value) => !Number.isNaN(value));
    console.log(
      `| ${route} | ${f.lowestLargestContentfulPaintMs} | ${f.largestContentfulPaintMs} | ${Math.min(...lcps)} | ${median(lcps)} | ${f.lcpWebpOnlyRatio} | ${f.lcpWebpOnlyMedianRatio} |`,
    );
  }
}

function printTable(figures: Record<string, RouteResult>): void {
  const header = [
    'route',
    'runs',
    'perf',
    'a11y',
    'bp',
    'seo',
    'FCP ms',
    'LCP ms',
    'FCP low',
    'LCP low',
    'TBT low',
    'TBT med',
    'CLS',
    'total KB',
    'script KB',
    'HTML B',
    'main ms',
    'main ×floor',
    'LCP ×twin',
  ];
  const rows = Object.entries(figures).map(([route, f]) =>
    [
      route,
      f.runs,
      f.performance,
      f.accessibility,
      f.bestPractices,
      f.seo,
      f.firstContentfulPaintMs,
      f.largestContentfulPaintMs,
      f.lowestFirstContentfulPaintMs,
      f.lowestLargestContentfulPaintMs,
      f.lowestTotalBlockingTimeMs,
      f.totalBlockingTimeMs,
      f.cumulativeLayoutShift,
      f.totalKb,
      f.scriptKb,
      f.documentBytes,
      f.mainThreadMs,
      f.mainThreadRatio,
      f.lcpTwinRatio,
    ].map(String),
  );
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  rows.forEach((row) => console.log(line(row)));
}

function hostFigures(): { benchmarkIndex: number; benchmarkIndexRange: number[]; browser: string } {
  return {
    benchmarkIndex: Math.round(median(hostIndexes)),
    benchmarkIndexRange: [Math.round(Math.min(...hostIndexes)), Math.round(Math.max(...hostIndexes))],
    browser: hostBrowser ?? 'unknown browser',
  };
}

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if ((await fetch(url).catch(() => undefined))?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

interface Server {
  origin: string;
  description: string;
  /** The receiver behind nginx, which a second nginx (the twins') can share; none under --serve. */
  receiverPort?: number;
  stop(): Promise<void>;
}

/**
 * `npm start`'s server (the enquiry receiver serving out/, plain HTTP/1.1) on loopback, with a
 * leads database of its own that is deleted afterwards.
 */
async function startServe(): Promise<Server> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-leads-'));
  const server: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'receiver', 'main.ts')],
    {
      cwd: ROOT,
      stdio: 'ignore',
      env: {
        ...process.env,
        LEADS_SITE_ROOT: 'out',
        HOST: '127.0.0.1',
        PORT: String(PORT),
        LEADS_DB: path.join(dataDir, 'leads.db'),
      },
    },
  );
  const origin = `http://127.0.0.1:${PORT}`;
  const stop = async () => {
    server.kill();
    await rm(dataDir, { recursive: true, force: true });
  };
  await waitFor(`${origin}/`).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { origin, description: 'the receiver (npm start), HTTP/1.1', stop };
}

/**
 * A copy of the export served as the routes are, by an nginx of its own on the ports after
 * `portOffset`; `copyDir` (the copy, or the project copy it was built in) is deleted when it stops.
 */
async function serveCopy(
  outDir: string,
  copyDir: string,
  portOffset: number,
  receiverPort: number,
): Promise<Pick<Server, 'origin' | 'stop'>> {
  const nginx = await startLoopbackNginx({
    root: outDir,
    ports: { https: PORT + portOffset + 1, http: PORT + portOffset, receiver: receiverPort },
  }).catch(async (error: unknown) => {
    await rm(copyDir, { recursive: true, force: true });
    throw error;
  });
  return {
    origin: nginx.origin,
    stop: async () => {
      await nginx.stop();
      await rm(copyDir, { recursive: true, force: true });
    },
  };
}

/** The routes' no-JS twins (scripts/bench/twin.ts), served as the routes are. */
async function startTwinServer(
  outDir: string,
  pagePaths: readonly string[],
  receiverPort: number,
): Promise<Pick<Server, 'origin' | 'stop'>> {
  const twinDir = await twinExport(outDir, path.join(ROOT, '.bench', 'twin-out'), pagePaths);
  return serveCopy(twinDir, twinDir, 1, receiverPort);
}

/** The photo pages built WebP only (scripts/bench/webpOnly.ts), served as the routes are. */
async function startWebpOnlyServer(receiverPort: number): Promise<Pick<Server, 'origin' | 'stop'>> {
  const copyDir = path.join(ROOT, '.bench', 'webp-only');
  console.log('\nBuilding the same pages with WebP only (the control for AVIF)');
  return serveCopy(await webpOnlyExport(ROOT, copyDir), copyDir, 3, receiverPort);
}

/**
 * The export as production serves it: the shipped nginx configuration over HTTPS and HTTP/2, with
 * the receiver behind it (a leads database of its own, deleted afterwards), so that a page's
 * beacon and form are answered as they are live, not with nginx's 502.
 */
async function startServer(root: string): Promise<Server> {
  if (option('serve')) return startServe();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-leads-'));
  const receiver = await startReceiverProcess({
    root: ROOT,
    env: { LEADS_DB: path.join(dataDir, 'leads.db'), LEADS_ALLOWED_ORIGINS: `https://127.0.0.1:${PORT}` },
  });
  const nginx = await startLoopbackNginx({
    root,
    ports: { https: PORT, http: PORT - 1, receiver: receiver.port },
  }).catch(async (error: unknown) => {
    await receiver.stop();
    throw error;
  });
  return {
    origin: nginx.origin,
    description: 'deploy/nginx.conf, HTTPS and HTTP/2, the receiver behind it',
    receiverPort: receiver.port,
    stop: async () => {
      await nginx.stop();
      await receiver.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Step 3, scripts/bench-receiver.ts in its own process; false when it failed or missed its budget. */
function benchReceiver(): boolean {
  const passed = args.filter((arg) => /^--(duration|connections)=/.test(arg));
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'scripts', 'bench-receiver.ts'), ...passed],
    { cwd: ROOT, stdio: 'inherit' },
  );
  return result.status === 0;
}

/** Step 4, scripts/bench-studio.ts in its own process; false when it failed or missed its budget. */
function benchStudio(): boolean {
  const passed = args.filter((arg) => /^--rounds=/.test(arg));
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'scripts', 'bench-studio.ts'), ...passed],
    { cwd: ROOT, stdio: 'inherit' },
  );
  return result.status === 0;
}

async function main(): Promise<void> {
  if (option('receiver-only')) {
    if (!benchReceiver()) process.exitCode = 1;
    return;
  }
  if (option('studio-only')) {
    if (!benchStudio()) process.exitCode = 1;
    return;
  }
  const budgets = JSON.parse(await readFile(path.join(ROOT, 'bench', 'budgets.json'), 'utf8')) as Budgets;
  const runs = Number(option('runs=')?.split('=')[1] ?? budgets.runs);
  const onlyRoutes = option('routes=')?.split('=')[1]?.split(',');
  const burdenMs = option('burden=') ? Number(option('burden=')?.split('=')[1]) : undefined;
  if (burdenMs !== undefined && option('serve')) throw new Error('--burden measures nginx only, not --serve');

  const results = path.join(ROOT, 'bench', option('serve') ? 'latest-http1.json' : 'latest.json');
  // A partial run keeps the build cost of the last full one, which says when it was measured.
  const build = (await buildCost()) ?? (await lastBuildCost());
  const imagesWarmLimit = budgets.build?.imagesWarmMs.max;
  if (build && imagesWarmLimit !== undefined && build.images.warmMs > imagesWarmLimit) {
    console.error(
      `Over budget: the image step with nothing to do took ${build.images.warmMs.toFixed(1)} ms (budget ${imagesWarmLimit} ms)`,
    );
    process.exitCode = 1;
  }
  const pages = loadExportPages().filter((page) => !onlyRoutes || onlyRoutes.includes(page.path));
  if (pages.length === 0) throw new Error(`No route of ${onlyRoutes?.join(', ')} is a page of the site`);
  // With --burden the pages measured are a copy, their figures a demonstration: bench/ keeps the site's.
  const outDir =
    burdenMs === undefined
      ? path.join(ROOT, 'out')
      : await withBurden(
          path.join(ROOT, 'out'),
          path.join(ROOT, '.bench', 'burdened-out'),
          pages.map((page) => page.path),
          burdenMs,
        );

  let server: Server | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  let floor: Pick<Server, 'origin' | 'stop'> | undefined;
  let twinServer: Pick<Server, 'origin' | 'stop'> | undefined;
  let webpOnlyServer: Pick<Server, 'origin' | 'stop'> | undefined;
  const photoRoutes = new Set(
    (await photoPages(ROOT))
      .map((page) => page.path)
      .filter((route) => pages.some((page) => page.path === route)),
  );
  try {
    server = await startServer(outDir);
    // The twins need the shipped nginx; `npm start`'s receiver serves out/ only.
    if (server.receiverPort === undefined) {
      console.log('\n--serve: no no-JS twins measured, the LCP ratio to them is not checked.');
      delete budgets.everyRoute.lcpTwinRatio;
    } else {
      twinServer = await startTwinServer(
        outDir,
        pages.map((page) => page.path),
        server.receiverPort,
      );
      if (!option('no-webp-only') && burdenMs === undefined && photoRoutes.size > 0)
        webpOnlyServer = await startWebpOnlyServer(server.receiverPort);
    }
    if (!webpOnlyServer) {
      console.log("\nNo WebP-only build measured: the photo pages' LCP ratio to it is not checked.");
      delete budgets.photoRoute;
    }
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // The loopback nginx's certificate is a throwaway self-signed one.
        '--ignore-certificate-errors',
      ],
    });
    console.log(
      `\nLighthouse, mobile preset, ${runs} runs a route in rounds (up to ${budgets.maxRuns} when the lowest blocking time misses); served by ${server.description}` +
        (burdenMs === undefined ? '' : `; the pages burdened with ${burdenMs} ms of script on load`),
    );
    floor = await serveFloor();
    const { origin } = server;
    const { port } = chrome;
    const routes = pages.map((page) => ({
      route: page.path,
      url: `${origin}${page.path}`,
      started: startedScripts(outDir, page.path),
    }));
    const floorPage = { route: 'floor', url: `${floor.origin}/`, started: { sources: [], bytes: 0 } };
    const twins = twinServer
      ? pages.map((page) => ({
          route: `${page.path} (no-JS twin)`,
          url: `${twinServer?.origin}${page.path}`,
          started: { sources: [], bytes: 0 },
        }))
      : [];
    const webpOnly = webpOnlyServer
      ? routes
          .filter((target) => photoRoutes.has(target.route))
          .map((target) => ({
            route: `${target.route} (WebP only)`,
            of: target.route,
            url: `${webpOnlyServer?.origin}${target.route}`,
            started: target.started,
          }))
      : [];
    // The floor, the twins and the WebP-only pages are measured in the same rounds as the routes,
    // under the same spells of the host, each route's beside its own.
    const [floorRuns = [], ...measuredRuns] = measureInRounds(
      [floorPage, ...routes, ...twins, ...webpOnly],
      runs,
      (target, round) => {
        if (target === floorPage) console.log(`round ${round + 1} of ${runs}`);
        return measurePainted(target.url, target.route, port, target.started);
      },
    );
    const routeRuns = measuredRuns.slice(0, routes.length);
    const twinRuns = measuredRuns.slice(routes.length, routes.length + twins.length);
    const webpOnlyRuns = new Map(
      webpOnly.map((target, index) => [target.of, measuredRuns[routes.length + twins.length + index] ?? []]),
    );
    const noindex = new Set(
      loadExportPages()
        .filter((page) => !isIndexedPage(page))
        .map((page) => page.path),
    );
    // A route whose runs all missed its lowest blocking time is measured again, a run at a time.
    routes.forEach((target, index) => {
      const routeRunsSoFar = routeRuns[index] ?? [];
      const budget = routeBudget(target.route, budgets, { noindex, photo: photoRoutes });
      while (needsAnotherRun(routeRunsSoFar, budget, budgets.maxRuns)) {
        console.log(
          `${target.route}: every run so far over the lowest blocking time budget, run ${routeRunsSoFar.length + 1}`,
        );
        routeRunsSoFar.push(measurePainted(target.url, target.route, port, target.started));
      }
    });
    const floorFigures: FloorFigures = {
      medians: medianFigures(floorRuns),
      blockingTimeRunsMs: floorRuns.map((run) => run.totalBlockingTimeMs),
      mainThreadRunsMs: floorRuns.map((run) => run.mainThreadMs),
    };
    const figures: Record<string, RouteResult> = Object.fromEntries(
      routes.map((target, index) => [
        target.route,
        routeResult(
          routeRuns[index] ?? [],
          floorFigures.medians.mainThreadMs,
          twinRuns[index] ?? [],
          webpOnlyRuns.get(target.route) ?? [],
        ),
      ]),
    );
    printTable(figures);
    if (webpOnly.length > 0) printAvifTable(figures, webpOnlyRuns);
    console.log(
      '\nFloor (a page of one heading and one sentence, no styles, fonts or scripts): ' +
        `TBT ${floorFigures.medians.totalBlockingTimeMs} ms (runs: ${floorFigures.blockingTimeRunsMs.join(', ')}), ` +
        `FCP ${floorFigures.medians.firstContentfulPaintMs} ms, main thread ${floorFigures.medians.mainThreadMs} ms, ` +
        `performance ${floorFigures.medians.performance}. ` +
        'What it scores is the host and the browser, not the site.',
    );
    const host = hostFigures();
    console.log(
      `\nHost: Lighthouse benchmark index ${host.benchmarkIndex} (median; ${host.benchmarkIndexRange.join('–')}), ${host.browser}`,
    );
    if (option('audits')) {
      for (const [route, audits] of Object.entries(failedAudits))
        console.log(`  ${route}: ${[...audits].join('; ')}`);
    }
    const misses = checkBudgets(figures, budgets, { noindex, photo: photoRoutes });
    const overDedicated = checkBudgets(figures, { everyRoute: budgets.dedicatedMachine, routes: {} });
    console.log(
      `\nMedian TBT against a dedicated machine's budget (${JSON.stringify(budgets.dedicatedMachine)}, reported, not checked here): ` +
        (overDedicated.length === 0
          ? 'every route within it.'
          : overDedicated.map((miss) => `${miss.route} ${miss.value}`).join(', ')),
    );
    if (budgets.photoRouteGoal && webpOnly.length > 0) {
      const short = checkBudgets(
        figures,
        { everyRoute: {}, photoRoute: budgets.photoRouteGoal, routes: {} },
        {
          photo: photoRoutes,
        },
      );
      console.log(
        `\nPhoto pages' LCP over WebP only against the photos issue's goal (${JSON.stringify(budgets.photoRouteGoal)}, reported, not checked): ` +
          (short.length === 0
            ? 'every photo page within it.'
            : short.map((miss) => `${miss.route} ${miss.value}`).join(', ')),
      );
    }
    // A partial run (--routes) or a demonstration (--burden) leaves the last full figures as they
    // are, unless told where to write its own (--results=FILE).
    const resultsFile =
      option('results=')?.split('=')[1] ?? (burdenMs === undefined && !onlyRoutes ? results : undefined);
    // Each run's blocking and main-thread time, in the order of the rounds.
    const runsOfRoutes = Object.fromEntries(
      routes.map((target, index) => [
        target.route,
        {
          totalBlockingTimeMs: (routeRuns[index] ?? []).map((run) => run.totalBlockingTimeMs),
          mainThreadMs: (routeRuns[index] ?? []).map((run) => run.mainThreadMs),
        },
      ]),
    );
    if (resultsFile) {
      // The file's other figures (the receiver's) stay.
      const previous = JSON.parse(await readFile(resultsFile, 'utf8').catch(() => '{}')) as Record<
        string,
        unknown
      >;
      const measured = { server: server.description, measuredAt: new Date().toISOString(), host, build };
      await writeFile(
        resultsFile,
        `${JSON.stringify({ ...previous, ...measured, figures, floor: floorFigures, runs: runsOfRoutes, misses }, null, 2)}\n`,
      );
    }
    if (misses.length > 0) {
      console.error('\nOver budget:');
      for (const miss of misses)
        console.error(
          `  ${miss.route} ${miss.metric} = ${miss.value} (budget ${JSON.stringify(miss.limit)})`,
        );
      process.exitCode = 1;
    } else {
      console.log('\nEvery route is within budget.');
    }
  } finally {
    await chrome?.kill();
    await webpOnlyServer?.stop();
    await twinServer?.stop();
    await floor?.stop();
    await server?.stop();
  }
  if (!option('no-receiver') && burdenMs === undefined && !onlyRoutes && !benchReceiver())
    process.exitCode = 1;
  if (!option('no-studio') && burdenMs === undefined && !onlyRoutes && !benchStudio()) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
