import { describe, expect, it } from 'vitest';
import type { PageSummary, PagesAnswer } from '@/lib/editor/contract/pageRequests';
import {
  contentLinks,
  deleteBody,
  deleteProblem,
  describeLink,
  linksOfError,
} from '@/lib/editor/client/linkChoices';
import {
  addressFromInput,
  addressProblem,
  catalogFromPages,
  editorTargets,
  LAYOUT_TARGET,
  pageNameOf,
} from '@/lib/editor/client/editorTargets';
import {
  draftFromPage,
  lengthNote,
  navigationAfter,
  navigationPositions,
  retireToChoices,
  retireToDefaultLabel,
  scheduleNote,
  settingsBody,
  settingsProblems,
} from '@/lib/editor/client/settingsDraft';
import {
  boundingBox,
  SECTION_MARKER,
  sectionElements,
  sectionKeyAt,
} from '@/lib/editor/client/previewSections';
import { searchResultPreview, socialCardPreview, truncateAtWord } from '@/lib/editor/client/searchPreview';

function summary(name: string, fields: Partial<PageSummary> = {}): PageSummary {
  const path = name === 'index' ? '/' : `/${name}`;
  return {
    name,
    path,
    label: name,
    meta: { title: `Title of ${name}` },
    redirectFrom: [],
    locale: name.startsWith('pl/') ? 'pl' : 'en',
    version: 'v1',
    ...fields,
  };
}

const home = summary('index', { label: 'Home', meta: { title: 'Home', order: 10 } });
const casino = summary('casino', {
  label: 'Casino hotels',
  meta: { title: 'Casino', order: 20 },
  navigation: { label: 'Casino hotels', icon: 'Stars', position: 1 },
});
const thanks = summary('thank-you', {
  label: 'Thank you',
  meta: { title: 'Thanks', noindex: true, catalog: false, order: 70 },
});
const offer = summary('offers/gozo', { label: 'Gozo', redirectFrom: ['/gozo-old'] });
const navigation: PagesAnswer['navigation'] = [
  { label: 'Home', path: '/', icon: 'Home' },
  { label: 'Casino hotels', path: '/casino', icon: 'Stars' },
  { label: 'Contact', path: '/contact-us', icon: 'ContactSupport' },
];
const answer = {
  pages: [offer, thanks, casino, home],
  publicEntries: ['favicon.ico', 'robots.txt', 'images'],
};

describe('the page choice and the catalog', () => {
  it('lists pages by order then label as `label (path)`, marks noindex ones, and ends with the layout', () => {
    expect(editorTargets(answer.pages)).toEqual([
      { value: 'index', label: 'Home (/)', noindex: false },
      { value: 'casino', label: 'Casino hotels (/casino)', noindex: false },
      { value: 'thank-you', label: 'Thank you (/thank-you)', noindex: true },
      { value: 'offers/gozo', label: 'Gozo (/offers/gozo)', noindex: false },
      { value: LAYOUT_TARGET, label: 'Header and footer (every page)', noindex: false },
    ]);
    expect(pageNameOf(LAYOUT_TARGET)).toBe('index');
    expect(pageNameOf('offers/gozo')).toBe('offers/gozo');
  });

  it('gives the footer the listed pages only, in the same order', () => {
    expect(catalogFromPages(answer.pages)).toEqual([
      { label: 'Home', path: '/' },
      { label: 'Casino hotels', path: '/casino' },
      { label: 'Gozo', path: '/offers/gozo' },
    ]);
  });
});

describe('addresses checked as they are typed', () => {
  it('applies the naming rules and the names taken by pages, old addresses and public files', () => {
    expect(addressProblem('offers/gozo-october', answer, undefined, 'en')).toBeUndefined();
    expect(addressProblem('Offers', answer, undefined, 'en')).toMatch(/lower-case/);
    expect(addressProblem('casino', answer, undefined, 'en')).toBe(
      '/casino is already the address of “Casino hotels”',
    );
    expect(addressProblem('gozo-old', answer, undefined, 'en')).toBe(
      '/gozo-old is an old address of “Gozo” and redirects there',
    );
    expect(addressProblem('favicon', answer, undefined, 'en')).toMatch(/public\/favicon.ico/);
    expect(addressProblem('api', answer, undefined, 'en')).toMatch(/reserved/);
    expect(addressProblem('a/b/c', answer, undefined, 'en')).toMatch(/at most 2 parts/);
  });

  it('lets a page take back its own old address, but not keep the one it has', () => {
    expect(addressProblem('gozo-old', answer, 'offers/gozo', 'en')).toBeUndefined();
    expect(addressProblem('offers/gozo', answer, 'offers/gozo', 'en')).toBe(
      'This is already the page’s address',
    );
  });

  it('reads a typed address without spaces or a leading slash', () => {
    expect(addressFromInput('  /offers/gozo ')).toBe('offers/gozo');
  });
});

describe('page settings', () => {
  it('starts from the page and its navigation entry, or offers the last position', () => {
    const draft = draftFromPage(casino, navigation);
    expect(draft).toMatchObject({ title: 'Casino', inNavigation: true, navPosition: 1, catalog: true });
    const other = draftFromPage(offer, navigation);
    expect(other).toMatchObject({ inNavigation: false, navLabel: 'Gozo', navPosition: 3, noindex: false });
  });

  it('saves blank optional fields as absent, keeps what the form does not edit, and moves the navigation', () => {
    const draft = {
      ...draftFromPage(offer, navigation),
      description: '  ',
      noindex: true,
      catalog: false,
      inNavigation: true,
      navLabel: ' Gozo offer ',
      navPosition: 1,
    };
    const body = settingsBody({ ...offer, meta: { ...offer.meta, order: 40, faviconPath: '/f.ico' } }, draft);
    expect(body).toEqual({
      pageName: 'offers/gozo',
      meta: {
        title: 'Title of offers/gozo',
        order: 40,
        faviconPath: '/f.ico',
        noindex: true,
        catalog: false,
      },
      navigation: { label: 'Gozo offer', icon: 'Stars', position: 1 },
    });
    expect(navigationAfter(offer, draft, navigation).map((link) => link.label)).toEqual([
      'Home',
      'Gozo offer',
      'Casino hotels',
      'Contact',
    ]);
    expect(
      settingsBody(casino, { ...draftFromPage(casino, navigation), inNavigation: false }).navigation,
    ).toBeNull();
    expect('navigation' in settingsBody(offer, draftFromPage(offer, navigation))).toBe(false);
  });

  it('reports problems with the schemas’ messages, by field', () => {
    const draft = draftFromPage(offer, navigation);
    expect(settingsProblems(offer, draft, navigation, 'en')).toEqual({});
    expect(settingsProblems(offer, { ...draft, title: ' ' }, navigation, 'en').title).toBe(
      'The title is required',
    );
    expect(settingsProblems(offer, { ...draft, title: 'x'.repeat(71) }, navigation, 'en').title).toMatch(
      /at most 70/,
    );
    expect(
      settingsProblems(offer, { ...draft, description: 'x'.repeat(171) }, navigation, 'en').description,
    ).toMatch(/at most 170/);
    expect(
      settingsProblems(offer, { ...draft, imageSrc: '/images/logo.svg' }, navigation, 'en').imageSrc,
    ).toMatch(/photo under \/images/);
    // Its description is the media library's, as every photo's.
    expect(settingsProblems(offer, { ...draft, imageSrc: '/images/a.jpg' }, navigation, 'en')).toEqual({});
    expect(
      settingsProblems(offer, { ...draft, inNavigation: true, navLabel: '' }, navigation, 'en').navLabel,
    ).toBe('The link needs a label');
    const full = Array.from({ length: 8 }, (_unused, index) => ({
      label: `Link ${index}`,
      path: `/p${index}`,
      icon: 'Info' as const,
    }));
    expect(settingsProblems(offer, { ...draft, inNavigation: true }, full, 'en').inNavigation).toMatch(
      /at most 8/,
    );
  });

  it('schedules a page in Warsaw time, and says where it sends its visitors once retired', () => {
    const draft = {
      ...draftFromPage(offer, navigation),
      liveFrom: '2026-10-01T09:00',
      // A browser may give the seconds.
      retireAt: '2026-11-01T00:00:00',
      retireTo: 'casino',
    };
    expect(settingsBody(offer, draft).meta).toEqual({
      title: 'Title of offers/gozo',
      liveFrom: '2026-10-01T09:00',
      retireAt: '2026-11-01T00:00',
      retireTo: 'casino',
    });
    expect(settingsProblems(offer, draft, navigation, 'en')).toEqual({});
    // Without a retirement time, nowhere to send visitors is saved.
    expect(settingsBody(offer, { ...draft, retireAt: '' }).meta).toEqual({
      title: 'Title of offers/gozo',
      liveFrom: '2026-10-01T09:00',
    });
    const scheduled = summary('offers/gozo', { meta: { title: 'Gozo', liveFrom: '2026-10-01T09:00' } });
    expect(draftFromPage(scheduled, navigation)).toMatchObject({
      liveFrom: '2026-10-01T09:00',
      retireAt: '',
      retireTo: '',
    });
  });

  it('reports a schedule’s problems by field', () => {
    const draft = draftFromPage(offer, navigation);
    expect(
      settingsProblems(offer, { ...draft, liveFrom: '2026-02-30T09:00' }, navigation, 'en').liveFrom,
    ).toBe('Go-live time must be a real date and time: 2026-02-30T09:00 is not one');
    expect(
      settingsProblems(
        offer,
        { ...draft, liveFrom: '2026-11-01T00:00', retireAt: '2026-10-01T09:00' },
        navigation,
        'en',
      ).retireAt,
    ).toBe('The retirement time must be after the go-live time');
    expect(
      settingsProblems(
        home,
        { ...draftFromPage(home, navigation), liveFrom: '2026-10-01T09:00' },
        navigation,
        'en',
      ),
    ).toEqual({ liveFrom: 'The home page is always live: it cannot go live or retire at a time' });
  });

  it('says what the schedule means now, and offers the other pages to send visitors to', () => {
    const times = { liveFrom: '2026-10-01T09:00', retireAt: '2026-11-01T00:00' };
    expect(scheduleNote({ liveFrom: '', retireAt: '' }, new Date(), 'en')).toBeUndefined();
    expect(scheduleNote(times, new Date('2026-09-01T00:00:00Z'), 'en')).toBe(
      'Not on the site yet: the first build from 2026-10-01 09:00 (Warsaw time) publishes it.',
    );
    expect(scheduleNote(times, new Date('2026-10-01T07:00:00Z'), 'en')).toMatch(
      /^Live: the first build from 2026-11-01 00:00/,
    );
    expect(scheduleNote(times, new Date('2026-10-31T23:00:00Z'), 'en')).toMatch(/^Retired/);
    expect(scheduleNote({ ...times, liveFrom: '2026-10-0' }, new Date(), 'en')).toBeUndefined();
    expect(retireToChoices([home, casino, thanks, offer], offer).map((page) => page.name)).toEqual([
      'casino',
      'thank-you',
    ]);
    expect(retireToDefaultLabel(offer, 'en')).toBe('The home page (/)');
    expect(retireToDefaultLabel(summary('pl/gozo'), 'en')).toBe('The home page (/pl/)');
  });

  it('counts characters, warning where results cut and refusing past the maximum', () => {
    expect(lengthNote(42, 60, 70, 'titles', 'en')).toEqual({ text: '42 of 70 characters', tone: 'ok' });
    expect(lengthNote(65, 60, 70, 'titles', 'en')).toEqual({
      text: '65 of 70 characters: search engines usually cut titles after about 60',
      tone: 'warning',
    });
    expect(lengthNote(71, 60, 70, 'titles', 'en').tone).toBe('error');
  });

  it('names the positions among the other links', () => {
    expect(navigationPositions(navigation, '/casino', 'en')).toEqual([
      { value: 0, label: 'First, before “Home”' },
      { value: 1, label: 'After “Home”' },
      { value: 2, label: 'After “Contact”' },
    ]);
  });
});

describe('search and social previews', () => {
  it('cuts at a word with an ellipsis', () => {
    expect(truncateAtWord('short', 10)).toBe('short');
    expect(truncateAtWord('Gozo in October, with a casino hotel', 20)).toBe('Gozo in October…');
    expect(truncateAtWord('Supercalifragilistic', 10)).toBe('Supercali…');
  });

  it('shows the address as a breadcrumb and falls back to the site’s defaults', () => {
    const result = searchResultPreview({ title: '', description: 'x '.repeat(100), path: '/offers/gozo' });
    expect(result.breadcrumb).toBe('www.hiddengemsmalta.com › offers › gozo');
    expect(result.url).toBe('https://www.hiddengemsmalta.com/offers/gozo');
    expect(result.title).toMatch(/^Discover the Hidden Gems of Malta/);
    expect(result.title.length).toBeLessThanOrEqual(60);
    expect(result.description.length).toBeLessThanOrEqual(155);
    expect(socialCardPreview({ title: 'T', description: 'D', path: '/' })).toEqual({
      domain: 'HIDDENGEMSMALTA.COM',
      title: 'T',
      description: 'D',
    });
  });
});

describe('deleting a page', () => {
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

  it('describes the links and requires a replacement when content links to the page', () => {
    expect(describeLink(nav, 'en')).toBe('Header navigation (public/data/HeadersVariant7Hotels.json)');
    expect(describeLink(text, 'en')).toBe('public/data/index/CallsToActionBanner.json: data.cta.href');
    expect(contentLinks([nav, text])).toEqual([text]);
    expect(deleteProblem([nav], 'drop', '', 'en')).toBeUndefined();
    expect(deleteProblem([nav, text], 'drop', '', 'en')).toMatch(/content links here/);
    expect(deleteProblem([nav, text], 'replace', '', 'en')).toMatch(/Choose the page/);
    expect(deleteProblem([nav, text], 'replace', 'casino', 'en')).toBeUndefined();
    expect(deleteBody('offers/gozo', 'drop', 'casino')).toEqual({ pageName: 'offers/gozo' });
    expect(deleteBody('offers/gozo', 'replace', 'casino')).toEqual({
      pageName: 'offers/gozo',
      replacement: 'casino',
    });
    expect(linksOfError(Object.assign(new Error('409'), { links: [text] }))).toEqual([text]);
    expect(linksOfError(new Error('500'))).toBeUndefined();
  });
});

describe('click to select in the preview', () => {
  function preview() {
    document.body.innerHTML = `
      <div id="root">
        <a href="#main-content">Skip</a>
        <header><nav><a href="/casino">Casino</a></nav></header>
        <main id="main-content">
          <span hidden ${SECTION_MARKER}="HeroesTitleBand"></span>
          <section><h1>Title</h1></section>
          <span hidden ${SECTION_MARKER}="TextsRichText"></span>
          <section><p id="text">Text</p></section>
          <div id="more">More of the same block</div>
        </main>
        <footer><p id="legal">Legal</p></footer>
      </div>`;
    const root = document.getElementById('root')!;
    const main = document.getElementById('main-content')!;
    const layout = [
      { category: 'Headers', name: 'Variant7Hotels' },
      { category: 'Footers', name: 'Variant10Hotels' },
    ];
    return { root, main, layout };
  }

  it('finds the section of a clicked element, the header before the main area and the footer after it', () => {
    const regions = preview();
    expect(sectionKeyAt(document.querySelector('h1')!, regions)).toBe('HeroesTitleBand');
    expect(sectionKeyAt(document.getElementById('text')!, regions)).toBe('TextsRichText');
    expect(sectionKeyAt(document.getElementById('more')!, regions)).toBe('TextsRichText');
    expect(sectionKeyAt(document.querySelector('header a')!, regions)).toBe('HeadersVariant7Hotels');
    expect(sectionKeyAt(document.getElementById('legal')!, regions)).toBe('FootersVariant10Hotels');
    expect(sectionKeyAt(document.querySelector('a[href="#main-content"]')!, regions)).toBeUndefined();
    expect(sectionKeyAt(regions.main, regions)).toBeUndefined();
    expect(sectionKeyAt(document.body, regions)).toBeUndefined();
  });

  it('lists the elements each component drew', () => {
    const regions = preview();
    expect(sectionElements('TextsRichText', regions).map((element) => element.tagName)).toEqual([
      'SECTION',
      'DIV',
    ]);
    expect(sectionElements('HeadersVariant7Hotels', regions).map((element) => element.tagName)).toEqual([
      'HEADER',
    ]);
    expect(sectionElements('FootersVariant10Hotels', regions).map((element) => element.tagName)).toEqual([
      'FOOTER',
    ]);
    expect(sectionElements('CardsPhotoGrid', regions)).toEqual([]);
  });

  it('boxes the drawn rectangles, leaving out empty ones', () => {
    expect(
      boundingBox([
        { top: 10, left: 0, width: 100, height: 50 },
        { top: 60, left: 5, width: 120, height: 40 },
        { top: 0, left: 0, width: 0, height: 0 },
      ]),
    ).toEqual({ top: 10, left: 0, width: 125, height: 90 });
    expect(boundingBox([])).toBeUndefined();
  });
});
