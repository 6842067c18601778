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
    .then(async (origin) => {
      // Its first check loads the schemas and runs cold (the home page's took 0.75 s here, the
      // next pages' 0.05 to 0.2 s): paid now, at the start, and not by the first publish that uses
      // the service (the home page's first check, after this, 0.26 s).
      if (origin) await validateDocument(origin, WARM_UP_DOCUMENT).catch(() => undefined);
      return origin;
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

/** A page with the elements the site's pages are made of: what the checker's first check loads. */
const WARM_UP_DOCUMENT = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Warm-up</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="stylesheet" href="/a.css">
<link rel="preload" as="image" imagesrcset="/a.avif 640w" imagesizes="100vw" type="image/avif">
<script type="application/ld+json">{}</script></head><body><a href="#main">Skip</a>
<header><nav aria-label="Main"><ul><li><a href="/">Home</a></li></ul></nav></header>
<main id="main"><section aria-labelledby="h"><h1 id="h">Title</h1><p>Text</p>
<picture><source type="image/avif" srcset="/a.avif 640w" sizes="100vw"><img src="/a.webp" alt="A photo" width="640" height="400"></picture>
<form method="post" action="/api/leads"><label for="e">Email</label><input id="e" name="email" type="email" required>
<button type="submit">Send</button></form><details><summary>Question</summary><p>Answer</p></details></section></main>
<footer><p>Footer</p></footer><script src="/a.js" async></script></body></html>`;

async function validateDocument(origin: string, body: string): Promise<VnuServiceMessage[]> {
  const response = await fetch(`${origin}?out=json`, {
    method: 'POST',
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body,
    signal: AbortSignal.timeout(60_000),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return ((await response.json()) as { messages: VnuServiceMessage[] }).messages;
}

async function validateThroughService(origin: string, file: string): Promise<HtmlError[]> {
  const messages = await validateDocument(origin, await readFile(file, 'utf8'));
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
