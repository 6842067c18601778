/**
 * Takes the pages that are not published at the build's time (scheduled for later, or retired)
 * out of the export's copy of public/: their page files and data, and the headers' links to them
 * (scripts/export/unpublished.ts). Runs after `next build`, before the brotli copies.
 */
import path from 'node:path';
import { siteBuildTime } from '@/lib/server/buildTime';
import { loadSitePages } from '@/lib/server/sitePages';
import { withholdUnpublished } from './export/unpublished';

async function main(): Promise<void> {
  const { removed, rewritten } = await withholdUnpublished(
    path.join(process.cwd(), 'out'),
    loadSitePages(),
    siteBuildTime(),
  );
  console.log(
    removed.length + rewritten.length === 0
      ? 'Every page is published: nothing withheld from out/'
      : `Withheld from out/ (not published at the build's time): ${removed.length} files removed${
          rewritten.length > 0 ? `, navigation taken out of ${rewritten.join(', ')}` : ''
        }`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
