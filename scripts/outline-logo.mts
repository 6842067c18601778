/**
 * Writes public/images/logo.svg: the gem and the two lines of lettering, the lettering drawn as
 * outlines of Playfair Display (the headings' face) rather than set as SVG text. An SVG image
 * cannot use the page's web fonts, and text in one falls back to whatever serif the device has
 * (Georgia on an iPhone, Noto Serif on Android, DejaVu Serif on Linux): outlined, the logo looks
 * the same everywhere, and the browser has no font to look up to draw it.
 *   npx tsx scripts/outline-logo.mts
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Blob, Buffer as ShapingBuffer, Face, Font, shape } from 'harfbuzzjs';
import subsetFont from 'subset-font';
import { outlinePath } from '../lib/fonts/outlinePath';

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

const LINES: Lettering[] = [
  { text: 'HIDDEN GEMS', weight: 700, sizePx: 21, letterSpacingPx: 2, baselineY: 100, fill: '#fff' },
  { text: 'MALTA', weight: 400, sizePx: 15, letterSpacingPx: 9, baselineY: 126, fill: GOLD },
];

/** One glyph's outline, defined once in the file and placed with <use> wherever it recurs. */
interface GlyphDefinition {
  id: string;
  d: string;
}

/** Playfair Display at one weight, cut to the letters of `text`, as a TrueType file. */
async function fontAt(source: Buffer, text: string, weight: number): Promise<Font> {
  const ttf = await subsetFont(source, text, { targetFormat: 'truetype', variationAxes: { wght: weight } });
  return new Font(new Face(new Blob(ttf)));
}

/** One line, centred on the box: the letters' outlines placed along the shaped advances. */
async function drawLine(
  source: Buffer,
  line: Lettering,
  definitions: Map<string, GlyphDefinition>,
): Promise<string> {
  const font = await fontAt(source, line.text, line.weight);
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

async function main(): Promise<void> {
  const source = await readFile(PLAYFAIR);
  const definitions = new Map<string, GlyphDefinition>();
  const lines: string[] = [];
  for (const line of LINES) lines.push(await drawLine(source, line, definitions));
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-labelledby="logo-title">`,
    '<title id="logo-title">Hidden Gems Malta</title>',
    `<!-- Lettering: Playfair Display (SIL Open Font License 1.1), outlined by scripts/outline-logo.mts -->`,
    `<defs>${[...definitions.values()].map(({ id, d }) => `<path id="${id}" d="${d}"/>`).join('')}</defs>`,
    `<g transform="translate(93 44)" fill="none" stroke="${GOLD}" stroke-linejoin="round">` +
      '<polygon points="-26,-14 -14,-28 14,-28 26,-14 0,22" stroke-width="3"/>' +
      '<polyline points="-26,-14 26,-14" stroke-width="2.5"/>' +
      '<polyline points="-14,-28 -7,-14 0,22 7,-14 14,-28" stroke-width="2"/></g>',
    ...lines,
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
