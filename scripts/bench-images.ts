/**
 * npm run bench:images: what AVIF would save beside the build's WebP, at a quality set from a
 * measured target rather than a guess. For every photo of the image manifest at every width the
 * build makes: the WebP's bytes and its SSIM against the source at that width; the lowest AVIF
 * quality whose SSIM is at least the WebP's; then each photo's quality (the highest of its widths',
 * so that it scores at least its WebP at every width) and its AVIF bytes and SSIM at it.
 *
 * Writes the table into docs/performance.md (between its image-table marks) and the figures into
 * bench/images.json. Options: --effort=N (AVIF's encoder effort, 0-9; 2 by default: see the doc);
 * --reuse (the search's result of the last run, bench/images.json, for each photo and width whose
 * WebP is the same bytes at the same effort: the search is most of the time, 25 minutes here).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { z } from 'zod';
import { avifOf, lowestAvifQuality, referencePixels, webpOf, type Encoded } from './bench/imageQuality';

const ROOT = process.cwd();
/** lib/model/images/manifest.json, as lib/server/optimizeImages.ts writes it: what is read here. */
const manifestSchema = z.record(z.string(), z.object({ widths: z.array(z.number().int().positive()) }));
const DOC = path.join(ROOT, 'docs', 'performance.md');
const START_MARK = '<!-- image-table:start (npm run bench:images writes this table) -->';
const END_MARK = '<!-- image-table:end -->';

interface Cell {
  src: string;
  width: number;
  webp: Encoded;
  /** The lowest quality reaching the WebP's score at this width. */
  lowestQuality: number;
  /** The photo's quality: the highest of its widths' lowest. */
  quality?: number;
  avif?: Encoded;
}

/** bench/images.json, as far as --reuse reads it. */
const lastRunSchema = z.object({
  effort: z.number(),
  cells: z.array(
    z.object({
      src: z.string(),
      width: z.number(),
      webp: z.object({ bytes: z.number() }),
      lowestQuality: z.number(),
    }),
  ),
});

/** The last run's search, by photo and width, when it was made at `effort`. */
async function lastRun(
  file: string,
  effort: number,
): Promise<Map<string, { bytes: number; quality: number }>> {
  const run = lastRunSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  if (run.effort !== effort) return new Map();
  return new Map(
    run.cells.map((cell) => [
      `${cell.src} ${cell.width}`,
      { bytes: cell.webp.bytes, quality: cell.lowestQuality },
    ]),
  );
}

function option(name: string, fallback: number): number {
  const given = process.argv.find((argument) => argument.startsWith(`--${name}=`));
  const value = given ? Number(given.split('=')[1]) : fallback;
  if (!Number.isInteger(value)) throw new Error(`--${name} must be a whole number`);
  return value;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function table(cells: Cell[], effort: number): string {
  const rows = cells.map(
    (cell) =>
      `| ${cell.src.replace(/^\/images\//, '')} | ${cell.width} | ${kb(cell.webp.bytes)} | ${cell.webp.ssim.toFixed(4)} | ${cell.quality} | ${kb(cell.avif!.bytes)} | ${cell.avif!.ssim.toFixed(4)} | ${((100 * cell.avif!.bytes) / cell.webp.bytes).toFixed(0)} % |`,
  );
  const webpTotal = cells.reduce((sum, cell) => sum + cell.webp.bytes, 0);
  const avifTotal = cells.reduce((sum, cell) => sum + cell.avif!.bytes, 0);
  return [
    `WebP at quality 85 as the build makes it; AVIF at effort ${effort}, at its photo's quality. SSIM against the`,
    'source resized to the width, not encoded (ssim.js, no downsampling). KB are 1,024 bytes.',
    '',
    '| Photo | Width | WebP KB | WebP SSIM | AVIF quality | AVIF KB | AVIF SSIM | AVIF / WebP |',
    '| ----- | ----: | ------: | --------: | -----------: | ------: | --------: | ----------: |',
    ...rows,
    `| all | | ${kb(webpTotal)} | | | ${kb(avifTotal)} | | ${((100 * avifTotal) / webpTotal).toFixed(0)} % |`,
  ].join('\n');
}

async function main(): Promise<void> {
  const effort = option('effort', 2);
  const resultsFile = path.join(ROOT, 'bench', 'images.json');
  const reused = process.argv.includes('--reuse')
    ? await lastRun(resultsFile, effort)
    : new Map<string, { bytes: number; quality: number }>();
  const manifest = manifestSchema.parse(
    JSON.parse(await readFile(path.join(ROOT, 'lib', 'model', 'images', 'manifest.json'), 'utf8')),
  );
  const cells: Cell[] = [];
  const started = performance.now();
  for (const [src, entry] of Object.entries(manifest)) {
    const source = path.join(ROOT, 'public', src);
    for (const width of entry.widths) {
      const reference = await referencePixels(source, width);
      const webp = await webpOf(source, width, reference);
      const last = reused.get(`${src} ${width}`);
      const quality =
        last?.bytes === webp.bytes
          ? last.quality
          : (await lowestAvifQuality(source, width, reference, webp.ssim, effort)).quality;
      cells.push({ src, width, webp, lowestQuality: quality });
      console.log(
        `${src} at ${width}: WebP ${kb(webp.bytes)} KB, SSIM ${webp.ssim.toFixed(4)}; AVIF reaches it at quality ${quality}`,
      );
    }
  }
  const photoQuality = new Map<string, number>();
  for (const cell of cells)
    photoQuality.set(cell.src, Math.max(photoQuality.get(cell.src) ?? 0, cell.lowestQuality));
  let avifMs = 0;
  for (const cell of cells) {
    const source = path.join(ROOT, 'public', cell.src);
    const reference = await referencePixels(source, cell.width);
    cell.quality = photoQuality.get(cell.src)!;
    const encodeStarted = performance.now();
    cell.avif = await avifOf(source, cell.width, reference, cell.quality, effort);
    avifMs += performance.now() - encodeStarted;
  }
  const below = cells.filter((cell) => cell.avif!.ssim < cell.webp.ssim);
  const markdown = table(cells, effort);
  const doc = await readFile(DOC, 'utf8');
  const start = doc.indexOf(START_MARK);
  const end = doc.indexOf(END_MARK);
  if (start < 0 || end < start) throw new Error(`${DOC}: the image-table marks are missing`);
  // Written as the project's Prettier writes it, so that the lint passes on what the bench wrote.
  const written = `${doc.slice(0, start + START_MARK.length)}\n\n${markdown}\n\n${doc.slice(end)}`;
  await writeFile(DOC, await format(written, { ...(await resolveConfig(DOC)), filepath: DOC }));
  await writeFile(
    resultsFile,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), effort, avifEncodeMs: Math.round(avifMs), cells }, null, 2)}\n`,
  );
  console.log(`\n${markdown}\n`);
  console.log(
    `AVIF at each photo's quality (effort ${effort}): every photo at every width at least its WebP's SSIM` +
      (below.length ? `, except ${below.map((cell) => `${cell.src} at ${cell.width}`).join(', ')}` : '') +
      `; encoding them all took ${(avifMs / 1000).toFixed(1)} s; the whole measure ${((performance.now() - started) / 1000).toFixed(0)} s.`,
  );
  if (below.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
