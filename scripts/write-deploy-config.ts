/**
 * Writes the production configurations generated from lib/deploy/headers.ts:
 *   deploy/nginx.conf and deploy/leads-receiver.service (committed), and out/_headers (after a build).
 *   npx tsx scripts/write-deploy-config.ts
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  NGINX_DEFAULTS,
  RECEIVER_UNIT_DEFAULTS,
  headersFile,
  nginxConfig,
  receiverUnit,
} from '../lib/deploy/configs';

async function main(): Promise<void> {
  const root = process.cwd();
  await writeFile(path.join(root, 'deploy', 'nginx.conf'), nginxConfig(NGINX_DEFAULTS));
  await writeFile(path.join(root, 'deploy', 'leads-receiver.service'), receiverUnit(RECEIVER_UNIT_DEFAULTS));
  console.log('deploy/nginx.conf and deploy/leads-receiver.service written');
  if (!existsSync(path.join(root, 'out'))) {
    console.log('out/ does not exist yet: out/_headers is written after a build (npm run build)');
    return;
  }
  await writeFile(path.join(root, 'out', '_headers'), headersFile());
  console.log('out/_headers written');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
