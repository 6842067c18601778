/**
 * Writes the production configurations generated from scripts/deploy/ and the page files:
 *   deploy/nginx.conf, deploy/leads-receiver.service, deploy/studio.service and
 *   deploy/live-reload.{path,service} (committed, the same whatever the content), and, after a
 *   build, out/_headers, out/_redirects and out/_redirects.nginx (the renamed pages' old addresses
 *   and the retired pages' addresses, at the build's time: `npm start` reads the second, nginx
 *   includes the third from the live release).
 *   npx tsx scripts/write-deploy-config.ts
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { siteBuildTime } from '@/lib/server/buildTime';
import { contentRoot, displayPath } from '@/lib/server/contentPaths';
import { exportPages, loadSitePages, pageFilePath, retirements, siteRedirects } from '@/lib/server/sitePages';
import {
  nginxDefaults,
  receiverUnitDefaults,
  headersFile,
  nginxConfig,
  nginxRedirectsFile,
  NGINX_REDIRECTS_FILE,
  receiverUnit,
  studioUnit,
  studioUnitDefaults,
  liveReloadPath,
  liveReloadService,
} from './deploy/configs';
import { REDIRECTS_FILE, redirectsFile } from '@/lib/model/redirects';
import { PREFIXED_LOCALES } from '@/lib/model/i18n/locales';

async function main(): Promise<void> {
  const root = process.cwd();
  const at = siteBuildTime();
  const allPages = loadSitePages();
  const pages = exportPages(allPages, at);
  const redirects = siteRedirects(allPages, at);
  for (const { page, to, problem } of retirements(allPages, at)) {
    if (problem)
      console.warn(
        `${displayPath(pageFilePath(contentRoot(), page.name))}: meta.retireTo: ${problem}; ${page.path} redirects to ${to}`,
      );
  }
  await writeFile(path.join(root, 'deploy', 'nginx.conf'), nginxConfig(nginxDefaults()));
  await writeFile(path.join(root, 'deploy', 'leads-receiver.service'), receiverUnit(receiverUnitDefaults()));
  await writeFile(path.join(root, 'deploy', 'studio.service'), studioUnit(studioUnitDefaults()));
  await writeFile(path.join(root, 'deploy', 'live-reload.path'), liveReloadPath(studioUnitDefaults()));
  await writeFile(path.join(root, 'deploy', 'live-reload.service'), liveReloadService());
  console.log(
    'deploy/nginx.conf, leads-receiver.service, studio.service and live-reload.{path,service} written',
  );
  if (!existsSync(path.join(root, 'out'))) {
    console.log(
      'out/ does not exist yet: out/_headers and out/_redirects are written after a build (npm run build)',
    );
    return;
  }
  await writeFile(path.join(root, 'out', '_headers'), headersFile(pages.map((page) => page.path)));
  await writeFile(path.join(root, 'out', REDIRECTS_FILE), redirectsFile(redirects, PREFIXED_LOCALES));
  await writeFile(path.join(root, 'out', NGINX_REDIRECTS_FILE), nginxRedirectsFile(redirects));
  console.log(
    `out/_headers, out/_redirects and out/${NGINX_REDIRECTS_FILE} written (${redirects.length} redirects)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
