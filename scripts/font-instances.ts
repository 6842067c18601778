/** Cuts the static font instances (scripts/fonts/instances.ts) before a build or `next dev`. */
import { writeFontInstances } from './fonts/instances';

writeFontInstances(process.cwd())
  .then((report) =>
    console.log(`fonts: ${report.written.length} written, ${report.unchanged.length} up to date`),
  )
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
