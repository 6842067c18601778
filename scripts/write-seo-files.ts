/**
 * Writes sitemap.xml and robots.txt into the static export (out/) from the pages of the export at
 * the build's time (those marked `noindex`, scheduled for later or retired left out) and the
 * configured site URL. Runs after `next build`.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SITE_URL } from '@/lib/model/site/config';
import { isIndexedPage, loadExportPages, pageAlternates } from '@/lib/server/sitePages';
import { buildRobots, buildSitemap } from '@/lib/model/site/seoFiles';

async function main(): Promise<void> {
  const out = path.join(process.cwd(), 'out');
  const pages = loadExportPages();
  // A version that is noindex is no alternate either: search engines are not sent to it.
  const indexed = pages.filter(isIndexedPage);
  const withAlternates = pages.map((page) => ({
    ...page,
    alternates: pageAlternates(indexed, page).filter((alternate) =>
      indexed.some((other) => other.path === alternate.path),
    ),
  }));
  await writeFile(path.join(out, 'sitemap.xml'), buildSitemap(withAlternates, SITE_URL));
  await writeFile(path.join(out, 'robots.txt'), buildRobots(SITE_URL));
  console.log(
    `sitemap.xml (${pages.filter(isIndexedPage).length} of ${pages.length} pages; the others are noindex) and robots.txt written to out/`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
