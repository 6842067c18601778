/**
 * npm run bench:images: each photo's AVIF quality, set from a measured target rather than a guess,
 * and what AVIF saves beside the WebP. For every photo of the image manifest at every width the
 * build makes: the WebP's bytes and its Butteraugli distance from the source at that width
 * (scripts/bench/imageQuality.ts); then, at each width, the lowest AVIF quality whose distance
 * is at most the WebP's there (below), and the AVIF's bytes and distance at it.
 *
 * Writes the qualities the build encodes at (lib/model/images/avifQualities.json; the default, for a
 * photo not measured yet, is the highest any photo needed), the tables into docs/performance.md
 * (between its image-table marks) and the figures into bench/images.json. Options: --reuse (the
 * last run's figures for each photo whose source and encoders' settings are unchanged: a photo takes
 * minutes); --only=/images/a.jpg,... (measure only these; the others keep the last run's figures,
 * if any);
 * --report (measure nothing: write the qualities and tables of the photos the last runs measured).
 */
import { createHash } from 'node:crypto';
import { accessSync, constants } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { z } from 'zod';
import { pickWidth } from '@/lib/model/images/plan';
import { AVIF_EFFORT, WEBP_EFFORT, WEBP_QUALITY } from '@/lib/model/images/sizes';
import { AVIF_QUALITIES_FILE, readAvifQualities, type AvifQualities } from '@/lib/server/avifQualities';
import {
  AVIF_QUALITY_RANGE,
  BUTTERAUGLI_PATH,
  lowestQuality,
  measured,
  scratch,
  writeReference,
  type Encoded,
} from './bench/imageQuality';
import { photoPages, type PhotoPage } from './bench/photoPages';

const ROOT = process.cwd();
const DOC = path.join(ROOT, 'docs', 'performance.md');
const RESULTS = path.join(ROOT, 'bench', 'images.json');
const START_MARK = '<!-- image-table:start (npm run bench:images writes this table) -->';
const END_MARK = '<!-- image-table:end -->';
/** The encoders' settings the figures hold for: a run made with others is not reused. */
const SETTINGS = `webp q${WEBP_QUALITY} effort ${WEBP_EFFORT}; avif effort ${AVIF_EFFORT}; butteraugli`;
/** The widest width searched on its own (measurePhoto). */
const WIDEST_SEARCHED = 2048;
/**
 * The srcset candidates a page's opening photo is fetched by (sizes 100vw): a phone's 390 px at
 * three device pixels takes the 1200w one; a tablet's 768 at two and a desktop's 1440 at one, 1920w.
 */
const LCP_VIEWS = [
  { label: '390 px', requested: 1200 },
  { label: '768 and 1440 px', requested: 1920 },
] as const;

const cellSchema = z.object({
  width: z.number(),
  /** The AVIF's quality at this width (a run from before qualities went by width: the photo's). */
  quality: z.number().optional(),
  webp: z.object({ bytes: z.number(), distance: z.number() }),
  avif: z.object({ bytes: z.number(), distance: z.number() }),
});
const photoSchema = z.object({
  src: z.string(),
  sourceSha256: z.string(),
  /** The quality that holds at every width: the widest widths', and the default's measure. */
  quality: z.number(),
  cells: z.array(cellSchema),
});
const resultsSchema = z.object({ settings: z.string(), photos: z.array(photoSchema) });
type Cell = z.infer<typeof cellSchema>;
type Photo = z.infer<typeof photoSchema>;

/** lib/model/images/manifest.json, as far as it is read here. */
const manifestSchema = z.record(z.string(), z.object({ widths: z.array(z.number().int().positive()) }));

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(0)} %`;

async function writeResults(photos: Photo[]): Promise<void> {
  const measuredAt = new Date().toISOString();
  await writeFile(RESULTS, `${JSON.stringify({ measuredAt, settings: SETTINGS, photos }, null, 2)}\n`);
}

async function lastRun(): Promise<Map<string, Photo>> {
  try {
    const run = resultsSchema.parse(JSON.parse(await readFile(RESULTS, 'utf8')));
    return run.settings === SETTINGS ? new Map(run.photos.map((photo) => [photo.src, photo])) : new Map();
  } catch {
    return new Map();
  }
}

function pairs<T>(items: readonly T[]): T[][] {
  return Array.from({ length: Math.ceil(items.length / 2) }, (_, index) =>
    items.slice(index * 2, index * 2 + 2),
  );
}

/** `work` on every item, two at a time. */
async function inPairs<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  for (const pair of pairs(items)) await Promise.all(pair.map(work));
}

/**
 * Every width of one photo measured: WebP once, then each width's AVIF at the lowest quality at
 * which it is at most as far from the source as the WebP at that width. The widths up to 2048 are
 * searched each, two at a time, below `ceiling` (the photo's last quality, which held at every
 * width) when it holds there. A wider width costs as much to measure as all of those together, and
 * no view of an opening photo fetches one: it takes the highest quality the searched widths needed
 * (the photo's own quality, which new photos' default follows), checked, or `ceiling`.
 */
async function measurePhoto(
  src: string,
  source: Buffer,
  sourceSha256: string,
  widths: number[],
  ceiling: number,
): Promise<Photo> {
  const files = await scratch();
  try {
    const references = new Map<number, string>();
    const webp = new Map<number, Encoded>();
    await inPairs(widths, async (width) => {
      references.set(width, await writeReference(source, width, files.file(`reference-${width}.png`)));
      webp.set(
        width,
        await measured(source, width, references.get(width)!, files.file(`webp-${width}.png`), 'webp'),
      );
    });
    const avif = new Map<string, Encoded>();
    const avifAt = async (quality: number, width: number) => {
      const key = `${quality} ${width}`;
      if (!avif.has(key))
        avif.set(
          key,
          await measured(source, width, references.get(width)!, files.file(`avif-${quality}-${width}.png`), {
            avif: quality,
          }),
        );
      return avif.get(key)!;
    };
    const holdsAt = async (quality: number, width: number) =>
      (await avifAt(quality, width)).distance <= webp.get(width)!.distance;

    const qualities = new Map<number, number>();
    await inPairs(
      widths.filter((width) => width <= WIDEST_SEARCHED),
      async (width) => {
        const highest = (await holdsAt(ceiling, width)) ? ceiling : AVIF_QUALITY_RANGE.highest;
        const quality = await lowestQuality(
          (candidate) => holdsAt(candidate, width),
          AVIF_QUALITY_RANGE.lowest,
          highest,
        );
        console.log(`${src}: AVIF quality ${quality} at ${width}`);
        qualities.set(width, quality);
      },
    );
    let quality = Math.max(...qualities.values());
    for (const width of widths.filter((each) => !qualities.has(each))) {
      if (!(await holdsAt(quality, width)))
        quality =
          quality < ceiling && (await holdsAt(ceiling, width))
            ? ceiling
            : await lowestQuality((candidate) => holdsAt(candidate, width), quality + 1);
      console.log(`${src}: AVIF quality ${quality} at ${width}`);
    }
    for (const width of widths) if (!qualities.has(width)) qualities.set(width, quality);
    const cells: Cell[] = [];
    for (const width of widths)
      cells.push({
        width,
        quality: qualities.get(width)!,
        webp: webp.get(width)!,
        avif: await avifAt(qualities.get(width)!, width),
      });
    return { src, sourceSha256, quality, cells };
  } finally {
    await files.close();
  }
}

/** A photo's line in avifQualities.json: its quality, and each width whose own differs from it. */
function qualitiesEntry(photo: Photo): AvifQualities['photos'][string] {
  const widths = Object.fromEntries(
    photo.cells
      .filter((cell) => cell.quality !== undefined && cell.quality !== photo.quality)
      .map((cell) => [String(cell.width), cell.quality!]),
  );
  return {
    source: photo.sourceSha256,
    quality: photo.quality,
    ...(Object.keys(widths).length > 0 ? { widths } : {}),
  };
}

function widthTable(photos: Photo[]): string {
  const cells = photos.flatMap((photo) => photo.cells.map((cell) => ({ photo, cell })));
  const webpTotal = cells.reduce((sum, { cell }) => sum + cell.webp.bytes, 0);
  const avifTotal = cells.reduce((sum, { cell }) => sum + cell.avif.bytes, 0);
  return [
    `WebP at quality ${WEBP_QUALITY} (effort ${WEBP_EFFORT}) and AVIF at effort ${AVIF_EFFORT} and the quality measured for its width, as`,
    'the build makes them. Distance: Butteraugli against the source resized to the width, not encoded',
    '(lower is closer). KB are 1,024 bytes.',
    '',
    '| Photo | Width | WebP KB | WebP distance | AVIF quality | AVIF KB | AVIF distance | AVIF / WebP |',
    '| ----- | ----: | ------: | ------------: | -----------: | ------: | ------------: | ----------: |',
    ...cells.map(
      ({ photo, cell }) =>
        `| ${photo.src.replace(/^\/images\//, '')} | ${cell.width} | ${kb(cell.webp.bytes)} | ${cell.webp.distance.toFixed(3)} | ${cell.quality ?? photo.quality} | ${kb(cell.avif.bytes)} | ${cell.avif.distance.toFixed(3)} | ${percent(cell.avif.bytes, cell.webp.bytes)} |`,
    ),
    `| all | | ${kb(webpTotal)} | | | ${kb(avifTotal)} | | ${percent(avifTotal, webpTotal)} |`,
  ].join('\n');
}

function lcpTable(pages: PhotoPage[], photos: Map<string, Photo>): string {
  const rows = pages.map(({ path: route, src }) => {
    const photo = photos.get(src);
    if (!photo)
      return `| ${route} | ${src.replace(/^\/images\//, '')} | ${LCP_VIEWS.map(() => 'not measured').join(' | ')} | |`;
    const at = (requested: number) => {
      const width = pickWidth(
        photo.cells.map((cell) => cell.width),
        requested,
      );
      return photo.cells.find((cell) => cell.width === width)!;
    };
    const views = LCP_VIEWS.map((view) => at(view.requested));
    const webp = views.reduce((sum, cell) => sum + cell.webp.bytes, 0);
    const avif = views.reduce((sum, cell) => sum + cell.avif.bytes, 0);
    return `| ${route} | ${src.replace(/^\/images\//, '')} | ${views.map((cell) => `${cell.width}: ${kb(cell.webp.bytes)} / ${kb(cell.avif.bytes)}`).join(' | ')} | ${percent(avif, webp)} |`;
  });
  return [
    "Each photo page's opening photo (its LCP image), at the width each view fetches (WebP KB / AVIF KB):",
    '',
    `| Page | Photo | ${LCP_VIEWS.map((view) => view.label).join(' | ')} | AVIF / WebP |`,
    `| ---- | ----- | ${LCP_VIEWS.map(() => '---:').join(' | ')} | ---: |`,
    ...rows,
  ].join('\n');
}

async function main(): Promise<void> {
  try {
    accessSync(BUTTERAUGLI_PATH, constants.X_OK);
  } catch {
    throw new Error(
      `${BUTTERAUGLI_PATH} was not found: install it with apt-get install -y butteraugli (or set BUTTERAUGLI_PATH).`,
    );
  }
  const started = performance.now();
  const reuse = process.argv.includes('--reuse');
  const report = process.argv.includes('--report');
  const only = process.argv
    .find((argument) => argument.startsWith('--only='))
    ?.slice('--only='.length)
    .split(',');
  const last = await lastRun();
  const manifest = manifestSchema.parse(
    JSON.parse(await readFile(path.join(ROOT, 'lib', 'model', 'images', 'manifest.json'), 'utf8')),
  );
  const current = await readAvifQualities(path.join(ROOT, AVIF_QUALITIES_FILE));
  const photos = new Map<string, Photo>();
  // The photos named by --only first, in the order named.
  const order = (src: string) => (only?.includes(src) ? only.indexOf(src) : Number.MAX_SAFE_INTEGER);
  for (const [src, entry] of Object.entries(manifest).toSorted(([a], [b]) => order(a) - order(b))) {
    const source = await readFile(path.join(ROOT, 'public', src));
    const sourceSha256 = createHash('sha256').update(source).digest('hex');
    const previous = last.get(src);
    const kept = previous?.sourceSha256 === sourceSha256 && (only ? !only.includes(src) : reuse || report);
    if (kept) photos.set(src, previous);
    else if (report || (only && !only.includes(src))) continue;
    else {
      const last = current.photos[src];
      const ceiling = last?.source === sourceSha256 ? last.quality : AVIF_QUALITY_RANGE.highest;
      photos.set(src, await measurePhoto(src, source, sourceSha256, entry.widths, ceiling));
    }
    // Kept as each photo is done: a run stopped half-way goes on from there with --reuse.
    await writeResults([...photos.values(), ...[...last.values()].filter((photo) => !photos.has(photo.src))]);
  }

  const measuredPhotos = [...photos.values()].toSorted((a, b) => a.src.localeCompare(b.src));
  const unmeasured = Object.keys(manifest).filter((src) => !photos.has(src));
  // With every photo measured, a new one takes the highest quality any needed; until then the
  // default stays where it was unless a measured photo needs more.
  const qualities: AvifQualities = {
    metric: `butteraugli (${BUTTERAUGLI_PATH}), at most the WebP's distance at each width`,
    effort: AVIF_EFFORT,
    default: Math.max(
      ...measuredPhotos.map((photo) => photo.quality),
      ...(unmeasured.length > 0 ? [current.default] : []),
    ),
    photos: Object.fromEntries(measuredPhotos.map((photo) => [photo.src, qualitiesEntry(photo)])),
  };
  await writeFile(path.join(ROOT, AVIF_QUALITIES_FILE), `${JSON.stringify(qualities, null, 2)}\n`);
  await writeResults(measuredPhotos);

  const notMeasured =
    unmeasured.length === 0
      ? ''
      : `\n\nNot measured yet (encoded at the default, ${qualities.default}): ${unmeasured.map((src) => src.replace(/^\/images\//, '')).join(', ')}.`;
  const markdown = `${lcpTable(await photoPages(ROOT), photos)}\n\n${widthTable(measuredPhotos)}${notMeasured}`;
  const doc = await readFile(DOC, 'utf8');
  const start = doc.indexOf(START_MARK);
  const end = doc.indexOf(END_MARK);
  if (start < 0 || end < start) throw new Error(`${DOC}: the image-table marks are missing`);
  // Written as the project's Prettier writes it, so that the lint passes on what the bench wrote.
  const written = `${doc.slice(0, start + START_MARK.length)}\n\n${markdown}\n\n${doc.slice(end)}`;
  await writeFile(DOC, await format(written, { ...(await resolveConfig(DOC)), filepath: DOC }));
  console.log(`\n${markdown}\n`);
  const worse = measuredPhotos.flatMap((photo) =>
    photo.cells
      .filter((cell) => cell.avif.distance > cell.webp.distance)
      .map((cell) => `${photo.src} at ${cell.width}`),
  );
  console.log(
    `Every photo's AVIF at most its WebP's distance at every width` +
      (worse.length ? `, except ${worse.join(', ')}` : '') +
      `; ${((performance.now() - started) / 1000).toFixed(0)} s. Run npm run images to encode at the new qualities.`,
  );
  if (worse.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
