import { readSettings } from '@/receiver/config/settings';
import { createReceiver } from './service';

/**
 * Starts the enquiry receiver (`npm run receiver`; with the site, `npm start`). Settings come from
 * the environment (README, "The enquiry receiver"); SIGTERM and SIGINT stop it after the requests
 * in flight are answered.
 */
async function main() {
  const settings = readSettings();
  const receiver = await createReceiver(settings);
  const address = await receiver.app.listen({ host: settings.host, port: settings.port });
  const where = settings.database.kind === 'sqlite' ? settings.database.file : 'PostgreSQL (DATABASE_URL)';
  console.log(
    `Enquiry receiver on ${address}${settings.siteRoot ? `, serving ${settings.siteRoot}` : ''}; leads in ${where}${`; the desk at ${address}/inbox`}`,
  );
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping the receiver`);
    receiver.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
