/**
 * The page's data out of its HTML: a statically generated page carries its props twice, in
 * `__NEXT_DATA__` and in the data file Next writes for client-side navigation
 * (`/_next/data/<build>/<path>.json`). The first paint needs neither (the HTML shows everything,
 * and the app starts on first use), yet the inline copy is a quarter of a page's compressed bytes:
 * enough to push it past the first round trip. So the pass keeps `__NEXT_DATA__` without its props
 * and names the data file in `data-props`; the boot script (lib/browser/boot.js) fetches it and puts
 * the props back before the app's scripts run. A page whose data file is missing or holds other
 * props (the error pages) keeps its data inline.
 *
 * Pure: the caller reads the data file.
 */
import { isDeepStrictEqual } from 'node:util';
import { escapeAttribute } from './imagePreloads';

const NEXT_DATA = /<script id="__NEXT_DATA__" type="application\/json">([^<]*)<\/script>/;

interface NextData {
  props?: unknown;
  page: string;
  query: Record<string, string | string[] | undefined>;
  buildId: string;
  gsp?: boolean;
}

function isNextData(value: unknown): value is NextData {
  if (typeof value !== 'object' || value === null) return false;
  const data = value as Record<string, unknown>;
  return (
    typeof data.page === 'string' &&
    typeof data.buildId === 'string' &&
    typeof data.query === 'object' &&
    data.query !== null
  );
}

/** The page's path with its dynamic segments filled from the query, as Next's router names it. */
export function pagePath(page: string, query: NextData['query']): string | undefined {
  let complete = true;
  const segments = page
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const dynamic = /^\[{1,2}(\.\.\.)?([^\]]+)\]{1,2}$/.exec(segment);
      if (!dynamic) return [segment];
      const value = query[dynamic[2]!];
      if (value === undefined) {
        if (!segment.startsWith('[[')) complete = false;
        return [];
      }
      return Array.isArray(value) ? value : [value];
    });
  if (!complete) return undefined;
  return `/${segments.map(encodeURIComponent).join('/')}`;
}

/** Where Next writes a statically generated page's data (its router's getDataHref). */
export function dataHref(data: Pick<NextData, 'page' | 'query' | 'buildId'>): string | undefined {
  const path = pagePath(data.page, data.query);
  if (path === undefined) return undefined;
  return `/_next/data/${encodeURIComponent(data.buildId)}${path === '/' ? '/index' : path}.json`;
}

/**
 * The page with its props left to their data file, or as it was when the file does not hold
 * exactly those props. `dataFile` reads a file of the export by its address (undefined: none).
 */
export function propsOutOfPage(html: string, dataFile: (href: string) => string | undefined): string {
  const match = NEXT_DATA.exec(html);
  if (!match) return html;
  // Next escapes <, >, & and the line separators in the inline JSON: JSON.parse reads them back.
  const data: unknown = JSON.parse(match[1]!);
  if (!isNextData(data) || data.gsp !== true) return html;
  const href = dataHref(data);
  const file = href === undefined ? undefined : dataFile(href);
  if (href === undefined || file === undefined) return html;
  if (!isDeepStrictEqual(JSON.parse(file), data.props)) return html;
  const withoutProps: NextData = { ...data };
  delete withoutProps.props;
  // Escaped as Next escapes its inline JSON, so that no text of the page can close the element.
  const inline = JSON.stringify(withoutProps).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  const script = `<script id="__NEXT_DATA__" type="application/json" data-props="${escapeAttribute(href)}">${inline}</script>`;
  return html.slice(0, match.index) + script + html.slice(match.index + match[0].length);
}
