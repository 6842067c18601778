import { defineSection } from '@/lib/model/sections/sectionDefinition';
import { z } from 'zod';
import { list, optionalText, text } from '@/lib/model/fields';

/** A row of figures with a label each. Figures must be facts, with no invented statistics. */
export const factsStripSchema = z.strictObject({
  heading: text('Heading', 120),
  facts: list(
    'Facts',
    z.strictObject({ value: text('Figure', 16), label: text('Label', 80), note: optionalText('Note', 160) }),
    2,
    6,
  ),
});

export type FactsStripData = z.output<typeof factsStripSchema>;

export const factsStripDefaults: FactsStripData = {
  heading: 'Malta in figures',
  facts: [
    { value: '3', label: 'inhabited islands', note: '' },
    { value: '316 km²', label: 'of land in all', note: '' },
  ],
};

/** The section in the catalogue: its names in both languages, its schema and its first data. */
export const factsStripSection = defineSection({
  label: 'Facts in figures',
  description: 'A row of figures with their labels.',
  polish: {
    label: 'Fakty w liczbach',
    description: 'Rząd liczb z ich opisami.',
  },
  schema: factsStripSchema,
  defaultData: factsStripDefaults,
});
