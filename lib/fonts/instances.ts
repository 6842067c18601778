import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';

/** subset-font, with the `keepFeatures` option it takes (its type definitions predate it). */
const subset: (
  font: Buffer,
  text: string,
  options: NonNullable<Parameters<typeof subsetFont>[2]> & { keepFeatures: string[] },
) => Promise<Buffer> = subsetFont;

/**
 * The site's font files, cut from the @fontsource variable fonts. Every glyph of the Latin file is
 * kept, and the OpenType features a browser applies by itself (the site asks for no others), so
 * the text renders exactly as with the source file. Playfair Display sets only headings, all at
 * 600: pinning its weight axis drops the variation data, 38 KB down to 19 KB. Manrope is used at
 * 400 to 800, so it stays variable: 24.3 KB down to 21.7 KB.
 */
/** The code points of @fontsource's `latin` subset (its unicode-range), all kept in an instance. */
const LATIN_RANGES: [number, number][] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

export function latinCharacters(): string {
  let text = '';
  for (const [first, last] of LATIN_RANGES) {
    for (let code = first; code <= last; code += 1) text += String.fromCodePoint(code);
  }
  return text;
}

/**
 * The features browsers turn on by themselves for Latin text (composition, local forms, marks,
 * kerning, ligatures, contextual alternates, and the variation alternates of a variable font).
 */
export const DEFAULT_FEATURES = [
  'ccmp',
  'locl',
  'mark',
  'mkmk',
  'kern',
  'liga',
  'clig',
  'calt',
  'rlig',
  'rvrn',
];

export interface FontInstance {
  source: string;
  /** The weight to pin the font to; without one the weight axis is kept whole. */
  weight?: number;
  output: string;
}

export const FONT_INSTANCES: readonly FontInstance[] = [
  {
    source:
      'node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2',
    weight: 600,
    output: 'theme/fonts/playfair-display-latin-600.woff2',
  },
  {
    source: 'node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2',
    output: 'theme/fonts/manrope-latin-variable.woff2',
  },
];

export interface FontInstanceReport {
  written: string[];
  unchanged: string[];
}

/** Writes each instance under `root`, leaving files that are already identical untouched. */
export async function writeFontInstances(root: string): Promise<FontInstanceReport> {
  const report: FontInstanceReport = { written: [], unchanged: [] };
  for (const instance of FONT_INSTANCES) {
    const font = await subset(await readFile(path.join(root, instance.source)), latinCharacters(), {
      targetFormat: 'woff2',
      keepFeatures: DEFAULT_FEATURES,
      ...(instance.weight === undefined ? {} : { variationAxes: { wght: instance.weight } }),
    });
    const output = path.join(root, instance.output);
    const current = await readFile(output).catch(() => undefined);
    if (current?.equals(font)) {
      report.unchanged.push(instance.output);
      continue;
    }
    await mkdir(path.dirname(output), { recursive: true });
    await writeFile(output, font);
    report.written.push(instance.output);
  }
  return report;
}
