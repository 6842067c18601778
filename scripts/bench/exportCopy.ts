/**
 * A copy of the export with some pages changed (a regression made on purpose, the pages' no-JS
 * twins). Their brotli copies are written anew, so that nginx sends the changed pages as it sends
 * the others: the change is the only difference.
 */
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { brotli } from '../deploy/precompress';
import { exportedHtmlFile } from './startedScripts';

/** Copies `outDir` to `copyDir` and changes the pages of `pagePaths` there; returns the copy. */
export async function copyWithPages(
  outDir: string,
  copyDir: string,
  pagePaths: readonly string[],
  change: (html: string) => string,
): Promise<string> {
  await rm(copyDir, { recursive: true, force: true });
  await cp(outDir, copyDir, { recursive: true });
  for (const pagePath of pagePaths) {
    const file = exportedHtmlFile(copyDir, pagePath);
    const html = change(await readFile(file, 'utf8'));
    await writeFile(file, html);
    await writeFile(`${file}.br`, await brotli(Buffer.from(html)));
  }
  return copyDir;
}
