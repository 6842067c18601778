import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { pagesIn, waitForApp, watchForProblems } from './site';

/**
 * Polish text is set in the site's own web fonts, with no letter drawn from a system font: for
 * each element whose text holds a Polish letter (ą ć ę ł ń ó ś ź ż, either case) or the Polish
 * quotation marks („ ”), Chromium's DevTools protocol (CSS.getPlatformFontsForNode) names the
 * fonts that drew it, which must be Manrope (body text) and Playfair Display (headings) only: the
 * families of theme/fonts.ts, cut by scripts/fonts/instances.ts.
 */

const BODY_FONT = 'Manrope';
const HEADING_FONT = 'Playfair Display';

const POLISH_LETTERS = 'ąćęłńóśźżĄĆĘŁŃÓŚŹŻ';
const POLISH_QUOTES = '„”';
const POLISH_CHARACTERS = `${POLISH_LETTERS}${POLISH_QUOTES}`;

/** A mark on the elements to check, so the DevTools protocol can find them by selector. */
const MARK = 'data-polish-text';

interface PlatformFont {
  familyName: string;
  postScriptName?: string;
  isCustomFont: boolean;
  glyphCount: number;
}

interface Checked {
  /** `h2 „Źródła zdjęć”`, for messages. */
  label: string;
  /** Whether it is set as a heading (the heading font's family comes first in its font-family). */
  heading: boolean;
  /** The Polish characters of its own text. */
  characters: string;
}

/**
 * Marks every element whose own text (its text children, which is what getPlatformFontsForNode
 * reports on) holds a Polish character, and says what each is.
 */
async function markPolishText(page: Page): Promise<Checked[]> {
  return page.evaluate(
    ({ characters, mark }) => {
      const headingFamily = getComputedStyle(document.querySelector('h1')!).fontFamily.split(',')[0]!.trim();
      const found: Checked[] = [];
      for (const element of document.body.querySelectorAll('*')) {
        if (element.closest('script, style, noscript, template')) continue;
        const own = [...element.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent ?? '')
          .join('');
        const polish = [...new Set([...own].filter((character) => characters.includes(character)))].join('');
        if (polish === '') continue;
        // Only text that is drawn: not in a closed popover or a hidden element.
        if (!(element as HTMLElement).checkVisibility?.()) continue;
        element.setAttribute(mark, String(found.length));
        found.push({
          label: `${element.tagName.toLowerCase()} “${own.trim().slice(0, 40)}”`,
          heading: getComputedStyle(element).fontFamily.split(',')[0]!.trim() === headingFamily,
          characters: polish,
        });
      }
      return found;
    },
    { characters: POLISH_CHARACTERS, mark: MARK },
  );
}

/**
 * Adds to the page's main content a paragraph in the body text's font and a heading in the
 * headings' font, each holding every Polish letter in both cases and the quotation marks. The
 * content lacks some of them (today no page has a capital Ę or Ń, for one), so these test
 * elements make sure every letter is drawn, in both fonts, and checked. They copy the computed
 * font of a real paragraph and a real heading, and wait for the fonts the letters need.
 */
async function addSpecimens(page: Page): Promise<void> {
  await page.evaluate(
    async ({ text, mark }) => {
      const main = document.querySelector('main')!;
      const copyFont = (from: Element, to: HTMLElement) => {
        const style = getComputedStyle(from);
        to.style.fontFamily = style.fontFamily;
        to.style.fontWeight = style.fontWeight;
        to.style.fontStyle = style.fontStyle;
        to.style.fontSize = style.fontSize;
      };
      const paragraph = document.createElement('p');
      paragraph.textContent = `Zażółć gęślą jaźń: ${text}`;
      copyFont(main.querySelector('p')!, paragraph);
      paragraph.setAttribute(mark, 'specimen-body');
      const heading = document.createElement('h2');
      heading.textContent = `Zażółć gęślą jaźń: ${text}`;
      copyFont(document.querySelector('h1')!, heading);
      heading.setAttribute(mark, 'specimen-heading');
      main.prepend(paragraph, heading);
      // The letters' files are fetched when text needs them (unicode-range): ask for them, and wait.
      // One family at a time: the size-adjusted fallbacks' local() faces fail to load where their
      // system font is not installed, which would fail a load of the whole stack.
      for (const element of [paragraph, heading]) {
        const style = getComputedStyle(element);
        await Promise.allSettled(
          style.fontFamily
            .split(',')
            .map((family) =>
              document.fonts.load(`${style.fontStyle} ${style.fontWeight} 16px ${family.trim()}`, text),
            ),
        );
      }
      await document.fonts.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    },
    { text: `${POLISH_LETTERS} ${POLISH_QUOTES}`, mark: MARK },
  );
}

/** The platform fonts that drew the text children of the element marked `value`. */
async function fontsOf(client: CDPSession, value: string): Promise<PlatformFont[]> {
  const { root } = await client.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await client.send('DOM.querySelector', {
    nodeId: root.nodeId,
    selector: `[${MARK}="${value}"]`,
  });
  expect(nodeId, `element ${value}`).toBeGreaterThan(0);
  const { fonts } = await client.send('CSS.getPlatformFontsForNode', { nodeId });
  return fonts;
}

async function devTools(page: Page): Promise<CDPSession> {
  const client = await page.context().newCDPSession(page);
  await client.send('DOM.enable');
  await client.send('CSS.enable');
  return client;
}

/**
 * Whether a platform font is one of the site's web fonts of `family`. A font's name table names it:
 * the variable Manrope's default instance is "Manrope ExtraLight", the cut Playfair Display
 * "Playfair Display SemiBold".
 */
const isSiteFont = (font: PlatformFont, family: string) =>
  font.isCustomFont && (font.familyName === family || font.familyName.startsWith(`${family} `));

const describe = (fonts: PlatformFont[]) =>
  fonts.map((font) => `${font.familyName}${font.isCustomFont ? '' : ' (system)'} ×${font.glyphCount}`);

test.use({ viewport: { width: 1280, height: 800 } });

for (const route of pagesIn('pl')) {
  test(`${route.path}: Polish letters and quotation marks are drawn in the site’s fonts only`, async ({
    page,
  }) => {
    const problems = watchForProblems(page);
    await page.goto(route.path);
    await waitForApp(page);
    const client = await devTools(page);

    const checked = await markPolishText(page);
    expect(checked.length, 'elements with Polish letters').toBeGreaterThan(0);
    const wrong: string[] = [];
    for (const [index, element] of checked.entries()) {
      const fonts = await fontsOf(client, String(index));
      const expected = element.heading ? HEADING_FONT : BODY_FONT;
      if (fonts.length === 0 || fonts.some((font) => !isSiteFont(font, expected)))
        wrong.push(
          `${element.label} (${element.characters}): ${describe(fonts).join(', ')}, not ${expected}`,
        );
    }
    expect(wrong, wrong.join('\n')).toEqual([]);
    // Headings and body text both carry Polish letters on the page.
    expect(checked.some((element) => element.heading)).toBe(true);
    expect(checked.some((element) => !element.heading)).toBe(true);

    // Every letter, in both cases, and the quotation marks, in both fonts.
    await addSpecimens(page);
    for (const [value, expected] of [
      ['specimen-body', BODY_FONT],
      ['specimen-heading', HEADING_FONT],
    ] as const) {
      const fonts = await fontsOf(client, value);
      expect(fonts.length, `${value}: ${describe(fonts).join(', ')}`).toBeGreaterThan(0);
      for (const font of fonts)
        expect(isSiteFont(font, expected), `${value}: ${describe(fonts).join(', ')}`).toBe(true);
    }
    await client.detach();
    expect(problems).toEqual([]);
  });
}

/** The file of the headings' Polish letters, from the page's own @font-face rules. */
async function headingLettersFile(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    for (const sheet of Array.from(document.styleSheets))
      for (const rule of Array.from(sheet.cssRules))
        if (
          rule instanceof CSSFontFaceRule &&
          rule.style.getPropertyValue('font-family') === 'headingFontLetters'
        )
          return /url\("?([^")]+)"?\)/.exec(rule.style.getPropertyValue('src'))?.[1];
    return undefined;
  });
}

// Found by the first layout instead, the file would be fetched ahead of the Polish page's first paint.
// The headings' Polish letters are preloaded on the Polish pages, and only there: one test a page.
for (const [locale, preloaded] of [
  ['pl', true],
  ['en', false],
] as const) {
  for (const route of pagesIn(locale)) {
    test(`${route.path}: the headings’ Polish letters are ${preloaded ? '' : 'not '}preloaded`, async ({
      page,
    }) => {
      await page.goto(route.path);
      const file = await headingLettersFile(page);
      expect(file, route.path).toMatch(/^\/_next\/static\/media\/[\w-]+\.woff2$/);
      const preload = page.locator(
        `head link[rel="preload"][as="font"][type="font/woff2"][crossorigin="anonymous"][href="${file}"]`,
      );
      await expect(preload, route.path).toHaveCount(preloaded ? 1 : 0);
    });
  }
}
