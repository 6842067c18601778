import { defineSection } from '@/lib/model/sections/sectionDefinition';
import { z } from 'zod';
import { callToAction, image, longText, optionalText, text } from '@/lib/model/fields';

export const fullBleedPhotoSchema = z.strictObject({
  eyebrow: optionalText('Eyebrow', 60),
  title: text('Title', 90),
  text: longText('Introduction', 400),
  image: image('Background photo'),
  cta: callToAction('Button').optional(),
});

export type FullBleedPhotoData = z.output<typeof fullBleedPhotoSchema>;

export const fullBleedPhotoDefaults: FullBleedPhotoData = {
  eyebrow: 'Malta, Gozo and Comino',
  title: 'Discover the hidden gems of Malta',
  text: 'Casino hotels on the seafront, quiet luxury in stone-walled palazzos and evenings that run late in St Julian’s: we plan the whole stay for you.',
  image: {
    src: '/images/hero-sea-dune-grass.jpg',
  },
  cta: { label: 'Plan my trip', href: '/contact-us' },
};

/** The section in the catalogue: its names in both languages, its schema and its first data. */
export const fullBleedPhotoSection = defineSection({
  label: 'Full-bleed photo hero',
  description: 'A page-opening photo with a title, an introduction and a button.',
  polish: {
    label: 'Zdjęcie otwierające na całą szerokość',
    description: 'Zdjęcie otwierające stronę, z tytułem, wstępem i przyciskiem.',
  },
  schema: fullBleedPhotoSchema,
  defaultData: fullBleedPhotoDefaults,
});
