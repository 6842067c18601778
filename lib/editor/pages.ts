import type { CatalogLink } from '@/lib/content/pageProps';
import type { PageMetaFields } from '@/lib/content/schemas';
import { pageNameProblem, pageNameToPath, pathToPageName } from '@/lib/site/pageRules';
import type { PageSummary, PagesAnswer } from './pageAdmin';

/**
 * What the editor can open (each page of GET /api/pages, and the shared layout) and the rules its
 * page forms check as you type. Pure: the list comes from the API, never from code.
 */
export const LAYOUT_TARGET = 'layout';
export const LAYOUT_TARGET_LABEL = 'Header and footer (every page)';

export interface EditorTarget {
  value: string;
  label: string;
  /** Kept out of search engines (shown beside its name in the page choice). */
  noindex: boolean;
}

/** The page whose files the API reads for a target; the layout is edited in the home page's context. */
export function pageNameOf(target: string): string {
  return target === LAYOUT_TARGET ? 'index' : target;
}

/**
 * Pages in the order of the footer's catalog and the editor: by `order`, then the others by label
 * (the browser's copy of sortPages in lib/content/sitePages.ts, which reads files and is Node-only).
 */
export function sortPageSummaries<T extends { label: string; meta: PageMetaFields }>(
  pages: readonly T[],
): T[] {
  const rank = (page: T) => page.meta.order ?? Number.MAX_SAFE_INTEGER;
  return [...pages].sort((a, b) => rank(a) - rank(b) || a.label.localeCompare(b.label, 'en'));
}

/** The footer's catalog as the built site shows it: the listed pages, in order. */
export function catalogFromPages(pages: readonly PageSummary[]): CatalogLink[] {
  return sortPageSummaries(pages.filter((page) => page.meta.catalog !== false)).map((page) => ({
    label: page.label,
    path: page.path,
  }));
}

/** The page choice: `label (path)` for each page, then the header and footer. */
export function editorTargets(pages: readonly PageSummary[]): EditorTarget[] {
  return [
    ...sortPageSummaries(pages).map((page) => ({
      value: page.name,
      label: `${page.label} (${page.path})`,
      noindex: page.meta.noindex === true,
    })),
    { value: LAYOUT_TARGET, label: LAYOUT_TARGET_LABEL, noindex: false },
  ];
}

/**
 * Why `name` cannot be the address of a new (or renamed) page, or undefined when it can: the
 * naming rules, then the names already taken by a page or by an old address that redirects. A
 * page may take back one of its own old addresses (`ownName`), and keeping its address is no rename.
 */
export function addressProblem(
  name: string,
  answer: Pick<PagesAnswer, 'pages' | 'publicEntries'>,
  ownName?: string,
): string | undefined {
  const problem = pageNameProblem(name, answer.publicEntries);
  if (problem) return problem;
  if (name === ownName) return 'This is already the page’s address';
  const page = answer.pages.find((entry) => entry.name === name);
  if (page) return `${page.path} is already the address of “${page.label}”`;
  const path = pageNameToPath(name);
  const redirecting = answer.pages.find(
    (entry) => entry.name !== ownName && entry.redirectFrom.some((from) => pathToPageName(from) === name),
  );
  if (redirecting) return `${path} is an old address of “${redirecting.label}” and redirects there`;
  return undefined;
}

/** What was typed as an address, as a page name: without spaces around or a leading slash. */
export function addressFromInput(input: string): string {
  return input.trim().replace(/^\/+/, '');
}
