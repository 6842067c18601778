import { z } from 'zod';
import { LOCALES, type Locale } from '@/lib/model/i18n/locales';
import { IMAGE_SRC_PATTERN } from '@/lib/model/fields';
import { ALT_MAX_LENGTH, CENTRE, type Credit, type FocalPoint, type MediaEntry } from './mediaLibrary';

/**
 * The media library's file (public/data/media.json) as the build, the publish and the editor's API
 * check it (lib/model/images/mediaLibrary.ts says what it is).
 */

export const focalPointSchema = z.strictObject({
  x: z.number().int('Focal point x must be a whole per cent').min(0).max(100),
  y: z.number().int('Focal point y must be a whole per cent').min(0).max(100),
}) satisfies z.ZodType<FocalPoint>;

const altText = z
  .string()
  .trim()
  .max(ALT_MAX_LENGTH, `Alt text must be at most ${ALT_MAX_LENGTH} characters`);

const altTexts = z.strictObject(
  Object.fromEntries(LOCALES.map((locale) => [locale, altText])) as Record<Locale, typeof altText>,
);

export const creditSchema = z.strictObject({
  author: z.string().trim().min(1, 'Credit author is required').max(200),
  licence: z.string().trim().min(1, 'Credit licence is required').max(200),
  source: z.string().trim().max(300).default(''),
}) satisfies z.ZodType<Credit, unknown>;

export const mediaEntrySchema = z.strictObject({
  alt: altTexts,
  decorative: z.boolean().default(false),
  focus: focalPointSchema.default(CENTRE),
  credit: creditSchema.optional(),
}) satisfies z.ZodType<MediaEntry, unknown>;

export const mediaLibrarySchema = z.record(
  z
    .string()
    .regex(IMAGE_SRC_PATTERN, 'An image of the library must be under /images, such as /images/photo.jpg'),
  mediaEntrySchema,
);
