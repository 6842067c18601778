/**
 * Finishes the export after `next build` (scripts/export/finishExport.ts): first paint, language
 * homes, unpublished pages withheld, sitemap, headers and redirects, brotli copies.
 *   npm run finish:compile && node .next/finish-export.mjs
 * The full build compiles it into one file beside the code it compiles (`finish:compile`), and
 * both the build and the content-only render (`build:content`) run that file: the same finishing
 * code for the same compiled site, started in half the time `tsx` takes to load the sources.
 * With EXPORT_BROTLI_FROM set to a finished export (the studio's fast publish gives the live
 * release), files byte for byte the same as there take its brotli copies. After a full build
 * (`--full`), it notes what .next/ holds compiled, for the content-only renders that follow.
 */
import path from 'node:path';
import { siteBuildTime } from '@/lib/server/buildTime';
import { writeCompiledNote } from '@/lib/server/siteCode';
import { NGINX_REDIRECTS_FILE } from './deploy/configs';
import { finishExport } from './export/finishExport';

async function main(): Promise<void> {
  const reuse = process.env.EXPORT_BROTLI_FROM;
  const report = await finishExport({
    root: process.cwd(),
    at: siteBuildTime(),
    ...(reuse ? { reuseBrotliFrom: path.resolve(reuse) } : {}),
  });
  const { firstPaint, movedHomes, withheld, sitemap, precompressed } = report;
  console.log(
    `out/: ${firstPaint.changed} of ${firstPaint.pages} pages given their first-paint form (inline CSS and boot script)`,
  );
  for (const locale of movedHomes)
    console.log(`out/${locale}.html moved to out/${locale}/index.html (/${locale}/)`);
  console.log(
    withheld.removed.length + withheld.rewritten.length === 0
      ? 'Every page is published: nothing withheld from out/'
      : `Withheld from out/ (not published at the build's time): ${withheld.removed.length} files removed${
          withheld.rewritten.length > 0 ? `, navigation taken out of ${withheld.rewritten.join(', ')}` : ''
        }`,
  );
  console.log(
    `sitemap.xml (${sitemap.indexed} of ${sitemap.pages} pages; the others are noindex) and robots.txt written to out/`,
  );
  for (const problem of report.retirementProblems) console.warn(problem);
  console.log(
    `out/_headers, out/_redirects and out/${NGINX_REDIRECTS_FILE} written (${report.redirects} redirects)`,
  );
  const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
  console.log(
    `out/: ${precompressed.written} brotli copies written (${kb(precompressed.bytesBefore)} → ${kb(precompressed.bytesAfter)})` +
      (precompressed.reused > 0 ? `, ${precompressed.reused} the same as the live release's` : '') +
      (precompressed.removed > 0 ? `, ${precompressed.removed} left without a source removed` : ''),
  );
  if (process.argv.includes('--full')) writeCompiledNote(process.cwd());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
