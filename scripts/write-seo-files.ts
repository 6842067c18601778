/**
 * Writes sitemap.xml and robots.txt into the static export (out/) from the list of pages (those
 * marked `noindex` left out) and the configured site URL. Runs after `next build`.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SITE_URL } from '../lib/site/config';
import { INDEXED_PAGES, SITE_PAGES } from '../lib/site/pages';
import { buildRobots, buildSitemap } from '../lib/site/seoFiles';

async function main(): Promise<void> {
  const out = path.join(process.cwd(), 'out');
  await writeFile(path.join(out, 'sitemap.xml'), buildSitemap(SITE_PAGES, SITE_URL));
  await writeFile(path.join(out, 'robots.txt'), buildRobots(SITE_URL));
  console.log(
    `sitemap.xml (${INDEXED_PAGES.length} of ${SITE_PAGES.length} pages; the others are noindex) and robots.txt written to out/`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
