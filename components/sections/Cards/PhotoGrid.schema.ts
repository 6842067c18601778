import { defineSection } from '@/lib/model/sections/sectionDefinition';
import { z } from 'zod';
import { callToAction, image, list, longText, optionalText, text } from '@/lib/model/fields';

/** Photo cards: hotels, casino areas, experiences. */
export const photoGridSchema = z.strictObject({
  eyebrow: optionalText('Eyebrow', 60),
  heading: text('Heading', 120),
  intro: optionalText('Introduction', 400),
  cards: list(
    'Cards',
    z.strictObject({
      tag: optionalText('Tag', 40),
      title: text('Card title', 80),
      text: longText('Card text', 400),
      image: image('Card photo'),
    }),
    1,
    12,
  ),
  cta: callToAction('Button').optional(),
});

export type PhotoGridData = z.output<typeof photoGridSchema>;

export const photoGridDefaults: PhotoGridData = {
  eyebrow: 'Where to stay',
  heading: 'Stays we love',
  intro: '',
  cards: [
    {
      tag: 'Seafront',
      title: 'A hotel by the sea',
      text: 'A short description of the stay and what makes it special.',
      image: {
        src: '/images/hotel-resort-overwater-villas.jpg',
      },
    },
  ],
};

/** The section in the catalogue: its names in both languages, its schema and its first data. */
export const photoGridSection = defineSection({
  label: 'Photo cards',
  description: 'Cards with a photo, a title and a text: hotels, casino areas, experiences.',
  polish: {
    label: 'Karty ze zdjęciami',
    description: 'Karty ze zdjęciem, tytułem i tekstem: hotele, strefy kasyna, atrakcje.',
  },
  schema: photoGridSchema,
  defaultData: photoGridDefaults,
});
