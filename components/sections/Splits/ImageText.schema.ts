import { defineSection } from '@/lib/model/sections/sectionDefinition';
import { z } from 'zod';
import { callToAction, choice, image, longText, optionalText, text } from '@/lib/model/fields';

export const imageTextSchema = z.strictObject({
  eyebrow: optionalText('Eyebrow', 60),
  heading: text('Heading', 120),
  body: longText('Text', 2000),
  image: image('Photo'),
  imageSide: choice('Photo side', ['left', 'right'] as const),
  cta: callToAction('Button').optional(),
});

export type ImageTextData = z.output<typeof imageTextSchema>;

export const imageTextDefaults: ImageTextData = {
  eyebrow: '',
  heading: 'A heading beside a photo',
  body: 'A few sentences that go with the photo.',
  image: { src: '/images/luxury-courtyard-atrium.jpg' },
  imageSide: 'right',
};

/** The section in the catalogue: its names in both languages, its schema and its first data. */
export const imageTextSection = defineSection({
  label: 'Photo and text',
  description: 'A photo beside a text, on the left or the right.',
  polish: {
    label: 'Zdjęcie i tekst',
    description: 'Zdjęcie obok tekstu, po lewej lub po prawej stronie.',
  },
  schema: imageTextSchema,
  defaultData: imageTextDefaults,
});
