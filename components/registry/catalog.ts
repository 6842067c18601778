import type { z } from 'zod';
import type { SelectedComponent } from '@/lib/content/selection';
import { footerDefaults, footerSchema } from '@/components/sections/Footers/Variant10Hotels.schema';
import { headerDefaults, headerSchema } from '@/components/sections/Headers/Variant7Hotels.schema';
import {
  fullBleedPhotoDefaults,
  fullBleedPhotoSchema,
} from '@/components/sections/Heroes/FullBleedPhoto.schema';
import { titleBandDefaults, titleBandSchema } from '@/components/sections/Heroes/TitleBand.schema';
import { introDefaults, introSchema } from '@/components/sections/Texts/Intro.schema';

/**
 * The component catalogue: category -> variant name -> label, data schema and default data.
 * Build-time validation, the editor and the dev API read it; the browser renders through
 * `views.ts`, whose type is derived from this object, so the two cannot drift apart and the
 * schemas (zod) never reach the visitor's bundle.
 */
export interface ComponentDefinition<Schema extends z.ZodType = z.ZodType> {
  label: string;
  description: string;
  schema: Schema;
  defaultData: z.output<Schema>;
}

function define<Schema extends z.ZodType>(
  definition: ComponentDefinition<Schema>,
): ComponentDefinition<Schema> {
  return definition;
}

export const catalog = {
  Headers: {
    Variant7Hotels: define({
      label: 'Hotel header',
      description: 'Logo, navigation with icons, call-to-action button and a mobile menu.',
      schema: headerSchema,
      defaultData: headerDefaults,
    }),
  },
  Footers: {
    Variant10Hotels: define({
      label: 'Hotel footer',
      description: 'Catalog, contact details and social links in three columns.',
      schema: footerSchema,
      defaultData: footerDefaults,
    }),
  },
  Heroes: {
    FullBleedPhoto: define({
      label: 'Full-bleed photo hero',
      description: 'A page-opening photo with a title, an introduction and a button.',
      schema: fullBleedPhotoSchema,
      defaultData: fullBleedPhotoDefaults,
    }),
    TitleBand: define({
      label: 'Title band',
      description: 'A page opening without a photo: title and a short introduction.',
      schema: titleBandSchema,
      defaultData: titleBandDefaults,
    }),
  },
  Texts: {
    Intro: define({
      label: 'Heading and text',
      description: 'A heading with a few paragraphs of copy.',
      schema: introSchema,
      defaultData: introDefaults,
    }),
  },
} as const;

export type Catalog = typeof catalog;
export type CategoryName = keyof Catalog;

const hasOwn = (object: object, key: string): boolean => Object.prototype.hasOwnProperty.call(object, key);

/** The definition of a selected component, or undefined when the catalogue has no such variant. */
export function findDefinition(component: SelectedComponent): ComponentDefinition | undefined {
  if (!hasOwn(catalog, component.category)) return undefined;
  const variants: Record<string, ComponentDefinition> = catalog[component.category as CategoryName];
  return hasOwn(variants, component.name) ? variants[component.name] : undefined;
}

/** Every category and variant, in catalogue order. */
export function listCatalog(): { category: string; name: string; definition: ComponentDefinition }[] {
  return Object.entries(catalog).flatMap(([category, variants]) =>
    Object.entries(variants as Record<string, ComponentDefinition>).map(([name, definition]) => ({
      category,
      name,
      definition,
    })),
  );
}
