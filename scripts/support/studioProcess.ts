/**
 * The studio as the tests and the bench run it: `tsx studio/main.ts` as a process of its own (its production
 * build, a real git clone of this project, real builds), on a loopback port, with a SQLite file
 * holding the team's accounts. Node only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '@/receiver/db/database';
import { addAccount } from '@/receiver/team/accounts';
import type { Role } from '@/receiver/db/schema';
import { freePort } from '@/lib/server/freePort';

export const PASSWORD = 'Gozo-Ferry-at-Dawn-2026';

/** What a finished publish's job says of its release (studio/publish/releases.ts). */
export interface PublishedRelease {
  id: string;
  commit: string;
  folder: string;
  builtAt: string;
  render?: 'content-only' | 'full';
}

/** A publish's job as the studio answers it: its state, what refused it, its release, its parts' times. */
export interface PublishJob {
  state: string;
  problems?: unknown[];
  release?: PublishedRelease;
  timings?: Record<string, number>;
}

export interface StudioWorld {
  /** The folder holding the studio's clone, build folder, releases and live name. */
  dir: string;
  dbFile: string;
  live: string;
  repo: string;
  port: number;
  origin: string;
}

export function newWorld(): StudioWorld {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'studio-'));
  mkdirSync(path.join(dir, 'studio'));
  return {
    dir: path.join(dir, 'studio'),
    dbFile: path.join(dir, 'leads.db'),
    live: path.join(dir, 'studio', 'live'),
    repo: path.join(dir, 'studio', 'content'),
    port: 0,
    origin: '',
  };
}

export async function addAccounts(
  world: StudioWorld,
  accounts: { email: string; name: string; role: Role; locale?: 'pl' | 'en' }[],
) {
  const db = await openDatabase({ kind: 'sqlite', file: world.dbFile });
  try {
    for (const account of accounts) await addAccount(db, { ...account, password: PASSWORD });
  } finally {
    await db.destroy();
  }
}

export class StudioProcess {
  readonly lines: string[] = [];
  private waiters: { pattern: RegExp; resolve: (line: string) => void }[] = [];
  exited: Promise<number | null>;

  constructor(readonly child: ChildProcess) {
    const take = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (!line.trim()) continue;
        this.lines.push(line);
        if (process.env.STUDIO_TEST_LOG) console.log(`[studio] ${line}`);
        this.waiters = this.waiters.filter((waiter) => {
          if (!waiter.pattern.test(line)) return true;
          waiter.resolve(line);
          return false;
        });
      }
    };
    child.stdout?.on('data', take);
    child.stderr?.on('data', take);
    this.exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  }

  /** The first line (already printed or to come) matching `pattern`. */
  waitFor(pattern: RegExp, timeoutMs = 240_000): Promise<string> {
    const seen = this.lines.find((line) => pattern.test(line));
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new Error(
              `The studio never printed ${pattern}; it printed:\n${this.lines.slice(-30).join('\n')}`,
            ),
          ),
        timeoutMs,
      );
      this.waiters.push({
        pattern,
        resolve: (line) => {
          clearTimeout(timer);
          resolve(line);
        },
      });
    });
  }

  async kill(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill(signal);
    await this.exited;
  }
}

/** Starts the studio on `world` (a free port the first time) and waits until it answers. */
export async function startStudio(
  world: StudioWorld,
  env: Record<string, string> = {},
): Promise<StudioProcess> {
  if (!world.port) {
    world.port = await freePort();
    world.origin = `http://127.0.0.1:${world.port}`;
  }
  // Node itself with tsx as a loader, not tsx's wrapper process: a SIGKILL reaches the studio.
  const child = spawn(process.execPath, ['--import', 'tsx', 'studio/main.ts'], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      STUDIO_BUILD: '1',
      LEADS_DB: world.dbFile,
      STUDIO_DIR: world.dir,
      STUDIO_PORT: String(world.port),
      STUDIO_SCHEDULE_EVERY: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const studio = new StudioProcess(child);
  await Promise.race([
    studio.waitFor(/^Studio on /, 120_000),
    studio.exited.then((code) => {
      throw new Error(`The studio stopped (${code}):\n${studio.lines.join('\n')}`);
    }),
  ]);
  return studio;
}

/** A signed-in studio account, for calls without a browser (cookies, Origin and CSRF as a browser sends them). */
export class StudioClient {
  private cookies = new Map<string, string>();

  constructor(readonly origin: string) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  csrf(): string {
    return decodeURIComponent(this.cookies.get('studio_csrf') ?? '');
  }

  async signIn(email: string, password = PASSWORD): Promise<Response> {
    const page = await this.raw('/login');
    const token = (await page.text()).match(/name="_csrf" value="([^"]+)"/)?.[1] ?? '';
    return this.raw('/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: this.origin },
      body: new URLSearchParams({ email, password, _csrf: token, next: '/editor' }).toString(),
    });
  }

  async raw(pathname: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(`${this.origin}${pathname}`, {
      redirect: 'manual',
      ...init,
      headers: {
        ...(this.cookies.size ? { Cookie: this.cookieHeader() } : {}),
        ...(init.headers as Record<string, string>),
      },
    });
    this.keep(response);
    return response;
  }

  get(pathname: string): Promise<Response> {
    return this.raw(pathname);
  }

  /** A JSON POST as the editor's screen sends it: this origin, the CSRF header. */
  post(pathname: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
    return this.raw(pathname, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: this.origin,
        'X-CSRF-Token': this.csrf(),
        ...headers,
      },
      body: JSON.stringify(body),
    });
  }

  async json<T>(pathname: string, body?: unknown): Promise<T> {
    const response = body === undefined ? await this.get(pathname) : await this.post(pathname, body);
    const text = await response.text();
    if (!response.ok) throw new Error(`${pathname}: ${response.status} ${text}`);
    return JSON.parse(text) as T;
  }

  /**
   * Publishes the drafts and waits for the outcome. Translations the drafts leave out of date go
   * with it, as "Publish anyway" does (the tests of publishing change one language at a time;
   * tests/studio/translations.spec.ts is the one about the question).
   */
  async publish(message: string): Promise<PublishJob> {
    const job = await this.json<{ id: string }>('/studio-api/publish', { message, outOfDateAccepted: true });
    return this.waitForJob(job.id);
  }

  async waitForJob(id: string, timeoutMs = 300_000): Promise<PublishJob> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const job = await this.json<PublishJob>(`/studio-api/jobs/${id}`);
      if (job.state === 'done' || job.state === 'failed') return job;
      if (Date.now() > until) throw new Error(`Publish ${id} still ${job.state}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
