import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  LOCALE_INFO,
  LOCALES,
  DEFAULT_LOCALE,
  PREFIXED_LOCALES,
  type Locale,
} from '@/lib/model/i18n/locales';
import { REDIRECTS_FILE, redirectsFile } from '@/lib/model/redirects';
import { buildRobots, buildSitemap } from '@/lib/model/site/seoFiles';
import { SITE_URL } from '@/lib/model/site/config';
import { inlineBootScript } from '@/lib/server/bootScript';
import { displayPath } from '@/lib/server/contentPaths';
import {
  exportPages,
  isIndexedPage,
  loadSitePages,
  pageAlternates,
  pageFilePath,
  retirements,
  siteRedirects,
  type SitePage,
} from '@/lib/server/sitePages';
import { LOCALE_FONT_PRELOADS } from '@/theme/localeFontPreloads';
import { headersFile, nginxRedirectsFile, NGINX_REDIRECTS_FILE } from '../deploy/configs';
import { precompressDirectory, type PrecompressReport } from '../deploy/precompress';
import { firstPaintHtml, hasFirstPaintPass } from '../firstPaint/firstPaintHtml';
import { withholdUnpublished } from './unpublished';

/**
 * What follows `next build` (or its content-only render) on out/, in order: each page given its
 * first-paint form, each language's home moved to its folder, what is not published at the build's
 * time withheld, the sitemap and robots.txt, the headers and redirects files, and the brotli copies.
 * One function, called by `npm run build` (scripts/finish-export.ts) and by the studio's fast
 * publish alike, so a release is finished the same way whichever built it. It answers what it did.
 */
export interface FinishReport {
  firstPaint: { changed: number; pages: number };
  movedHomes: Locale[];
  withheld: { removed: string[]; rewritten: string[] };
  sitemap: { indexed: number; pages: number };
  redirects: number;
  /** Retired pages whose retireTo could not be followed, with where they redirect instead. */
  retirementProblems: string[];
  precompressed: PrecompressReport;
}

export interface FinishOptions {
  /** The project's folder: out/ and public/ are in it. */
  root: string;
  /** The build's time (lib/server/buildTime.ts). */
  at: Date;
  /** A finished export (the live release) whose brotli copies of identical files are reused. */
  reuseBrotliFrom?: string;
}

export async function finishExport({ root, at, reuseBrotliFrom }: FinishOptions): Promise<FinishReport> {
  const out = path.join(root, 'out');
  const content = path.join(root, 'public');
  const allPages = loadSitePages(content);
  const firstPaint = giveFirstPaint(out);
  const movedHomes = placeLanguageHomes(out);
  const withheld = await withholdUnpublished(out, allPages, at);
  const pages = exportPages(allPages, at);
  const sitemap = await writeSeoFiles(out, pages);
  const redirects = siteRedirects(allPages, at);
  await writeFile(path.join(out, '_headers'), headersFile(pages.map((page) => page.path)));
  await writeFile(path.join(out, REDIRECTS_FILE), redirectsFile(redirects, PREFIXED_LOCALES));
  await writeFile(path.join(out, NGINX_REDIRECTS_FILE), nginxRedirectsFile(redirects));
  const retirementProblems = retirements(allPages, at).flatMap(({ page, to, problem }) =>
    problem
      ? [
          `${displayPath(pageFilePath(content, page.name))}: meta.retireTo: ${problem}; ${page.path} redirects to ${to}`,
        ]
      : [],
  );
  const precompressed = await precompressDirectory(out, reuseBrotliFrom);
  return {
    firstPaint,
    movedHomes,
    withheld,
    sitemap,
    redirects: redirects.length,
    retirementProblems,
    precompressed,
  };
}

function localeOfLang(lang: string): Locale {
  return LOCALES.find((locale) => LOCALE_INFO[locale].lang === lang) ?? DEFAULT_LOCALE;
}

/**
 * The first-paint pass over every exported page (scripts/firstPaint/firstPaintHtml.ts): the
 * stylesheet inlined, the app's scripts started by the inline boot script on the visitor's first
 * use, the image preloads at the top of the head. A page it cannot read fails the build with its
 * file and the reason.
 */
function giveFirstPaint(out: string): { changed: number; pages: number } {
  const stylesheets = new Map<string, string>();
  const stylesheet = (file: string): string => {
    let css = stylesheets.get(file);
    if (css === undefined) {
      css = readFileSync(path.join(out, '_next', file), 'utf8');
      stylesheets.set(file, css);
    }
    return css;
  };
  /** A file of the export by its address, or undefined when the export has none there. */
  const dataFile = (href: string): string | undefined => {
    const file = path.join(out, ...href.split('/').map(decodeURIComponent));
    if (!file.startsWith(out + path.sep) || !existsSync(file)) return undefined;
    return readFileSync(file, 'utf8');
  };
  const pages = readdirSync(out, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .sort();
  const inputs = {
    stylesheet,
    bootScript: inlineBootScript(),
    localeFontPreloads: LOCALE_FONT_PRELOADS,
    localeOfLang,
    dataFile,
  };
  let changed = 0;
  for (const page of pages) {
    const file = path.join(out, page);
    const html = readFileSync(file, 'utf8');
    if (hasFirstPaintPass(html)) continue;
    writeFileSync(file, firstPaintHtml(path.join('out', page), html, inputs));
    changed += 1;
  }
  return { changed, pages: pages.length };
}

/**
 * Each language's home at the address the site gives it: the build writes the page `pl/index` as
 * out/pl.html, and `/pl/` is served from out/pl/index.html (nginx, `npm start` and static hosts
 * all find a folder's index.html, with or without the slash).
 */
function placeLanguageHomes(out: string): Locale[] {
  return PREFIXED_LOCALES.filter((locale) => {
    const built = path.join(out, `${locale}.html`);
    if (!existsSync(built)) return false;
    renameSync(built, path.join(out, locale, 'index.html'));
    return true;
  });
}

/** sitemap.xml and robots.txt, from the pages of the export (noindex ones left out). */
async function writeSeoFiles(out: string, pages: readonly SitePage[]) {
  // A version that is noindex is no alternate either: search engines are not sent to it.
  const indexed = pages.filter(isIndexedPage);
  const withAlternates = pages.map((page) => ({
    ...page,
    alternates: pageAlternates(indexed, page).filter((alternate) =>
      indexed.some((other) => other.path === alternate.path),
    ),
  }));
  await writeFile(path.join(out, 'sitemap.xml'), buildSitemap(withAlternates, SITE_URL));
  await writeFile(path.join(out, 'robots.txt'), buildRobots(SITE_URL));
  return { indexed: indexed.length, pages: pages.length };
}
