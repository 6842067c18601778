import { defineSection } from '@/lib/model/sections/sectionDefinition';
import { z } from 'zod';
import { list, longText, optionalText, text } from '@/lib/model/fields';

/** Questions and answers; answers use the rich-text markup (links, lists). */
export const accordionSchema = z.strictObject({
  eyebrow: optionalText('Eyebrow', 60),
  heading: text('Heading', 120),
  items: list(
    'Questions',
    z.strictObject({ question: text('Question', 160), answer: longText('Answer', 1500) }),
    1,
    20,
  ),
});

export type AccordionData = z.output<typeof accordionSchema>;

export const accordionDefaults: AccordionData = {
  eyebrow: '',
  heading: 'Questions and answers',
  items: [{ question: 'A question visitors ask?', answer: 'A clear answer.' }],
};

/** The section in the catalogue: its names in both languages, its schema and its first data. */
export const accordionSection = defineSection({
  label: 'Questions and answers',
  description: 'Questions that open to their answers.',
  polish: {
    label: 'Pytania i odpowiedzi',
    description: 'Pytania, które po kliknięciu pokazują odpowiedź.',
  },
  schema: accordionSchema,
  defaultData: accordionDefaults,
});
