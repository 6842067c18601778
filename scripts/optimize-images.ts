/**
 * Optimises the site's images before a build or `next dev`:  npx tsx scripts/optimize-images.ts
 * With IMAGES_WEBP_ONLY=1 it writes WebP only: the bench's control build, which shows what AVIF
 * changes (scripts/bench/webpOnly.ts).
 */
import path from 'node:path';
import { optimizeImages } from '@/lib/server/optimizeImages';

async function main(): Promise<void> {
  const root = process.cwd();
  const started = performance.now();
  const report = await optimizeImages({
    imagesDir: path.join(root, 'public', 'images'),
    manifestPath: path.join(root, 'lib', 'model', 'images', 'manifest.json'),
    webpOnly: process.env.IMAGES_WEBP_ONLY === '1',
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `images: ${report.converted.length} converted (${report.written} files), ` +
      `${report.skipped.length} up to date, ${report.removed.length} stale files removed, ${seconds} s`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
