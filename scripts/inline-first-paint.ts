/**
 * The first-paint pass over every exported page (scripts/firstPaint/firstPaintHtml.ts): the
 * stylesheet inlined, the app's scripts started by the inline boot script on the visitor's first
 * use, the image preloads at the top of the head. The first step after `next build`; a page it
 * cannot read fails the build with its file and the reason.
 *   npx tsx scripts/inline-first-paint.ts
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALE_INFO, LOCALES, DEFAULT_LOCALE, type Locale } from '@/lib/model/i18n/locales';
import { inlineBootScript } from '@/lib/server/bootScript';
import { LOCALE_FONT_PRELOADS } from '@/theme/localeFontPreloads';
import { firstPaintHtml, hasFirstPaintPass } from './firstPaint/firstPaintHtml';

const out = path.join(process.cwd(), 'out');

function localeOfLang(lang: string): Locale {
  return LOCALES.find((locale) => LOCALE_INFO[locale].lang === lang) ?? DEFAULT_LOCALE;
}

const stylesheets = new Map<string, string>();
function stylesheet(file: string): string {
  let css = stylesheets.get(file);
  if (css === undefined) {
    css = readFileSync(path.join(out, '_next', file), 'utf8');
    stylesheets.set(file, css);
  }
  return css;
}

/** A file of the export by its address, or undefined when the export has none there. */
function dataFile(href: string): string | undefined {
  const file = path.join(out, ...href.split('/').map(decodeURIComponent));
  if (!file.startsWith(out + path.sep) || !existsSync(file)) return undefined;
  return readFileSync(file, 'utf8');
}

const pages = readdirSync(out, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .sort();
const bootScript = inlineBootScript();
let changed = 0;
for (const page of pages) {
  const file = path.join(out, page);
  const html = readFileSync(file, 'utf8');
  if (hasFirstPaintPass(html)) continue;
  const inputs = {
    stylesheet,
    bootScript,
    localeFontPreloads: LOCALE_FONT_PRELOADS,
    localeOfLang,
    dataFile,
  };
  writeFileSync(file, firstPaintHtml(path.join('out', page), html, inputs));
  changed += 1;
}
console.log(
  `out/: ${changed} of ${pages.length} pages given their first-paint form (inline CSS and boot script)`,
);
