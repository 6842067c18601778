import { defineSection } from '@/lib/model/sections/sectionDefinition';
import { z } from 'zod';
import { text } from '@/lib/model/fields';

/**
 * The footer's columns (catalog, contact, social links) are fixed in the product and come from the
 * site configuration; the data holds only the short brand line under the logo.
 */
export const footerSchema = z.strictObject({
  tagline: text('Tagline', 200),
});

export type FooterData = z.output<typeof footerSchema>;

export const footerDefaults: FooterData = {
  tagline: 'Casino hotels, luxury stays and island experiences in Malta, arranged from Warsaw.',
};

/** The section in the catalogue: its names in both languages, its schema and its first data. */
export const footerSection = defineSection({
  label: 'Hotel footer',
  description: 'Catalog, contact details and social links in three columns.',
  polish: {
    label: 'Stopka hotelowa',
    description: 'Katalog, dane kontaktowe i linki do mediów społecznościowych w trzech kolumnach.',
  },
  schema: footerSchema,
  defaultData: footerDefaults,
});
