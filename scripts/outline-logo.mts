/**
 * Writes public/images/logo.svg: the gem and the lettering, drawn as outlines of Playfair Display
 * (the headings' face) rather than set as SVG text. An SVG image cannot use the page's web fonts,
 * and text in one falls back to whatever serif the device has (Georgia on an iPhone, Noto Serif on
 * Android, DejaVu Serif on Linux): outlined, the logo looks the same everywhere, and the browser
 * has no font to look up to draw it.
 *
 * The file holds two arrangements of the same letters. Drawn wide (the header's 186 px), one line
 * under the gem; drawn small (a phone's header gives it 80 px), where that line's capitals would
 * be about 6 px high and MALTA's 4.5, a stacked one with letters 1.6 times the size. An SVG
 * image's media queries measure the size it is drawn at, so the page needs no second file.
 *   npx tsx scripts/outline-logo.mts
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Blob, Buffer as ShapingBuffer, Face, Font, shape } from 'harfbuzzjs';
import subsetFont from 'subset-font';
import { outlinePath } from './logo/outlinePath';

const ROOT = process.cwd();
const PLAYFAIR = path.join(
  ROOT,
  'node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2',
);
const OUTPUT = path.join(ROOT, 'public/images/logo.svg');

/** The logo's box, and the gem's colour (the site's gold). */
const WIDTH = 186;
const HEIGHT = 144;
const GOLD = '#e7c77a';

/**
 * Coordinates are kept on a grid of this many font units (a sixth of a pixel at the logo's sizes,
 * half a device pixel on a 3x screen, where it cannot be seen): small integers, which is what makes
 * the file small. Every byte of it is sent before the opening photo: at a grid of 4 the file was
 * 1.8 KB and took /pl/kasyno's simulated LCP 72 ms up, a round trip more; at 8 it is 1.6 KB and
 * did not.
 */
const GRID = 8;

interface Lettering {
  text: string;
  weight: number;
  sizePx: number;
  letterSpacingPx: number;
  baselineY: number;
  fill: string;
}

/** One arrangement of the logo: where the gem sits and how large, and the lines under it. */
interface Arrangement {
  className: string;
  gem: { y: number; scale: number };
  lines: Lettering[];
}

const WHITE = '#fff';

const WIDE: Arrangement = {
  className: 'w',
  gem: { y: 44, scale: 1 },
  lines: [
    { text: 'HIDDEN GEMS', weight: 700, sizePx: 21, letterSpacingPx: 2, baselineY: 100, fill: WHITE },
    { text: 'MALTA', weight: 400, sizePx: 15, letterSpacingPx: 9, baselineY: 126, fill: GOLD },
  ],
};

const STACKED: Arrangement = {
  className: 's',
  gem: { y: 24, scale: 0.8 },
  lines: [
    { text: 'HIDDEN', weight: 700, sizePx: 34, letterSpacingPx: 3, baselineY: 71, fill: WHITE },
    { text: 'GEMS', weight: 700, sizePx: 34, letterSpacingPx: 3, baselineY: 105, fill: WHITE },
    { text: 'MALTA', weight: 400, sizePx: 24, letterSpacingPx: 12, baselineY: 137, fill: GOLD },
  ],
};

const ARRANGEMENTS = [WIDE, STACKED];

/** At this width and below (CSS px, as drawn) the stacked arrangement replaces the wide one. */
const STACKED_MAX_WIDTH = 120;

/** Shows one arrangement: the wide one, or the stacked one where the image is drawn small. */
const ARRANGEMENT_STYLE =
  `.${STACKED.className}{display:none}` +
  `@media (max-width:${STACKED_MAX_WIDTH}px){.${WIDE.className}{display:none}.${STACKED.className}{display:inline}}`;

/** One glyph's outline, defined once in the file and placed with <use> wherever it recurs. */
interface GlyphDefinition {
  id: string;
  d: string;
}

/**
 * Playfair Display at each weight the lines use, cut to the letters of all the lines at that
 * weight: one font per weight, so that a glyph id means the same letter on every line.
 */
async function fontsByWeight(source: Buffer, lines: Lettering[]): Promise<Map<number, Font>> {
  const fonts = new Map<number, Font>();
  for (const weight of new Set(lines.map((line) => line.weight))) {
    const text = lines
      .filter((line) => line.weight === weight)
      .map((line) => line.text)
      .join('');
    const ttf = await subsetFont(source, text, { targetFormat: 'truetype', variationAxes: { wght: weight } });
    fonts.set(weight, new Font(new Face(new Blob(ttf))));
  }
  return fonts;
}

/** One line, centred on the box: the letters' outlines placed along the shaped advances. */
function drawLine(font: Font, line: Lettering, definitions: Map<string, GlyphDefinition>): string {
  const unitsPerEm = font.face.upem;
  const buffer = new ShapingBuffer();
  buffer.addText(line.text);
  buffer.guessSegmentProperties();
  shape(font, buffer);
  const spacing = (line.letterSpacingPx / line.sizePx) * unitsPerEm;
  const uses: string[] = [];
  let x = 0;
  for (const glyph of buffer.getGlyphInfosAndPositions()) {
    const d = outlinePath(font.glyphToJson(glyph.codepoint), GRID);
    if (d) {
      const key = `${line.weight}:${glyph.codepoint}`;
      // Ids a, b, c…: each is written once per use.
      const definition = definitions.get(key) ?? { id: String.fromCharCode(97 + definitions.size), d };
      definitions.set(key, definition);
      const offset = Math.round(x / GRID);
      uses.push(`<use href="#${definition.id}"${offset ? ` x="${offset}"` : ''}/>`);
    }
    x += (glyph.xAdvance ?? 0) + spacing;
  }
  // Centred on its letters: the spacing after the last one is not part of the line.
  const pxPerUnit = line.sizePx / unitsPerEm;
  const left = WIDTH / 2 - ((x - spacing) * pxPerUnit) / 2;
  const scale = Number((pxPerUnit * GRID).toFixed(4));
  // Font outlines rise with y; the SVG's y runs down, hence the negative vertical scale.
  return `<g fill="${line.fill}" transform="matrix(${scale} 0 0 ${-scale} ${left.toFixed(2)} ${line.baselineY})">${uses.join('')}</g>`;
}

function fontFor(fonts: Map<number, Font>, weight: number): Font {
  const font = fonts.get(weight);
  if (!font) throw new Error(`no font cut at weight ${weight}`);
  return font;
}

async function main(): Promise<void> {
  const fonts = await fontsByWeight(
    await readFile(PLAYFAIR),
    ARRANGEMENTS.flatMap(({ lines }) => lines),
  );
  const definitions = new Map<string, GlyphDefinition>();
  const groups: string[] = [];
  for (const { className, gem, lines } of ARRANGEMENTS) {
    const parts = [
      `<use href="#gem" transform="translate(${WIDTH / 2} ${gem.y})${gem.scale === 1 ? '' : ` scale(${gem.scale})`}"/>`,
    ];
    for (const line of lines) parts.push(drawLine(fontFor(fonts, line.weight), line, definitions));
    groups.push(`<g class="${className}">${parts.join('')}</g>`);
  }
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-labelledby="logo-title">`,
    '<title id="logo-title">Hidden Gems Malta</title>',
    `<!-- Lettering: Playfair Display (SIL Open Font License 1.1), outlined by scripts/outline-logo.mts -->`,
    `<style>${ARRANGEMENT_STYLE}</style>`,
    `<defs>${[...definitions.values()].map(({ id, d }) => `<path id="${id}" d="${d}"/>`).join('')}` +
      `<g id="gem" fill="none" stroke="${GOLD}" stroke-linejoin="round">` +
      '<polygon points="-26,-14 -14,-28 14,-28 26,-14 0,22" stroke-width="3"/>' +
      '<polyline points="-26,-14 26,-14" stroke-width="2.5"/>' +
      '<polyline points="-14,-28 -7,-14 0,22 7,-14 14,-28" stroke-width="2"/></g></defs>',
    ...groups,
    '</svg>',
    '',
  ].join('\n');
  await writeFile(OUTPUT, svg);
  console.log(`${path.relative(ROOT, OUTPUT)}: ${svg.length} bytes, ${definitions.size} glyph outlines`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
