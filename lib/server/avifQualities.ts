/**
 * The AVIF quality of each photo, measured by `npm run bench:images` (lib/model/images/avifQualities.json):
 * the lowest quality at which the photo's AVIF is as close to its source as its WebP, by the
 * metric named, at every width the build makes. A photo the bench has not measured (a new upload),
 * or whose file changed since, is encoded at the default: the highest quality any photo needed.
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
      quality: qualitySchema,
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

/** The quality to encode `src` at, given the sha-256 of its bytes. */
export function avifQualityOf(qualities: AvifQualities, src: string, sourceSha256: string): number {
  const measured = qualities.photos[src];
  return measured?.source === sourceSha256 ? measured.quality : qualities.default;
}
