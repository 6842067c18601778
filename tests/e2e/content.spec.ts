import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { componentKey, type SelectedComponent } from '@/lib/model/content/selection';
import { mediaLibrarySchema } from '@/lib/model/images/mediaLibrarySchema';
import type { SitePage } from '@/lib/server/sitePages';
import { SITE_PAGES, componentData, expectedHeadings, pageIn, scrollThrough, waitForApp } from './site';

for (const route of SITE_PAGES) {
  test(`${route.path} shows its sections in the order of its JSON file`, async ({ page }) => {
    await page.goto(route.path);
    const headings = await page.locator('main').locator('h1, h2').allTextContents();
    expect(headings).toEqual(expectedHeadings(route.name));
  });

  test(`${route.path} serves every photo by srcset, in AVIF where that is the smaller file with a WebP for a browser without it, in a reserved size`, async ({
    page,
  }) => {
    const imageTypes = new Map<string, string>();
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'image') {
        imageTypes.set(response.url(), response.headers()['content-type'] ?? '');
      }
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(route.path);
    await waitForApp(page);
    await scrollThrough(page);
    const images = page.locator('main img');
    const count = await images.count();
    for (let index = 0; index < count; index += 1) {
      const image = images.nth(index);
      await image.scrollIntoViewIfNeeded();
      await expect(image).toHaveJSProperty('complete', true);
      const info = await image.evaluate((element: HTMLImageElement) => {
        const picture = element.parentElement?.matches('picture') ? element.parentElement : null;
        const sources = [...(picture?.querySelectorAll('source') ?? [])];
        return {
          alt: element.alt,
          src: element.getAttribute('src') ?? '',
          srcset: element.srcset,
          sources: sources.map((source) => ({
            type: source.type,
            srcset: source.srcset,
            sizes: source.sizes,
          })),
          currentSrc: element.currentSrc,
          naturalWidth: element.naturalWidth,
          width: element.getAttribute('width'),
          height: element.getAttribute('height'),
          fill: getComputedStyle(element).position === 'absolute',
          // The box a filling image fills: its positioned ancestor.
          boxHeight: element.offsetParent?.getBoundingClientRect().height ?? 0,
        };
      });
      expect(info.alt.length, 'alt text').toBeGreaterThan(3);
      const photo = photoOf(info.src);
      if (offersAvif(photo)) {
        // One source, AVIF, in the widths the spec's sizes name: what this browser takes.
        expect(info.sources, photo).toHaveLength(1);
        expect(info.sources[0]?.type).toBe('image/avif');
        expect(info.sources[0]?.sizes.length).toBeGreaterThan(0);
        expect(info.sources[0]?.srcset).toMatch(/^(\/images\/optimized\/\S+\.avif \d+w(, |$))+$/);
        expect(info.currentSrc).toMatch(/\/images\/optimized\/.+\.avif$/);
        // A browser that takes no AVIF skips the source for the <img>'s own file: a WebP that is there.
        expect(info.src).toMatch(/^\/images\/optimized\/.+\.webp$/);
        const fallback = await page.request.get(info.src);
        expect(fallback.status(), info.src).toBe(200);
        expect(fallback.headers()['content-type'], info.src).toBe('image/webp');
      } else {
        // Its AVIF is the larger file: the WebP's srcset, and no AVIF offered.
        expect(info.sources, photo).toEqual([]);
        expect(info.srcset).toMatch(/\.webp \d+w/);
        expect(info.currentSrc).toMatch(/\/images\/optimized\/.+\.webp$/);
      }
      expect(info.naturalWidth).toBeGreaterThan(0);
      // Either the image states its size, or it fills a box whose size is set by the layout.
      expect(Boolean(info.width && info.height) || (info.fill && info.boxHeight > 0)).toBe(true);
    }
    for (const [url, type] of imageTypes) {
      if (url.includes('/images/optimized/'))
        expect(type, url).toBe(offersAvif(photoOf(new URL(url).pathname)) ? 'image/avif' : 'image/webp');
    }
  });
}

/** The image manifest the build wrote: which photos' AVIF pages offer. */
const MANIFEST = JSON.parse(
  readFileSync(path.join(process.cwd(), 'lib', 'model', 'images', 'manifest.json'), 'utf8'),
) as Record<string, { offersAvif: boolean }>;

/** The photo an optimised file was made from: `/images/optimized/a.1f2e3d4c5b-640.webp` -> `a`. */
function photoOf(url: string): string {
  return url.replace(/^\/images\/optimized\//, '').replace(/\.[0-9a-f]{10}-\d+\.(?:webp|avif)$/, '');
}

function offersAvif(photo: string): boolean {
  const entry = Object.entries(MANIFEST).find(
    ([src]) => src.replace(/^\/images\//, '').replace(/\.[^.]+$/, '') === photo,
  );
  return entry?.[1].offersAvif === true;
}

/** The photo a page opens with (its first section's `image`), if it opens with one. */
function photoSrc(route: SitePage): string | undefined {
  const file = path.join(process.cwd(), 'public', 'selectedComponents', `${route.name}.json`);
  const [first] = (JSON.parse(readFileSync(file, 'utf8')) as { components: SelectedComponent[] }).components;
  return first && componentData<{ image?: { src: string } }>(route.name, componentKey(first)).image?.src;
}

/** The pages that open with a photo, and that photo's file name. */
const PHOTO_PAGES = SITE_PAGES.flatMap((route) => {
  const src = photoSrc(route);
  return src ? [{ route, photo: path.basename(src).replace(/\.[^.]+$/, '') }] : [];
});

/** The media library, as the build read it. */
const MEDIA = mediaLibrarySchema.parse(
  JSON.parse(readFileSync(path.join(process.cwd(), 'public', 'data', 'media.json'), 'utf8')),
);

test('the photo pages are found: every content page but the policies and the thank-you page', () => {
  expect(PHOTO_PAGES.map(({ route }) => route.path).sort()).toEqual(
    ['/', '/about-us', '/casino', '/contact-us', '/pl/', '/pl/kasyno', '/pl/kontakt', '/pl/o-nas'].sort(),
  );
});

for (const { route, photo } of PHOTO_PAGES) {
  test(`${route.path}: the opening photo is preloaded first, and requested before the fonts`, async ({
    page,
  }) => {
    await page.goto(route.path);
    const preload = page.locator(`link[rel="preload"][as="image"][imagesrcset*="${photo}"]`);
    await expect(preload).toHaveCount(1);
    await expect(preload).toHaveAttribute('fetchpriority', 'high');
    if (offersAvif(photo))
      // A browser that takes no AVIF skips it, and fetches the WebP the <img> names instead.
      await expect(preload).toHaveAttribute('type', 'image/avif');
    else expect(await preload.getAttribute('type')).toBeNull();
    // The first hint in <head>: ahead of the fonts and of the inline styles.
    await expect(page.locator('head link[rel="preload"]').first()).toHaveAttribute(
      'imagesrcset',
      new RegExp(photo),
    );
    // A fresh page (each test has its own browser context), so nothing comes from a cache.
    const started = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => ({ url: entry.name, at: entry.startTime })),
    );
    const photoAt = started.find((entry) => entry.url.includes(photo))?.at;
    const fonts = started.filter((entry) => entry.url.endsWith('.woff2'));
    expect(photoAt).toBeDefined();
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(photoAt!, font.url).toBeLessThanOrEqual(font.at);
  });

  // A phone's hero is taller than wide: a wide photo is cropped at its sides, around the point the
  // media library names, which must stay in view (and, for a point near an edge, would not at the
  // centre: the check below says so, so that it shows something).
  test(`${route.path}: on a phone the opening photo keeps its focal point in view`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    await page.goto(route.path);
    const hero = page.locator(`main img[src*="${photo}"]`).first();
    await expect(hero).toHaveJSProperty('complete', true);
    const focus = MEDIA[photoSrc(route)!]!.focus;
    const crop = await hero.evaluate((element: HTMLImageElement) => {
      const box = element.getBoundingClientRect();
      const [x = '50%', y = '50%'] = getComputedStyle(element).objectPosition.split(' ');
      return {
        fit: getComputedStyle(element).objectFit,
        box: { width: box.width, height: box.height },
        natural: { width: element.naturalWidth, height: element.naturalHeight },
        position: { x: Number.parseFloat(x), y: Number.parseFloat(y) },
      };
    });
    expect(crop.fit).toBe('cover');
    expect(crop.position).toEqual(focus);
    // The part of the photo in the frame, in per cent of the photo, for a position in per cent.
    const visible = (position: { x: number; y: number }) => {
      const scale = Math.max(crop.box.width / crop.natural.width, crop.box.height / crop.natural.height);
      const width = (crop.box.width / (crop.natural.width * scale)) * 100;
      const height = (crop.box.height / (crop.natural.height * scale)) * 100;
      const left = ((100 - width) * position.x) / 100;
      const top = ((100 - height) * position.y) / 100;
      return { left, right: left + width, top, bottom: top + height };
    };
    const inside = (area: ReturnType<typeof visible>) =>
      focus.x >= area.left && focus.x <= area.right && focus.y >= area.top && focus.y <= area.bottom;
    expect(inside(visible(crop.position)), JSON.stringify(visible(crop.position))).toBe(true);
    if (route.path === '/contact-us')
      // The reeds at the right of the dusk photo: a centred crop would cut them off.
      expect(inside(visible({ x: 50, y: 50 }))).toBe(false);
    await context.close();
  });

  // A phone, a tablet and a desktop, at their usual pixel densities: the preload names the same
  // srcset and sizes as the picture's AVIF source, so the browser fetches the file it preloaded and
  // nothing else (neither a second width nor the WebP).
  test(`${route.path}: the opening photo is fetched once, the file the preload named, at 390, 768 and 1440 px`, async ({
    browser,
  }) => {
    for (const [width, height, deviceScaleFactor] of [
      [390, 844, 3],
      [768, 1024, 2],
      [1440, 900, 1],
    ] as const) {
      const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor });
      const page = await context.newPage();
      const fetched: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes(`/images/optimized/${photo}.`))
          fetched.push(new URL(request.url()).pathname);
      });
      await page.goto(route.path);
      const preload = page.locator(`head link[rel="preload"][as="image"][imagesrcset*="${photo}"]`);
      const hero = page.locator(`main img[src*="${photo}"]`).first();
      await expect(hero).toHaveJSProperty('complete', true);
      // The AVIF's source where pages offer it, else the <img>'s own srcset.
      const image = await hero.evaluate((element: HTMLImageElement) => {
        const candidates = element.parentElement?.querySelector('source[type="image/avif"]') ?? element;
        return {
          srcset: candidates.getAttribute('srcset'),
          sizes: candidates.getAttribute('sizes'),
          currentSrc: new URL(element.currentSrc).pathname,
        };
      });
      expect(image.srcset, `${width} px`).toMatch(offersAvif(photo) ? /\.avif \d+w/ : /\.webp \d+w/);
      expect(await preload.getAttribute('imagesrcset'), `${width} px`).toBe(image.srcset);
      expect(await preload.getAttribute('imagesizes'), `${width} px`).toBe(image.sizes);
      // The candidate for this width and density: the narrowest of the srcset that covers it (a
      // photo narrower than a width the site asks for is served by its widest file).
      const [wanted] = image
        .srcset!.split(/,\s+/)
        .map((candidate) => candidate.split(' '))
        .map(([url = '', descriptor = '']) => ({ url, width: Number.parseInt(descriptor, 10) }))
        .filter((candidate) => candidate.width >= width * deviceScaleFactor)
        .sort((a, b) => a.width - b.width);
      expect(image.currentSrc, `${width} px`).toBe(wanted?.url);
      expect(fetched, `${width} px`).toEqual([image.currentSrc]);
      await context.close();
    }
  });
}

interface GamblingNotice {
  heading: string;
  helpLinks: { label: string; href: string }[];
}

// The pages that mention gambling, in each language: one test a page.
for (const locale of ['en', 'pl'] as const) {
  for (const english of ['index', 'casino']) {
    const route = pageIn(locale, english);
    test(`${route.path}: a page that mentions gambling carries the 18+ notice with links to help`, async ({
      page,
    }) => {
      const notice = componentData<GamblingNotice>(route.name, 'NoticesResponsibleGaming');
      expect(notice.heading).toContain('18+');
      await page.goto(route.path);
      const region = page.getByRole('region', { name: notice.heading });
      await expect(region).toBeVisible();
      for (const link of notice.helpLinks) {
        await expect(region.getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);
      }
      // The Responsible Gaming Foundation in Malta, in both languages.
      expect(notice.helpLinks.map((link) => link.href)).toContain('https://www.rgf.org.mt/');
      await expect(page.getByRole('contentinfo')).toContainText('18+');
    });
  }
}

for (const locale of ['en', 'pl'] as const) {
  test(`${locale}: the about page credits every photo with its licence`, async ({ page }) => {
    const about = pageIn(locale, 'about-us');
    const { heading } = componentData<{ heading: string }>(about.name, 'TextsRichText');
    await page.goto(about.path);
    const credits = page.getByRole('region', { name: heading });
    for (const author of [
      'Marco Cogoni',
      'Jakub Mede',
      'Ian Hex',
      'Maciej Wiklo',
      'Risto Saukonpää',
      'stefonarch',
      'Budgie',
    ]) {
      await expect(credits).toContainText(author);
    }
    // The licence's deed, in the page's language where Creative Commons has one.
    const licence = credits.getByRole('link', { name: 'CC BY 4.0' });
    await expect(licence).toHaveAttribute('href', /^https:\/\/creativecommons\.org\/licenses\/by\/4\.0\//);
    const gpl = await page.request.get('/images/licenses/GPL-2.txt');
    expect(gpl.status()).toBe(200);
    // On a phone, whatever its width, a licence's name is never split at a hyphen ("GPL-2.0-" at
    // the end of one line, "or-later" on the next): its link is one box on one line.
    const names = await credits.getByRole('link', { name: 'GPL-2.0-or-later' }).all();
    expect(names).toHaveLength(2);
    const split: string[] = [];
    for (let width = 320; width <= 480; width += 4) {
      await page.setViewportSize({ width, height: 700 });
      for (const [index, name] of names.entries()) {
        const boxes = await name.evaluate((element) => element.getClientRects().length);
        if (boxes !== 1) split.push(`link ${index + 1} at ${width} px: ${boxes} boxes`);
      }
    }
    expect(split).toEqual([]);
  });
}

interface Faq {
  items: { question: string; answer: string }[];
}

for (const name of ['casino', 'pl/kasyno']) {
  test(`${name}: the FAQ opens and closes with the keyboard`, async ({ page }) => {
    const route = SITE_PAGES.find((candidate) => candidate.name === name)!;
    // The dress-code question, the second of the page's FAQ.
    const item = componentData<Faq>(name, 'FaqsAccordion').items[1]!;
    await page.goto(route.path);
    const question = page.getByText(item.question);
    const answer = page.getByText(item.answer.slice(0, 30));
    await expect(answer).toBeHidden();
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(answer).toBeVisible();
    await page.keyboard.press('Space');
    await expect(answer).toBeHidden();
  });
}

test.describe('space between sections', () => {
  for (const [width, gap] of [
    [1280, 80],
    [390, 56],
  ] as const) {
    // One test a page, in order, then one that the pages had such pairs at all.
    test.describe(`at ${width} px`, () => {
      test.describe.configure({ mode: 'serial' });
      test.use({ viewport: { width, height: 900 } });
      let pairs = 0;

      for (const route of SITE_PAGES) {
        test(`${route.path}: two sections on the page's own background in a row share one gap of at most ${gap} px`, async ({
          page,
        }) => {
          await page.goto(route.path);
          // Consecutive sections of the main area with no background of their own: the space from the
          // end of one's content to the start of the next's, whether it is padding or margin.
          const gaps = await page.locator('main').evaluate((main) => {
            const sections = [...main.querySelectorAll('section')].filter(
              (section) => !section.parentElement?.closest('section'),
            );
            const transparent = (element: Element) =>
              getComputedStyle(element).backgroundColor === 'rgba(0, 0, 0, 0)';
            return sections.slice(1).flatMap((section, index) => {
              const previous = sections[index]!;
              if (!transparent(previous) || !transparent(section)) return [];
              const end =
                previous.getBoundingClientRect().bottom -
                parseFloat(getComputedStyle(previous).paddingBottom);
              const start =
                section.getBoundingClientRect().top + parseFloat(getComputedStyle(section).paddingTop);
              return [
                { heading: section.querySelector('h2')?.textContent ?? '', gap: Math.round(start - end) },
              ];
            });
          });
          for (const { heading, gap: found } of gaps) {
            pairs += 1;
            expect(found, `${route.path}, the space before “${heading}”`).toBeLessThanOrEqual(gap);
          }
        });
      }

      test('the site has such pairs (the home page’s introduction and its ideas, a notice and a banner)', () => {
        expect(pairs).toBeGreaterThan(0);
      });
    });
  }
});
