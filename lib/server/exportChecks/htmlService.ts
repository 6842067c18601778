import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { freePort } from '@/lib/server/freePort';
import {
  javaCommand,
  validateHtml,
  VNU_JVM_OPTIONS,
  vnuJarPath,
  type HtmlError,
  type ValidateHtml,
} from './html';

export interface HtmlCheckerService {
  validate: ValidateHtml;
  /** Resolves to the service's address once it answers, or to undefined if it never will. */
  ready: Promise<string | undefined>;
  stop(): void;
}

interface VnuServiceMessage {
  type: string;
  lastLine?: number;
  message: string;
}

/**
 * A light JVM: the command line's options (the quick compiler alone, the serial collector: half
 * the CPU of the default to start and to warm up) and a bounded heap, so that it takes little of
 * a small machine. It runs at nice 10, as builds do: the studio's answers come first.
 */
const JVM_OPTIONS = [...VNU_JVM_OPTIONS, '-Xmx512m'].join(' ');

/** How long the checker may take to answer after its start (a JVM's start, on a loaded machine). */
const START_TIMEOUT_MS = 180_000;

/**
 * The Nu HTML Checker kept running as a web service on loopback (vnu.jar's own servlet), for a
 * process that checks exports again and again (the studio): a check then costs milliseconds, where
 * the command line pays a JVM's start, seconds, every time. Until the service answers, or if it
 * fails, files are checked by the command line: nothing goes unchecked.
 *
 * The checker lives as long as its caller: a shell holds it and stops it when the caller's end of
 * its standard input closes, by stop() or by the caller's death (a SIGKILL included).
 */
export function startHtmlCheckerService(log: (line: string) => void = () => undefined): HtmlCheckerService {
  let child: ChildProcess | undefined;
  let stopped = false;
  const ready: Promise<string | undefined> = freePort()
    .then((port) => {
      if (stopped) return undefined;
      const command = [
        `nice -n 10 "$0" ${JVM_OPTIONS} -cp "$1" -Dnu.validator.servlet.bind-address=127.0.0.1 nu.validator.servlet.Main "$2" >/dev/null 2>&1 &`,
        'checker=$!',
        'cat >/dev/null',
        'kill $checker',
      ].join('\n');
      child = spawn('sh', ['-c', command, javaCommand(), vnuJarPath(), String(port)], {
        stdio: ['pipe', 'ignore', 'ignore'],
      });
      child.on('error', () => undefined);
      return waitForAnswer(`http://127.0.0.1:${port}/`, () => stopped || child?.exitCode !== null);
    })
    .then(
      (origin) => {
        if (origin) log(`the HTML checker answers at ${origin}`);
        return origin;
      },
      (error: unknown) => {
        log(`the HTML checker service did not start (${String(error)}); files are checked one run at a time`);
        return undefined;
      },
    );

  const validate: ValidateHtml = async (files) => {
    const origin = await Promise.race([ready, Promise.resolve(undefined)]);
    if (!origin) return validateHtml(files);
    const errors: HtmlError[] = [];
    for (const [index, file] of files.entries()) {
      try {
        errors.push(...(await validateThroughService(origin, file)));
      } catch (error) {
        log(`the HTML checker service failed (${String(error)}); the rest by the command line`);
        errors.push(...(await validateHtml(files.slice(index))));
        break;
      }
    }
    return errors;
  };

  return {
    validate,
    ready,
    stop() {
      stopped = true;
      child?.stdin?.end();
    },
  };
}

async function validateThroughService(origin: string, file: string): Promise<HtmlError[]> {
  const response = await fetch(`${origin}?out=json`, {
    method: 'POST',
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body: await readFile(file),
    signal: AbortSignal.timeout(60_000),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const { messages } = (await response.json()) as { messages: VnuServiceMessage[] };
  return messages
    .filter((message) => message.type === 'error')
    .map((message) => ({ file, line: message.lastLine, message: message.message }));
}

/** Resolves to `origin` once it answers; rejects when `gone` says the checker ended, or on the timeout. */
async function waitForAnswer(origin: string, gone: () => boolean): Promise<string> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (gone()) throw new Error('it ended');
    try {
      const response = await fetch(origin, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return origin;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no answer within ${START_TIMEOUT_MS / 1000} s`);
}
