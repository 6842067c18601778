// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { componentDataFile } from '@/lib/server/contentPaths';
import { loadSitePages, type SitePage } from '@/lib/server/sitePages';
import { DEFAULT_LOCALE } from '@/lib/model/i18n/locales';
import { ADDRESS, BRAND, PHONE, RESPONSIBLE_GAMING_HELP, SOCIAL_LINKS } from '@/lib/model/site/config';

/**
 * The Polish site is a translation of the English one, page by page: no English sentence is left
 * in a Polish page, each Polish page shows the same components as its English twin, its links stay
 * in Polish, and every English page either has its Polish version or is listed below as awaiting
 * one.
 */
const PUBLIC_DIR = path.join(process.cwd(), 'public');
const PAGES = loadSitePages(PUBLIC_DIR);
const ENGLISH = PAGES.filter((page) => page.locale === DEFAULT_LOCALE);
const TRANSLATED = PAGES.filter((page) => page.locale !== DEFAULT_LOCALE);

/**
 * English pages that have no Polish version yet, on purpose (a page the team has just added, to be
 * translated). Today every English page has one.
 */
const AWAITING_TRANSLATION: readonly string[] = [];

/** Strings shorter than this (after trimming) are names, labels or numbers, not sentences. */
const MIN_SENTENCE = 20;

interface ListedComponent {
  category: string;
  name: string;
}

interface PageFile {
  meta?: Record<string, unknown>;
  components: ListedComponent[];
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

function pageFile(name: string): PageFile {
  return readJson<PageFile>(path.join(PUBLIC_DIR, 'selectedComponents', `${name}.json`));
}

const LAYOUT = readJson<{ layout: ListedComponent[] }>(
  path.join(PUBLIC_DIR, 'selectedComponents', 'layout.json'),
).layout;

/** Every string in a JSON value, with where it is (`data.sections[0].body`). */
function strings(value: unknown, at: string): { at: string; text: string }[] {
  if (typeof value === 'string') return [{ at, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${at}[${index}]`));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => strings(item, at === '' ? key : `${at}.${key}`));
  return [];
}

/** A page's words: its page file's meta and each of its components' data, each string with its file. */
function pageStrings(page: SitePage): { file: string; at: string; text: string }[] {
  const file = pageFile(page.name);
  const own = strings(file.meta ?? {}, 'meta').map((entry) => ({
    file: `selectedComponents/${page.name}.json`,
    ...entry,
  }));
  const data = file.components.flatMap((component) => {
    const dataFile = componentDataFile(PUBLIC_DIR, component, page.name);
    if (!existsSync(dataFile)) return [];
    return strings(readJson<unknown>(dataFile), '').map((entry) => ({
      file: path.relative(PUBLIC_DIR, dataFile),
      ...entry,
    }));
  });
  return [...own, ...data];
}

/** The strings of the layout (header and footer) in a page's language. */
function layoutStrings(pageName: string): { file: string; at: string; text: string }[] {
  return LAYOUT.flatMap((component) => {
    const dataFile = componentDataFile(PUBLIC_DIR, component, pageName);
    return strings(readJson<unknown>(dataFile), '').map((entry) => ({
      file: path.relative(PUBLIC_DIR, dataFile),
      ...entry,
    }));
  });
}

/** The brand's facts, the same in every language. */
const FACTS: readonly string[] = [
  BRAND.name,
  BRAND.legalName,
  BRAND.email,
  ADDRESS.street,
  `${ADDRESS.postalCode} ${ADDRESS.city}`,
  PHONE.display,
  PHONE.e164,
  RESPONSIBLE_GAMING_HELP.label,
  RESPONSIBLE_GAMING_HELP.href,
  ...SOCIAL_LINKS.map((link) => link.path),
];

/**
 * Strings that are the same in every language by nature: addresses of pages, files and sites, image
 * paths, e-mail addresses, phone numbers, and the brand's facts.
 */
function isLanguageNeutral(text: string): boolean {
  const trimmed = text.trim();
  if (/^(\/|https?:\/\/|mailto:|tel:|#)\S*$/.test(trimmed)) return true; // a URL or a path
  if (/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(trimmed)) return true; // an e-mail address
  if (/^\+?[\d\s()-]+$/.test(trimmed)) return true; // a phone number
  if (/^[\w/.-]+\.(jpe?g|png|webp|svg|avif|gif)$/i.test(trimmed)) return true; // an image file
  return FACTS.includes(trimmed);
}

const twinOf = (page: SitePage): SitePage => {
  const twin = ENGLISH.find((english) => english.name === page.translationOf);
  if (!twin) throw new Error(`${page.name} names no English page (translationOf: ${page.translationOf})`);
  return twin;
};

describe('the Polish pages', () => {
  it('are there, each naming its English twin', () => {
    expect(TRANSLATED.length).toBeGreaterThan(0);
    for (const page of TRANSLATED) {
      expect(page.translationOf, page.name).toBeDefined();
      expect(twinOf(page).locale).toBe(DEFAULT_LOCALE);
    }
  });

  it.each(TRANSLATED.map((page) => [page.name, page] as const))(
    '%s keeps no English sentence of its twin',
    (_name, page) => {
      const english = new Set(
        pageStrings(twinOf(page))
          .map((entry) => entry.text.trim())
          .filter((text) => text.length >= MIN_SENTENCE && !isLanguageNeutral(text)),
      );
      expect(english.size, 'sentences of the English twin').toBeGreaterThan(0);
      const leftOver = pageStrings(page)
        .filter((entry) => english.has(entry.text.trim()))
        .map((entry) => `${entry.file} ${entry.at}: ${entry.text.trim()}`);
      expect(leftOver, leftOver.join('\n')).toEqual([]);
    },
  );

  it('have their header and footer in Polish', () => {
    const polish = TRANSLATED[0]!;
    const english = new Set(
      layoutStrings('index')
        .map((entry) => entry.text.trim())
        .filter((text) => text.length >= MIN_SENTENCE && !isLanguageNeutral(text)),
    );
    const englishFiles = new Set(layoutStrings('index').map((entry) => entry.file));
    const polishLayout = layoutStrings(polish.name);
    // Their own files, not the English ones.
    for (const entry of polishLayout) expect(englishFiles.has(entry.file), entry.file).toBe(false);
    const leftOver = polishLayout
      .filter((entry) => english.has(entry.text.trim()))
      .map((entry) => `${entry.file} ${entry.at}: ${entry.text.trim()}`);
    expect(leftOver, leftOver.join('\n')).toEqual([]);
  });

  it.each(TRANSLATED.map((page) => [page.name, page] as const))(
    '%s shows the same components as its twin, in the same order',
    (_name, page) => {
      const key = (component: ListedComponent) => `${component.category}/${component.name}`;
      expect(pageFile(page.name).components.map(key)).toEqual(
        pageFile(twinOf(page).name).components.map(key),
      );
      // Its settings that are not words match too: listed or not in the catalog, indexed or not.
      expect(page.meta.noindex ?? false).toBe(twinOf(page).meta.noindex ?? false);
      expect(page.meta.catalog ?? true).toBe(twinOf(page).meta.catalog ?? true);
    },
  );

  it('link, within the site, only to Polish pages and to files', () => {
    const polishPaths = new Set(TRANSLATED.map((page) => page.path));
    // `/pl/` is also reached as `/pl` (a folder's index).
    for (const page of TRANSLATED) if (page.path.endsWith('/')) polishPaths.add(page.path.slice(0, -1));
    const isFile = (address: string) => {
      const file = path.join(PUBLIC_DIR, decodeURIComponent(address));
      return file.startsWith(`${PUBLIC_DIR}${path.sep}`) && existsSync(file) && !address.endsWith('/');
    };
    const entries = [...TRANSLATED.flatMap(pageStrings), ...layoutStrings(TRANSLATED[0]!.name)];
    const links = entries.flatMap((entry) => {
      const text = entry.text.trim();
      // A field that is an address (a navigation link's path, a button's href)...
      const whole = /^\/(?!\/)\S*$/.test(text) ? [text] : [];
      // ...and the links of Markdown text ([words](/address)).
      const inText = [...text.matchAll(/\]\((\/(?!\/)[^)\s]*)\)/g)].map((match) => match[1]!);
      return [...whole, ...inText].map((address) => ({ ...entry, address }));
    });
    expect(links.length).toBeGreaterThan(0);
    const wrong = links
      .filter(({ address }) => {
        const pathname = address.split(/[?#]/, 1)[0]!;
        return !polishPaths.has(pathname) && !isFile(pathname);
      })
      .map((link) => `${link.file} ${link.at}: ${link.address}`);
    expect(wrong, wrong.join('\n')).toEqual([]);
  });
});

describe('the English pages', () => {
  it('each have a Polish version, or are listed as awaiting one', () => {
    const translated = new Set(TRANSLATED.map((page) => page.translationOf));
    const missing = ENGLISH.filter((page) => !translated.has(page.name)).map((page) => page.name);
    console.info(
      missing.length === 0
        ? 'Every English page has its Polish version.'
        : `English pages without a Polish version: ${missing.join(', ')}`,
    );
    expect(missing).toEqual([...AWAITING_TRANSLATION].sort());
  });
});
