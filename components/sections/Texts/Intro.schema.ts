import { defineSection } from '@/lib/model/sections/sectionDefinition';
import { z } from 'zod';
import { longText, optionalText, text } from '@/lib/model/fields';

/** A heading with one or more paragraphs; paragraphs are separated by a blank line. */
export const introSchema = z.strictObject({
  eyebrow: optionalText('Eyebrow', 60),
  heading: text('Heading', 120),
  body: longText('Text', 3000),
});

export type IntroData = z.output<typeof introSchema>;

export const introDefaults: IntroData = {
  eyebrow: '',
  heading: 'Malta, planned around you',
  body: 'Tell us how you like to travel and we will shape the days around it: where to stay, where to eat, and how to spend the evenings.',
};

/** The section in the catalogue: its names in both languages, its schema and its first data. */
export const introSection = defineSection({
  label: 'Heading and text',
  description: 'A heading with a few paragraphs of copy.',
  polish: {
    label: 'Nagłówek i tekst',
    description: 'Nagłówek i kilka akapitów tekstu.',
  },
  schema: introSchema,
  defaultData: introDefaults,
});
