/**
 * One studio world for a spec file: accounts, the studio process, nginx on loopback serving the
 * live name with the shipped configuration (its reload command given to the studio), and a
 * signed-in client for calls without a browser.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, realpathSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { COMPILED_NOTE } from '@/lib/server/siteCode';
import { startLoopbackNginx, type LoopbackNginx } from '@/scripts/deploy/nginxLoopback';
import { expect, type Page } from '@playwright/test';
import {
  addAccounts,
  PASSWORD,
  newWorld,
  startStudio,
  StudioClient,
  type StudioProcess,
  type StudioWorld,
} from '@/scripts/support/studioProcess';

export interface Studio {
  world: StudioWorld;
  /** A bare repository standing for the developers' remote: STUDIO_PUSH_REMOTE. */
  remote: string;
  studio: StudioProcess;
  nginx: LoopbackNginx;
  editor: StudioClient;
  restart(env?: Record<string, string>): Promise<void>;
  stop(): Promise<void>;
}

export const EDITOR = { email: 'ewa@hiddengemsmalta.com', name: 'Ewa Nowak', role: 'editor' as const };
export const SALES = { email: 'sales@hiddengemsmalta.com', name: 'Piotr Sales', role: 'sales' as const };
export const ADMIN = {
  email: 'admin@hiddengemsmalta.com',
  name: 'Anna Admin',
  role: 'admin' as const,
  locale: 'en' as const,
};

/** Starts everything and waits for the studio's first release to be live. */
export async function openStudio(env: Record<string, string> = {}): Promise<Studio> {
  const world = newWorld();
  await addAccounts(world, [EDITOR, SALES, ADMIN]);
  // nginx serves the live name, which the first release makes: the studio is told a script that
  // reloads nginx, written once nginx runs.
  const reloadScript = path.join(world.dir, 'reload-nginx.sh');
  // The developers' repository, which every publish is pushed to.
  const remote = path.join(path.dirname(world.dir), 'remote.git');
  execFileSync('git', ['init', '--quiet', '--bare', remote]);
  const settings = { STUDIO_RELOAD_COMMAND: `sh ${reloadScript}`, STUDIO_PUSH_REMOTE: remote, ...env };
  let studio = await startStudio(world, settings);
  await studio.waitFor(/studio: first .* is live/, 300_000);
  const nginx = await startLoopbackNginx({ root: world.live });
  writeFileSync(reloadScript, `${nginx.reloadCommand}\n`);
  const editor = new StudioClient(world.origin);
  await editor.signIn(EDITOR.email);
  const handle: Studio = {
    world,
    remote,
    studio,
    nginx,
    editor,
    async restart(more = {}) {
      await handle.studio.kill('SIGTERM');
      studio = await startStudio(world, { ...settings, ...more });
      handle.studio = studio;
    },
    async stop() {
      await handle.studio.kill('SIGTERM');
      await nginx.stop();
    },
  };
  return handle;
}

/**
 * The editor's first opening after the sign-in (its page and the site's frame): seconds here, over a
 * minute with one core of two (CI=true taskset -c 0): three times that.
 */
export const EDITOR_OPENS_MS = 180_000;

/** Signs `account` in through the sign-in page, in Polish or (`english`) in English, and waits for the editor. */
export async function signInAs(
  page: Page,
  studio: Pick<Studio, 'world'>,
  account: { email: string },
  english: boolean,
): Promise<void> {
  await page.goto(`${studio.world.origin}/login${english ? '?lang=en' : ''}`);
  await page.getByLabel(english ? 'Email' : 'E-mail').fill(account.email);
  await page.getByLabel(english ? 'Password' : 'Hasło').fill(PASSWORD);
  await page.getByRole('button', { name: english ? 'Sign in' : 'Zaloguj się' }).click();
  await expect(page.getByRole('navigation', { name: 'Studio' })).toBeVisible({ timeout: EDITOR_OPENS_MS });
}

/** Saves a new heading on /casino through the editor's API, as the editor's screen does. */
export async function draftHeading(studio: Pick<Studio, 'editor'>, heading: string): Promise<void> {
  const current = await studio.editor.json<{ data: Record<string, unknown>; version: string }>(
    `/api/componentData?pageName=casino&category=Texts&name=Intro`,
  );
  const response = await studio.editor.post(
    '/api/saveComponentData',
    {
      pageName: 'casino',
      component: { category: 'Texts', name: 'Intro' },
      data: { ...current.data, heading },
    },
    { 'If-Match': `"${current.version}"` },
  );
  if (response.status !== 200)
    throw new Error(`The draft was not saved: ${response.status} ${await response.text()}`);
}

/** The build folder's note of the code it holds compiled (lib/server/siteCode.ts). */
export const compiledNote = (studio: Pick<Studio, 'world'>): string =>
  path.join(studio.world.dir, 'build', COMPILED_NOTE);

/**
 * Makes the next publishes of content fast (rendered into the compiled code, seconds): when an
 * earlier file's fault left no compiled code, a publish builds it first. Files that time a publish
 * against a schedule set their lead for a fast one.
 */
export async function withCompiledCode(studio: Studio): Promise<void> {
  if (existsSync(compiledNote(studio))) return;
  await draftHeading(studio, 'Casino heading, compiled for the fast publishes');
  const job = await studio.editor.publish('Compiled for the fast publishes');
  if (job.state !== 'done' || job.release?.render !== 'full')
    throw new Error(`The full build was not made: ${JSON.stringify(job)}`);
}

/** A fingerprint of every file of the live release (names and bytes). */
export function liveFingerprint(live: string): string {
  const root = realpathSync(live);
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else hash.update(`${path.relative(root, full)}\0`).update(readFileSync(full));
    }
  };
  walk(root);
  return `${path.basename(root)}:${hash.digest('hex')}`;
}
