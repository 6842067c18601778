import { z } from 'zod';
import { UPLOAD_RULES, type UploadType } from '@/lib/content/uploadRules';
import { isValidPageName } from '@/lib/site/pageRules';

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
