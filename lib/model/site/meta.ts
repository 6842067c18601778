import { pageNameToPath, pathToPageName } from '@/lib/model/pages/pageName';
import { SITE_URL } from '@/lib/model/site/config';

/** Page meta (spec section 3). Every field is optional in a page file and merged over the defaults. */
export interface PageMeta {
  title: string;
  description: string;
  keywords: string;
  faviconPath: string;
}

export const DEFAULT_META: PageMeta = {
  title: 'Discover the Hidden Gems of Malta | Casino Hotels & Luxury Stays',
  description:
    'Casino hotels, luxury stays, nightlife and island experiences across Malta, Gozo and Comino, planned for you by our travel team in Warsaw.',
  keywords:
    'Malta casino hotels, Malta luxury hotels, Malta nightlife, St Julian’s, Gozo, Comino, Malta holidays',
  faviconPath: '/favicon.ico',
};

/** Page values win where they are non-blank; blank or missing values keep the default. */
export function mergeMeta(meta: Partial<PageMeta> | undefined, defaults: PageMeta = DEFAULT_META): PageMeta {
  const merged: PageMeta = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof PageMeta)[]) {
    const value = meta?.[key];
    if (typeof value === 'string' && value.trim() !== '') merged[key] = value.trim();
  }
  return merged;
}

/**
 * Absolute canonical URL of a route path, without a trailing slash except for the home pages (`/`
 * and a language's `/pl/`).
 */
export function canonicalUrl(path: string, siteUrl: string = SITE_URL): string {
  const base = siteUrl.replace(/\/+$/, '');
  const pathname = path.split(/[?#]/, 1)[0] ?? '/';
  return `${base}${pageNameToPath(pathToPageName(pathname))}`;
}
