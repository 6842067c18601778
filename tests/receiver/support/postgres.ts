import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { freePort } from '@/lib/server/freePort';

/**
 * A throwaway PostgreSQL server from Debian's `postgresql` package, on a free loopback port with
 * its data in a temporary folder, for the storage tests. As root (CI), it runs as the `postgres`
 * user, since PostgreSQL refuses to run as root.
 */
export interface TestPostgres {
  /** A new, empty database on the server. */
  createDatabase: (name: string) => Promise<string>;
  stop: () => Promise<void>;
}

function binDir(): string {
  const configured = process.env.POSTGRES_BIN;
  if (configured) return configured;
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((name) => existsSync(path.join(base, name, 'bin', 'postgres')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0])
    throw new Error(
      'PostgreSQL is not installed: apt-get install -y postgresql (or set POSTGRES_BIN to its bin folder)',
    );
  return path.join(base, versions[0], 'bin');
}

const asRoot = process.getuid?.() === 0;

/** The command, run as `postgres` when we are root. */
function command(binary: string, args: string[]): [string, string[]] {
  return asRoot ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args];
}

export async function startPostgres(): Promise<TestPostgres> {
  const bin = binDir();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'leads-pg-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dataDir, uid, gid);
  }
  const [initdb, initArgs] = command(path.join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '--no-sync',
    '--encoding=UTF8',
  ]);
  execFileSync(initdb, initArgs, { stdio: 'pipe' });
  const port = await freePort();
  const [postgres, args] = command(path.join(bin, 'postgres'), [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-k',
    dataDir,
    '-c',
    'listen_addresses=127.0.0.1',
  ]);
  const server: ChildProcess = spawn(postgres, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;

  const deadline = Date.now() + 30_000;
  for (;;) {
    const client = new Client({ connectionString: url('postgres') });
    try {
      await client.connect();
      await client.end();
      break;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (server.exitCode !== null || Date.now() > deadline)
        throw new Error(`PostgreSQL did not start: ${String(error)}\n${log}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  return {
    async createDatabase(name) {
      const client = new Client({ connectionString: url('postgres') });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        // SIGTERM is PostgreSQL's smart shutdown: it waits for the sessions still closing (a
        // fast one would cut them, and their clients would report it as an error). It goes to the
        // server itself (the first line of its postmaster.pid), since runuser does not pass it on.
        const pid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n', 1)[0]);
        const target = pid > 0 ? pid : (server.pid ?? 0);
        const within = (ms: number) =>
          Promise.race([exited, new Promise((resolve) => setTimeout(resolve, ms))]);
        process.kill(target, 'SIGTERM');
        await within(10_000);
        // A session that never closed: the fast shutdown, then the end.
        for (const signal of ['SIGINT', 'SIGKILL'] as const) {
          if (server.exitCode !== null) break;
          process.kill(target, signal);
          await within(5_000);
        }
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The two stores the receiver runs on, for a `describe.each`: each `environment()` gives a fresh
 * database's settings (a SQLite file in a folder of its own, or a database on one throwaway
 * PostgreSQL server, started on first use); `stop()` ends the server and removes the folder.
 */
export function storageBackends(prefix: string) {
  const folder = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  let postgres: TestPostgres | undefined;
  let count = 0;
  return {
    backends: [
      {
        name: 'SQLite',
        environment: async () => ({ LEADS_DB: path.join(folder, `${prefix}-${(count += 1)}.db`) }),
      },
      {
        name: 'PostgreSQL',
        environment: async () => {
          postgres ??= await startPostgres();
          return {
            DATABASE_URL: await postgres.createDatabase(
              `${prefix.replace(/\W/g, '_')}_${process.pid}_${(count += 1)}`,
            ),
          };
        },
      },
    ],
    async stop(): Promise<void> {
      await postgres?.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
