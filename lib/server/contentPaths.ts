import path from 'node:path';
import { DEFAULT_LOCALE, localeOfPageName } from '@/lib/model/i18n/locales';
import { isValidPageName } from '@/lib/model/pages/pageRules';
import { componentKey, isLayoutCategory, type SelectedComponent } from '@/lib/model/content/selection';
import { MEDIA_LIBRARY_PATH } from '@/lib/model/images/mediaLibrary';

/**
 * The one place that turns a page or component name into a file path. Names come from allow-lists
 * (the site's pages, the catalogue) and every path is checked to lie inside the content folder.
 */
export function contentRoot(): string {
  // The studio points this at its drafts (a git clone's public/); everyone else reads the project's.
  return process.env.SITE_CONTENT_ROOT ?? path.join(process.cwd(), 'public');
}

const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9-]*$/;

/** Resolves `segments` under `root`, refusing anything that would leave it. */
export function resolveInside(root: string, ...segments: string[]): string {
  const base = path.resolve(root);
  const target = path.resolve(base, ...segments);
  const relative = path.relative(base, target);
  if (
    relative === '' ||
    relative.startsWith(`..${path.sep}`) ||
    relative === '..' ||
    path.isAbsolute(relative)
  ) {
    throw new Error(`Refused path outside the content folder: ${segments.join('/')}`);
  }
  return target;
}

function assertSafeName(name: string, what: string): void {
  if (!SAFE_SEGMENT.test(name)) throw new Error(`Refused ${what} name: ${JSON.stringify(name)}`);
}

/** A page name (`casino`, `offers/gozo-october`) as path segments, after checking it is one. */
function pageSegments(pageName: string): string[] {
  if (!isValidPageName(pageName)) throw new Error(`Refused page name: ${JSON.stringify(pageName)}`);
  return pageName.split('/');
}

export function selectedComponentsFile(root: string, pageName: string): string {
  const segments = pageSegments(pageName);
  const last = segments.pop()!;
  return resolveInside(root, 'selectedComponents', ...segments, `${last}.json`);
}

/** The folder of a page's own component data: public/data/{page}/. */
export function pageDataFolder(root: string, pageName: string): string {
  return resolveInside(root, 'data', ...pageSegments(pageName));
}

/** The media library: every image's descriptions, credit and focal point (lib/model/images/mediaLibrary.ts). */
export function mediaLibraryFile(root: string): string {
  return resolveInside(root, ...MEDIA_LIBRARY_PATH);
}

export function layoutFile(root: string): string {
  return resolveInside(root, 'selectedComponents', 'layout.json');
}

export function componentDataFile(root: string, component: SelectedComponent, pageName: string): string {
  const key = componentKey(component);
  assertSafeName(key, 'component');
  if (isLayoutCategory(component.category)) {
    // Shared by the pages of one language: data/{key}.json in English, data/pl/{key}.json in Polish.
    const locale = localeOfPageName(pageName);
    return locale === DEFAULT_LOCALE
      ? resolveInside(root, 'data', `${key}.json`)
      : resolveInside(root, 'data', locale, `${key}.json`);
  }
  return resolveInside(root, 'data', ...pageSegments(pageName), `${key}.json`);
}

/** A path relative to the project, for messages (`public/data/index/HeroesFullBleedPhoto.json`). */
export function displayPath(file: string): string {
  return path.relative(process.cwd(), file).split(path.sep).join('/');
}
