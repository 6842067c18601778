/**
 * Writes brotli copies of the export's text files (scripts/deploy/precompress.ts), which nginx serves
 * with brotli_static. The last step of `npm run build`, after every file of out/ is written.
 *   npx tsx scripts/precompress-export.ts
 */
import path from 'node:path';
import { precompressDirectory } from './deploy/precompress';

async function main(): Promise<void> {
  const out = path.join(process.cwd(), 'out');
  const report = await precompressDirectory(out);
  const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
  console.log(
    `out/: ${report.written} brotli copies written (${kb(report.bytesBefore)} → ${kb(report.bytesAfter)})` +
      (report.removed > 0 ? `, ${report.removed} left without a source removed` : ''),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
