import { z } from 'zod';
import { findDefinition } from '@/components/registry/catalog';
import { isLayoutCategory, type SelectedComponent } from './selection';

/** Shapes of the content files (spec section 7), checked at build time and by the dev API. */
const NAME_PATTERN = /^[A-Z][A-Za-z0-9]*$/;

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

export const pageMetaSchema = z.strictObject({
  title: z.string().max(70, 'Title must be at most 70 characters').optional(),
  description: z.string().max(170, 'Description must be at most 170 characters').optional(),
  keywords: z.string().max(300).optional(),
  faviconPath: z
    .string()
    .regex(/^\/[A-Za-z0-9\-_/.]+$/, 'Favicon must be a path on this site')
    .optional(),
});

export const pageFileSchema = z.strictObject({
  meta: pageMetaSchema.optional(),
  components: z
    .array(
      selectedComponentSchema.refine((component) => !isLayoutCategory(component.category), {
        error: 'Headers and footers belong in layout.json, not in a page',
      }),
    )
    .refine(uniqueComponents, 'A component may appear only once on a page'),
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
export type LayoutFile = z.output<typeof layoutFileSchema>;

/** `{data: ...}` checked against the component's own schema. */
export function dataFileSchema(component: SelectedComponent): z.ZodType<{ data: unknown }> {
  const definition = findDefinition(component);
  if (!definition) throw new Error(`Unknown component ${component.category}/${component.name}`);
  return z.strictObject({ data: definition.schema });
}
