import { defineSection } from '@/lib/model/sections/sectionDefinition';
import { z } from 'zod';
import { longText, optionalText, text } from '@/lib/model/fields';

export const titleBandSchema = z.strictObject({
  eyebrow: optionalText('Eyebrow', 60),
  title: text('Title', 90),
  text: longText('Introduction', 400),
});

export type TitleBandData = z.output<typeof titleBandSchema>;

export const titleBandDefaults: TitleBandData = {
  eyebrow: '',
  title: 'Page title',
  text: 'One or two sentences that tell the visitor what this page is about.',
};

/** The section in the catalogue: its names in both languages, its schema and its first data. */
export const titleBandSection = defineSection({
  label: 'Title band',
  description: 'A page opening without a photo: title and a short introduction.',
  polish: {
    label: 'Pas tytułowy',
    description: 'Otwarcie strony bez zdjęcia: tytuł i krótki wstęp.',
  },
  schema: titleBandSchema,
  defaultData: titleBandDefaults,
});
