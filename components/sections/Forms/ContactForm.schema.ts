import { defineSection } from '@/lib/model/sections/sectionDefinition';
import { z } from 'zod';
import { longText, optionalText, text } from '@/lib/model/fields';

/** The enquiry form's wording; its fields and rules are fixed (lib/model/enquiry/schema.ts). */
export const contactFormSchema = z.strictObject({
  eyebrow: optionalText('Eyebrow', 60),
  heading: text('Heading', 120),
  intro: optionalText('Introduction', 400),
  submitLabel: text('Button label', 40),
  successMessage: longText('Message after sending', 300),
});

export type ContactFormData = z.output<typeof contactFormSchema>;

export const contactFormDefaults: ContactFormData = {
  eyebrow: 'Enquiry',
  heading: 'Tell us about your trip',
  intro: 'We answer every enquiry by the next working day at the latest.',
  submitLabel: 'Send my enquiry',
  successMessage:
    'Thank you. Your enquiry is on its way, and we will reply by the next working day at the latest.',
};

/** The section in the catalogue: its names in both languages, its schema and its first data. */
export const contactFormSection = defineSection({
  label: 'Enquiry form',
  description: 'The travel enquiry form.',
  polish: {
    label: 'Formularz zapytania',
    description: 'Formularz zapytania o podróż.',
  },
  schema: contactFormSchema,
  defaultData: contactFormDefaults,
});
