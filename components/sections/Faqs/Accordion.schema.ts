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
