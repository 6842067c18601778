/**
 * Checks the static export in out/ (lib/server/exportChecks): the Nu HTML Checker finds no error
 * in any HTML file, and no internal link or image points at nothing. Exits non-zero with the list.
 */
import path from 'node:path';
import { checkExportFolder } from '@/lib/server/exportChecks/checkExport';
import { SITE_URL } from '@/lib/model/site/config';

async function main(): Promise<number> {
  const out = path.join(process.cwd(), 'out');
  const { htmlFiles, htmlErrors, broken } = await checkExportFolder(out, SITE_URL);
  for (const error of htmlErrors)
    console.error(`HTML: ${path.relative(out, error.file)}:${error.line ?? '?'}: ${error.message}`);
  for (const link of broken) console.error(`Broken link: ${link.file} -> ${link.url}`);
  console.log(
    `${htmlFiles} HTML files checked: ${htmlErrors.length} HTML errors, ${broken.length} broken links or images`,
  );
  return htmlErrors.length > 0 || broken.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
