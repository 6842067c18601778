// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ContentError } from '@/lib/model/contentErrors';
import { pageFileText, versionsOf } from '@/lib/editor/server/pageInventory';
import { PageConflictError } from '@/lib/editor/server/pageConflict';
import { assertTranslatable, twinPaths } from '@/lib/editor/server/createPage';
import { retargetLinksTo } from '@/lib/model/pages/linkRetargeting';
import { pageNameToPath } from '@/lib/model/pages/pageName';
import { assertSameLanguage } from '@/lib/editor/server/renamePage';
import type { SitePage } from '@/lib/server/sitePages';
import {
  missingTranslations,
  proposeTranslationName,
  slugify,
  translationNameProblem,
  translationsByPage,
} from '@/lib/editor/contract/pageRequests';
import { localeOfPageName } from '@/lib/model/i18n/locales';
import { pageNameProblem } from '@/lib/model/pages/pageRules';

function sitePage(name: string, translationOf?: string, label = name): SitePage {
  return {
    name,
    path: pageNameToPath(name),
    label,
    meta: {},
    redirectFrom: [],
    locale: localeOfPageName(name),
    ...(translationOf !== undefined ? { translationOf } : {}),
  };
}

const site = [
  sitePage('index'),
  sitePage('casino', undefined, 'Casino hotels'),
  sitePage('contact-us'),
  sitePage('offers/gozo'),
  sitePage('thank-you'),
  sitePage('pl/index', 'index'),
  sitePage('pl/kasyno', 'casino', 'Hotele z kasynem'),
  sitePage('pl/kontakt', 'contact-us'),
  sitePage('pl/oferty/jesien'),
];

describe('the language versions of the pages', () => {
  it('pair each English page with its versions, from the other languages’ translationOf', () => {
    const versions = translationsByPage(site);
    expect(versions.get('casino')).toEqual({ pl: 'pl/kasyno' });
    expect(versions.get('index')).toEqual({ pl: 'pl/index' });
    expect(versions.get('offers/gozo')).toBeUndefined();
    // A Polish page without translationOf is nobody's version.
    expect([...versions.values()].map((entry) => entry.pl)).not.toContain('pl/oferty/jesien');
  });

  it('list the English pages without a Polish version, in the order given', () => {
    expect(missingTranslations(site)).toEqual({ pl: ['offers/gozo', 'thank-you'] });
    expect(missingTranslations([sitePage('index')])).toEqual({ pl: ['index'] });
    expect(missingTranslations([])).toEqual({ pl: [] });
  });

  it('versionsOf finds the pages that name an English page as their original', () => {
    expect(versionsOf(site, 'casino').map((page) => page.name)).toEqual(['pl/kasyno']);
    expect(versionsOf(site, 'thank-you')).toEqual([]);
  });
});

describe('the address of a Polish version', () => {
  it('starts with pl/ and has something after it', () => {
    expect(translationNameProblem('pl/kasyno', 'pl')).toBeUndefined();
    expect(translationNameProblem('pl/oferty/gozo', 'pl')).toBeUndefined();
    expect(translationNameProblem('pl/index', 'pl')).toBeUndefined();
    for (const name of ['kasyno', 'casino', 'pl', 'pl/', 'PL/kasyno', 'plkasyno', 'en/kasyno'])
      expect(translationNameProblem(name, 'pl'), name).toMatch(/Polish version’s address starts with pl\//);
  });

  it('follows the page-name rules under pl/ (checked apart)', () => {
    expect(pageNameProblem('pl/../x')).toBeDefined();
    expect(pageNameProblem('pl/api')).toMatch(/reserved/);
    expect(pageNameProblem('pl/a/b/c')).toMatch(/at most 2 parts/);
    expect(pageNameProblem('pl/Kasyno')).toBeDefined();
    expect(pageNameProblem('pl/oferty/jesien')).toBeUndefined();
  });

  it('is proposed from the title typed, Polish letters made plain', () => {
    expect(slugify('Hotele z kasynem')).toBe('hotele-z-kasynem');
    expect(slugify('Zażółć gęślą jaźń')).toBe('zazolc-gesla-jazn');
    expect(slugify('ŁÓDŹ, Świnoujście & Żywiec')).toBe('lodz-swinoujscie-zywiec');
    expect(slugify('St Julian’s – noc w kasynie!')).toBe('st-julians-noc-w-kasynie');
    expect(slugify('  --  ')).toBe('');
    const long = slugify('Bardzo długi tytuł strony o rejsie wokół Malty, Gozo i Comino w październiku');
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long).not.toMatch(/-$/);
    expect(long).toBe('bardzo-dlugi-tytul-strony-o-rejsie-wokol-malty-gozo-i-comino');
  });

  it('is one part under pl/, from the title or the English name’s last part; the home is pl/index', () => {
    expect(proposeTranslationName('casino', 'pl', 'Hotele z kasynem')).toBe('pl/hotele-z-kasynem');
    expect(proposeTranslationName('offers/gozo', 'pl', 'Jesień na Gozo')).toBe('pl/jesien-na-gozo');
    expect(proposeTranslationName('offers/gozo', 'pl')).toBe('pl/gozo');
    expect(proposeTranslationName('casino', 'pl')).toBe('pl/casino');
    expect(proposeTranslationName('casino', 'pl', '!!!')).toBe('pl/casino');
    expect(proposeTranslationName('index', 'pl', 'Strona główna')).toBe('pl/index');
    for (const name of ['casino', 'offers/gozo', 'about-us'])
      expect(pageNameProblem(proposeTranslationName(name, 'pl', 'Zażółć gęślą jaźń'))).toBeUndefined();
  });
});

describe('a page copied into Polish links to the Polish versions', () => {
  it('maps the links to English pages that have a Polish version, and the page itself', () => {
    const paths = twinPaths(site, 'pl', [['/offers/gozo', '/pl/gozo']]);
    expect(Object.fromEntries(paths)).toEqual({
      '/offers/gozo': '/pl/gozo',
      '/': '/pl/',
      '/casino': '/pl/kasyno',
      '/contact-us': '/pl/kontakt',
    });
    expect(twinPaths(site, 'en').size).toBe(0);
  });

  it('keeps the hash and the query, maps markdown links, leaves the rest', () => {
    const paths = twinPaths(site, 'pl');
    const data = {
      cta: { label: 'Ask', href: '/contact-us#form' },
      more: '/casino?from=ad',
      home: '/#offers',
      body: 'See [our hotels](/casino) or [write](/contact-us), and [elsewhere](https://example.com/casino).',
      image: '/images/casino.jpg',
      other: '/thank-you',
      plain: 'casino',
      list: ['/', '/casinos'],
    };
    const { value, fields } = retargetLinksTo(data, paths);
    expect(value).toEqual({
      cta: { label: 'Ask', href: '/pl/kontakt#form' },
      more: '/pl/kasyno?from=ad',
      home: '/pl/#offers',
      body: 'See [our hotels](/pl/kasyno) or [write](/pl/kontakt), and [elsewhere](https://example.com/casino).',
      image: '/images/casino.jpg',
      other: '/thank-you',
      plain: 'casino',
      list: ['/pl/', '/casinos'],
    });
    expect(fields).toEqual(['cta.href', 'more', 'home', 'body', 'list[0]']);
    // The original is left as it was.
    expect(data.cta.href).toBe('/contact-us#form');
  });
});

describe('the rules of versions', () => {
  it('a version is made from an English page that exists and has none in that language', () => {
    expect(assertTranslatable(site, 'offers/gozo', 'pl', 'source.from').name).toBe('offers/gozo');
    expect(() => assertTranslatable(site, 'nope', 'pl', 'source.from')).toThrow(ContentError);
    expect(() => assertTranslatable(site, 'pl/kasyno', 'pl', 'source.from')).toThrow(
      /“pl\/kasyno” is a Polish page/,
    );
    expect(() => assertTranslatable(site, 'casino', 'pl', 'source.from')).toThrow(PageConflictError);
    expect(() => assertTranslatable(site, 'casino', 'pl', 'source.from')).toThrow(
      /“Casino hotels” \(\/casino\) has a Polish version already: “Hotele z kasynem” \(\/pl\/kasyno\)/,
    );
  });

  it('a page keeps its language when renamed', () => {
    expect(() => assertSameLanguage('pl/kasyno', 'pl/hotele', 'newName')).not.toThrow();
    expect(() => assertSameLanguage('casino', 'casino-hotels', 'newName')).not.toThrow();
    expect(() => assertSameLanguage('pl/kasyno', 'kasyno', 'newName')).toThrow(/under pl\//);
    expect(() => assertSameLanguage('casino', 'pl/casino', 'newName')).toThrow(/keeps an English address/);
  });

  it('the page file keeps translationOf, between meta and the old addresses', () => {
    const text = pageFileText({
      components: [],
      redirectFrom: ['/pl/stare'],
      translationOf: 'casino',
      meta: { title: 'Kasyno' },
    });
    expect(Object.keys(JSON.parse(text) as object)).toEqual([
      'meta',
      'translationOf',
      'redirectFrom',
      'components',
    ]);
    expect(JSON.parse(pageFileText({ components: [], meta: { title: 'x' } }))).toEqual({
      meta: { title: 'x' },
      components: [],
    });
  });
});
