import { defineSection } from '@/lib/model/sections/sectionDefinition';
import { z } from 'zod';
import { callToAction, longText, text } from '@/lib/model/fields';

export const bannerSchema = z.strictObject({
  heading: text('Heading', 120),
  text: longText('Text', 400),
  cta: callToAction('Button'),
});

export type BannerData = z.output<typeof bannerSchema>;

export const bannerDefaults: BannerData = {
  heading: 'Ready when you are',
  text: 'Tell us your dates and we will come back with a plan.',
  cta: { label: 'Plan my trip', href: '/contact-us' },
};

/** The section in the catalogue: its names in both languages, its schema and its first data. */
export const bannerSection = defineSection({
  label: 'Call to action',
  description: 'A closing invitation with one button.',
  polish: {
    label: 'Wezwanie do działania',
    description: 'Zaproszenie na koniec strony, z jednym przyciskiem.',
  },
  schema: bannerSchema,
  defaultData: bannerDefaults,
});
