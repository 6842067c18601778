import type { NavIconName } from '@/components/sections/Headers/Variant7Hotels.schema';
import type { NavigationSetting } from '@/lib/model/pages/headerNavigation';
import type { PageMetaFields } from '@/lib/model/content/contentSchemas';
import type { SitePage } from '@/lib/model/content/sitePage';
import {
  DEFAULT_LOCALE,
  PREFIXED_LOCALES,
  localeOfPageName,
  pageNameWithinLocale,
  type Locale,
} from '@/lib/model/i18n/locales';
import { POLISH_LANGUAGE_NAMES } from './languageWords';

/**
 * The contract of the dev API's page routes (create, settings, rename, delete, restore), shared by
 * the routes (pages/api/*.editor.ts) and the editor. Every write carries the page's version as
 * If-Match, as the other writes do.
 */

/** A language other than English: its pages are versions of English pages (`translationOf`). */
export type TranslatedLocale = Exclude<Locale, 'en'>;

/** One page, as GET /api/pages lists it. */
export interface PageSummary extends SitePage {
  /** For an English page: its versions in the other languages, `{ pl: 'pl/kasyno' }`. */
  translations?: Partial<Record<TranslatedLocale, string>>;
  /** The page file's version, for If-Match. */
  version: string;
  /** Its entry in the header navigation, when it has one. */
  navigation?: NavigationSetting;
}

/** A deleted page, kept in the trash folder (outside public/) until restored. */
export interface TrashEntry {
  id: string;
  name: string;
  path: string;
  label: string;
  /** ISO 8601. */
  deletedAt: string;
}

/** GET /api/pages */
export interface PagesAnswer {
  pages: PageSummary[];
  trash: TrashEntry[];
  /** Names directly in public/, which a page name may not take (for validating as you type). */
  publicEntries: string[];
  /** The current English header navigation, in order. */
  navigation: NavigationLink[];
  /** Each language's header navigation (the Polish header is public/data/pl/HeadersVariant7Hotels.json). */
  navigationByLocale: Record<Locale, NavigationLink[]>;
  /** For each other language, the English pages that have no version in it yet (names, in list order). */
  missingTranslations: Record<TranslatedLocale, string[]>;
}

/** A link of a header's navigation. */
export interface NavigationLink {
  label: string;
  path: string;
  icon: NavIconName;
}

/** Where a new page's components and data come from: nothing, the landing-page starter, a copy of any page. */
export type NewPageSource = { kind: 'blank' } | { kind: 'starter' } | { kind: 'copy'; from: string };

/**
 * A new page that is the version in another language of the English page `from`: a copy of it as
 * a starting point (its links to pages that have a version in that language lead there), paired
 * with it by `translationOf`.
 */
export interface TranslationSource {
  kind: 'translation';
  from: string;
}

/**
 * POST /api/createPage -> 201 PageSummary; 409 when the name is taken (a page or an old address),
 * or when the English page named by a translation already has a version in that language.
 */
export interface CreatePageBody {
  /** The new page's name; a page in another language has its prefix (`pl/kasyno`). */
  name: string;
  title: string;
  label?: string;
  source: NewPageSource | TranslationSource;
  /**
   * For a page in another language made blank, from the starter or as a copy: the English page it
   * is the version of (a `translation` source names it itself).
   */
  translationOf?: string;
}

/**
 * POST /api/pageSettings (If-Match: page version) -> 200 PageSummary. `meta` replaces the page's
 * meta (title required); `navigation` null takes the page out of the header, absent leaves it.
 */
export interface PageSettingsBody {
  pageName: string;
  meta: PageMetaFields;
  navigation?: NavigationSetting | null;
}

/** POST /api/renamePage (If-Match: page version) -> 200 RenameAnswer. */
export interface RenamePageBody {
  pageName: string;
  newName: string;
}

export interface RenameAnswer {
  page: PageSummary;
  /** Content files whose links were changed to the new address. */
  updatedFiles: string[];
}

/** A link to a page from the site's content. */
export interface PageLink {
  /** `public/data/HeadersVariant7Hotels.json` */
  file: string;
  /** `data.navLinks[2].path` */
  field: string;
  /** Whether it is the header navigation (which a deletion may simply drop). */
  navigation: boolean;
}

/** GET /api/pageLinks?pageName= */
export interface PageLinksAnswer {
  links: PageLink[];
}

/**
 * POST /api/deletePage (If-Match: page version) -> 200 DeleteAnswer. Links from the navigation are
 * removed, or, with `replacement`, every link (navigation and content) is pointed at that page
 * and the old address redirects there. Links from content with no replacement: 409 with `links`.
 */
export interface DeletePageBody {
  pageName: string;
  replacement?: string;
}

export interface DeleteAnswer {
  trash: TrashEntry;
  updatedFiles: string[];
}

/** POST /api/restorePage -> 201 PageSummary; 409 when its address has been taken meanwhile. */
export interface RestorePageBody {
  trashId: string;
}

/**
 * The language versions of the pages (pure; the API and the editor share it). Works on anything
 * with a name, as GET /api/pages and the page files have them.
 */
interface Versioned {
  name: string;
  translationOf?: string;
}

/** The languages' names in the editor's messages (English). */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', pl: 'Polish' };

/** English page -> its versions by language, from the other languages' `translationOf`. */
export function translationsByPage(
  pages: readonly Versioned[],
): Map<string, Partial<Record<TranslatedLocale, string>>> {
  const versions = new Map<string, Partial<Record<TranslatedLocale, string>>>();
  for (const page of pages) {
    const locale = localeOfPageName(page.name);
    if (locale === DEFAULT_LOCALE || page.translationOf === undefined) continue;
    versions.set(page.translationOf, { ...versions.get(page.translationOf), [locale]: page.name });
  }
  return versions;
}

/** For each other language, the English pages without a version in it, in the order given. */
export function missingTranslations(pages: readonly Versioned[]): Record<TranslatedLocale, string[]> {
  const versions = translationsByPage(pages);
  const english = pages.filter((page) => localeOfPageName(page.name) === DEFAULT_LOCALE);
  return Object.fromEntries(
    PREFIXED_LOCALES.map((locale) => [
      locale,
      english.filter((page) => versions.get(page.name)?.[locale] === undefined).map((page) => page.name),
    ]),
  ) as Record<TranslatedLocale, string[]>;
}

const TRANSLATION_NAME_WORDS: Record<Locale, (locale: TranslatedLocale) => string> = {
  en: (locale) =>
    `The ${LANGUAGE_NAMES[locale]} version’s address starts with ${locale}/, such as ${locale}/kasyno`,
  pl: (locale) =>
    `Adres wersji ${POLISH_LANGUAGE_NAMES[locale].feminineGenitive} zaczyna się od ${locale}/, np. ${locale}/kasyno`,
};

/**
 * Why `name` cannot be the address of a version in `locale` of an English page (its language's
 * prefix is missing or wrong), or undefined. The page-name rules and free names are checked apart.
 * In English (the API's), or in the editor's language `uiLocale` (its forms).
 */
export function translationNameProblem(
  name: string,
  locale: TranslatedLocale,
  uiLocale: Locale = 'en',
): string | undefined {
  if (localeOfPageName(name) === locale && pageNameWithinLocale(name) !== '') return undefined;
  return TRANSLATION_NAME_WORDS[uiLocale](locale);
}

/** Letters Unicode does not decompose into a base letter and a mark. */
const SPECIAL_LETTERS: Record<string, string> = { ł: 'l', Ł: 'l', ß: 'ss', æ: 'ae', ø: 'o', đ: 'd' };

/** Text as an address part: `Hotele z kasynem – St Julian’s` -> `hotele-z-kasynem-st-julians`. */
export function slugify(text: string, maxLength = 60): string {
  const plain = text
    .replace(/[łŁßæøđ]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (plain.length <= maxLength) return plain;
  const cut = plain.slice(0, maxLength + 1);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : plain.slice(0, maxLength)).replace(/-+$/, '');
}

/**
 * The address proposed for the version in `locale` of the English page `englishName`: its home is
 * `pl/index`; another page's is one part under the prefix, from the title typed
 * (`Hotele z kasynem` -> `pl/hotele-z-kasynem`), or from the English name's last part without a
 * title (`offers/gozo` -> `pl/gozo`): an English folder has no place in a Polish address.
 */
export function proposeTranslationName(englishName: string, locale: TranslatedLocale, title = ''): string {
  if (englishName === 'index') return `${locale}/index`;
  return `${locale}/${slugify(title) || englishName.split('/').pop()!}`;
}
