import type { CatalogLink } from '@/lib/model/content/pageProps';
import type { PageMetaFields } from '@/lib/model/content/contentSchemas';
import {
  DEFAULT_LOCALE,
  localeOfPageName,
  pageNameWithinLocale,
  type Locale,
} from '@/lib/model/i18n/locales';
import { pageNameProblem, pageNameToPath, pathToPageName } from '@/lib/model/pages/pageRules';
import {
  translationNameProblem,
  type PageSummary,
  type PagesAnswer,
  type TranslatedLocale,
} from '@/lib/editor/contract/pageRequests';
import { ADDRESS_PROBLEM_WORDS } from '@/lib/editor/client/words/addressProblems';
import { EDITOR_TARGETS_WORDS } from '@/lib/editor/client/words/editorTargets';

/**
 * What the editor can open (each page of GET /api/pages, and the shared layout) and the rules its
 * page forms check as you type. Pure: the list comes from the API, never from code.
 */
export const LAYOUT_TARGET = 'layout';

/** The layout's entry in the page choice, in the editor's language, for the content's language. */
export function layoutTargetLabel(locale: Locale, uiLocale: Locale): string {
  const words = EDITOR_TARGETS_WORDS[uiLocale];
  return locale === 'en' ? words.layout : words.translatedLayout(locale);
}

/**
 * The header and footer of a language: `layout` (English), `pl/layout` (Polish; `layout` is a
 * reserved name, so no page can have either).
 */
export function layoutTarget(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? LAYOUT_TARGET : `${locale}/${LAYOUT_TARGET}`;
}

export function isLayoutTarget(target: string): boolean {
  return pageNameWithinLocale(target) === LAYOUT_TARGET;
}

/** The language of what is being edited: a page's, or the layout's. */
export function localeOfTarget(target: string): Locale {
  return localeOfPageName(target);
}

/** A language's home page: `index`, `pl/index`. */
export function homePageName(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? 'index' : `${locale}/index`;
}

export interface EditorTarget {
  value: string;
  label: string;
  /** Kept out of search engines (shown beside its name in the page choice). */
  noindex: boolean;
  /** An English page with no Polish version yet (marked in the page choice). */
  untranslated?: boolean;
  /** Its fields out of date with the other language (marked in the page choice). */
  outOfDate?: number;
}

/**
 * The page whose files the API reads for a target; a language's layout is edited in the context
 * of its home page (whose language picks the header and footer data).
 */
export function pageNameOf(target: string): string {
  return isLayoutTarget(target) ? homePageName(localeOfTarget(target)) : target;
}

/**
 * Pages in the order of the footer's catalog and the editor: by `order`, then the others by label
 * (the browser's copy of sortPages in lib/server/sitePages.ts, which reads files and is Node-only).
 */
export function sortPageSummaries<T extends { label: string; meta: PageMetaFields }>(
  pages: readonly T[],
): T[] {
  const rank = (page: T) => page.meta.order ?? Number.MAX_SAFE_INTEGER;
  return [...pages].sort((a, b) => rank(a) - rank(b) || a.label.localeCompare(b.label, 'en'));
}

/** The footer's catalog of a language as the built site shows it: its listed pages, in order. */
export function catalogFromPages(
  pages: readonly PageSummary[],
  locale: Locale = DEFAULT_LOCALE,
): CatalogLink[] {
  return sortPageSummaries(pages.filter((page) => page.locale === locale && page.meta.catalog !== false)).map(
    (page) => ({ label: page.label, path: page.path }),
  );
}

/**
 * The page choice of a language: `label (path)` for each of its pages (an English page without a
 * Polish version marked, from `untranslated`), then its header and footer.
 */
export function editorTargets(
  pages: readonly PageSummary[],
  locale: Locale = DEFAULT_LOCALE,
  untranslated: readonly string[] = [],
  uiLocale: Locale = DEFAULT_LOCALE,
): EditorTarget[] {
  const missing = new Set(untranslated);
  return [
    ...sortPageSummaries(pages.filter((page) => page.locale === locale)).map((page) => ({
      value: page.name,
      label: `${page.label} (${page.path})`,
      noindex: page.meta.noindex === true,
      ...(missing.has(page.name) ? { untranslated: true } : {}),
    })),
    {
      value: layoutTarget(locale),
      label: layoutTargetLabel(locale, uiLocale),
      noindex: false,
    },
  ];
}

/**
 * What the editor opens when the language is switched to `locale`: the same page in it (its
 * version, or the English page it is a version of), that language's layout for a layout, or its
 * home page when the page has no version there.
 */
export function targetInLanguage(target: string, locale: Locale, pages: readonly PageSummary[]): string {
  if (localeOfTarget(target) === locale) return target;
  if (isLayoutTarget(target)) return layoutTarget(locale);
  const page = pages.find((entry) => entry.name === target);
  const twin = locale === 'en' ? page?.translationOf : page?.translations?.[locale];
  return twin && pages.some((entry) => entry.name === twin) ? twin : homePageName(locale);
}

/** The English pages without a version in `locale`, in the list's order (as GET /api/pages gives them). */
export function untranslatedPages(answer: PagesAnswer, locale: TranslatedLocale): PageSummary[] {
  const names = new Set(answer.missingTranslations[locale]);
  return sortPageSummaries(answer.pages.filter((page) => names.has(page.name)));
}

/**
 * Why `name` cannot be the address of a new (or renamed) page, or undefined when it can: the
 * naming rules, then the names already taken by a page or by an old address that redirects. A
 * page may take back one of its own old addresses (`ownName`), and keeping its address is no rename.
 * In the editor's language, `uiLocale`.
 */
export function addressProblem(
  name: string,
  answer: Pick<PagesAnswer, 'pages' | 'publicEntries'>,
  ownName: string | undefined,
  uiLocale: Locale,
): string | undefined {
  const problem = pageNameProblem(name, answer.publicEntries, uiLocale);
  if (problem) return problem;
  const w = ADDRESS_PROBLEM_WORDS[uiLocale];
  if (name === ownName) return w.ownAddress;
  if (ownName !== undefined && localeOfPageName(name) !== localeOfPageName(ownName)) {
    const locale = localeOfPageName(ownName);
    return locale === DEFAULT_LOCALE ? w.englishStaysEnglish : w.staysUnderPrefix(locale);
  }
  const page = answer.pages.find((entry) => entry.name === name);
  if (page) return w.taken(page.path, page.label);
  const path = pageNameToPath(name);
  const redirecting = answer.pages.find(
    (entry) => entry.name !== ownName && entry.redirectFrom.some((from) => pathToPageName(from) === name),
  );
  if (redirecting) return w.redirects(path, redirecting.label);
  return undefined;
}

/** What was typed as an address, as a page name: without spaces around or a leading slash. */
export function addressFromInput(input: string): string {
  return input.trim().replace(/^\/+/, '');
}

/**
 * Why `name` cannot be the address of the version in `locale` of an English page: it must start
 * with the language's prefix, then the rules of every address. In the editor's language, `uiLocale`.
 */
export function translationAddressProblem(
  name: string,
  locale: TranslatedLocale,
  answer: Pick<PagesAnswer, 'pages' | 'publicEntries'>,
  uiLocale: Locale,
): string | undefined {
  return translationNameProblem(name, locale, uiLocale) ?? addressProblem(name, answer, undefined, uiLocale);
}
