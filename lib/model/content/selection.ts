import { DEFAULT_LOCALE, localeOfPageName } from '@/lib/model/i18n/locales';

/**
 * Pure rules about a page's selected components (spec section 4). A component is identified by
 * its category and name; the page state is the page's list followed by the shared layout list.
 */
export interface SelectedComponent {
  category: string;
  name: string;
}

/** Categories whose data is shared by every page (`/data/{Category}{Name}.json`). */
export const LAYOUT_CATEGORIES: ReadonlySet<string> = new Set(['Headers', 'Footers']);

export function isLayoutCategory(category: string): boolean {
  return LAYOUT_CATEGORIES.has(category);
}

export function isSameComponent(a: SelectedComponent, b: SelectedComponent): boolean {
  return a.category === b.category && a.name === b.name;
}

/** The file stem of a component's data: `HeadersVariant7Hotels`. */
export function componentKey(component: SelectedComponent): string {
  return `${component.category}${component.name}`;
}

/**
 * Where the browser fetches a component's data (spec section 7). The header and footer are shared
 * by the pages of one language: `/data/{key}.json` in English, `/data/pl/{key}.json` in Polish.
 */
export function componentDataUrl(component: SelectedComponent, pageName: string): string {
  const file = `${componentKey(component)}.json`;
  if (!isLayoutCategory(component.category)) return `/data/${pageName}/${file}`;
  const locale = localeOfPageName(pageName);
  return locale === DEFAULT_LOCALE ? `/data/${file}` : `/data/${locale}/${file}`;
}

export function selectedComponentsUrl(pageName: string): string {
  return `/selectedComponents/${pageName}.json`;
}

export const LAYOUT_URL = '/selectedComponents/layout.json';
