import { defineSection } from '@/lib/model/sections/sectionDefinition';
import { z } from 'zod';
import { list, longText, text } from '@/lib/model/fields';

/** The 18+ and responsible-gaming notice shown wherever gambling is mentioned. */
export const responsibleGamingSchema = z.strictObject({
  heading: text('Heading', 120),
  text: longText('Text', 600),
  helpLinks: list(
    'Help links',
    z.strictObject({
      label: text('Link label', 80),
      href: z
        .string()
        .trim()
        .regex(/^https:\/\/[^\s]+$/, 'Help link must be an https:// address')
        .meta({ title: 'Link address', widget: 'link' }),
    }),
    1,
    4,
  ),
});

export type ResponsibleGamingData = z.output<typeof responsibleGamingSchema>;

export const responsibleGamingDefaults: ResponsibleGamingData = {
  heading: '18+ only. Play responsibly.',
  text: 'Casinos in Malta admit adults only, with photo ID. Gambling should be entertainment: set a budget and a time limit before you play, and never chase losses.',
  helpLinks: [
    { label: 'Responsible Gaming Foundation (Malta)', href: 'https://www.rgf.org.mt/' },
    { label: 'Gambling Therapy: free support in many languages', href: 'https://www.gamblingtherapy.org/' },
  ],
};

/** The section in the catalogue: its names in both languages, its schema and its first data. */
export const responsibleGamingSection = defineSection({
  label: 'Responsible gaming notice',
  description: 'The 18+ notice with help links, for every page that mentions gambling.',
  polish: {
    label: 'Informacja o odpowiedzialnej grze',
    description: 'Informacja 18+ z linkami do pomocy, na każdą stronę, która wspomina o grach hazardowych.',
  },
  schema: responsibleGamingSchema,
  defaultData: responsibleGamingDefaults,
});
