/**
 * The spec's page-name rule: the root path is `index`; any other path is the path without its
 * leading slash. Query strings, hashes and a trailing slash are not part of the name.
 */
export function pathToPageName(path: string): string {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  const trimmed = pathname.replace(/^\/+/, '').replace(/\/+$/, '');
  return trimmed === '' ? 'index' : trimmed;
}

export function pageNameToPath(pageName: string): string {
  return pageName === 'index' ? '/' : `/${pageName}`;
}
