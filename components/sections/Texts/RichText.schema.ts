import { defineSection } from '@/lib/model/sections/sectionDefinition';
import { z } from 'zod';
import { list, longText, optionalText, text } from '@/lib/model/fields';

/**
 * A long document in sections (the legal pages, the photo credits). Section bodies use the
 * rich-text markup: blank lines between paragraphs, `- ` list items, [label](href) links, **bold**.
 */
export const richTextSchema = z.strictObject({
  eyebrow: optionalText('Eyebrow', 60),
  heading: text('Heading', 120),
  intro: optionalText('Introduction', 600),
  updated: optionalText('Last updated', 40),
  sections: list(
    'Sections',
    z.strictObject({ heading: text('Section heading', 120), body: longText('Section text', 4000) }),
    1,
    30,
  ),
});

export type RichTextData = z.output<typeof richTextSchema>;

export const richTextDefaults: RichTextData = {
  eyebrow: '',
  heading: 'Document heading',
  intro: '',
  updated: '',
  sections: [
    { heading: 'First section', body: 'A paragraph of text.\n\n- A list item\n- Another list item' },
  ],
};

/** The section in the catalogue: its names in both languages, its schema and its first data. */
export const richTextSection = defineSection({
  label: 'Document',
  description: 'A long text in sections with lists and links (legal pages, credits).',
  polish: {
    label: 'Dokument',
    description: 'Długi tekst w rozdziałach, z listami i linkami (strony prawne, informacje o autorach).',
  },
  schema: richTextSchema,
  defaultData: richTextDefaults,
});
