import { z } from 'zod';
import { findDefinition } from '@/lib/model/content/catalog';
import { isValidPageName } from '@/lib/model/pages/pageRules';
import { pageNameToPath, pathToPageName } from '@/lib/model/pages/pageName';
import {
  scheduleOrderProblem,
  WARSAW_TIME_EXAMPLE,
  warsawTimeProblem,
  type PageSchedule,
} from '@/lib/model/pages/schedule';
import { isLayoutCategory, type SelectedComponent } from './selection';

/** Shapes of the content files (spec section 7), checked at build time and by the dev API. */
const NAME_PATTERN = /^[A-Z][A-Za-z0-9]*$/;
const SHARING_IMAGE_PATTERN = /^\/images\/(?!optimized\/)[A-Za-z0-9\-_/]+\.(jpe?g|png|webp)$/;

export const selectedComponentSchema = z
  .strictObject({
    category: z.string().regex(NAME_PATTERN, 'Category must be a name such as Heroes'),
    name: z.string().regex(NAME_PATTERN, 'Name must be a name such as Variant7Hotels'),
  })
  .refine((component) => findDefinition(component) !== undefined, {
    error: (issue) => {
      const component = issue.input as SelectedComponent;
      return `Unknown component ${component.category}/${component.name}: it is not in the component catalogue`;
    },
  });

function uniqueComponents(list: readonly SelectedComponent[]): boolean {
  const keys = list.map((component) => `${component.category}/${component.name}`);
  return new Set(keys).size === keys.length;
}

/** A page's settings (its `meta`): what search engines, link previews, the footer and the editor show. */
/** A page's short name, as the footer's catalog and the editor show it. */
export const pageLabelSchema = z
  .string()
  .trim()
  .min(1, 'Label must not be empty')
  .max(40, 'Label must be at most 40 characters');

/** A schedule time: a Warsaw wall-clock time such as 2026-10-01T09:00 that is a day and time of the calendar. */
function warsawTime(name: string) {
  return z
    .string(`${name} must be a date and time such as ${WARSAW_TIME_EXAMPLE}`)
    .superRefine((value, context) => {
      const problem = warsawTimeProblem(value);
      if (problem === 'format')
        context.addIssue({
          code: 'custom',
          message: `${name} must be a date and time such as ${WARSAW_TIME_EXAMPLE} (Warsaw time)`,
        });
      else if (problem === 'date')
        context.addIssue({
          code: 'custom',
          message: `${name} must be a real date and time: ${value} is not one`,
        });
    });
}

export const pageMetaSchema = z.strictObject({
  title: z.string().trim().max(70, 'Title must be at most 70 characters').optional(),
  description: z.string().trim().max(170, 'Description must be at most 170 characters').optional(),
  keywords: z.string().trim().max(300, 'Keywords must be at most 300 characters').optional(),
  faviconPath: z
    .string()
    .regex(/^\/[A-Za-z0-9\-_/.]+$/, 'Favicon must be a path on this site')
    .optional(),
  /** The page's short name: its link in the footer's catalog and its entry in the editor. */
  label: pageLabelSchema.optional(),
  /**
   * The photo of link previews (Open Graph, Twitter); otherwise the page's first photo. Described,
   * as every photo, by the media library.
   */
  image: z
    .strictObject({
      src: z
        .string()
        .regex(SHARING_IMAGE_PATTERN, 'Sharing image must be a photo under /images (.jpg, .png or .webp)'),
    })
    .optional(),
  /** Kept out of search engines: a robots noindex, no canonical link, not in the sitemap. */
  noindex: z.boolean('noindex must be true or false').optional(),
  /** Listed in the footer's catalog (the default) or not. */
  catalog: z.boolean('catalog must be true or false').optional(),
  /** Position in the footer's catalog and the editor's list (lower first; unset after the others). */
  order: z.number().int().min(0).max(10_000).optional(),
  /** When the page goes live, in Warsaw time (lib/model/pages/schedule.ts); before it, it is not published. */
  liveFrom: warsawTime('Go-live time').optional(),
  /** When the page retires, in Warsaw time: from then on its address redirects to `retireTo`. */
  retireAt: warsawTime('Retirement time').optional(),
  /** The page a retired page's address redirects to permanently; unset: its language's home page. */
  retireTo: z
    .string('The page to send visitors to after retiring must be a page name such as casino')
    .refine(isValidPageName, 'The page to send visitors to after retiring must be a page name such as casino')
    .optional(),
});

/**
 * The checks of a page's schedule that take more than one field: it retires after it goes live,
 * and a page to send visitors to is given only with a retirement time. For a refine of any schema
 * holding a page's meta (the page file, the editor's settings).
 */
export function scheduleIssues(
  meta: PageSchedule & { retireTo?: string },
): { field: 'retireAt' | 'retireTo'; message: string }[] {
  const order = scheduleOrderProblem(meta);
  return [
    ...(order ? [{ field: 'retireAt' as const, message: order }] : []),
    ...(meta.retireTo !== undefined && meta.retireAt === undefined
      ? [
          {
            field: 'retireTo' as const,
            message: 'A page to send visitors to after retiring needs a retirement time',
          },
        ]
      : []),
  ];
}

/** Old addresses of a page (after a rename) that answer with a permanent redirect to it. */
const redirectFromSchema = z
  .array(
    z
      .string()
      .refine(
        (value) =>
          value !== '/' &&
          isValidPageName(pathToPageName(value)) &&
          value === pageNameToPath(pathToPageName(value)),
        {
          error: 'A redirect must be an address such as /offers/gozo',
        },
      ),
  )
  .max(50, 'At most 50 old addresses')
  .refine((list) => new Set(list).size === list.length, 'An old address is listed twice');

export const pageFileSchema = z
  .strictObject({
    meta: pageMetaSchema.optional(),
    /** In a page of another language than English: the English page it is the version of. */
    translationOf: z
      .string()
      .regex(/^[a-z0-9][a-z0-9\-/]*$/, 'translationOf must be the name of an English page, such as casino')
      .optional(),
    redirectFrom: redirectFromSchema.optional(),
    components: z
      .array(
        selectedComponentSchema.refine((component) => !isLayoutCategory(component.category), {
          error: 'Headers and footers belong in layout.json, not in a page',
        }),
      )
      .refine(uniqueComponents, 'A component may appear only once on a page'),
  })
  .superRefine((page, context) => {
    for (const issue of scheduleIssues(page.meta ?? {}))
      context.addIssue({ code: 'custom', path: ['meta', issue.field], message: issue.message });
  });

export const layoutFileSchema = z.strictObject({
  layout: z
    .array(
      selectedComponentSchema.refine((component) => isLayoutCategory(component.category), {
        error: 'Only Headers and Footers belong in layout.json',
      }),
    )
    .refine(uniqueComponents, 'A component may appear only once in the layout'),
});

export type PageFile = z.output<typeof pageFileSchema>;
export type PageMetaFields = z.output<typeof pageMetaSchema>;
export type LayoutFile = z.output<typeof layoutFileSchema>;

/** `{data: ...}` checked against the component's own schema. */
export function dataFileSchema(component: SelectedComponent): z.ZodType<{ data: unknown }> {
  const definition = findDefinition(component);
  if (!definition) throw new Error(`Unknown component ${component.category}/${component.name}`);
  return z.strictObject({ data: definition.schema });
}
