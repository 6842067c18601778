import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';

/** subset-font, with the `keepFeatures` option it takes (its type definitions predate it). */
const subset: (
  font: Buffer,
  text: string,
  options: NonNullable<Parameters<typeof subsetFont>[2]> & { keepFeatures: string[] },
) => Promise<Buffer> = subsetFont;

/**
 * The site's font files, cut from the @fontsource variable fonts (`npm run fonts`, before `dev` and
 * `build`). Each keeps the OpenType features a browser applies by itself (the site asks for no
 * others), so text renders exactly as with the source files.
 *
 * - The Latin files keep every glyph. Playfair Display sets only headings, all at 600: pinning its
 *   weight axis drops the variation data, 38 KB down to 19.4 KB. Manrope is used at 400 to 800, so
 *   it stays variable: 24.3 KB down to 21.8 KB.
 * - The letters of Polish and Maltese beyond Latin-1 (the office is on Nowy Świat; Maltese names
 *   such as Ċirkewwa) come from the Latin Extended files, cut to those letters: about 4 KB each
 *   (theme/fonts.ts gives their unicode-range).
 */

type Ranges = readonly (readonly [number, number])[];

/** The code points of @fontsource's `latin` subset (its unicode-range). */
const LATIN_RANGES: Ranges = [
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

/** Polish (ą ć ę ł ń ś ź ż) and Maltese (ċ ġ ħ ż) letters outside Latin-1, both cases. */
const POLISH_MALTESE_RANGES: Ranges = [
  [0x0104, 0x0107],
  [0x010a, 0x010b],
  [0x0118, 0x0119],
  [0x0120, 0x0121],
  [0x0126, 0x0127],
  [0x0141, 0x0144],
  [0x015a, 0x015b],
  [0x0179, 0x017c],
];

function characters(ranges: Ranges): string {
  let text = '';
  for (const [first, last] of ranges) {
    for (let code = first; code <= last; code += 1) text += String.fromCodePoint(code);
  }
  return text;
}

export const latinCharacters = (): string => characters(LATIN_RANGES);
export const polishMalteseCharacters = (): string => characters(POLISH_MALTESE_RANGES);

/** The CSS unicode-range of the Polish and Maltese letters' files. */
export function polishMalteseUnicodeRange(): string {
  const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');
  return POLISH_MALTESE_RANGES.map(([first, last]) => `U+${hex(first)}-${hex(last)}`).join(', ');
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
  /** The characters kept. */
  characters: () => string;
  /** The weight to pin the font to; without one the weight axis is kept whole. */
  weight?: number;
  output: string;
}

const FONTSOURCE = 'node_modules/@fontsource-variable';

export const FONT_INSTANCES: readonly FontInstance[] = [
  {
    source: `${FONTSOURCE}/playfair-display/files/playfair-display-latin-wght-normal.woff2`,
    characters: latinCharacters,
    weight: 600,
    output: 'theme/fonts/playfair-display-latin-600.woff2',
  },
  {
    source: `${FONTSOURCE}/playfair-display/files/playfair-display-latin-ext-wght-normal.woff2`,
    characters: polishMalteseCharacters,
    weight: 600,
    output: 'theme/fonts/playfair-display-pl-mt-600.woff2',
  },
  {
    source: `${FONTSOURCE}/manrope/files/manrope-latin-wght-normal.woff2`,
    characters: latinCharacters,
    output: 'theme/fonts/manrope-latin-variable.woff2',
  },
  {
    source: `${FONTSOURCE}/manrope/files/manrope-latin-ext-wght-normal.woff2`,
    characters: polishMalteseCharacters,
    output: 'theme/fonts/manrope-pl-mt-variable.woff2',
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
    const font = await subset(await readFile(path.join(root, instance.source)), instance.characters(), {
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
    // Whole or not at all: the receiver's tests may read the fonts while a build cuts them.
    await writeFile(`${output}.tmp`, font);
    await rename(`${output}.tmp`, output);
    report.written.push(instance.output);
  }
  return report;
}
