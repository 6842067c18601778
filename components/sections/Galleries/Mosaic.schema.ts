import { defineSection } from '@/lib/model/sections/sectionDefinition';
import { z } from 'zod';
import { image, list, optionalText, text } from '@/lib/model/fields';

export const mosaicSchema = z.strictObject({
  eyebrow: optionalText('Eyebrow', 60),
  heading: text('Heading', 120),
  intro: optionalText('Introduction', 400),
  photos: list(
    'Photos',
    z.strictObject({ image: image('Photo'), caption: optionalText('Caption', 120) }),
    2,
    12,
  ),
});

export type MosaicData = z.output<typeof mosaicSchema>;

export const mosaicDefaults: MosaicData = {
  eyebrow: '',
  heading: 'Moods of the trip',
  intro: '',
  photos: [
    {
      image: {
        src: '/images/island-boats-sunset.jpg',
      },
      caption: '',
    },
    {
      image: { src: '/images/island-market-spices.jpg' },
      caption: '',
    },
  ],
};

/** The section in the catalogue: its names in both languages, its schema and its first data. */
export const mosaicSection = defineSection({
  label: 'Photo gallery',
  description: 'A grid of photos with captions; the first is shown larger.',
  polish: {
    label: 'Galeria zdjęć',
    description: 'Siatka zdjęć z podpisami; pierwsze jest większe.',
  },
  schema: mosaicSchema,
  defaultData: mosaicDefaults,
});
