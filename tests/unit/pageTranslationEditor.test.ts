// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { PageSummary, PagesAnswer } from '@/lib/editor/contract/pageRequests';
import {
  addressProblem,
  catalogFromPages,
  editorTargets,
  homePageName,
  isLayoutTarget,
  layoutTarget,
  LAYOUT_TARGET,
  localeOfTarget,
  pageNameOf,
  targetInLanguage,
  translationAddressProblem,
  untranslatedPages,
} from '@/lib/editor/client/editorTargets';
import { pageNameToPath } from '@/lib/model/pages/pageRules';

function summary(name: string, fields: Partial<PageSummary> = {}): PageSummary {
  const locale = name.startsWith('pl/') ? 'pl' : 'en';
  return {
    name,
    path: pageNameToPath(name),
    label: name,
    meta: { title: name },
    redirectFrom: [],
    locale,
    ...(locale === 'en' ? { translations: {} } : {}),
    version: 'v1',
    ...fields,
  };
}

const pages = [
  summary('index', { label: 'Home', meta: { title: 'Home', order: 10 }, translations: { pl: 'pl/index' } }),
  summary('casino', {
    label: 'Casino hotels',
    meta: { title: 'Casino', order: 20 },
    translations: { pl: 'pl/kasyno' },
  }),
  summary('offers/gozo', { label: 'Gozo' }),
  summary('thank-you', { label: 'Thank you', meta: { title: 'Thanks', catalog: false } }),
  summary('pl/index', {
    label: 'Strona główna',
    meta: { title: 'Start', order: 10 },
    translationOf: 'index',
  }),
  summary('pl/kasyno', {
    label: 'Hotele z kasynem',
    meta: { title: 'Kasyno', order: 20 },
    translationOf: 'casino',
    redirectFrom: ['/pl/kasyna'],
  }),
  summary('pl/oferty/jesien', { label: 'Jesień' }),
];
const answer: PagesAnswer = {
  pages,
  trash: [],
  publicEntries: ['favicon.ico', 'images'],
  navigation: [],
  navigationByLocale: { en: [], pl: [] },
  missingTranslations: { pl: ['thank-you', 'offers/gozo'] },
};

describe('the editor in two languages', () => {
  it('has a header and footer per language, edited in the context of that language’s home page', () => {
    expect(layoutTarget('en')).toBe(LAYOUT_TARGET);
    expect(layoutTarget('pl')).toBe('pl/layout');
    expect(isLayoutTarget('pl/layout')).toBe(true);
    expect(isLayoutTarget('layout')).toBe(true);
    expect(isLayoutTarget('pl/kasyno')).toBe(false);
    expect(pageNameOf('pl/layout')).toBe('pl/index');
    expect(pageNameOf(LAYOUT_TARGET)).toBe('index');
    expect(pageNameOf('pl/kasyno')).toBe('pl/kasyno');
    expect(localeOfTarget('pl/layout')).toBe('pl');
    expect(localeOfTarget('casino')).toBe('en');
    expect(homePageName('pl')).toBe('pl/index');
  });

  it('lists the pages of the language chosen, English pages without a Polish version marked', () => {
    expect(editorTargets(pages, 'en', answer.missingTranslations.pl)).toEqual([
      { value: 'index', label: 'Home (/)', noindex: false },
      { value: 'casino', label: 'Casino hotels (/casino)', noindex: false },
      { value: 'offers/gozo', label: 'Gozo (/offers/gozo)', noindex: false, untranslated: true },
      { value: 'thank-you', label: 'Thank you (/thank-you)', noindex: false, untranslated: true },
      { value: 'layout', label: 'Header and footer (every page)', noindex: false },
    ]);
    expect(editorTargets(pages, 'pl')).toEqual([
      { value: 'pl/index', label: 'Strona główna (/pl/)', noindex: false },
      { value: 'pl/kasyno', label: 'Hotele z kasynem (/pl/kasyno)', noindex: false },
      { value: 'pl/oferty/jesien', label: 'Jesień (/pl/oferty/jesien)', noindex: false },
      { value: 'pl/layout', label: 'Polish header and footer (every Polish page)', noindex: false },
    ]);
  });

  it('gives the preview’s footer the catalog of the page’s language', () => {
    expect(catalogFromPages(pages, 'pl')).toEqual([
      { label: 'Strona główna', path: '/pl/' },
      { label: 'Hotele z kasynem', path: '/pl/kasyno' },
      { label: 'Jesień', path: '/pl/oferty/jesien' },
    ]);
    expect(catalogFromPages(pages).map((link) => link.path)).toEqual(['/', '/casino', '/offers/gozo']);
  });

  it('switches language to the same page, the other layout, or the home page where there is no version', () => {
    expect(targetInLanguage('casino', 'pl', pages)).toBe('pl/kasyno');
    expect(targetInLanguage('pl/kasyno', 'en', pages)).toBe('casino');
    expect(targetInLanguage('offers/gozo', 'pl', pages)).toBe('pl/index');
    expect(targetInLanguage('pl/oferty/jesien', 'en', pages)).toBe('index');
    expect(targetInLanguage('layout', 'pl', pages)).toBe('pl/layout');
    expect(targetInLanguage('pl/layout', 'en', pages)).toBe('layout');
    expect(targetInLanguage('casino', 'en', pages)).toBe('casino');
    // A version the list does not have (deleted meanwhile): the home page.
    expect(
      targetInLanguage(
        'casino',
        'pl',
        pages.filter((page) => page.name !== 'pl/kasyno'),
      ),
    ).toBe('pl/index');
  });

  it('lists the English pages without a Polish version in the list’s order', () => {
    expect(untranslatedPages(answer, 'pl').map((page) => page.name)).toEqual(['offers/gozo', 'thank-you']);
  });

  it('checks a Polish version’s address as it is typed: under pl/, free, by the naming rules', () => {
    expect(translationAddressProblem('pl/gozo', 'pl', answer, 'en')).toBeUndefined();
    expect(translationAddressProblem('pl/oferty/gozo', 'pl', answer, 'en')).toBeUndefined();
    expect(translationAddressProblem('gozo', 'pl', answer, 'en')).toMatch(/starts with pl\//);
    expect(translationAddressProblem('pl/', 'pl', answer, 'en')).toMatch(/starts with pl\//);
    expect(translationAddressProblem('pl/kasyno', 'pl', answer, 'en')).toBe(
      '/pl/kasyno is already the address of “Hotele z kasynem”',
    );
    expect(translationAddressProblem('pl/index', 'pl', answer, 'en')).toMatch(/already the address/);
    expect(translationAddressProblem('pl/kasyna', 'pl', answer, 'en')).toMatch(
      /old address of “Hotele z kasynem”/,
    );
    expect(translationAddressProblem('pl/../x', 'pl', answer, 'en')).toBeDefined();
    expect(translationAddressProblem('pl/Gozo', 'pl', answer, 'en')).toMatch(/lower-case/);
    expect(translationAddressProblem('pl/api', 'pl', answer, 'en')).toMatch(/reserved/);
  });

  it('keeps a renamed page in its language', () => {
    expect(addressProblem('pl/hotele', answer, 'pl/kasyno', 'en')).toBeUndefined();
    expect(addressProblem('hotele', answer, 'pl/kasyno', 'en')).toMatch(/keeps its address under pl\//);
    expect(addressProblem('pl/casino', answer, 'casino', 'en')).toMatch(
      /English page keeps an English address/,
    );
  });

  it('says what is wrong with an address in Polish when the editor speaks Polish', () => {
    expect(addressProblem('pl/kasyno', answer, undefined, 'pl')).toBe(
      '/pl/kasyno to już adres strony „Hotele z kasynem”',
    );
    expect(addressProblem('pl/kasyna', answer, undefined, 'pl')).toBe(
      '/pl/kasyna to dawny adres strony „Hotele z kasynem”, który do niej przekierowuje',
    );
    expect(addressProblem('pl/kasyno', answer, 'pl/kasyno', 'pl')).toBe('To już jest adres tej strony');
    expect(addressProblem('hotele', answer, 'pl/kasyno', 'pl')).toBe(
      'Polska strona ma adres zaczynający się od pl/',
    );
    expect(addressProblem('pl/casino', answer, 'casino', 'pl')).toMatch(/utwórz jej wersję polską/);
    expect(addressProblem('Oferty', answer, undefined, 'pl')).toMatch(/^Używaj tylko małych liter/);
    expect(addressProblem('api', answer, undefined, 'pl')).toBe(
      'Nazwa „api” jest zarezerwowana dla samego serwisu',
    );
    expect(addressProblem('a/b/c', answer, undefined, 'pl')).toMatch(/najwyżej 2 człony/);
    expect(addressProblem('a'.repeat(61), answer, undefined, 'pl')).toMatch(/najwyżej 60 znaków/);
    expect(addressProblem('favicon', answer, undefined, 'pl')).toBe(
      'Nazwę „favicon” zajmuje plik public/favicon.ico',
    );
    expect(translationAddressProblem('gozo', 'pl', answer, 'pl')).toBe(
      'Adres wersji polskiej zaczyna się od pl/, np. pl/kasyno',
    );
    expect(translationAddressProblem('pl/gozo', 'pl', answer, 'pl')).toBeUndefined();
  });
});
