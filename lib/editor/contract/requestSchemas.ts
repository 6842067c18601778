import { z } from 'zod';
import { navLinkSchema } from '@/components/sections/Headers/Variant7Hotels.schema';
import { MAX_TRASH_ID_LENGTH, isTrashId } from './trashIds';
import { pageLabelSchema, pageMetaSchema, scheduleIssues } from '@/lib/model/content/contentSchemas';
import { UPLOAD_RULES, type UploadType } from '@/lib/editor/contract/uploadRules';
import { isValidPageName } from '@/lib/model/pages/pageRules';
import { IMAGE_SRC_PATTERN } from '@/lib/model/fields';
import { mediaEntrySchema } from '@/lib/model/images/mediaLibrarySchema';

/** Bodies of the development API, checked before anything is read or written. */
const NAME = /^[A-Z][A-Za-z0-9]{0,63}$/;

/** The name of a page file (whether the page exists is checked where it is read). */
export const pageNameSchema = z
  .string('pageName must be a page name such as casino or offers/gozo-october')
  .max(200, 'pageName is too long')
  .refine(isValidPageName, 'pageName must be a page name such as casino or offers/gozo-october');

export const componentRefSchema = z.strictObject({
  category: z.string().regex(NAME, 'category must be a component category such as Heroes'),
  name: z.string().regex(NAME, 'name must be a component name such as FullBleedPhoto'),
});

const componentList = z.array(componentRefSchema).max(50, 'at most 50 components');

export const saveStateBody = z.strictObject({ selectedComponents: componentList, pageName: pageNameSchema });
export const changePageBody = z.strictObject({ components: componentList, pageName: pageNameSchema });
export const saveComponentStateBody = z.strictObject({
  component: componentRefSchema,
  isActive: z.boolean('isActive must be true or false'),
  pageName: pageNameSchema,
});
export const saveComponentDataBody = z.strictObject({
  component: componentRefSchema,
  pageName: pageNameSchema,
  data: z.unknown(),
});

const UPLOAD_TYPES = Object.keys(UPLOAD_RULES.types) as [UploadType, ...UploadType[]];

export const uploadImageBody = z.strictObject({
  fileName: z.string().min(1).max(200),
  contentType: z.enum(UPLOAD_TYPES, `contentType must be one of ${UPLOAD_TYPES.join(', ')}`),
  /** The file's bytes, base64-encoded. */
  data: z.base64('data must be base64'),
});

/** An image of the library, by its address. */
const librarySrc = z
  .string()
  .regex(IMAGE_SRC_PATTERN, 'src must be an image under /images, such as /images/photo.jpg');

/** POST /api/saveMediaEntry: one image's descriptions, decorative mark, focal point and credit. */
export const saveMediaEntryBody = z.strictObject({ src: librarySrc, entry: mediaEntrySchema });

/** POST /api/replaceImage: a new file for an image, at its address. */
export const replaceImageBody = uploadImageBody.extend({ src: librarySrc });

/** POST /api/deleteImage: an image no page shows any more. */
export const deleteImageBody = z.strictObject({ src: librarySrc });

/** A new page's address: only its length here; the route names what is wrong with it (pageNameProblem). */
const newPageName = (field: string) =>
  z.string(`${field} must be a page address such as offers/gozo-october`).max(200, `${field} is too long`);

const pageTitle = z
  .string('Title is required')
  .trim()
  .min(1, 'Title is required')
  .max(70, 'Title must be at most 70 characters');

export const createPageBody = z.strictObject({
  name: newPageName('name'),
  title: pageTitle,
  label: pageLabelSchema.optional(),
  source: z.discriminatedUnion(
    'kind',
    [
      z.strictObject({ kind: z.literal('blank') }),
      z.strictObject({ kind: z.literal('starter') }),
      z.strictObject({ kind: z.literal('copy'), from: pageNameSchema }),
      z.strictObject({ kind: z.literal('translation'), from: pageNameSchema }),
    ],
    'source must be {kind: "blank"}, {kind: "starter"}, {kind: "copy", from} or {kind: "translation", from}',
  ),
  /** The English page a page in another language is the version of (whether it is one is checked where it is read). */
  translationOf: pageNameSchema.optional(),
});

export const navigationSettingBody = z.strictObject({
  label: navLinkSchema.shape.label,
  icon: navLinkSchema.shape.icon,
  position: z.number('position must be a number').int('position must be a whole number').min(0).max(100),
});

export const pageSettingsBody = z.strictObject({
  pageName: pageNameSchema,
  /** The schedule's fields checked together as the page file checks them (retiring after going live). */
  meta: pageMetaSchema.extend({ title: pageTitle }).superRefine((meta, context) => {
    for (const issue of scheduleIssues(meta))
      context.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  }),
  navigation: navigationSettingBody.nullable().optional(),
});

export const renamePageBody = z.strictObject({ pageName: pageNameSchema, newName: newPageName('newName') });

export const deletePageBody = z.strictObject({
  pageName: pageNameSchema,
  replacement: pageNameSchema.optional(),
});

export const restorePageBody = z.strictObject({
  trashId: z
    .string('trashId is required')
    .max(MAX_TRASH_ID_LENGTH, 'trashId is too long')
    .refine(
      isTrashId,
      'trashId must be the id of a deleted page, such as 20261123T063000Z-offers--gozo-october',
    ),
});

/** "Still correct": a translated field whose twin changed is in step as it is. */
export const keepTranslationBody = z.strictObject({
  target: z
    .string()
    .max(200)
    .refine(
      (target) => isValidPageName(target) || /^([a-z]{2}\/)?layout$/.test(target),
      'target must be a page name or a language layout such as pl/layout',
    ),
  section: z
    .string()
    .regex(/^[A-Z][A-Za-z0-9]{0,127}$/, 'section must be a component key such as CardsPhotoGrid'),
  field: z
    .string()
    .regex(/^[A-Za-z0-9]+(\.[A-Za-z0-9]+){0,15}$/, 'field must be a path such as cards.0.text'),
});

const sharedId = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'id must be a shared section’s id such as play-responsibly');

/** POST /api/sharedSections: make a page's section shared, place one on a page, detach it, delete it. */
export const sharedSectionsBody = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.literal('create'),
    pageName: pageNameSchema,
    component: componentRefSchema,
    label: z.string().trim().min(1, 'label: name the shared section').max(80),
  }),
  z.strictObject({ action: z.literal('place'), id: sharedId, pageName: pageNameSchema }),
  z.strictObject({ action: z.literal('detach'), id: sharedId, pageName: pageNameSchema }),
  z.strictObject({ action: z.literal('delete'), id: sharedId }),
]);
