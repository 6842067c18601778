/**
 * The AVIF quality of each photo at each width, measured by `npm run bench:images`
 * (lib/model/images/avifQualities.json): the lowest quality at which the photo's AVIF at that width
 * is as close to its source as its WebP, by the metric named. A width not searched (the widest, whose
 * measures cost most) takes the photo's own quality, one that held at every width. A photo the bench
 * has not measured (a new upload), or whose file changed since, is encoded at the default: the
 * highest quality any photo needed.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as z from 'zod';

const qualitySchema = z.number().int().min(1).max(100);

export const avifQualitiesSchema = z.strictObject({
  /** The perceptual metric the qualities were measured with. */
  metric: z.string().min(1),
  /** The encoder effort they were measured at (lib/model/images/sizes.ts AVIF_EFFORT). */
  effort: z.number().int().min(0).max(9),
  default: qualitySchema,
  photos: z.record(
    z.string().startsWith('/images/'),
    z.strictObject({
      /** The sha-256 of the source's bytes, as hex, when it was measured. */
      source: z.string().regex(/^[0-9a-f]{64}$/),
      /** The quality that holds at every width: the one for a width not listed below. */
      quality: qualitySchema,
      /** Each searched width's own quality (a width, in pixels, as the key). */
      widths: z.record(z.string().regex(/^[1-9][0-9]*$/), qualitySchema).optional(),
    }),
  ),
});

export type AvifQualities = z.infer<typeof avifQualitiesSchema>;

export const AVIF_QUALITIES_FILE = path.join('lib', 'model', 'images', 'avifQualities.json');

export async function readAvifQualities(file: string): Promise<AvifQualities> {
  const parsed = avifQualitiesSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`${file}: ${issue.path.join('.') || '(the file)'}: ${issue.message}`);
  }
  return parsed.data;
}

/** The quality to encode `src` at each of `widths`, given the sha-256 of its bytes. */
export function avifQualitiesOf(
  qualities: AvifQualities,
  src: string,
  sourceSha256: string,
  widths: readonly number[],
): number[] {
  const measured = qualities.photos[src];
  if (measured?.source !== sourceSha256) return widths.map(() => qualities.default);
  return widths.map((width) => measured.widths?.[String(width)] ?? measured.quality);
}

/**
 * The qualities as the generated files' names hash them: one figure when every width shares it (as
 * the names were before qualities went by width, so those files are kept), else each width's.
 */
export function avifQualitiesKey(widths: readonly number[], qualities: readonly number[]): string {
  return new Set(qualities).size === 1
    ? `q${qualities[0]}`
    : widths.map((width, index) => `${width}:q${qualities[index]}`).join(' ');
}
