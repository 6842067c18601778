import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { servedHtmlFile } from '@/lib/server/exportChecks/links';
import { BROTLI_SUFFIX } from '../deploy/precompress';
import { decodeHtmlEntities } from '@/lib/model/text/htmlEntities';

const DATA_SCRIPTS = /<script\b[^>]*\bdata-scripts="([^"]*)"/;

/** The scripts an exported page starts on the visitor's first use: its boot script's data-scripts. */
export function startedScriptSources(html: string): string[] {
  const attribute = DATA_SCRIPTS.exec(html)?.[1];
  if (attribute === undefined) return [];
  const json = decodeHtmlEntities(attribute);
  const sources: unknown = JSON.parse(json);
  if (!Array.isArray(sources) || !sources.every((source) => typeof source === 'string'))
    throw new Error(`data-scripts is not a list of addresses: ${json}`);
  return sources;
}

/** The exported HTML file of a page path: /casino is casino.html, /pl/ is pl/index.html. */
export function exportedHtmlFile(outDir: string, pagePath: string): string {
  const found = servedHtmlFile(path.join(outDir, pagePath));
  if (!found) throw new Error(`No exported page for ${pagePath} in ${outDir}`);
  return found;
}

/** The scripts a page starts on first use, and their compressed size in bytes. */
export interface StartedScripts {
  sources: string[];
  bytes: number;
}

/**
 * What nginx sends a browser that accepts brotli, as Chromium does: the build's brotli copy
 * (brotli_static), or, for a file without one, the file as it is (nginx does not fall back to
 * gzip there; see scripts/deploy/precompress.ts).
 */
function sentBytes(file: string): number {
  const copy = `${file}${BROTLI_SUFFIX}`;
  return statSync(existsSync(copy) ? copy : file).size;
}

/**
 * The page's started scripts, and their size as nginx sends them, in bytes. Lighthouse never
 * touches the page, so it never sees them load; a visitor who does downloads them.
 */
export function startedScripts(outDir: string, pagePath: string): StartedScripts {
  const sources = startedScriptSources(readFileSync(exportedHtmlFile(outDir, pagePath), 'utf8'));
  const bytes = sources.reduce(
    (sum, source) => sum + sentBytes(path.join(outDir, decodeURIComponent(source))),
    0,
  );
  return { sources, bytes };
}
