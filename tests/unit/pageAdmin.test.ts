// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { headerSchema } from '@/components/sections/Headers/Variant7Hotels.schema';
import {
  MAX_NAV_LINKS,
  deadNavigationLinks,
  navigationOf,
  placeNavigation,
  removeNavigation,
  replaceNavigation,
  type NavLink,
} from '@/lib/model/pages/headerNavigation';
import { defaultLabel } from '@/lib/editor/server/createPage';
import {
  findLinkFields,
  isLinkTo,
  isNavigationField,
  retargetLink,
  retargetLinks,
} from '@/lib/model/pages/linkRetargeting';
import { redirectsAfterRename, redirectsAfterReplacing } from '@/lib/model/pages/redirectsAfterRename';
import { landingPageStarter } from '@/lib/model/content/pageStarter';
import { isTrashId, trashId } from '@/lib/editor/contract/trashIds';
import { dataFileSchema } from '@/lib/model/content/contentSchemas';

describe('links to a page', () => {
  it('are its path, or its path followed by a hash or a query', () => {
    expect(isLinkTo('/casino', '/casino')).toBe(true);
    expect(isLinkTo('/casino#faq', '/casino')).toBe(true);
    expect(isLinkTo('/casino?from=ad', '/casino')).toBe(true);
    expect(isLinkTo('/casinos', '/casino')).toBe(false);
    expect(isLinkTo('/casino/night', '/casino')).toBe(false);
    expect(isLinkTo('/offers/gozo', '/offers')).toBe(false);
    expect(isLinkTo('https://example.com/casino', '/casino')).toBe(false);
  });

  it('to the home page are / and /#…, not every path', () => {
    expect(isLinkTo('/', '/')).toBe(true);
    expect(isLinkTo('/#offers', '/')).toBe(true);
    expect(isLinkTo('/casino', '/')).toBe(false);
  });

  it('keep their hash and query when retargeted', () => {
    expect(retargetLink('/casino#faq', '/casino', '/offers/gozo')).toBe('/offers/gozo#faq');
    expect(retargetLink('/casino?x=1', '/casino', '/night')).toBe('/night?x=1');
    expect(retargetLink('/casinos', '/casino', '/night')).toBe('/casinos');
  });

  const content = {
    data: {
      navLinks: [
        { label: 'Home', path: '/', icon: 'Home' },
        { label: 'Casino', path: '/casino', icon: 'Stars' },
      ],
      cta: { label: 'Go', href: '/casino#book' },
      sections: [
        { body: 'See [our casino hotels](/casino), the [casino FAQ](/casino#faq) or [home](/).' },
        { body: 'Nothing about /casino here, and [a look-alike](/casinos).' },
      ],
      count: 3,
      flag: true,
      empty: null,
    },
  };

  it('are found in string values and in rich-text links, by field', () => {
    expect(findLinkFields(content, '/casino')).toEqual([
      'data.navLinks[1].path',
      'data.cta.href',
      'data.sections[0].body',
    ]);
    expect(findLinkFields(content, '/nowhere')).toEqual([]);
  });

  it('are all pointed at the new address, and nothing else changes', () => {
    const { value, fields } = retargetLinks(content, '/casino', '/casino-hotels');
    expect(fields).toEqual(['data.navLinks[1].path', 'data.cta.href', 'data.sections[0].body']);
    expect(value).toEqual({
      data: {
        ...content.data,
        navLinks: [content.data.navLinks[0], { label: 'Casino', path: '/casino-hotels', icon: 'Stars' }],
        cta: { label: 'Go', href: '/casino-hotels#book' },
        sections: [
          {
            body: 'See [our casino hotels](/casino-hotels), the [casino FAQ](/casino-hotels#faq) or [home](/).',
          },
          content.data.sections[1],
        ],
      },
    });
    // The input is not changed.
    expect(content.data.cta.href).toBe('/casino#book');
  });

  it('in the header are told apart from other header fields', () => {
    expect(isNavigationField('data.navLinks[3].path')).toBe(true);
    expect(isNavigationField('data.navLinks[3].label')).toBe(false);
    expect(isNavigationField('data.sections[0].body')).toBe(false);
  });
});

describe('old addresses', () => {
  it('on rename: the old address is added and the new one never redirects', () => {
    expect(redirectsAfterRename([], '/casino', '/casino-hotels')).toEqual(['/casino']);
    expect(redirectsAfterRename(['/gozo'], '/offers/gozo', '/offers/gozo-october')).toEqual([
      '/gozo',
      '/offers/gozo',
    ]);
    // Renamed back to a former address: that address is the page's again.
    expect(redirectsAfterRename(['/a', '/b'], '/c', '/a')).toEqual(['/b', '/c']);
    expect(redirectsAfterRename(['/a'], '/a', '/b')).toEqual(['/a']);
  });

  it('on replacing a deleted page: the replacement takes its address and its old addresses', () => {
    expect(
      redirectsAfterReplacing(
        { path: '/casino', redirectFrom: ['/casinos'] },
        { path: '/night', redirectFrom: ['/nightlife', '/casino'] },
      ),
    ).toEqual(['/casinos', '/night', '/nightlife']);
  });
});

describe('trash ids', () => {
  const when = new Date('2026-11-23T06:30:00.456Z');

  it('say when and what, with safe characters only', () => {
    expect(trashId('offers/gozo-october', when)).toBe('20261123T063000Z-offers--gozo-october');
    expect(trashId('casino', when)).toBe('20261123T063000Z-casino');
    expect(trashId('casino', when, 1)).toBe('20261123T063000Z.2-casino');
    expect(trashId('pl/oferty/jesien', when)).toBe('20261123T063000Z-pl--oferty--jesien');
    for (const id of [
      trashId('offers/gozo-october', when),
      trashId('casino', when, 2),
      trashId('pl/oferty/jesien', when),
    ]) {
      expect(isTrashId(id)).toBe(true);
      expect(id).toMatch(/^[A-Za-z0-9.-]+$/);
    }
  });

  it('refuse anything else', () => {
    for (const id of [
      '',
      '../20261123T063000Z-casino',
      '20261123T063000Z-../casino',
      '20261123T063000Z-casino/..',
      '20261123T063000Z-offers/gozo',
      '20261123T063000Z-Casino',
      '20261123T063000Z-casino--a--b--c',
      '20261123T063000Z-casino----a',
      '2026-11-23T06:30:00Z-casino',
      '20261123T063000Z-',
      '20261123T063000Z-casino\u0000',
      `20261123T063000Z-${'a'.repeat(200)}`,
    ])
      expect(isTrashId(id), id).toBe(false);
  });
});

describe('the header navigation entry of a page', () => {
  const links: NavLink[] = [
    { label: 'Home', path: '/', icon: 'Home' },
    { label: 'Casino', path: '/casino', icon: 'Stars' },
    { label: 'Contact', path: '/contact-us', icon: 'Phone' },
  ];
  const entry = { label: 'Gozo offer', icon: 'Time', position: 1 } as const;

  it('is found by the page’s exact path', () => {
    expect(navigationOf(links, '/casino')).toEqual({ label: 'Casino', icon: 'Stars', position: 1 });
    expect(navigationOf(links, '/casino#faq')).toBeUndefined();
  });

  it('is added at its position, clamped to the list', () => {
    expect(placeNavigation(links, '/offers/gozo', entry)).toEqual({
      links: [links[0], { label: 'Gozo offer', path: '/offers/gozo', icon: 'Time' }, links[1], links[2]],
    });
    const last = placeNavigation(links, '/offers/gozo', { ...entry, position: 99 });
    expect('links' in last && last.links.at(-1)?.path).toBe('/offers/gozo');
  });

  it('is moved and updated when it exists', () => {
    expect(placeNavigation(links, '/casino', { label: 'Casinos', icon: 'Stars', position: 2 })).toEqual({
      links: [links[0], links[2], { label: 'Casinos', path: '/casino', icon: 'Stars' }],
    });
  });

  it('cannot make a ninth link', () => {
    const full = Array.from({ length: MAX_NAV_LINKS }, (_, index) => ({ ...links[0]!, path: `/p${index}` }));
    expect(placeNavigation(full, '/new', entry)).toEqual({ problem: expect.stringMatching(/8 links/) });
    // Moving one of the eight is fine.
    expect('links' in placeNavigation(full, '/p3', entry)).toBe(true);
    expect(headerSchema.shape.navLinks.safeParse([...full, links[0]]).success).toBe(false);
  });

  it('is removed, unless the header would have no link left', () => {
    expect(removeNavigation(links, '/casino')).toEqual({ links: [links[0], links[2]] });
    expect(removeNavigation([links[0]!], '/')).toEqual({
      problem: expect.stringMatching(/at least one link/),
    });
  });

  it('points at a replacement, or goes when the replacement has its own', () => {
    expect(replaceNavigation(links, '/casino', '/night')).toEqual([
      links[0],
      { ...links[1], path: '/night' },
      links[2],
    ]);
    expect(replaceNavigation(links, '/casino', '/contact-us')).toEqual([links[0], links[2]]);
  });

  it('must lead to a page', () => {
    const pages = new Set(['/', '/casino']);
    expect(
      deadNavigationLinks(
        [
          ...links,
          { label: 'FAQ', path: '/casino#faq', icon: 'Info' },
          { label: 'X', path: '/?x=1', icon: 'Info' },
        ],
        pages,
      ),
    ).toEqual([{ index: 2, path: '/contact-us' }]);
  });
});

describe('a new page', () => {
  it('is labelled with its title, cut after a whole word when longer than 40 characters', () => {
    expect(defaultLabel('Gozo in October')).toBe('Gozo in October');
    const long = 'Gozo in October: three nights at a quiet farmhouse with a pool';
    const label = defaultLabel(long);
    expect(label.length).toBeLessThanOrEqual(40);
    expect(label).toBe('Gozo in October: three nights at a quiet');
    expect(defaultLabel('x'.repeat(70))).toHaveLength(40);
  });

  it('from the landing-page starter has a hero, benefits, one call to action and the notice, all valid', () => {
    const blocks = landingPageStarter('Gozo in October');
    expect(blocks.map(({ component }) => `${component.category}/${component.name}`)).toEqual([
      'Heroes/FullBleedPhoto',
      'Cards/IconGrid',
      'CallsToAction/Banner',
      'Notices/ResponsibleGaming',
    ]);
    for (const { component, data } of blocks)
      expect(dataFileSchema(component).safeParse({ data }).success, component.name).toBe(true);
    const hero = blocks[0]!.data as { title: string; eyebrow: string; image: { alt: string } };
    expect(hero.title).toBe('Gozo in October');
    // The photo is not of Malta: nothing on it says so.
    expect(`${hero.eyebrow} ${hero.image.alt}`).not.toMatch(/Malta|Gozo|Comino/);
  });
});
