import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * The enquiry receiver as its own process, as production runs it (`tsx receiver/main.ts`), for the
 * receiver's fault and SMTP tests and its bench. It is started as `node --import tsx`, which is
 * what tsx's command runs, minus the wrapper process: a SIGKILL then reaches the receiver itself,
 * not a parent that would die and leave the receiver listening.
 */

/** The receiver's own settings: a child gets none of these from the caller, only those passed. */
const RECEIVER_SETTING = /^(HOST|PORT|DATABASE_URL|SMTP_URL|LEADS_\w+)$/;
const LISTENING = /Enquiry receiver on (http:\/\/[^\s;,]+)/;
const OUTPUT_KEPT = 200_000;

export interface ReceiverExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ReceiverProcess {
  /** http://127.0.0.1:port */
  url: string;
  port: number;
  pid: number;
  /** What it printed, both streams (the last 200 KB). */
  output: () => string;
  exited: Promise<ReceiverExit>;
  /** SIGKILL: gone at once, mid-request, as in a crash or an OOM kill. */
  kill: () => Promise<ReceiverExit>;
  /** SIGTERM (answers what is in flight, closes the database), SIGKILL after `graceMs`. */
  stop: (graceMs?: number) => Promise<ReceiverExit>;
}

export interface ReceiverProcessOptions {
  /** The repository (receiver/main.ts is under it). */
  root: string;
  /** Settings (LEADS_DB, SMTP_URL...); HOST is 127.0.0.1 and PORT 0 (any free port) unless given. */
  env: Record<string, string>;
  /**
   * How long a start may take: tsx compiles the receiver first, 2 to 5 s on an idle machine, and
   * 30 s was seen once in a full `npm test` beside the builds; three times that.
   */
  startTimeoutMs?: number;
}

/** The longest a receiver's start is waited for (ReceiverProcessOptions.startTimeoutMs). */
export const RECEIVER_START_MS = 90_000;

export function startReceiverProcess({
  root,
  env,
  startTimeoutMs = RECEIVER_START_MS,
}: ReceiverProcessOptions): Promise<ReceiverProcess> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  for (const name of Object.keys(childEnv)) if (RECEIVER_SETTING.test(name)) delete childEnv[name];
  Object.assign(childEnv, { HOST: '127.0.0.1', PORT: '0' }, env);
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'receiver', 'main.ts')], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const record = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_KEPT);
  };
  child.stderr.on('data', record);
  const exited = new Promise<ReceiverExit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let gone = false;
  void exited.then(() => (gone = true));

  const kill = async () => {
    if (!gone) child.kill('SIGKILL');
    return exited;
  };
  const stop = async (graceMs = 10_000) => {
    if (gone) return exited;
    child.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), graceMs)));
    const outcome = await Promise.race([exited, late]);
    clearTimeout(timer);
    return outcome === 'late' ? kill() : outcome;
  };

  return new Promise<ReceiverProcess>((resolve, reject) => {
    let settled = false;
    const fail = (reason: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void kill().then(() => reject(new Error(`The receiver did not start: ${reason}\n${output}`)));
    };
    const timer = setTimeout(() => fail(`not listening after ${startTimeoutMs} ms`), startTimeoutMs);
    child.once('error', (error) => fail(error.message));
    void exited.then(({ code, signal }) => fail(`it exited (${signal ?? `code ${code}`})`));
    child.stdout.on('data', (chunk: Buffer) => {
      record(chunk);
      const match = LISTENING.exec(output);
      if (settled || !match?.[1]) return;
      settled = true;
      clearTimeout(timer);
      const url = match[1];
      resolve({
        url,
        port: Number(new URL(url).port),
        pid: child.pid ?? -1,
        output: () => output,
        exited,
        kill,
        stop,
      });
    });
  });
}
