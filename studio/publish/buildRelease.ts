import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as z from 'zod';
import { ContentError } from '@/lib/model/contentErrors';
import { loadLayoutContent, loadMediaLibrary, loadPageContent } from '@/lib/server/readContent';
import { imageSources, undescribedImages, type MediaLibrary } from '@/lib/model/images/mediaLibrary';
import { pickSocialImage } from '@/lib/model/site/social';
import { exportPages, loadSitePages, siteRedirects } from '@/lib/server/sitePages';
import { findInternalLinks } from '@/lib/model/pages/linkRetargeting';
import { exportContent } from '@/lib/server/exportContent';
import { LOCALES, localeHomePath, localeOfPageName } from '@/lib/model/i18n/locales';
import { pageNameToPath, pathToPageName } from '@/lib/model/pages/pageName';
import { git } from '../git';
import { checkExportFolder } from '@/lib/server/exportChecks/checkExport';
import type { ValidateHtml } from '@/lib/server/exportChecks/html';
import { COMPILED_NOTE, fitsCompiledCode } from '@/lib/server/siteCode';
import { SITE_URL } from '@/lib/model/site/config';
import { exportCheckProblems, pageOfContentFile, type PublishProblem } from './problems';

/**
 * The steps of a release in the build folder (a working tree of the studio's clone): check out
 * the commit, check its content, build the export, check the export. Each answers the problems in
 * the team's terms; none touches what is live.
 */
export class PublishRefused extends Error {
  constructor(readonly problems: PublishProblem[]) {
    super(`Publish refused: ${problems.map((problem) => JSON.stringify(problem)).join('; ')}`);
  }
}

async function checkoutForBuild(buildDir: string, commit: string): Promise<void> {
  await git(buildDir, ['checkout', '-q', '-f', '--detach', commit]);
  // Untracked leftovers go; ignored caches (.next/cache, optimised images, fonts) stay.
  await git(buildDir, ['clean', '-fdq', '-e', 'node_modules']);
}

/** The content rules the build applies (schemas, page names, translations, redirects), before it. */
async function checkContent(root: string, at: Date): Promise<PublishProblem[]> {
  const relative = (file: string) => {
    const index = file.indexOf('public/');
    return index >= 0 ? file.slice(index) : file;
  };
  const asProblem = (error: unknown): PublishProblem => {
    if (error instanceof ContentError) {
      const file = relative(error.file);
      const name = pageOfContentFile(file);
      const page = name === undefined ? undefined : pageNameToPath(name);
      return { kind: 'content', ...(page ? { page } : {}), file, field: error.field, reason: error.reason };
    }
    return {
      kind: 'content',
      file: '',
      field: '',
      reason: error instanceof Error ? error.message : String(error),
    };
  };
  // Every step below is given the release's time: the studio's own environment is not changed.
  let pages;
  try {
    pages = loadSitePages(root);
  } catch (error) {
    return [asProblem(error)];
  }
  let library: MediaLibrary;
  try {
    library = await loadMediaLibrary(root);
  } catch (error) {
    return [asProblem(error)];
  }
  const problems: PublishProblem[] = [];
  const live = exportPages(pages, at);
  const leadsSomewhere = linkTargets(root, live, siteRedirects(pages, at));
  for (const page of live) {
    // As the build renders it: links to a page that is not live (yet, or any more) are refused.
    await loadPageContent(page.name, root)
      .then((content) => exportContent(content, pages, at, page.path, root))
      .then((content) => {
        // And, as the export check would after a build, links that lead nowhere.
        for (const link of findInternalLinks(content.data))
          if (
            !leadsSomewhere(link.path) &&
            !problems.some(
              (seen) => seen.kind === 'link' && seen.page === page.path && seen.link === link.href,
            )
          )
            problems.push({ kind: 'link', page: page.path, link: link.href });
        // Every photo it shows (and its link preview's) described in its language, or decorative.
        const shown = [...imageSources([content.meta, content.data]), pickSocialImage(content).src];
        for (const image of undescribedImages(library, [...new Set(shown)], localeOfPageName(page.name)))
          problems.push({ kind: 'alt', page: page.path, image: image.src, language: image.locale });
      })
      .catch((error: unknown) => problems.push(asProblem(error)));
  }
  for (const locale of LOCALES) {
    await loadLayoutContent(pathToPageName(localeHomePath(locale)), root).catch((error: unknown) =>
      problems.push(asProblem(error)),
    );
  }
  return problems;
}

/** Whether an address of the site leads somewhere: a live page, an old address that redirects, a file. */
function linkTargets(
  root: string,
  pages: readonly { path: string }[],
  redirects: readonly { from: string }[],
): (address: string) => boolean {
  const addresses = new Set([
    '/',
    ...pages.map((page) => page.path),
    ...redirects.map((redirect) => redirect.from),
  ]);
  return (address) => {
    const clean = address.length > 1 ? address.replace(/\/+$/, '') : address;
    if (addresses.has(clean) || addresses.has(address)) return true;
    let file: string;
    try {
      file = path.resolve(root, `.${decodeURIComponent(address)}`);
    } catch {
      return false;
    }
    return file.startsWith(`${path.resolve(root)}${path.sep}`) && existsSync(file) && statSync(file).isFile();
  };
}

/** The environment of the build: the studio's own settings are not the build's. */
function buildEnvironment(at: Date): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SITE_BUILD_TIME: at.toISOString(),
    NEXT_TELEMETRY_DISABLED: '1',
  };
  // A full build checks its types, whoever started the studio (build:content says for itself).
  for (const key of [
    'SITE_CONTENT_ROOT',
    'STUDIO_BUILD',
    'STUDIO_PASS',
    'NODE_ENV',
    'TURBOPACK',
    'SITE_TYPES_CHECKED',
  ])
    delete env[key];
  // What the studio's own Next server put in its environment is not for the build's Next.
  for (const key of Object.keys(env))
    if (key.startsWith('__NEXT') || (key.startsWith('NEXT_') && key !== 'NEXT_TELEMETRY_DISABLED'))
      delete env[key];
  return env;
}

const PID_FILE = '.studio-build.pid';

/**
 * Runs `command` in the build folder in its own process group, whose id is kept in a file: a
 * studio killed mid-build leaves the build running, and the next start ends it (stopLeftoverBuild).
 * At a lower priority (nice 10, which its processes inherit): a build takes both cores for half a
 * minute, and the studio must keep answering meanwhile, a restore within a second above all.
 */
function runInBuildFolder(
  buildDir: string,
  command: string[],
  at: Date,
  env: Record<string, string> = {},
): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('nice', ['-n', '10', ...command], {
      cwd: buildDir,
      env: { ...buildEnvironment(at), ...env },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-200_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    if (child.pid) void writeFile(path.join(buildDir, PID_FILE), String(child.pid));
    child.on('close', (code) => {
      void rm(path.join(buildDir, PID_FILE), { force: true });
      resolve({ code: code ?? 1, output });
    });
  });
}

export async function stopLeftoverBuild(buildDir: string): Promise<void> {
  const file = path.join(buildDir, PID_FILE);
  if (!existsSync(file)) return;
  const pid = Number(await readFile(file, 'utf8'));
  if (Number.isInteger(pid) && pid > 1) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  await rm(file, { force: true });
  // What it was writing is not to be trusted. The compiled code is, if it is still named: a full
  // build forgets it before it starts, and a content-only render does not touch it.
  await rm(path.join(buildDir, 'out'), { recursive: true, force: true });
}

/**
 * How a release was made: its content rendered into the code the last full build compiled (the
 * code, its dependencies and build settings unchanged: lib/server/siteCode.ts), or built whole.
 */
export type RenderKind = 'content-only' | 'full';

/** A JSON file of the build folder read against its schema; undefined when missing or not so. */
async function readJson<T>(file: string, schema: z.ZodType<T>): Promise<T | undefined> {
  try {
    const parsed = schema.safeParse(JSON.parse(await readFile(file, 'utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The site's own script for a content-only render (package.json): the code being published says
 * how its content is rendered, so a commit from before it had one is built in full.
 */
const CONTENT_BUILD_SCRIPT = 'build:content';

/** The build folder's `build:content` script, undefined when its package.json has none. */
async function contentBuildScript(buildDir: string): Promise<string | undefined> {
  const manifest = await readJson(
    path.join(buildDir, 'package.json'),
    z.object({ scripts: z.record(z.string(), z.string()) }),
  );
  return manifest?.scripts[CONTENT_BUILD_SCRIPT];
}

function refusedBuild(output: string): PublishRefused {
  return new PublishRefused([{ kind: 'build', output: output.split('\n').slice(-40).join('\n') }]);
}

/**
 * The export of the checked-out commit in the build folder's out/. Content only since the last
 * full build: the pages are rendered into the compiled code (`next build`'s generate mode, no
 * compile and no type check), and the export is finished as a full build finishes it, taking the
 * brotli copies of unchanged files from `reuseBrotliFrom` (the live release). Otherwise
 * `npm run build`, whose compiled code the next publishes render into. Both give the same files
 * (docs/studio.md, "Fast publish").
 */
async function buildExport(
  buildDir: string,
  at: Date,
  {
    commit,
    reuseBrotliFrom,
    log = () => undefined,
  }: { commit: string; reuseBrotliFrom?: string; log?: (line: string) => void },
): Promise<RenderKind> {
  const script = await contentBuildScript(buildDir);
  // The same code, and no photo added or changed (those take the full build's image step).
  if (script && fitsCompiledCode(buildDir)) {
    log(`studio: rendering the content of ${commit.slice(0, 12)} into the compiled code`);
    // The script run as npm runs it (a shell, the project's tools first on the PATH), without
    // npm's own start, which is a tenth of a content-only render.
    const render = await runInBuildFolder(buildDir, ['sh', '-c', script], at, {
      PATH: `${path.join(buildDir, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
      ...(reuseBrotliFrom ? { EXPORT_BROTLI_FROM: reuseBrotliFrom } : {}),
    });
    if (render.code !== 0) throw refusedBuild(render.output);
    return 'content-only';
  }
  // Forgotten before the build starts: a build cut short leaves none (the build notes it at its end).
  await rm(path.join(buildDir, COMPILED_NOTE), { force: true });
  log(`studio: building ${commit.slice(0, 12)} in full`);
  const { code, output } = await runInBuildFolder(buildDir, ['npm', 'run', 'build', '--silent'], at);
  if (code !== 0) throw refusedBuild(output);
  return 'full';
}

/**
 * The export checks (HTML, links, images) on the build folder's out/, called as a library. After a
 * content-only render, the HTML the same as in `sameAs` (the live release, made by the same code)
 * is not validated again.
 */
async function checkExport(
  buildDir: string,
  render: RenderKind,
  sameAs: string,
  validate?: ValidateHtml,
): Promise<void> {
  const out = path.join(buildDir, 'out');
  const check = await checkExportFolder(out, SITE_URL, {
    ...(render === 'content-only' ? { sameAs } : {}),
    ...(validate ? { validate } : {}),
  });
  const problems = exportCheckProblems(out, check);
  if (problems.length > 0) throw new PublishRefused(problems);
}

/** The parts of a release's making, in order (a publish times each: the bench reports them). */
export type ReleasePart = 'checkout' | 'contentCheck' | 'build' | 'exportCheck';

export interface MakeReleaseOptions {
  /** The live release: its brotli copies are reused, its HTML is not validated again. */
  live: string;
  validateHtml?: ValidateHtml;
  log?: (line: string) => void;
  /** Told as each part ends. */
  onPart?: (part: ReleasePart) => void;
  /** Awaited after the content check, before the build (a publish says it is building). */
  beforeBuild?: () => Promise<void>;
}

/**
 * A release of `commit` as of `at` in the build folder's out/, as a publish and a planned release
 * both make one: checked out, its content checked, built (its content only when it can be), its
 * export checked. Refused with the problems of the first part that finds any.
 */
export async function makeRelease(
  buildDir: string,
  commit: string,
  at: Date,
  { live, validateHtml, log, onPart = () => undefined, beforeBuild }: MakeReleaseOptions,
): Promise<RenderKind> {
  await checkoutForBuild(buildDir, commit);
  onPart('checkout');
  const problems = await checkContent(path.join(buildDir, 'public'), at);
  if (problems.length > 0) throw new PublishRefused(problems);
  onPart('contentCheck');
  await beforeBuild?.();
  const render = await buildExport(buildDir, at, { commit, reuseBrotliFrom: live, ...(log ? { log } : {}) });
  onPart('build');
  await checkExport(buildDir, render, live, validateHtml);
  onPart('exportCheck');
  return render;
}
