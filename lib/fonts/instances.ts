import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';

/**
 * Static instances cut from the @fontsource variable fonts where the site uses a single weight.
 * Playfair Display sets only headings, all at 600: pinning its weight axis keeps every glyph of the
 * Latin file and drops the variation data, 38 KB down to 22 KB. (Manrope is used at 400 to 800,
 * so it stays variable.)
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

export const FONT_INSTANCES = [
  {
    source:
      'node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2',
    weight: 600,
    output: 'theme/fonts/playfair-display-latin-600.woff2',
  },
] as const;

export interface FontInstanceReport {
  written: string[];
  unchanged: string[];
}

/** Writes each instance under `root`, leaving files that are already identical untouched. */
export async function writeFontInstances(root: string): Promise<FontInstanceReport> {
  const report: FontInstanceReport = { written: [], unchanged: [] };
  for (const instance of FONT_INSTANCES) {
    const font = await subsetFont(await readFile(path.join(root, instance.source)), latinCharacters(), {
      targetFormat: 'woff2',
      variationAxes: { wght: instance.weight },
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
