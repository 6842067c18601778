import type { Locale } from '@/lib/model/i18n/locales';

/**
 * The live preview's words: its frame in the editor (components/editor/PreviewFrame.tsx) and the
 * outlines drawn in the preview (PreviewOutline.tsx), which learns the editor's language from the
 * state the editor posts to it. `section` is a component's name, already in the editor's language.
 */
const en = {
  heading: 'Preview',
  hint: 'Click a section to edit it. Links do not navigate here.',
  width: 'Preview width',
  devices: { Phone: 'Phone', Tablet: 'Tablet', Desktop: 'Desktop' },
  frameTitle: (width: number) => `Preview at ${width} px`,
  editing: (section: string) => `Editing: ${section}`,
  edit: (section: string) => `Edit ${section}`,
};

export const PREVIEW_WORDS: Record<Locale, typeof en> = {
  en,
  pl: {
    heading: 'Podgląd',
    hint: 'Kliknij sekcję, aby ją edytować. Linki w podglądzie nie przenoszą na inne strony.',
    width: 'Szerokość podglądu',
    devices: { Phone: 'Telefon', Tablet: 'Tablet', Desktop: 'Komputer' },
    frameTitle: (width) => `Podgląd o szerokości ${width} px`,
    editing: (section) => `Edytujesz: ${section}`,
    edit: (section) => `Edytuj: ${section}`,
  },
};
