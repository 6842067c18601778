import { defineSection } from '@/lib/model/sections/sectionDefinition';
import { z } from 'zod';
import { list, longText, optionalText, text } from '@/lib/model/fields';

/** Quotes with their speaker. Use real words of real people only. */
export const quotesSchema = z.strictObject({
  eyebrow: optionalText('Eyebrow', 60),
  heading: text('Heading', 120),
  quotes: list(
    'Quotes',
    z.strictObject({
      quote: longText('Quote', 500),
      name: text('Name', 60),
      role: optionalText('Role', 80),
    }),
    1,
    6,
  ),
});

export type QuotesData = z.output<typeof quotesSchema>;

export const quotesDefaults: QuotesData = {
  eyebrow: '',
  heading: 'In their words',
  quotes: [{ quote: 'A short quote.', name: 'Name', role: '' }],
};

/** The section in the catalogue: its names in both languages, its schema and its first data. */
export const quotesSection = defineSection({
  label: 'Quotes',
  description: 'Quotes with the name and role of the person quoted.',
  polish: {
    label: 'Cytaty',
    description: 'Cytaty z imieniem, nazwiskiem i funkcją cytowanej osoby.',
  },
  schema: quotesSchema,
  defaultData: quotesDefaults,
});
