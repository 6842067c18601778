import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listCatalog } from '@/lib/model/content/catalog';
import {
  catalogFieldLabels,
  DISPLAY_LIMIT,
  displayPair,
  siteChanges,
  type Change,
  type PageChanges,
  type PageSnapshot,
  type SiteSnapshot,
} from '@/lib/model/content/siteChanges';
import {
  describeChange,
  describePageKind,
  sectionLabel,
  translateLabel,
} from '@/lib/model/content/siteChangesText';

const PUBLIC_DIR = path.join(process.cwd(), 'public');
const PAGES_DIR = path.join(PUBLIC_DIR, 'selectedComponents');
const DATA_DIR = path.join(PUBLIC_DIR, 'data');

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/** The JSON files directly in a folder, by their name without `.json`. */
function jsonFiles(dir: string): Record<string, unknown> {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return {};
  }
  return Object.fromEntries(
    entries
      .filter((entry) => entry.endsWith('.json') && statSync(path.join(dir, entry)).isFile())
      .sort()
      .map((entry) => [entry.slice(0, -'.json'.length), readJson(path.join(dir, entry))]),
  );
}

function pageNames(dir = PAGES_DIR, prefix = ''): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((entry) => {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) return pageNames(full, `${prefix}${entry}/`);
      if (!entry.endsWith('.json')) return [];
      const name = `${prefix}${entry.slice(0, -'.json'.length)}`;
      return name === 'layout' ? [] : [name];
    });
}

/** The site as it is in public/: the published snapshot every test starts from. */
function loadSite(): SiteSnapshot {
  const pages: Record<string, PageSnapshot> = {};
  for (const name of pageNames()) {
    pages[name] = {
      file: readJson(path.join(PAGES_DIR, `${name}.json`)),
      data: jsonFiles(path.join(DATA_DIR, name)),
    };
  }
  return {
    pages,
    layout: {
      file: readJson(path.join(PAGES_DIR, 'layout.json')),
      data: { en: jsonFiles(DATA_DIR), pl: jsonFiles(path.join(DATA_DIR, 'pl')) },
    },
    media: readJson(path.join(DATA_DIR, 'media.json')),
  };
}

const PUBLISHED = loadSite();

function draftOf(edit: (draft: SiteSnapshot) => void): SiteSnapshot {
  const draft = structuredClone(PUBLISHED);
  edit(draft);
  return draft;
}

interface PageFileShape {
  meta: Record<string, unknown>;
  translationOf?: string;
  redirectFrom?: string[];
  components: { category: string; name: string }[];
}

function page(site: SiteSnapshot, name: string): PageSnapshot {
  const found = site.pages[name];
  if (!found) throw new Error(`No page ${name} in public/`);
  return found;
}

function pageFile(site: SiteSnapshot, name: string): PageFileShape {
  return page(site, name).file as PageFileShape;
}

/** The `data` of a component's data file, to edit in place. */
function data(site: SiteSnapshot, name: string, key: string): Record<string, unknown> {
  return (page(site, name).data[key] as { data: Record<string, unknown> }).data;
}

function entry(list: PageChanges[], name: string): PageChanges {
  const found = list.find((item) => item.name === name);
  if (!found) throw new Error(`No entry ${name} in ${list.map((item) => item.name).join(', ')}`);
  return found;
}

function sentences(changes: Change[], locale: 'en' | 'pl'): string[] {
  return changes.map((change) => describeChange(change, locale));
}

describe('siteChanges: the draft against the published site, in the team’s words', () => {
  it('reads the real site (casino, its Polish twin and the layout are there)', () => {
    expect(pageFile(PUBLISHED, 'casino').components.length).toBeGreaterThan(3);
    expect(pageFile(PUBLISHED, 'pl/kasyno').translationOf).toBe('casino');
    expect(Object.keys(PUBLISHED.layout.data.pl ?? {})).toContain('FootersVariant10Hotels');
  });

  it('lists nothing for identical snapshots', () => {
    expect(siteChanges(PUBLISHED, structuredClone(PUBLISHED))).toEqual([]);
  });

  it('names a heading changed on casino and on its Polish twin by the form’s labels', () => {
    const draft = draftOf((site) => {
      data(site, 'casino', 'TextsIntro').heading = 'A night at the casino in Malta';
      data(site, 'pl/kasyno', 'TextsIntro').heading = 'Noc w kasynie na Malcie';
    });
    const list = siteChanges(PUBLISHED, draft);
    expect(list.map((item) => [item.name, item.path, item.kind])).toEqual([
      ['casino', '/casino', 'changed'],
      ['pl/kasyno', '/pl/kasyno', 'changed'],
    ]);
    expect(entry(list, 'casino').changes).toEqual([
      {
        kind: 'field',
        section: { category: 'Texts', name: 'Intro', label: 'Heading and text' },
        field: ['Heading'],
        path: ['heading'],
        before: 'A casino evening in Malta',
        after: 'A night at the casino in Malta',
      },
    ]);
    expect(sentences(entry(list, 'casino').changes, 'en')).toEqual([
      'Field “Heading” in section “Heading and text” changed from “A casino evening in Malta” to “A night at the casino in Malta”',
    ]);
    expect(sentences(entry(list, 'pl/kasyno').changes, 'pl')).toEqual([
      'Pole „Nagłówek” w sekcji „Nagłówek i tekst” zmienione z „Wieczór w kasynie na Malcie” na „Noc w kasynie na Malcie”',
    ]);
    expect(describePageKind('changed', 'pl')).toBe('Strona zmieniona');
  });

  it('names a list item’s field “Cards › 3 › Card title”, a photo by its file, and items added', () => {
    const draft = draftOf((site) => {
      const grid = data(site, 'casino', 'CardsPhotoGrid');
      const cards = grid.cards as Record<string, unknown>[];
      (cards[2] as Record<string, unknown>).title = 'Birgu and the Grand Harbour';
      const firstImage = (cards[0] as { image: Record<string, unknown> }).image;
      firstImage.src = '/images/heritage-stone-arches.jpg';
      cards.push({
        tag: 'Gozo',
        title: 'Gozo for a quiet day',
        text: 'A ferry ride away.',
        image: { src: '/images/hero-sea-dune-grass.jpg' },
      });
    });
    const changes = entry(siteChanges(PUBLISHED, draft), 'casino').changes;
    expect(changes.map((change) => (change.kind === 'field' ? change.field : change.kind))).toEqual([
      ['Cards', '1', 'Card photo'],
      ['Cards', '3', 'Card title'],
      'itemAdded',
    ]);
    expect(sentences(changes, 'en')).toEqual([
      'Field “Cards › 1 › Card photo” in section “Photo cards” changed from “/images/nightlife-city-skyline-night.jpg” to “/images/heritage-stone-arches.jpg”',
      'Field “Cards › 3 › Card title” in section “Photo cards” changed from “Birgu waterfront” to “Birgu and the Grand Harbour”',
      'Item 4 added to “Cards” in section “Photo cards”: “Gozo for a quiet day”',
    ]);
    expect(sentences(changes, 'pl')).toEqual([
      'Pole „Karty › 1 › Zdjęcie karty” w sekcji „Karty ze zdjęciami” zmienione z „/images/nightlife-city-skyline-night.jpg” na „/images/heritage-stone-arches.jpg”',
      'Pole „Karty › 3 › Tytuł karty” w sekcji „Karty ze zdjęciami” zmienione z „Birgu waterfront” na „Birgu and the Grand Harbour”',
      'Element 4 dodany do listy „Karty” w sekcji „Karty ze zdjęciami”: „Gozo for a quiet day”',
    ]);
  });

  it('lists a photo’s new description, focal point and decorative mark on every page that shows it, each in its own language', () => {
    const wine = '/images/nightlife-lounge-wine.jpg';
    const draft = draftOf((site) => {
      const media = site.media as Record<string, { alt: Record<string, string>; focus: unknown }>;
      media[wine]!.alt.pl = 'Kieliszek czerwonego wina';
      media[wine]!.focus = { x: 40, y: 30 };
    });
    const changes = siteChanges(PUBLISHED, draft);
    // The wine is the casino pages' hero and a card of both home pages.
    expect(changes.map((change) => change.name)).toEqual(['casino', 'index', 'pl/index', 'pl/kasyno']);
    expect(sentences(entry(changes, 'casino').changes, 'en')).toEqual([
      `Focal point of photo “${wine}” moved from 47 %, 22 % to 40 %, 30 %`,
    ]);
    expect(sentences(entry(changes, 'pl/kasyno').changes, 'pl')).toEqual([
      `Opis zdjęcia „${wine}” w bibliotece mediów zmieniony z „Kieliszek i butelka czerwonego wina na niskim drewnianym stoliku w nastrojowo oświetlonym salonie” na „Kieliszek czerwonego wina”`,
      `Punkt centralny zdjęcia „${wine}” przeniesiony z 47 %, 22 % na 40 %, 30 %`,
    ]);
    const decorative = draftOf((site) => {
      (site.media as Record<string, { decorative: boolean }>)[wine]!.decorative = true;
    });
    expect(sentences(entry(siteChanges(PUBLISHED, decorative), 'casino').changes, 'en')).toEqual([
      `Photo “${wine}” marked decorative: screen readers skip it`,
    ]);
  });

  it('shows a photo by its file when only the file changed, and an item removed by its title', () => {
    const draft = draftOf((site) => {
      const hero = data(site, 'casino', 'HeroesFullBleedPhoto');
      (hero.image as Record<string, unknown>).src = '/images/luxury-courtyard-atrium.jpg';
      const grid = data(site, 'casino', 'CardsPhotoGrid');
      grid.cards = (grid.cards as unknown[]).slice(1);
    });
    const changes = entry(siteChanges(PUBLISHED, draft), 'casino').changes;
    expect(sentences(changes, 'en')).toEqual([
      'Field “Background photo” in section “Full-bleed photo hero” changed from “/images/nightlife-lounge-wine.jpg” to “/images/luxury-courtyard-atrium.jpg”',
      'Item 1 removed from “Cards” in section “Photo cards”: “St Julian’s”',
    ]);
    expect(describeChange(changes[1] as Change, 'pl')).toBe(
      'Element 1 usunięty z listy „Karty” w sekcji „Karty ze zdjęciami”: „St Julian’s”',
    );
  });

  it('names a list item moved, unchanged, by its title and positions', () => {
    const draft = draftOf((site) => {
      const grid = data(site, 'pl/kasyno', 'CardsPhotoGrid');
      const [first, ...rest] = grid.cards as unknown[];
      grid.cards = [...rest, first];
    });
    const changes = entry(siteChanges(PUBLISHED, draft), 'pl/kasyno').changes;
    expect(changes).toMatchObject([
      { kind: 'itemMoved', list: ['Cards'], from: 1, to: 3, path: ['cards', 2] },
    ]);
    expect(sentences(changes, 'pl')).toEqual([
      'Element „St Julian’s” na liście „Karty” w sekcji „Karty ze zdjęciami” przeniesiony z pozycji 1 na pozycję 3',
    ]);
    expect(sentences(changes, 'en')).toEqual([
      'Item “St Julian’s” of “Cards” in section “Photo cards” moved from position 1 to position 3',
    ]);
  });

  it('lists a section added, removed and moved, with their positions', () => {
    const draft = draftOf((site) => {
      const file = pageFile(site, 'casino');
      // Published: Hero, Intro, PhotoGrid, ImageText, Accordion, ResponsibleGaming, Banner.
      file.components = [
        { category: 'Heroes', name: 'FullBleedPhoto' },
        { category: 'Notices', name: 'ResponsibleGaming' },
        { category: 'Texts', name: 'Intro' },
        { category: 'Galleries', name: 'Mosaic' },
        { category: 'Cards', name: 'PhotoGrid' },
        { category: 'Splits', name: 'ImageText' },
        { category: 'CallsToAction', name: 'Banner' },
      ];
      page(site, 'casino').data.GalleriesMosaic = { data: { heading: 'Moods of the trip', photos: [] } };
    });
    const list = siteChanges(PUBLISHED, draft);
    expect(list.map((item) => item.name)).toEqual(['casino']);
    expect(entry(list, 'casino').changes).toEqual([
      {
        kind: 'sectionRemoved',
        section: { category: 'Faqs', name: 'Accordion', label: 'Questions and answers' },
        position: 5,
      },
      {
        kind: 'sectionAdded',
        section: { category: 'Galleries', name: 'Mosaic', label: 'Photo gallery' },
        position: 4,
      },
      {
        kind: 'sectionMoved',
        section: { category: 'Notices', name: 'ResponsibleGaming', label: 'Responsible gaming notice' },
        from: 6,
        to: 2,
      },
    ]);
    expect(sentences(entry(list, 'casino').changes, 'pl')).toEqual([
      'Sekcja usunięta: „Pytania i odpowiedzi”',
      'Sekcja dodana: „Galeria zdjęć” (pozycja 4)',
      'Sekcja „Informacja o odpowiedzialnej grze” przeniesiona z pozycji 6 na pozycję 2',
    ]);
    expect(sentences(entry(list, 'casino').changes, 'en')).toEqual([
      'Section removed: “Questions and answers”',
      'Section added: “Photo gallery” (position 4)',
      'Section “Responsible gaming notice” moved from position 6 to position 2',
    ]);
  });

  it('lists settings changed, set and cleared by the settings dialog’s names', () => {
    const draft = draftOf((site) => {
      const meta = pageFile(site, 'pl/kasyno').meta;
      meta.title = 'Hotele z kasynem na Malcie';
      meta.noindex = true;
      delete meta.keywords;
      meta.liveFrom = '2026-05-01T09:00';
    });
    const changes = entry(siteChanges(PUBLISHED, draft), 'pl/kasyno').changes;
    expect(changes.map((change) => (change.kind === 'setting' ? change.setting : change.kind))).toEqual([
      'title',
      'keywords',
      'noindex',
      'liveFrom',
    ]);
    expect(changes[2]).toEqual({ kind: 'setting', setting: 'noindex', before: '', after: 'true' });
    expect(sentences(changes, 'pl')).toEqual([
      'Ustawienie „Tytuł” zmienione z „Hotele z kasynem na Malcie | St Julian’s i St Paul’s Bay” na „Hotele z kasynem na Malcie”',
      'Ustawienie „Słowa kluczowe” wyczyszczone (było: „hotel z kasynem Malta, kasyno St Julian’s, hotele St Paul’s Bay, kasyno Malta dress code, kasyno Malta ile lat, Malta kasyno 18+”)',
      'Ustawienie „Ukrycie przed wyszukiwarkami (noindex)” zmienione z „nie” na „tak”',
      'Ustawienie „Termin publikacji” uzupełnione: „2026-05-01 09:00”',
    ]);
    expect(describeChange(changes[2] as Change, 'en')).toBe(
      'Setting “Hide from search engines (noindex)” changed from “no” to “yes”',
    );
    expect(describeChange(changes[3] as Change, 'en')).toBe(
      'Setting “Go-live time” set to “2026-05-01 09:00”',
    );
  });

  it('lists a page created, with its settings and sections', () => {
    const draft = draftOf((site) => {
      const casino = page(site, 'casino');
      const file = structuredClone(casino.file) as PageFileShape;
      file.meta = { title: 'Gozo in October', label: 'Gozo', noindex: true };
      file.components = file.components.slice(0, 2);
      site.pages['offers/gozo-october'] = { file, data: structuredClone(casino.data) };
    });
    const list = siteChanges(PUBLISHED, draft);
    expect(list.map((item) => [item.name, item.path, item.kind])).toEqual([
      ['offers/gozo-october', '/offers/gozo-october', 'created'],
    ]);
    expect(sentences(entry(list, 'offers/gozo-october').changes, 'en')).toEqual([
      'Setting “Title” set to “Gozo in October”',
      'Setting “Short name” set to “Gozo”',
      'Setting “Hide from search engines (noindex)” changed from “no” to “yes”',
      'Section added: “Full-bleed photo hero” (position 1)',
      'Section added: “Heading and text” (position 2)',
    ]);
    expect(describePageKind('created', 'en')).toBe('Page created');
    expect(describePageKind('created', 'pl')).toBe('Strona utworzona');
  });

  it('lists a page deleted', () => {
    const draft = draftOf((site) => {
      delete site.pages['thank-you'];
    });
    expect(siteChanges(PUBLISHED, draft)).toEqual([
      { name: 'thank-you', path: '/thank-you', kind: 'deleted', changes: [] },
    ]);
    expect(describePageKind('deleted', 'pl')).toBe('Strona usunięta');
  });

  it('finds a page renamed by the redirect from its old address (and its twin following it)', () => {
    const draft = draftOf((site) => {
      const casino = page(site, 'casino');
      const file = structuredClone(casino.file) as PageFileShape;
      file.redirectFrom = ['/casino'];
      site.pages['casino-hotels'] = { file, data: casino.data };
      delete site.pages.casino;
      pageFile(site, 'pl/kasyno').translationOf = 'casino-hotels';
    });
    const list = siteChanges(PUBLISHED, draft);
    expect(list.map((item) => [item.name, item.kind, item.renamedFrom])).toEqual([
      ['casino-hotels', 'renamed', 'casino'],
      ['pl/kasyno', 'changed', undefined],
    ]);
    const renamed = entry(list, 'casino-hotels');
    expect(renamed.path).toBe('/casino-hotels');
    expect(renamed.changes).toEqual([
      { kind: 'renamed', from: 'casino', to: 'casino-hotels', fromPath: '/casino', toPath: '/casino-hotels' },
    ]);
    expect(sentences(renamed.changes, 'pl')).toEqual([
      'Adres strony zmieniony z „/casino” na „/casino-hotels”; stary adres przekierowuje na nowy',
    ]);
    expect(sentences(renamed.changes, 'en')).toEqual([
      'Address changed from “/casino” to “/casino-hotels”; the old address redirects to the new one',
    ]);
    expect(sentences(entry(list, 'pl/kasyno').changes, 'pl')).toEqual([
      'Ustawienie „Tłumaczenie strony” zmienione z „casino” na „casino-hotels”',
    ]);
    expect(describePageKind('renamed', 'pl')).toBe('Strona przemianowana');
  });

  it('a page gone without a redirect to it is deleted, and the new page created', () => {
    const draft = draftOf((site) => {
      site.pages['casino-hotels'] = page(site, 'casino');
      delete site.pages.casino;
    });
    expect(siteChanges(PUBLISHED, draft).map((item) => [item.name, item.kind])).toEqual([
      ['casino', 'deleted'],
      ['casino-hotels', 'created'],
    ]);
  });

  it('names the footer’s tagline changed in Polish only as the layout’s Polish version', () => {
    const tagline =
      'Hotele z kasynem, luksusowe pobyty i życie nocne na Malcie. Wszystko zaplanuje dla Państwa nasz zespół z Warszawy.';
    const draft = draftOf((site) => {
      const footer = site.layout.data.pl?.FootersVariant10Hotels as { data: { tagline: string } };
      footer.data.tagline = tagline;
    });
    const list = siteChanges(PUBLISHED, draft);
    expect(list.map((item) => [item.name, item.path, item.kind])).toEqual([['layout', '', 'layout']]);
    const [change] = entry(list, 'layout').changes;
    expect(change).toMatchObject({
      kind: 'field',
      section: { category: 'Footers', name: 'Variant10Hotels', label: 'Hotel footer' },
      field: ['Tagline'],
      locale: 'pl',
      after: tagline,
    });
    expect(describeChange(change as Change, 'pl')).toBe(
      `Pole „Hasło” w sekcji „Stopka hotelowa” (wersja polska) zmienione z „Hotele z kasynem, luksusowe pobyty, życie nocne i wyspiarskie atrakcje Malty. Wszystko zaplanuje dla Państwa nasz zespół z Warszawy.” na „${tagline}”`,
    );
    expect(describeChange(change as Change, 'en')).toMatch(
      /^Field “Tagline” in section “Hotel footer” \(Polish version\) changed from “Hotele/,
    );
    expect(describePageKind('layout', 'pl')).toBe('Nagłówek i stopka zmienione (wszystkie strony)');
  });

  it('shows a change deep in a long text around the difference, cut to about 160 characters', () => {
    const draft = draftOf((site) => {
      const intro = data(site, 'casino', 'TextsIntro');
      intro.body = String(intro.body).replace('sports shoes', 'trainers');
    });
    const [change] = entry(siteChanges(PUBLISHED, draft), 'casino').changes;
    if (change?.kind !== 'field') throw new Error('expected a field change');
    expect(change.field).toEqual(['Text']);
    expect(change.before).not.toBe(change.after);
    expect(change.before).toMatch(/^….*sports shoes/);
    expect(change.after).toMatch(/^….*trainers/);
    expect(change.before.length).toBeLessThanOrEqual(DISPLAY_LIMIT + 1);
    expect(change.after.length).toBeLessThanOrEqual(DISPLAY_LIMIT + 1);
    expect(displayPair('a'.repeat(400), 'b')).toEqual([`${'a'.repeat(DISPLAY_LIMIT - 1)}…`, 'b']);
    expect(displayPair(3, true)).toEqual(['3', 'true']);
  });

  it('describes unknown components, data off its schema and unreadable files without throwing', () => {
    const draft = draftOf((site) => {
      const file = pageFile(site, 'about-us');
      file.components.push({ category: 'Promos', name: 'Variant3' });
      const index = page(site, 'index');
      const intro = index.data.TextsIntro as { data: Record<string, unknown> };
      intro.data = { ...intro.data, heading: 42, extraNote: { nested: ['x'] } };
      page(site, 'privacy-policy').file = undefined;
    });
    const published = structuredClone(PUBLISHED);
    page(published, 'about-us').data.PromosVariant3 = { data: { headlineText: 'Old' } };
    pageFile(published, 'about-us').components.push({ category: 'Promos', name: 'Variant3' });
    page(draft, 'about-us').data.PromosVariant3 = { data: { headlineText: 'New' } };
    let list: PageChanges[] = [];
    expect(() => {
      list = siteChanges(published, draft);
    }).not.toThrow();
    expect(sentences(entry(list, 'about-us').changes, 'en')).toEqual([
      'Field “Headline text” in section “Promos/Variant3” changed from “Old” to “New”',
    ]);
    expect(sentences(entry(list, 'index').changes, 'en')).toEqual([
      'Field “Heading” in section “Heading and text” changed from “Three islands, one easy escape” to “42”',
      'Item 1 added to “Extra note › Nested” in section “Heading and text”: “x”',
    ]);
    expect(sentences(entry(list, 'privacy-policy').changes, 'pl')).toEqual([
      'Nie udało się odczytać pliku wersji roboczej, więc nie można wypisać zmian',
    ]);
    expect(() => siteChanges({ pages: {}, layout: { file: undefined, data: {} } }, PUBLISHED)).not.toThrow();
    expect(() =>
      siteChanges(PUBLISHED, {
        pages: { casino: { file: 'nonsense', data: {} } },
        layout: { file: [], data: {} },
      }),
    ).not.toThrow();
  });

  it('has a Polish name for every section and field label of the catalogue', () => {
    for (const { category, name, definition } of listCatalog()) {
      const polish = sectionLabel({ category, name, label: definition.label }, 'pl');
      expect(polish, `${category}/${name}`).not.toBe(definition.label);
    }
    const untranslated = catalogFieldLabels().filter((label) => translateLabel(label, 'pl') === label);
    expect(untranslated).toEqual(['Logo']);
  });
});
