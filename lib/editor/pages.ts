import { SITE_PAGES } from '@/lib/site/pages';

/** What the editor can open: each page, and the shared layout (header and footer). */
export const LAYOUT_TARGET = 'layout';

export const EDITOR_TARGETS = [
  ...SITE_PAGES.map((page) => ({ value: page.name as string, label: `${page.label} (${page.path})` })),
  { value: LAYOUT_TARGET, label: 'Header and footer (every page)' },
];

/** The page whose files the API reads for a target; the layout is edited in the home page's context. */
export function pageNameOf(target: string): string {
  return target === LAYOUT_TARGET ? 'index' : target;
}
