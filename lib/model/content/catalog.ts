import type { SelectedComponent } from '@/lib/model/content/selection';
import type { ComponentDefinition } from '@/lib/model/sections/sectionDefinition';
import { headerSection } from '@/components/sections/Headers/Variant7Hotels.schema';
import { footerSection } from '@/components/sections/Footers/Variant10Hotels.schema';
import { fullBleedPhotoSection } from '@/components/sections/Heroes/FullBleedPhoto.schema';
import { titleBandSection } from '@/components/sections/Heroes/TitleBand.schema';
import { introSection } from '@/components/sections/Texts/Intro.schema';
import { richTextSection } from '@/components/sections/Texts/RichText.schema';
import { photoGridSection } from '@/components/sections/Cards/PhotoGrid.schema';
import { iconGridSection } from '@/components/sections/Cards/IconGrid.schema';
import { imageTextSection } from '@/components/sections/Splits/ImageText.schema';
import { mosaicSection } from '@/components/sections/Galleries/Mosaic.schema';
import { quotesSection } from '@/components/sections/Testimonials/Quotes.schema';
import { accordionSection } from '@/components/sections/Faqs/Accordion.schema';
import { factsStripSection } from '@/components/sections/Facts/Strip.schema';
import { bannerSection } from '@/components/sections/CallsToAction/Banner.schema';
import { detailsSection } from '@/components/sections/Contacts/Details.schema';
import { contactFormSection } from '@/components/sections/Forms/ContactForm.schema';
import { responsibleGamingSection } from '@/components/sections/Notices/ResponsibleGaming.schema';

export type { ComponentDefinition } from '@/lib/model/sections/sectionDefinition';

/**
 * The component catalogue: category -> variant name -> label, data schema and default data.
 * Build-time validation, the editor and the dev API read it; the browser renders through
 * `components/registry/views.ts`, which finds each entry's view by its names
 * (`components/sections/{Category}/{Name}.tsx`), so the schemas (zod) never reach the visitor's
 * bundle. Adding a section is its folder's two files and its line here.
 */
export const catalog = {
  Headers: {
    Variant7Hotels: headerSection,
  },
  Footers: {
    Variant10Hotels: footerSection,
  },
  Heroes: {
    FullBleedPhoto: fullBleedPhotoSection,
    TitleBand: titleBandSection,
  },
  Texts: {
    Intro: introSection,
    RichText: richTextSection,
  },
  Cards: {
    PhotoGrid: photoGridSection,
    IconGrid: iconGridSection,
  },
  Splits: {
    ImageText: imageTextSection,
  },
  Galleries: {
    Mosaic: mosaicSection,
  },
  Testimonials: {
    Quotes: quotesSection,
  },
  Faqs: {
    Accordion: accordionSection,
  },
  Facts: {
    Strip: factsStripSection,
  },
  CallsToAction: {
    Banner: bannerSection,
  },
  Contacts: {
    Details: detailsSection,
  },
  Forms: {
    ContactForm: contactFormSection,
  },
  Notices: {
    ResponsibleGaming: responsibleGamingSection,
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
