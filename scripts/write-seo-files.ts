/**
 * Writes sitemap.xml and robots.txt into the static export (out/) from the list of pages and the
 * configured site URL. Runs after `next build`.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SITE_URL } from '../lib/site/config';
import { SITE_PAGES } from '../lib/site/pages';
import { buildRobots, buildSitemap } from '../lib/site/seoFiles';

async function main(): Promise<void> {
  const out = path.join(process.cwd(), 'out');
  await writeFile(
    path.join(out, 'sitemap.xml'),
    buildSitemap(
      SITE_PAGES.map((page) => page.path),
      SITE_URL,
    ),
  );
  await writeFile(path.join(out, 'robots.txt'), buildRobots(SITE_URL));
  console.log(`sitemap.xml (${SITE_PAGES.length} pages) and robots.txt written to out/`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
