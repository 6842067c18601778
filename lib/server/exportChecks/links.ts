import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseRedirectsFile, REDIRECTS_FILE } from '@/lib/model/redirects';
import { decodeHtmlEntities } from '@/lib/model/text/htmlEntities';

/**
 * Finds internal links and images in a static export that point at nothing: every href, src,
 * srcset and image candidate in the HTML, url(...) in the CSS, the paths in JSON (the content the
 * browser renders on a client-side navigation, the web manifest's icons), the sitemap's <loc>s and
 * robots.txt's Sitemap line, and absolute links to the site's own URL. A path is served the way the
 * static hosts serve it: the file, `path.html`, or `path/index.html`, or a renamed page's old
 * address, which `_redirects` sends on to a page that is there.
 */
export interface BrokenLink {
  file: string;
  url: string;
}

const ATTRIBUTE = /\s(?:href|src|poster)=["']([^"']+)["']/gi;
/** Meta tags whose content is a URL (og:image, og:url, twitter:image). */
const CONTENT_URL = /\scontent=["']((?:https?:\/\/|\/)[^"']*)["']/gi;
const SRCSET = /\s(?:srcset|imagesrcset)=["']([^"']+)["']/gi;
const CSS_URL = /url\(\s*["']?([^"')]+)["']?\s*\)/gi;

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((relative) => path.join(dir, relative))
    .filter((file) => statSync(file).isFile());
}

/** Internal URLs referenced by one HTML file. */
export function htmlReferences(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(ATTRIBUTE)) found.push(decodeHtmlEntities(match[1]!));
  for (const match of html.matchAll(CONTENT_URL)) found.push(decodeHtmlEntities(match[1]!));
  for (const match of html.matchAll(SRCSET)) {
    for (const candidate of decodeHtmlEntities(match[1]!).split(',')) {
      const url = candidate.trim().split(/\s+/)[0];
      if (url) found.push(url);
    }
  }
  return found;
}

export function cssReferences(css: string): string[] {
  return [...css.matchAll(CSS_URL)].map((match) => match[1]!).filter((url) => !url.startsWith('data:'));
}

/** String values in a JSON document that are site paths ("/casino") or absolute URLs: no spaces. */
export function jsonReferences(json: string): string[] {
  const found: string[] = [];
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      if (/^(?:\/(?!\/)|https?:\/\/)\S+$/.test(value)) found.push(value);
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(visit);
  };
  visit(JSON.parse(json));
  return found;
}

/** The sitemap's <loc> URLs. */
export function sitemapReferences(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((match) => decodeHtmlEntities(match[1]!));
}

/** robots.txt's Sitemap lines. */
export function robotsReferences(text: string): string[] {
  return [...text.matchAll(/^sitemap:\s*(\S+)/gim)].map((match) => match[1]!);
}

/** What to read in a file, by its extension, or by its name for the sitemap and robots.txt. */
function referenceReader(file: string): ((text: string) => string[]) | undefined {
  const name = path.basename(file);
  if (name === 'sitemap.xml') return sitemapReferences;
  if (name === 'robots.txt') return robotsReferences;
  return {
    '.html': htmlReferences,
    '.css': cssReferences,
    '.json': jsonReferences,
    '.webmanifest': jsonReferences,
  }[path.extname(name)];
}

/** The export-relative path a URL refers to, or undefined for external and non-file URLs. */
export function localPath(
  url: string,
  fromFile: string,
  outDir: string,
  siteUrl: string,
): string | undefined {
  let target = url;
  if (target.startsWith(siteUrl)) target = target.slice(siteUrl.replace(/\/+$/, '').length) || '/';
  if (/^(?:[a-z][a-z0-9+.-]*:|\/\/|#)/i.test(target)) return undefined;
  const clean = decodeURIComponent(target.split(/[?#]/, 1)[0] ?? '');
  if (clean === '') return undefined;
  return clean.startsWith('/') ? path.join(outDir, clean) : path.join(path.dirname(fromFile), clean);
}

/** The page a static host serves for an export path without its extension: `path.html`, or `path/index.html`. */
export function servedHtmlFile(file: string): string | undefined {
  return [`${file}.html`, path.join(file, 'index.html')].find((candidate) => existsSync(candidate));
}

function servedFile(file: string): boolean {
  if (file === '') return false;
  if (existsSync(file) && statSync(file).isFile()) return true;
  return servedHtmlFile(file) !== undefined;
}

/** The export's redirects, as files: old address -> the page it leads to. */
function exportRedirects(outDir: string): Map<string, string> {
  const file = path.join(outDir, REDIRECTS_FILE);
  if (!existsSync(file)) return new Map();
  return new Map(
    parseRedirectsFile(readFileSync(file, 'utf8')).map((redirect) => [
      path.join(outDir, redirect.from),
      path.join(outDir, redirect.to),
    ]),
  );
}

export function findBrokenLinks(outDir: string, siteUrl: string): BrokenLink[] {
  const broken: BrokenLink[] = [];
  const redirects = exportRedirects(outDir);
  const served = (target: string) => servedFile(target) || servedFile(redirects.get(target) ?? '');
  for (const file of listFiles(outDir)) {
    const read = referenceReader(file);
    if (!read) continue;
    try {
      for (const url of new Set(read(readFileSync(file, 'utf8')))) {
        const target = localPath(url, file, outDir, siteUrl);
        if (target && !served(target)) broken.push({ file: path.relative(outDir, file), url });
      }
    } catch (error) {
      throw new Error(`${path.relative(outDir, file)}: ${error instanceof Error ? error.message : error}`);
    }
  }
  return broken;
}
