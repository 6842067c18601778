import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import path from 'node:path';
import type { SitePage } from '@/lib/server/sitePages';
import { startLoopbackNginx, type LoopbackNginx } from '@/scripts/deploy/nginxLoopback';
import { DEFAULT_LOCALE, LOCALE_INFO, type Locale } from '@/lib/model/i18n/locales';
import { MESSAGES } from '@/lib/model/site/messages';
import { ADDRESS, BRAND, PHONE, RESPONSIBLE_GAMING_HELP, SOCIAL_LINKS } from '@/lib/model/site/config';
import { BASE_URL } from './server';
import {
  INDEXED_PAGES,
  SITE_PAGES,
  canonicalFor,
  expectedHeadings,
  expectedMeta,
  homePathOf,
  pagesIn,
  versionIn,
  versionsOf,
  waitForApp,
} from './site';

/**
 * The site in two languages, on the built export: English at the spec's addresses, Polish under
 * /pl/. Each page's language switcher leads to its twin (or the other language's home page), with
 * or without JavaScript; each page says its language (<html lang>, og:locale, JSON-LD) and names
 * its versions (hreflang, reciprocal, x-default English; the sitemap the same); an unknown address
 * under /pl/ gets the Polish 404 page from nginx and from `npm start`; and no English sentence is
 * left on a Polish page.
 */

const OTHER: Record<Locale, Locale> = { en: 'pl', pl: 'en' };
const langOf = (page: { locale: Locale }) => LOCALE_INFO[page.locale].lang;

/** Where a page's language switcher leads: its twin, or the other language's home page. */
function switchTarget(page: SitePage): { locale: Locale; path: string; page?: SitePage } {
  const locale = OTHER[page.locale];
  const twin = versionIn(page, locale);
  if (twin) return { locale, path: twin.path, page: twin };
  return {
    locale,
    path: homePathOf(locale),
    page: SITE_PAGES.find((other) => other.path === homePathOf(locale)),
  };
}

/**
 * An address as links give it: Next writes `/pl/` as `/pl` in a link's href (trailingSlash: false),
 * and both serve the Polish home page, whose canonical address is `/pl/`.
 */
const linkPath = (address: string) => (address.length > 1 ? address.replace(/\/$/, '') : address);
const linkUrl = (address: string) =>
  new RegExp(`^${`${BASE_URL}${linkPath(address)}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/?$`);

/** The switcher the visitor sees (the header bar has one; a menu may hold another, hidden). */
const visibleSwitch = (page: Page) => page.locator('a[data-language-switch]:visible').first();

/** The hreflang links a page should carry: each of its versions, and x-default on the English one. */
function expectedAlternates(page: SitePage): string[] {
  const versions = versionsOf(page);
  const english = versions.find((version) => version.locale === DEFAULT_LOCALE) ?? versions[0]!;
  return [
    ...versions.map((version) => `${langOf(version)} ${canonicalFor(version.path)}`),
    `x-default ${canonicalFor(english.path)}`,
  ].sort();
}

interface HeadFacts {
  lang: string;
  canonical: string | null;
  /** `hreflang href`, sorted. */
  alternates: string[];
  ogLocale: string | null;
  ogAlternates: string[];
  jsonLd: Record<string, unknown>[];
}

/** What a page's HTML says about its language and its versions. */
async function headFacts(page: Page): Promise<HeadFacts> {
  return page.evaluate(() => {
    const attribute = (selector: string, name: string) =>
      document.querySelector(selector)?.getAttribute(name) ?? null;
    const all = <T>(selector: string, read: (element: Element) => T): T[] =>
      [...document.querySelectorAll(selector)].map(read);
    return {
      lang: document.documentElement.lang,
      canonical: attribute('link[rel="canonical"]', 'href'),
      alternates: all(
        'link[rel="alternate"][hreflang]',
        (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
      ).sort(),
      ogLocale: attribute('meta[property="og:locale"]', 'content'),
      ogAlternates: all('meta[property="og:locale:alternate"]', (meta) => meta.getAttribute('content') ?? ''),
      jsonLd: all(
        'script[type="application/ld+json"]',
        (script) => JSON.parse(script.textContent ?? 'null') as Record<string, unknown>,
      ),
    };
  });
}

/** A browser context without JavaScript: what search engines and the first paint see. */
async function withoutJavaScript<T>(browser: Browser, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ baseURL: BASE_URL, javaScriptEnabled: false });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test.describe('the language switcher', () => {
  for (const route of SITE_PAGES) {
    const target = switchTarget(route);
    test(`${route.path} leads to ${target.path} and back, on the client, with <html lang> following`, async ({
      page,
    }) => {
      await page.goto(route.path);
      await expect(page.locator('html')).toHaveAttribute('lang', langOf(route));
      await waitForApp(page);
      // A mark that a full page load would wipe: the moves below are client-side navigations.
      await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
      const link = visibleSwitch(page);
      await expect(link).toHaveAttribute('href', linkPath(target.path));
      // It speaks the language it leads to.
      await expect(link).toHaveAttribute('hreflang', LOCALE_INFO[target.locale].lang);
      await expect(link).toHaveAttribute('lang', LOCALE_INFO[target.locale].lang);

      await link.click();
      await expect(page).toHaveURL(linkUrl(target.path));
      await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_INFO[target.locale].lang);
      if (target.page) {
        await expect(page).toHaveTitle(expectedMeta(target.page.name).title);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          expectedHeadings(target.page.name)[0]!,
        );
      }
      if (!target.page || versionIn(target.page, route.locale)?.path !== route.path) {
        // A page without a twin: the other language's home, whose switcher leads to its own twin.
        expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
        return;
      }

      await expect(visibleSwitch(page)).toHaveAttribute('href', linkPath(route.path));
      await visibleSwitch(page).click();
      await expect(page).toHaveURL(linkUrl(route.path));
      await expect(page.locator('html')).toHaveAttribute('lang', langOf(route));
      await expect(page).toHaveTitle(expectedMeta(route.name).title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(expectedHeadings(route.name)[0]!);
      // The head followed the moves: this page's canonical link and versions, not the twin's.
      const facts = await headFacts(page);
      expect(facts.alternates).toEqual(expectedAlternates(route));
      expect(facts.ogLocale).toBe(LOCALE_INFO[route.locale].ogLocale);
      expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
    });
  }

  // Every page at 1280 px; at 375 px, where the bar holds the switch beside the menu button, a page
  // of each language. One test each: together they outgrow one test's time on a loaded machine.
  const withoutScriptCases = [
    ...SITE_PAGES.map((route) => ({ route, width: 1280 })),
    ...[pagesIn('en')[0]!, pagesIn('pl')[0]!].map((route) => ({ route, width: 375 })),
  ];
  for (const { route, width } of withoutScriptCases) {
    test(`works without JavaScript: ${route.path} at ${width} px is a plain link to its twin`, async ({
      browser,
    }) => {
      const target = switchTarget(route);
      await withoutJavaScript(browser, async (page) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(route.path);
        await visibleSwitch(page).click();
        await expect(page, `${route.path} at ${width} px`).toHaveURL(linkUrl(target.path));
        await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_INFO[target.locale].lang);
        if (target.page)
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(
            expectedHeadings(target.page.name)[0]!,
          );
      });
    });
  }

  test('every English page has its Polish twin, and every Polish page its English one', () => {
    // The e2e side of tests/unit/translations.test.ts: today no page lacks its twin.
    const lacking = SITE_PAGES.filter((page) => !versionIn(page, OTHER[page.locale])).map(
      (page) => page.path,
    );
    expect(lacking).toEqual([]);
    expect(pagesIn('pl').length).toBe(pagesIn('en').length);
  });
});

test.describe('each page’s language and versions', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of SITE_PAGES) {
    test(`${route.path}: lang, canonical, hreflang, og:locale and JSON-LD in ${langOf(route)}`, async ({
      page,
    }) => {
      await page.goto(route.path);
      const facts = await headFacts(page);
      expect(facts.lang).toBe(langOf(route));
      const indexed = INDEXED_PAGES.includes(route);
      // Its own address in its own language (/pl/ with its slash).
      expect(facts.canonical).toBe(indexed ? canonicalFor(route.path) : null);
      expect(facts.alternates).toEqual(expectedAlternates(route));
      // hreflang names the page itself among its versions.
      expect(facts.alternates).toContain(`${langOf(route)} ${canonicalFor(route.path)}`);
      expect(facts.ogLocale).toBe(LOCALE_INFO[route.locale].ogLocale);
      expect(facts.ogAlternates.sort()).toEqual(
        versionsOf(route)
          .filter((version) => version.locale !== route.locale)
          .map((version) => LOCALE_INFO[version.locale].ogLocale)
          .sort(),
      );
      if (!indexed) {
        expect(facts.jsonLd).toEqual([]);
        return;
      }
      const ofType = (type: string) => facts.jsonLd.find((item) => item['@type'] === type);
      expect(ofType('WebPage')).toMatchObject({ url: canonicalFor(route.path), inLanguage: langOf(route) });
      const breadcrumb = ofType('BreadcrumbList') as
        { inLanguage: string; itemListElement: { item: string }[] } | undefined;
      expect(breadcrumb?.inLanguage).toBe(langOf(route));
      // The trail starts at this language's home page and ends at the page.
      expect(breadcrumb?.itemListElement[0]?.item).toBe(canonicalFor(homePathOf(route.locale)));
      expect(breadcrumb?.itemListElement.at(-1)?.item).toBe(canonicalFor(route.path));
    });
  }

  // Hreflang pairs are reciprocal, and the sitemap lists the same versions: each page's versions
  // read in a test of its own, in order, then checked against each other and against the sitemap.
  test.describe('hreflang pairs are reciprocal, and the sitemap lists the same versions', () => {
    test.describe.configure({ mode: 'serial' });
    const byUrl = new Map<string, string[]>();

    for (const route of SITE_PAGES) {
      test(`${route.path}: its versions, English as the default`, async ({ page }) => {
        await page.goto(route.path);
        const url = canonicalFor(route.path);
        const alternates = (await headFacts(page)).alternates;
        byUrl.set(url, alternates);
        const english = alternates.find((entry) => entry.startsWith('x-default '))?.split(' ')[1];
        expect(
          alternates.find((entry) => entry.startsWith('en ')),
          url,
        ).toBe(`en ${english}`);
      });
    }

    test('each version names the same set, itself included', () => {
      expect([...byUrl.keys()].sort()).toEqual(SITE_PAGES.map((route) => canonicalFor(route.path)).sort());
      for (const [url, alternates] of byUrl) {
        for (const entry of alternates) {
          const [hreflang, href] = entry.split(' ') as [string, string];
          if (hreflang === 'x-default') continue;
          expect(byUrl.get(href), `${href}, named by ${url}`).toEqual(alternates);
        }
      }
    });

    test('the sitemap lists the same versions', async ({ request }) => {
      const xml = await (await request.get('/sitemap.xml')).text();
      const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, block]) => ({
        loc: /<loc>([^<]+)<\/loc>/.exec(block!)![1]!,
        alternates: [...block!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)]
          .map(([, hreflang, href]) => `${hreflang} ${href}`)
          .sort(),
      }));
      expect(urls.map((url) => url.loc).sort()).toEqual(
        INDEXED_PAGES.map((route) => canonicalFor(route.path)).sort(),
      );
      for (const url of urls) expect(url.alternates, url.loc).toEqual(byUrl.get(url.loc));
    });
  });
});

test.describe('the 404 page of each language', () => {
  const cases = [
    { path: '/pl/nie-ma-takiej-strony', locale: 'pl' },
    { path: '/pl/oferty/nie-ma', locale: 'pl' },
    { path: '/nie-ma', locale: 'en' },
  ] as const;

  async function expectNotFound(page: Page, url: string, locale: Locale) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_INFO[locale].lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      MESSAGES[locale].errors.notFound.heading,
    );
    await expect(page).toHaveTitle(MESSAGES[locale].errors.notFound.title);
    // No twin: the switcher leads to the other language's home page.
    await expect(visibleSwitch(page)).toHaveAttribute('href', linkPath(homePathOf(OTHER[locale])));
  }

  for (const { path: url, locale } of cases) {
    test(`npm start answers an unknown address, ${url}, with the ${locale === 'pl' ? 'Polish' : 'English'} 404 page`, async ({
      page,
    }) => {
      await expectNotFound(page, url, locale);
    });
  }

  test('npm start sends /pl to the Polish home page’s one address, /pl/, with its query', async ({
    request,
  }) => {
    const response = await request.get('/pl?gclid=x1', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe('/pl/?gclid=x1');
  });

  // The same under nginx (the shipped configuration): one server for these tests, a test a case.
  test.describe('nginx (the shipped configuration) does the same', () => {
    test.describe.configure({ mode: 'serial' });
    let server: LoopbackNginx;
    let context: BrowserContext;
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      server = await startLoopbackNginx({ root: path.join(process.cwd(), 'out') });
      context = await browser.newContext({ ignoreHTTPSErrors: true });
      page = await context.newPage();
    });
    test.afterAll(async () => {
      await context?.close();
      await server?.stop();
    });

    for (const { path: url, locale } of cases) {
      test(`${url}: the ${locale === 'pl' ? 'Polish' : 'English'} 404 page`, async () => {
        await expectNotFound(page, `${server.origin}${url}`, locale);
      });
    }

    // The Polish home page has one address: /pl/, where /pl (how the router writes links) leads.
    test('the Polish home page at /pl/, where /pl leads, with its query', async () => {
      for (const url of ['/pl/', '/pl']) {
        const response = await page.goto(`${server.origin}${url}`);
        expect(response?.status(), url).toBe(200);
        expect(page.url(), url).toBe(`${server.origin}/pl/`);
        await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
      }
      const redirect = await server.get(`${server.origin}/pl?gclid=x1`);
      expect(redirect.status).toBe(301);
      expect(redirect.headers.get('location')).toMatch(/\/pl\/\?gclid=x1$/);
    });
  });
});

/** The brand's facts and proper names, the same in both languages. */
const NEUTRAL: readonly string[] = [
  BRAND.name,
  BRAND.legalName,
  BRAND.email,
  ADDRESS.street,
  PHONE.display,
  RESPONSIBLE_GAMING_HELP.label,
  ...SOCIAL_LINKS.map((link) => link.label),
  'Gambling Therapy', // a help service's name, in both privacy and terms pages
];

/** A text that is no sentence of either language: a name above, a domain, a licence's identifier. */
function isNeutral(text: string): boolean {
  if (NEUTRAL.includes(text)) return true;
  if (/^(https?:\/\/)?[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(text)) return true; // www.example.com
  return /^(CC|GPL|LGPL|MIT)\b[\w .-]*\d/.test(text); // CC BY-SA 3.0, GPL-2.0-or-later
}

/** The text of each of a page's text nodes, spaces as they are (non-breaking ones kept). */
async function textNodes(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    // A plain walk: with JavaScript off, the page cannot run a TreeWalker's filter callback.
    const visit = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) texts.push(node.textContent ?? '');
      if (node instanceof Element && node.matches('script, style, noscript, template')) return;
      node.childNodes.forEach(visit);
    };
    visit(document.body);
    return texts;
  });
}

/** Every text of a page a visitor or a screen reader meets: text, alt texts, labels, titles. */
async function visibleWords(page: Page): Promise<string[]> {
  const named = await page.evaluate(() => {
    const texts: string[] = [document.title];
    for (const element of document.body.querySelectorAll('[alt], [aria-label], [title], [placeholder]')) {
      for (const name of ['alt', 'aria-label', 'title', 'placeholder'])
        texts.push(element.getAttribute(name) ?? '');
    }
    return texts;
  });
  return [...named, ...(await textNodes(page))]
    .map((text) => text.replace(/\s+/g, ' ').trim())
    .filter((text) => text !== '');
}

test.describe('the Polish pages in the browser', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of pagesIn('pl')) {
    const twin = versionIn(route, DEFAULT_LOCALE);
    if (!twin) continue;
    test(`${route.path} shows no English sentence of ${twin.path} (chrome included)`, async ({ page }) => {
      await page.goto(twin.path);
      const english = new Set((await visibleWords(page)).filter((text) => text.length >= 12));
      await page.goto(route.path);
      const leftOver = (await visibleWords(page)).filter((text) => english.has(text) && !isNeutral(text));
      expect([...new Set(leftOver)], leftOver.join('\n')).toEqual([]);
    });
  }
});

/** Where a line may break and should not, as lib/model/text/typeset.ts sets it; in every language. */
const LOOSE_SPACES: readonly RegExp[] = [/\d \d/, / [–—] /];
/** And in Polish: a one-letter word at the end of a line. */
const LOOSE_IN_POLISH: readonly RegExp[] = [/(?:^|[\s(„"])[aiouwzAIOUWZ] /];

test.describe('line breaks', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of SITE_PAGES) {
    test(`${route.path} never breaks a grouped number, opens a line with a dash${route.locale === 'pl' ? ' or ends one with a one-letter word' : ''}`, async ({
      page,
    }) => {
      await page.goto(route.path);
      const rules = route.locale === 'pl' ? [...LOOSE_SPACES, ...LOOSE_IN_POLISH] : LOOSE_SPACES;
      const loose = (await textNodes(page)).filter((text) => rules.some((rule) => rule.test(text)));
      expect(loose).toEqual([]);
    });
  }
});
