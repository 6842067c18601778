/**
 * The boot script (lib/browser/boot.js) as every exported page carries it: inline in <head>, so that
 * it costs the page no request (a file of its own was one more round trip, and one more
 * revalidation on every page view, on the way to the largest paint), and minified, since every
 * page carries it within its first round trip. The Content-Security-Policy allows exactly this text by its hash
 * (lib/server/headers.ts): still no inline script but this one.
 *
 * Node only: the document (at build time), the deployment configuration and the receiver.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { minify_sync } from 'terser';

export const BOOT_SCRIPT_SOURCE = path.join('lib', 'browser', 'boot.js');

/**
 * The script minified by terser (names shortened, two compress passes, comments and white space
 * gone): a quarter smaller after brotli than with only its comments removed, and about 90 bytes
 * smaller than esbuild's minifier made it, on every page. esbuild checks first that it is ES5 (it
 * refuses later syntax for that target), as a command in a process of its own: its JavaScript API
 * will not start in a test's jsdom. terser runs in this process (its synchronous API): a process of
 * its own cost every receiver's start 160 ms, the esbuild check 5.
 */
export function minifiedScript(source: string): string {
  execFileSync(
    path.join(process.cwd(), 'node_modules', 'esbuild', 'bin', 'esbuild'),
    ['--loader=js', '--target=es5', '--log-level=error'],
    { input: source, encoding: 'utf8' },
  );
  const { code } = minify_sync(source, { compress: { passes: 2 }, mangle: true, ecma: 5 });
  if (code === undefined) throw new Error(`terser returned nothing for ${BOOT_SCRIPT_SOURCE}`);
  return code.trim();
}

interface InlineBootScript {
  text: string;
  /** The CSP source that allows it: its SHA-256, as browsers compute it. */
  hash: string;
}

let cached: InlineBootScript | undefined;

/**
 * The minified text, in the compiled finishing script only (scripts/compile-finish-export.ts
 * defines it): minified once for the compiled code, not again by every content-only render.
 */
declare const COMPILED_BOOT_SCRIPT: string | undefined;

/**
 * Read, stripped and hashed once: the receiver builds its headers, the policy included, for every
 * response it sends.
 */
function bootScript(): InlineBootScript {
  if (cached) return cached;
  const text =
    typeof COMPILED_BOOT_SCRIPT === 'string'
      ? COMPILED_BOOT_SCRIPT
      : minifiedScript(readFileSync(path.join(process.cwd(), BOOT_SCRIPT_SOURCE), 'utf8'));
  // It is written between <script> tags as it is: it must not close them.
  if (/<\/script/i.test(text)) throw new Error(`${BOOT_SCRIPT_SOURCE} may not contain "</script"`);
  cached = { text, hash: `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'` };
  return cached;
}

/** The boot script as it is written between the page's <script> tags. */
export function inlineBootScript(): string {
  return bootScript().text;
}

/** The CSP source that allows the inline boot script. */
export function inlineBootScriptHash(): string {
  return bootScript().hash;
}
