import { PREFIXED_LOCALES } from '@/lib/model/i18n/locales';

/**
 * The spec's page-name rule: the root path is `index`; any other path is the path without its
 * leading slash. Query strings, hashes and a trailing slash are not part of the name. A language's
 * home is `{locale}/index` at `/{locale}/` (`pl/index`, `/pl/`).
 */
export function pathToPageName(path: string): string {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  const trimmed = pathname.replace(/^\/+/, '').replace(/\/+$/, '');
  if (trimmed === '') return 'index';
  return (PREFIXED_LOCALES as readonly string[]).includes(trimmed) ? `${trimmed}/index` : trimmed;
}

export function pageNameToPath(pageName: string): string {
  if (pageName === 'index') return '/';
  const home = PREFIXED_LOCALES.find((locale) => pageName === `${locale}/index`);
  return home ? `/${home}/` : `/${pageName}`;
}
