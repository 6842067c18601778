import { existsSync } from 'node:fs';
import path from 'node:path';
import next from 'next';
import { readSettings } from '@/receiver/config/settings';
import { openDatabase } from '@/receiver/db/database';
import { readStudioSettings } from './config';
import { changedPages } from './changes';
import { ensureRepository } from './repository';
import { Publisher } from './publish/publisher';
import { PlannedReleases } from './publish/plannedReleases';
import { audit } from '@/receiver/team/audit';
import { stopLeftoverBuild } from './publish/buildRelease';
import { SCHEDULER_AUTHOR, startScheduler } from './scheduler';
import { createStudio } from './server';
import { RELEASES_DIR_VARIABLE } from '@/lib/editor/server/plannedReleaseContent';
import { startHtmlCheckerService } from '@/lib/server/exportChecks/htmlService';

/**
 * `npm run studio`: the editor as a production service for the marketing team (docs/studio.md).
 * Its drafts live in a git clone; a publish builds and checks a release and switches the live
 * name to it. Settings from the environment. A stop (any signal, SIGKILL too) in the middle of a
 * publish leaves the live site as it was; the next start cleans up and finishes what was switched.
 */
async function main() {
  const settings = readStudioSettings();
  const receiver = readSettings();
  if (!existsSync(path.join(settings.projectRoot, '.next-studio', 'BUILD_ID')))
    throw new Error('The studio has no production build: run `npm run studio:build` (or `npm run studio`).');
  await ensureRepository(settings);
  // The editor's API and previews read and write the drafts, not this project's public/.
  process.env.SITE_CONTENT_ROOT = path.join(settings.repo, 'public');
  process.env.STUDIO_BUILD = '1';
  // The previews of planned releases read the releases built ahead (lib/editor/server/plannedReleaseContent.ts).
  process.env[RELEASES_DIR_VARIABLE] = settings.releasesDir;
  const db = await openDatabase(receiver.database);
  const describe = (from: string, to: string) => changedPages(settings.repo, from, to);
  // Kept running for every publish's export check: a check costs milliseconds instead of a JVM's start.
  const htmlChecker = startHtmlCheckerService((line) => console.log(`studio: ${line}`));
  const publisher = new Publisher(settings, describe, htmlChecker.validate);
  const planned = new PlannedReleases(
    settings,
    publisher,
    describe,
    undefined,
    undefined,
    (live) =>
      void audit(db, {
        actor: live.author.email,
        action: 'release-live',
        detail: `${live.releaseId ?? ''}: ${live.name} (planned for ${live.at})`,
      }).catch(() => undefined),
  );
  await stopLeftoverBuild(settings.buildDir);
  await publisher.recover();

  const nextApp = next({ dev: false, dir: settings.projectRoot, quiet: true });
  await nextApp.prepare();
  const handle = nextApp.getRequestHandler();
  const { app, secret } = await createStudio({
    settings,
    db,
    sessions: receiver.sessions,
    trustProxy: receiver.trustProxy,
    publisher,
    planned,
    currency: receiver.conversions.currency,
    next: (request, response) => handle(request, response),
  });
  process.env.STUDIO_PASS = secret;
  const address = await app.listen({ host: settings.host, port: settings.port });
  console.log(`Studio on ${address}; drafts in ${settings.repo}; live site at ${settings.live}`);
  if (settings.holdAt.length > 0)
    console.warn(
      `studio: fault injection on (STUDIO_HOLD_AT): publishes stop at ${settings.holdAt.join(', ')}`,
    );

  if (!(await publisher.live())) publisher.enqueue('first', SCHEDULER_AUTHOR, 'First release of the studio');
  const stopScheduler = startScheduler({ repo: settings.repo, publisher, everyMs: settings.scheduleEveryMs });
  // Builds what was being built at the stop, and makes live what came due meanwhile.
  await planned.start();

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping the studio`);
    stopScheduler();
    planned.stop();
    htmlChecker.stop();
    Promise.all([app.close(), db.destroy()]).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
