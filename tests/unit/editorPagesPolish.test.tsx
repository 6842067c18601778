import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { AddressField } from '@/components/editor/AddressField';
import { SearchResultPreview } from '@/components/editor/SearchResultPreview';
import { SocialCardPreview } from '@/components/editor/SocialCardPreview';
import { EditorLanguageContext } from '@/hooks/editor/useEditorLanguage';
import type { PageSummary, PagesAnswer } from '@/lib/editor/contract/pageRequests';
import { deleteProblem, describeLink } from '@/lib/editor/client/linkChoices';
import {
  draftFromPage,
  lengthNote,
  navigationPositions,
  retireToDefaultLabel,
  scheduleNote,
  settingsProblems,
} from '@/lib/editor/client/settingsDraft';
import { polishCount } from '@/lib/model/i18n/polishCount';

/** The page forms' words in Polish, the language the marketing team reads the editor in. */

function summary(name: string, fields: Partial<PageSummary> = {}): PageSummary {
  return {
    name,
    path: name === 'index' ? '/' : `/${name}`,
    label: name,
    meta: { title: `Title of ${name}` },
    redirectFrom: [],
    locale: name.startsWith('pl/') ? 'pl' : 'en',
    version: 'v1',
    ...fields,
  };
}

const home = summary('index', { label: 'Home', meta: { title: 'Home' } });
const offer = summary('offers/gozo', { label: 'Gozo' });
const navigation: PagesAnswer['navigation'] = [
  { label: 'Home', path: '/', icon: 'Home' },
  { label: 'Casino hotels', path: '/casino', icon: 'Stars' },
  { label: 'Contact', path: '/contact-us', icon: 'ContactSupport' },
];

describe('page settings in Polish', () => {
  const draft = draftFromPage(offer, navigation);
  const problems = (changes: Partial<typeof draft>, links = navigation, page = offer) =>
    settingsProblems(page, { ...draft, ...changes }, links, 'pl');

  it('says the form’s own problems and the schemas’ in Polish', () => {
    expect(problems({})).toEqual({});
    expect(problems({ title: ' ' }).title).toBe('Podaj tytuł strony');
    expect(problems({ title: 'x'.repeat(71) }).title).toBe('Tytuł może mieć najwyżej 70 znaków');
    expect(problems({ description: 'x'.repeat(171) }).description).toBe('Opis może mieć najwyżej 170 znaków');
    expect(problems({ imageSrc: '/images/logo.svg' }).imageSrc).toMatch(
      /^Zdjęcie do podglądu linku musi być plikiem z folderu \/images/,
    );
    expect(problems({ inNavigation: true, navLabel: '' }).navLabel).toBe('Podaj tekst linku');
    expect(problems({ inNavigation: true, navLabel: 'x'.repeat(41) }).navLabel).toBe(
      'Tekst linku może mieć najwyżej 40 znaków',
    );
    const full = Array.from({ length: 8 }, (_unused, index) => ({
      label: `Link ${index}`,
      path: `/p${index}`,
      icon: 'Info' as const,
    }));
    expect(problems({ inNavigation: true }, full).inNavigation).toBe(
      'Nawigacja w nagłówku może mieć najwyżej 8 linków',
    );
  });

  it('says the schedule’s problems in Polish', () => {
    expect(problems({ liveFrom: '2026-02-30T09:00' }).liveFrom).toBe(
      'Termin publikacji: 2026-02-30T09:00 nie jest istniejącą datą i godziną',
    );
    expect(problems({ liveFrom: '2026-11-01T00:00', retireAt: '2026-10-01T09:00' }).retireAt).toBe(
      'Termin wycofania musi być późniejszy niż termin publikacji',
    );
    expect(
      settingsProblems(
        home,
        { ...draftFromPage(home, navigation), liveFrom: '2026-10-01T09:00' },
        navigation,
        'pl',
      ),
    ).toEqual({
      liveFrom:
        'Strona główna jest zawsze opublikowana: nie można ustawić jej terminu publikacji ani wycofania',
    });
  });

  it('says what the schedule means in Polish, with Polish dates in Warsaw time', () => {
    const times = { liveFrom: '2026-10-01T09:00', retireAt: '2026-11-01T00:00' };
    expect(scheduleNote(times, new Date('2026-09-01T00:00:00Z'), 'pl')).toBe(
      'Jeszcze jej nie ma w witrynie: opublikuje ją pierwsze budowanie od 1 października 2026 09:00 czasu warszawskiego.',
    );
    expect(scheduleNote(times, new Date('2026-10-01T07:00:00Z'), 'pl')).toMatch(
      /^Opublikowana: pierwsze budowanie od 1 listopada 2026 00:00 czasu warszawskiego zdejmie ją/,
    );
    expect(scheduleNote(times, new Date('2026-10-31T23:00:00Z'), 'pl')).toMatch(/^Wycofana/);
    expect(retireToDefaultLabel(summary('pl/gozo'), 'pl')).toBe('Strona główna (/pl/)');
  });

  it('counts characters and names positions in Polish', () => {
    expect(lengthNote(42, 60, 70, 'titles', 'pl')).toEqual({ text: '42 z 70 znaków', tone: 'ok' });
    expect(lengthNote(65, 155, 170, 'descriptions', 'pl').tone).toBe('ok');
    expect(lengthNote(160, 155, 170, 'descriptions', 'pl')).toEqual({
      text: '160 z 170 znaków: wyszukiwarki zwykle obcinają opisy po ok. 155 znakach',
      tone: 'warning',
    });
    expect(lengthNote(71, 60, 70, 'titles', 'pl')).toEqual({
      text: '71 z 70 znaków: tekst jest za długi',
      tone: 'error',
    });
    expect(navigationPositions(navigation, '/casino', 'pl').map((option) => option.label)).toEqual([
      'Na początku, przed „Home”',
      'Po „Home”',
      'Po „Contact”',
    ]);
    expect(navigationPositions([], '/casino', 'pl')).toEqual([{ value: 0, label: 'Jedyny link' }]);
  });

  it('pluralises Polish counts', () => {
    expect([1, 2, 4, 5, 12, 22, 25].map((count) => polishCount(count, 'link', 'linki', 'linków'))).toEqual([
      '1 link',
      '2 linki',
      '4 linki',
      '5 linków',
      '12 linków',
      '22 linki',
      '25 linków',
    ]);
  });
});

describe('deleting a page in Polish', () => {
  const nav = {
    file: 'public/data/HeadersVariant7Hotels.json',
    field: 'data.navLinks[2].path',
    navigation: true,
  };
  const text = {
    file: 'public/data/index/CallsToActionBanner.json',
    field: 'data.cta.href',
    navigation: false,
  };

  it('names the links and the choice to make in Polish', () => {
    expect(describeLink(nav, 'pl')).toBe('Nawigacja w nagłówku (public/data/HeadersVariant7Hotels.json)');
    expect(describeLink(text, 'pl')).toBe('public/data/index/CallsToActionBanner.json: data.cta.href');
    expect(deleteProblem([nav, text], 'replace', '', 'pl')).toBe(
      'Wybierz stronę, do której mają prowadzić linki',
    );
    expect(deleteProblem([nav, text], 'drop', '', 'pl')).toMatch(
      /^Treści witryny zawierają linki do tej strony/,
    );
    expect(deleteProblem([nav], 'drop', '', 'pl')).toBeUndefined();
  });
});

describe('the page forms’ fields and previews in Polish', () => {
  const inPolish = (element: ReactElement) =>
    render(<EditorLanguageContext.Provider value="pl">{element}</EditorLanguageContext.Provider>);
  const input = { title: 'Gozo', description: 'Jesień na Gozo', path: '/pl/gozo' };

  it('labels the address field and says where the page will be', () => {
    inPolish(<AddressField value="pl/gozo" problem={undefined} onChange={() => {}} />);
    expect(screen.getByLabelText(/^Adres/)).toBeTruthy();
    expect(
      screen.getByText('Strona będzie dostępna pod adresem https://www.hiddengemsmalta.com/pl/gozo'),
    ).toBeTruthy();
  });

  it('gives the address rule in Polish until something is typed', () => {
    inPolish(<AddressField value="" problem="Podaj adres" onChange={() => {}} />);
    expect(screen.getByText(/^Słowa małymi literami połączone łącznikami/)).toBeTruthy();
  });

  it('captions the previews in Polish', () => {
    inPolish(
      <>
        <SearchResultPreview input={input} noindex />
        <SocialCardPreview input={input} imageSrc="" />
      </>,
    );
    expect(screen.getByRole('figure', { name: 'Podgląd w wynikach wyszukiwania' })).toBeTruthy();
    expect(screen.getByText(/^Ukryta przed wyszukiwarkami/)).toBeTruthy();
    expect(screen.getByRole('figure', { name: 'Podgląd karty w mediach społecznościowych' })).toBeTruthy();
    expect(screen.getByText(/^Nie wybrano zdjęcia do podglądu linku/)).toBeTruthy();
  });

  it('keeps English by default', () => {
    render(<SearchResultPreview input={input} noindex={false} />);
    expect(screen.getByRole('figure', { name: 'Search result preview' })).toBeTruthy();
  });
});
