import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const DATA_SCRIPTS = /<script\b[^>]*\bdata-scripts="([^"]*)"/;

/** The scripts an exported page starts on the visitor's first use: its boot script's data-scripts. */
export function startedScriptSources(html: string): string[] {
  const attribute = DATA_SCRIPTS.exec(html)?.[1];
  if (attribute === undefined) return [];
  const json = attribute.replaceAll('&quot;', '"').replaceAll('&amp;', '&');
  const sources: unknown = JSON.parse(json);
  if (!Array.isArray(sources) || !sources.every((source) => typeof source === 'string'))
    throw new Error(`data-scripts is not a list of addresses: ${json}`);
  return sources;
}

/** The exported HTML file of a page path: /casino is casino.html, /pl/ is pl/index.html. */
export function exportedHtmlFile(outDir: string, pagePath: string): string {
  const name = pagePath.replace(/^\/+|\/+$/g, '');
  const candidates = name === '' ? ['index.html'] : [`${name}.html`, path.join(name, 'index.html')];
  const found = candidates.map((file) => path.join(outDir, file)).find((file) => existsSync(file));
  if (!found) throw new Error(`No exported page for ${pagePath} in ${outDir}`);
  return found;
}

/**
 * The page's started scripts, and their size as nginx sends them (gzip at deploy/nginx.conf's
 * level 6), in bytes. Lighthouse never touches the page, so it never sees them load; a visitor who
 * does downloads them.
 */
export function startedScripts(outDir: string, pagePath: string): { sources: string[]; bytes: number } {
  const sources = startedScriptSources(readFileSync(exportedHtmlFile(outDir, pagePath), 'utf8'));
  const bytes = sources.reduce(
    (sum, source) =>
      sum + gzipSync(readFileSync(path.join(outDir, decodeURIComponent(source))), { level: 6 }).length,
    0,
  );
  return { sources, bytes };
}
