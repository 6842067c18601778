/**
 * Writes the production configurations generated from scripts/deploy/: deploy/nginx.conf,
 * deploy/leads-receiver.service, deploy/studio.service and deploy/live-reload.{path,service}
 * (committed, the same whatever the content). The export's own headers and redirects files are
 * written with the export (scripts/export/finishExport.ts).
 *   npx tsx scripts/write-deploy-config.ts
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  nginxDefaults,
  receiverUnitDefaults,
  nginxConfig,
  receiverUnit,
  studioUnit,
  studioUnitDefaults,
  liveReloadPath,
  liveReloadService,
} from './deploy/configs';

async function main(): Promise<void> {
  const root = process.cwd();
  await writeFile(path.join(root, 'deploy', 'nginx.conf'), nginxConfig(nginxDefaults()));
  await writeFile(path.join(root, 'deploy', 'leads-receiver.service'), receiverUnit(receiverUnitDefaults()));
  await writeFile(path.join(root, 'deploy', 'studio.service'), studioUnit(studioUnitDefaults()));
  await writeFile(path.join(root, 'deploy', 'live-reload.path'), liveReloadPath(studioUnitDefaults()));
  await writeFile(path.join(root, 'deploy', 'live-reload.service'), liveReloadService());
  console.log(
    'deploy/nginx.conf, leads-receiver.service, studio.service and live-reload.{path,service} written',
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
