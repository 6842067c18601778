/**
 * A regression made on purpose, to show that the bench's gate catches one: a copy of the export
 * whose given pages run `ms` milliseconds of script on load (a same-origin script, as the CSP
 * allows, at the end of the body), written by ./exportCopy.ts.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotli } from '../deploy/precompress';
import { copyWithPages } from './exportCopy';

export const BURDEN_SCRIPT = '/_bench/burden.js';

/** The script: busy for `ms` milliseconds on the main thread, in one task. */
export function burdenScript(ms: number): string {
  return `(function(){var end=performance.now()+${ms};while(performance.now()<end){}})();\n`;
}

/** The page with the burden script before its </body>. */
export function withBurdenTag(html: string): string {
  const at = html.lastIndexOf('</body>');
  if (at < 0) throw new Error('The page has no </body> for the burden script');
  return `${html.slice(0, at)}<script src="${BURDEN_SCRIPT}"></script>${html.slice(at)}`;
}

/** Copies `outDir` to `copyDir` and burdens the pages of `pagePaths` there; returns the copy. */
export async function withBurden(
  outDir: string,
  copyDir: string,
  pagePaths: readonly string[],
  ms: number,
): Promise<string> {
  await copyWithPages(outDir, copyDir, pagePaths, withBurdenTag);
  await mkdir(path.join(copyDir, path.dirname(BURDEN_SCRIPT)), { recursive: true });
  const script = path.join(copyDir, BURDEN_SCRIPT);
  await writeFile(script, burdenScript(ms));
  await writeFile(`${script}.br`, await brotli(Buffer.from(burdenScript(ms))));
  return copyDir;
}
