/**
 * The first-paint pass over an exported page (scripts/export/finishExport.ts runs it after
 * `next build`): nothing stands between the HTML and its first paint, and no app script runs
 * before the visitor reaches for the page.
 *
 * - The stylesheet Next links (next/font's @font-face rules, about 1 KB; the other styles are
 *   emotion's, already inline) is inlined, and the fonts the page's language needs besides
 *   next/font's own are preloaded beside next/font's preloads.
 * - The app's `defer` scripts become one small inline script, the boot script
 *   (lib/browser/boot.js), which loads them in Next's order when the visitor first reaches for the
 *   page (README, "How a page loads").
 * - The page's props leave `__NEXT_DATA__` for the data file Next wrote them to (./pageData.ts).
 * - The image preloads React writes at the top of the body (the opening photo, the logo) move to
 *   the top of the document's own head elements, so the photo that is the page's largest paint
 *   is requested first.
 *
 * Pure: the caller reads the stylesheets and the boot script. A page that does not have the shape
 * this expects (a Next upgrade changed its output, say) is an error, never a page half changed.
 */
import type { Locale } from '@/lib/model/i18n/locales';
import { fontFileUrl } from './fontPreloads';
import { escapeAttribute, imagePreloadTag, takeImagePreloads } from './imagePreloads';
import { propsOutOfPage } from './pageData';

export interface FirstPaintInputs {
  /** The stylesheets under out/_next/, by their path there (`static/css/….css`). */
  stylesheet: (file: string) => string;
  /** The boot script as the page carries it. */
  bootScript: string;
  /** The font families each language preloads besides next/font's own (theme/localeFontPreloads.ts). */
  localeFontPreloads: Record<Locale, readonly string[]>;
  /** The page's language, from its `<html lang>`. */
  localeOfLang: (lang: string) => Locale;
  /** A file of the export by its address (`/_next/data/….json`), or undefined when there is none. */
  dataFile: (href: string) => string | undefined;
}

export class FirstPaintError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = 'FirstPaintError';
  }
}

const SOURCE_MAP_COMMENT = /\/\*# sourceMappingURL=[^*]*\*\/\s*$/;
const STYLESHEET = /<link rel="stylesheet" href="\/_next\/(static\/css\/[^"]+\.css)"[^>]*\/>/g;
const STYLE_PRELOAD = /<link rel="preload" href="\/_next\/static\/css\/[^"]+\.css" as="style"[^>]*\/>/g;
/** Next's `defer` scripts: dynamic chunks and the page's scripts (the noModule polyfills stay). */
const APP_SCRIPT = /<script src="(\/_next\/[^"]+\.js)" defer=""><\/script>/g;
const BODY_START = '<body>';
/** next/font's preloads, which the page's other font preloads join. */
const NEXT_FONT_PRELOAD = /<link rel="preload" href="[^"]+" as="font"[^>]* data-next-font="[^"]*"\/>/g;
/** The document's first own head element: the image preloads go before it. */
const DOCUMENT_HEAD_START = '<meta name="theme-color"';

/** Whether the pass has been made on this page already (the build's postbuild ran twice). */
export function hasFirstPaintPass(html: string): boolean {
  return html.includes('data-inlined-from=');
}

/** The page with its stylesheets inlined, its scripts started by the boot script and its image preloads in the head. */
export function firstPaintHtml(file: string, html: string, inputs: FirstPaintInputs): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) throw new FirstPaintError(file, 'no </head>');
  let head = html.slice(0, headEnd);
  let body = html.slice(headEnd);

  const lang = /<html lang="([^"]+)"/.exec(head)?.[1];
  if (!lang) throw new FirstPaintError(file, 'no <html lang>');
  const locale = inputs.localeOfLang(lang);

  // The stylesheets, inlined where Next linked the first, after the fonts they need preloaded.
  const cssFiles = [...head.matchAll(STYLESHEET)].map((match) => match[1]!);
  if (cssFiles.length === 0) throw new FirstPaintError(file, 'no stylesheet link to inline');
  const styles = cssFiles.map((cssFile) => ({
    cssFile,
    css: inputs.stylesheet(cssFile).replace(SOURCE_MAP_COMMENT, ''),
  }));
  if (styles.some(({ css }) => /<\/style/i.test(css)))
    throw new FirstPaintError(file, 'a stylesheet contains "</style"');
  const fontPreloads = inputs.localeFontPreloads[locale].flatMap((family) =>
    styles.flatMap(({ css }) => fontFileUrl(css, family) ?? []),
  );
  const fontLinks = fontPreloads
    .map(
      (href) =>
        `<link rel="preload" href="${escapeAttribute(href)}" as="font" type="font/woff2" crossorigin="anonymous"/>`,
    )
    .join('');
  const inlinedStyles = styles
    .map(({ cssFile, css }) => `<style data-inlined-from="${escapeAttribute(cssFile)}">${css}</style>`)
    .join('');
  // The page's own font preloads join next/font's (where React puts every font preload).
  const lastNextFont = [...head.matchAll(NEXT_FONT_PRELOAD)].at(-1);
  const inlined = lastNextFont ? inlinedStyles : fontLinks + inlinedStyles;
  if (lastNextFont) {
    const at = lastNextFont.index + lastNextFont[0].length;
    head = head.slice(0, at) + fontLinks + head.slice(at);
  }
  head = head.replace(STYLE_PRELOAD, '');
  let cssPlaced = false;
  head = head.replace(STYLESHEET, () => {
    if (cssPlaced) return '';
    cssPlaced = true;
    return inlined;
  });

  // The app's scripts, in Next's order, handed to the boot script where the first of them stood.
  const sources = [...head.matchAll(APP_SCRIPT)].map((match) => match[1]!);
  if (sources.length === 0) throw new FirstPaintError(file, 'no app script to hand to the boot script');
  const boot = `<script data-scripts="${escapeAttribute(JSON.stringify(sources))}">${inputs.bootScript}</script>`;
  let bootPlaced = false;
  head = head.replace(APP_SCRIPT, () => {
    if (bootPlaced) return '';
    bootPlaced = true;
    return boot;
  });

  // The image preloads, from the top of the body to the top of the document's own head.
  const bodyAt = body.indexOf(BODY_START);
  if (bodyAt < 0) throw new FirstPaintError(file, `no ${BODY_START}`);
  const appStart = bodyAt + BODY_START.length;
  const { preloads, html: app } = takeImagePreloads(body.slice(appStart));
  body = propsOutOfPage(body.slice(0, appStart) + app, inputs.dataFile);
  if (preloads.length > 0) {
    const at = head.indexOf(DOCUMENT_HEAD_START);
    if (at < 0)
      throw new FirstPaintError(file, `no ${DOCUMENT_HEAD_START}> to put the image preloads before`);
    head = head.slice(0, at) + preloads.map(imagePreloadTag).join('') + head.slice(at);
  }
  return head + body;
}
