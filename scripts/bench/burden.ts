/**
 * A regression made on purpose, to show that the bench's gate catches one: a copy of the export
 * whose given pages run `ms` milliseconds of script on load (a same-origin script, as the CSP
 * allows, at the end of the body). Their brotli copies are written anew, so that nginx sends the
 * changed pages as it sends the others: the script is the only difference.
 */
import { cp, rm, writeFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotli } from '../deploy/precompress';
import { exportedHtmlFile } from './startedScripts';

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
  await rm(copyDir, { recursive: true, force: true });
  await cp(outDir, copyDir, { recursive: true });
  await mkdir(path.join(copyDir, path.dirname(BURDEN_SCRIPT)), { recursive: true });
  const script = path.join(copyDir, BURDEN_SCRIPT);
  await writeFile(script, burdenScript(ms));
  await writeFile(`${script}.br`, await brotli(Buffer.from(burdenScript(ms))));
  for (const pagePath of pagePaths) {
    const file = exportedHtmlFile(copyDir, pagePath);
    const html = withBurdenTag(await readFile(file, 'utf8'));
    await writeFile(file, html);
    await writeFile(`${file}.br`, await brotli(Buffer.from(html)));
  }
  return copyDir;
}
