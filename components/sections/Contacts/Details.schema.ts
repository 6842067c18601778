import { defineSection } from '@/lib/model/sections/sectionDefinition';
import { z } from 'zod';
import { list, optionalText, text } from '@/lib/model/fields';

/** The office's contact details: address, phone, email and social links come from the site configuration. */
export const detailsSchema = z.strictObject({
  heading: text('Heading', 120),
  intro: optionalText('Introduction', 400),
  openingHours: list(
    'Opening hours',
    z.strictObject({ days: text('Days', 40), hours: text('Hours', 40) }),
    1,
    7,
  ),
});

export type DetailsData = z.output<typeof detailsSchema>;

export const detailsDefaults: DetailsData = {
  heading: 'Visit or call us',
  intro: '',
  openingHours: [
    { days: 'Monday to Friday', hours: '9:00 to 18:00' },
    { days: 'Saturday', hours: '10:00 to 14:00' },
  ],
};

/** The section in the catalogue: its names in both languages, its schema and its first data. */
export const detailsSection = defineSection({
  label: 'Contact details',
  description: 'Address, phone, email, opening hours and social links.',
  polish: {
    label: 'Dane kontaktowe',
    description: 'Adres, telefon, e-mail, godziny otwarcia i linki do mediów społecznościowych.',
  },
  schema: detailsSchema,
  defaultData: detailsDefaults,
});
