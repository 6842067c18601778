import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { SITE_URL } from '@/lib/model/site/config';
import { mergeMeta, type PageMeta } from '@/lib/model/site/meta';
import { catalogLinks, isIndexedPage, loadExportPages, type SitePage } from '@/lib/server/sitePages';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/model/i18n/locales';
import { CHROMIUM_PATH, CHROMIUM_TEST_ARGS } from '@/scripts/support/chromium';

/**
 * The pages of the export under test, in every language: the page files, as the build read them
 * (those live at the build's time: SITE_BUILD_TIME, or now).
 */
export const SITE_PAGES = loadExportPages();
/** The pages search engines may index (in the sitemap). */
export const INDEXED_PAGES = SITE_PAGES.filter(isIndexedPage);
/** The footer's catalog of the English pages. */
export const LISTED_PAGES = catalogLinks(SITE_PAGES);

/** The pages of one language. */
export function pagesIn(locale: Locale): SitePage[] {
  return SITE_PAGES.filter((page) => page.locale === locale);
}

/** The footer's catalog of one language's pages. */
export function listedPagesIn(locale: Locale) {
  return catalogLinks(SITE_PAGES, locale);
}

/** The English page a page is a version of (itself, for an English page). */
function englishName(page: SitePage): string | undefined {
  return page.locale === DEFAULT_LOCALE ? page.name : page.translationOf;
}

/**
 * Every language version of a page, itself included, in the order of the languages; read from the
 * page files' translationOf, as an editor wrote them.
 */
export function versionsOf(page: SitePage): SitePage[] {
  const key = englishName(page);
  if (key === undefined) return [page];
  return LOCALES.flatMap((locale) =>
    SITE_PAGES.filter((other) => other.locale === locale && englishName(other) === key),
  );
}

/** The same page in another language, if it has one. */
export function versionIn(page: SitePage, locale: Locale): SitePage | undefined {
  return versionsOf(page).find((version) => version.locale === locale);
}

/** A language's home page: `/` and `/pl/`. */
export function homePathOf(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '/' : `/${locale}/`;
}

/** The page of a given English name in a language (`privacy-policy` in Polish: `/pl/polityka-prywatnosci`). */
export function pageIn(locale: Locale, english: string): SitePage {
  const page = pagesIn(locale).find((candidate) => englishName(candidate) === english);
  if (!page) throw new Error(`No ${locale} version of ${english}`);
  return page;
}

/** The data of a layout component (the header, the footer) in a language. */
export function layoutData<T>(locale: Locale, key: string): T {
  const folder = locale === DEFAULT_LOCALE ? [] : [locale];
  const file = path.join(process.cwd(), 'public', 'data', ...folder, `${key}.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { data: T }).data;
}

/** The data of one of a page's components. */
export function componentData<T>(pageName: string, key: string): T {
  const file = path.join(process.cwd(), 'public', 'data', pageName, `${key}.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { data: T }).data;
}

export { SITE_URL };

/**
 * `test.use` of the files that test what a page does before any use, or before its scripts run
 * (they hold them): the whole browser, not its headless build, whose pointer at (0, 0) starts the
 * app as the page loads (scripts/support/chromium.ts); scripts started then and held keep the
 * page's load event from firing.
 */
export const WHOLE_BROWSER = {
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_TEST_ARGS },
};

/** What a page's JSON file says its meta is, merged over the defaults as the site does. */
export function expectedMeta(pageName: string): PageMeta {
  const file = path.join(process.cwd(), 'public', 'selectedComponents', `${pageName}.json`);
  const json = JSON.parse(readFileSync(file, 'utf8')) as { meta?: Partial<PageMeta> };
  return mergeMeta(json.meta);
}

export function canonicalFor(routePath: string): string {
  return routePath === '/' ? `${SITE_URL}/` : `${SITE_URL}${routePath}`;
}

/** Collects console errors, uncaught exceptions and failed requests of a page. */
export function watchForProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const source = message.location().url;
    if (message.type() === 'error')
      problems.push(`console: ${message.text()}${source ? ` at ${source}` : ''}`);
  });
  page.on('pageerror', (error) => problems.push(`exception: ${error.message}`));
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText;
    // Chromium reports every HEAD fetch as aborted once its headers arrive (there is no body to
    // read); Next's router sends one after each client-side navigation to a static page, as its
    // signal for revalidation. A HEAD that really fails still shows: refused, or a 4xx/5xx below.
    if (request.method() === 'HEAD' && error === 'net::ERR_ABORTED') return;
    problems.push(`failed: ${request.url()} ${error}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return problems;
}

/** The scripts the page's HTML started (its entry scripts): the only code a first visit should run. */
export async function entryScripts(page: Page): Promise<string[]> {
  return page
    .locator('script[src]')
    .evaluateAll((scripts) => scripts.map((script) => new URL((script as HTMLScriptElement).src).pathname));
}

/**
 * Reaches for the page as a visitor with a mouse does, moving the pointer over it (to its top
 * left corner, where nothing reacts to a hover): the app's scripts start on the first use.
 */
export async function reachForPage(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
}

/** Starts the app as a visitor does, and waits until the page is hydrated and its web fonts are in. */
export async function waitForApp(page: Page): Promise<void> {
  await reachForPage(page);
  // Next defines window.next before React has hydrated; the app marks the page once it has.
  await page.waitForFunction(
    () => document.documentElement.dataset.hydrated !== undefined && document.fonts.status === 'loaded',
  );
}

/**
 * Scrolls the page down a window's height at a time (every part of it in view once: what is lazy
 * loads) and back to the top. Paced from the test, not by the page's own timers: one CI run's page
 * stopped drawing frames mid-scroll, and a loop awaiting the page's setTimeout never came back.
 */
export async function scrollThrough(page: Page): Promise<void> {
  const size = () => page.evaluate(() => ({ height: document.body.scrollHeight, step: window.innerHeight }));
  // The page may grow as it loads: its height is read again at every step.
  for (let y = 0, now = await size(); y < now.height; y += now.step, now = await size()) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(30);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

export async function expectNoProblems(problems: string[]): Promise<void> {
  expect(problems, problems.join('\n')).toEqual([]);
}

interface ListedComponent {
  category: string;
  name: string;
}

/** The components a page file lists, in its order. */
export function listedComponents(pageName: string): ListedComponent[] {
  const file = path.join(process.cwd(), 'public', 'selectedComponents', `${pageName}.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { components: ListedComponent[] }).components;
}

/** The heading each listed component shows (its title or heading), in the order of the page file. */
export function expectedHeadings(pageName: string): string[] {
  const root = path.join(process.cwd(), 'public');
  return listedComponents(pageName).map(({ category, name }) => {
    const { data } = JSON.parse(
      readFileSync(path.join(root, 'data', pageName, `${category}${name}.json`), 'utf8'),
    ) as { data: { title?: string; heading?: string } };
    const heading = data.title ?? data.heading;
    if (!heading) throw new Error(`${category}/${name} on ${pageName} has no title or heading`);
    return heading;
  });
}

/**
 * The page's visible text blocks that something else covers: each is scrolled to the middle of
 * the window and hit-tested at the centre of its visible part, where the text itself (or its own
 * link) must be on top. One line per covered block, naming what covers it.
 */
export async function coveredText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    /** The part of an element its clipping ancestors leave visible, or null when nothing is left. */
    function visiblePart(element: Element): DOMRect | null {
      let { left, top, right, bottom } = element.getBoundingClientRect();
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflow === 'visible') continue;
        const clip = parent.getBoundingClientRect();
        left = Math.max(left, clip.left);
        top = Math.max(top, clip.top);
        right = Math.min(right, clip.right);
        bottom = Math.min(bottom, clip.bottom);
      }
      // Under 2 px is text for screen readers only (or, as the form's honeypot, for no one).
      return right - left < 2 || bottom - top < 2 ? null : new DOMRect(left, top, right - left, bottom - top);
    }

    const covered: string[] = [];
    const blocks = document.querySelectorAll<HTMLElement>(
      'body :is(h1, h2, h3, h4, h5, h6, p, li, dt, dd, blockquote, figcaption, label, legend)',
    );
    for (const block of blocks) {
      if (!block.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      // A label drawn over its field lets clicks through to it: hit-testing cannot see it.
      if (getComputedStyle(block).pointerEvents === 'none') continue;
      block.scrollIntoView({ block: 'center', inline: 'nearest' });
      const box = visiblePart(block);
      if (!box) continue;
      const y = Math.min(Math.max(box.top + box.height / 2, 0), window.innerHeight - 1);
      const top = document.elementFromPoint(box.left + box.width / 2, y);
      if (top && block.contains(top)) continue;
      const text = (block.textContent ?? '').trim().slice(0, 50);
      covered.push(`<${block.localName}> “${text}” is under <${top?.localName ?? 'nothing'}>`);
    }
    window.scrollTo(0, 0);
    return covered;
  });
}

/**
 * The rows of the page's `items` (for each, the tops of the `part` of every item in the row), for
 * parts that a row should show at one height: a fact's figure, a quote's speaker. Rows of one item
 * are left out, as they have nothing to line up with.
 */
export async function rowPartTops(page: Page, items: string, part: string): Promise<number[][]> {
  return page.$$eval(
    items,
    (elements, partSelector) => {
      const byRow = new Map<number, number[]>();
      for (const element of elements) {
        const partElement = element.querySelector(partSelector);
        if (!partElement) continue;
        const row = Math.round(element.getBoundingClientRect().top + window.scrollY);
        byRow.set(row, [...(byRow.get(row) ?? []), Math.round(partElement.getBoundingClientRect().top)]);
      }
      return [...byRow.values()].filter((row) => row.length > 1);
    },
    part,
  );
}

/** A fact (a `<dl>`'s figure-and-label pair) and its figure, the `<dd>`. */
export const FACT = { items: 'dl > div:has(> dd)', part: ':scope > dd' } as const;
/** A quote and its speaker. */
export const QUOTE = { items: 'figure:has(> figcaption)', part: ':scope > figcaption' } as const;

/**
 * The last items of two-column grid lists with an odd number of items that do not take the whole
 * row, so sit alone beside an empty half of it (the first 40 characters of each).
 */
export async function loneGridItems(page: Page): Promise<string[]> {
  return page.$$eval('ul', (lists) =>
    lists.flatMap((list) => {
      const style = getComputedStyle(list);
      const columns = style.gridTemplateColumns.split(' ').length;
      if (style.display !== 'grid' || columns !== 2 || list.children.length % 2 === 0) return [];
      const last = list.lastElementChild;
      if (!last) return [];
      const fills = Math.abs(last.getBoundingClientRect().width - list.clientWidth) <= 1;
      return fills ? [] : [last.textContent?.slice(0, 40) ?? ''];
    }),
  );
}

/** How far, in CSS pixels, the page is wider than the window (0 or less: it does not scroll sideways). */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
