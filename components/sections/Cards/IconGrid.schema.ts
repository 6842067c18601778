import { defineSection } from '@/lib/model/sections/sectionDefinition';
import { z } from 'zod';
import { FEATURE_ICON_NAMES } from '@/lib/model/icons/featureIconNames';
import { choice, list, longText, optionalText, text } from '@/lib/model/fields';

/** Highlights: an icon, a title and a sentence each. */
export const iconGridSchema = z.strictObject({
  eyebrow: optionalText('Eyebrow', 60),
  heading: text('Heading', 120),
  intro: optionalText('Introduction', 400),
  items: list(
    'Highlights',
    z.strictObject({
      icon: choice('Icon', FEATURE_ICON_NAMES),
      title: text('Highlight title', 60),
      text: longText('Highlight text', 300),
    }),
    2,
    8,
  ),
});

export type IconGridData = z.output<typeof iconGridSchema>;

export const iconGridDefaults: IconGridData = {
  eyebrow: '',
  heading: 'Why travel with us',
  intro: '',
  items: [
    {
      icon: 'Planner',
      title: 'One planner',
      text: 'One person plans your trip from the first call to the flight home.',
    },
    { icon: 'Hotel', title: 'Hotels we know', text: 'We suggest hotels we know well, and say why.' },
    { icon: 'Shield', title: 'Clear terms', text: 'Prices and conditions in writing before you book.' },
  ],
};

/** The section in the catalogue: its names in both languages, its schema and its first data. */
export const iconGridSection = defineSection({
  label: 'Highlights',
  description: 'Short highlights, each with an icon, a title and a sentence.',
  polish: {
    label: 'Atuty',
    description: 'Krótkie atuty, każdy z ikoną, tytułem i jednym zdaniem.',
  },
  schema: iconGridSchema,
  defaultData: iconGridDefaults,
});
