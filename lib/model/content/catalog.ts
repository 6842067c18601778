import type { z } from 'zod';
import type { SelectedComponent } from '@/lib/model/content/selection';
import { bannerDefaults, bannerSchema } from '@/components/sections/CallsToAction/Banner.schema';
import { iconGridDefaults, iconGridSchema } from '@/components/sections/Cards/IconGrid.schema';
import { photoGridDefaults, photoGridSchema } from '@/components/sections/Cards/PhotoGrid.schema';
import { detailsDefaults, detailsSchema } from '@/components/sections/Contacts/Details.schema';
import { factsStripDefaults, factsStripSchema } from '@/components/sections/Facts/Strip.schema';
import { accordionDefaults, accordionSchema } from '@/components/sections/Faqs/Accordion.schema';
import { footerDefaults, footerSchema } from '@/components/sections/Footers/Variant10Hotels.schema';
import { contactFormDefaults, contactFormSchema } from '@/components/sections/Forms/ContactForm.schema';
import { mosaicDefaults, mosaicSchema } from '@/components/sections/Galleries/Mosaic.schema';
import { headerDefaults, headerSchema } from '@/components/sections/Headers/Variant7Hotels.schema';
import {
  fullBleedPhotoDefaults,
  fullBleedPhotoSchema,
} from '@/components/sections/Heroes/FullBleedPhoto.schema';
import { titleBandDefaults, titleBandSchema } from '@/components/sections/Heroes/TitleBand.schema';
import {
  responsibleGamingDefaults,
  responsibleGamingSchema,
} from '@/components/sections/Notices/ResponsibleGaming.schema';
import { imageTextDefaults, imageTextSchema } from '@/components/sections/Splits/ImageText.schema';
import { quotesDefaults, quotesSchema } from '@/components/sections/Testimonials/Quotes.schema';
import { introDefaults, introSchema } from '@/components/sections/Texts/Intro.schema';
import { richTextDefaults, richTextSchema } from '@/components/sections/Texts/RichText.schema';

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
    RichText: define({
      label: 'Document',
      description: 'A long text in sections with lists and links (legal pages, credits).',
      schema: richTextSchema,
      defaultData: richTextDefaults,
    }),
  },
  Cards: {
    PhotoGrid: define({
      label: 'Photo cards',
      description: 'Cards with a photo, a title and a text: hotels, casino areas, experiences.',
      schema: photoGridSchema,
      defaultData: photoGridDefaults,
    }),
    IconGrid: define({
      label: 'Highlights',
      description: 'Short highlights, each with an icon, a title and a sentence.',
      schema: iconGridSchema,
      defaultData: iconGridDefaults,
    }),
  },
  Splits: {
    ImageText: define({
      label: 'Photo and text',
      description: 'A photo beside a text, on the left or the right.',
      schema: imageTextSchema,
      defaultData: imageTextDefaults,
    }),
  },
  Galleries: {
    Mosaic: define({
      label: 'Photo gallery',
      description: 'A grid of photos with captions; the first is shown larger.',
      schema: mosaicSchema,
      defaultData: mosaicDefaults,
    }),
  },
  Testimonials: {
    Quotes: define({
      label: 'Quotes',
      description: 'Quotes with the name and role of the person quoted.',
      schema: quotesSchema,
      defaultData: quotesDefaults,
    }),
  },
  Faqs: {
    Accordion: define({
      label: 'Questions and answers',
      description: 'Questions that open to their answers.',
      schema: accordionSchema,
      defaultData: accordionDefaults,
    }),
  },
  Facts: {
    Strip: define({
      label: 'Facts in figures',
      description: 'A row of figures with their labels.',
      schema: factsStripSchema,
      defaultData: factsStripDefaults,
    }),
  },
  CallsToAction: {
    Banner: define({
      label: 'Call to action',
      description: 'A closing invitation with one button.',
      schema: bannerSchema,
      defaultData: bannerDefaults,
    }),
  },
  Contacts: {
    Details: define({
      label: 'Contact details',
      description: 'Address, phone, email, opening hours and social links.',
      schema: detailsSchema,
      defaultData: detailsDefaults,
    }),
  },
  Forms: {
    ContactForm: define({
      label: 'Enquiry form',
      description: 'The travel enquiry form.',
      schema: contactFormSchema,
      defaultData: contactFormDefaults,
    }),
  },
  Notices: {
    ResponsibleGaming: define({
      label: 'Responsible gaming notice',
      description: 'The 18+ notice with help links, for every page that mentions gambling.',
      schema: responsibleGamingSchema,
      defaultData: responsibleGamingDefaults,
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
