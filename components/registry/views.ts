import { createElement, lazy, type ComponentType, type ReactElement } from 'react';
import HeaderVariant7Hotels from '@/components/sections/Headers/Variant7Hotels';
import type { SelectedComponent } from '@/lib/model/content/selection';
import { DeferredSection } from './DeferredSection';
import { StaticSection } from './StaticSection';

/**
 * The React view of every catalogue entry, found by its names: the default export of
 * `components/sections/{Category}/{Name}.tsx`, beside its `.schema.ts`. A section is its folder's
 * two files and its catalogue entry (lib/model/content/catalog.ts), nothing here: the catalogue
 * lists what exists, and the build validates every page against it before anything renders; the
 * registry's test loads each entry's view. The view types its data from its own schema. Nothing of
 * the catalogue is imported here, so no schema reaches the browser.
 *
 * Every section's code is its own chunk, loaded on demand. Sections without interactivity are
 * static (see StaticSection): their exported HTML is kept, so a first visit never loads their
 * code. A section named in LOADED_ON_USE is interactive and deferred (see DeferredSection): its
 * code loads, and hydrates the exported section, when the visitor reaches for it. The header is
 * part of every page and is bundled with the app.
 */

/** A view that takes data already validated against its schema (at build time or by the editor). */
export type SectionView = ComponentType<{ data: unknown }>;

/** Interactive sections whose code waits until the visitor reaches for them. */
const LOADED_ON_USE: ReadonlySet<string> = new Set(['Forms/ContactForm']);

/** The sections bundled with the app, rendered as they are. */
const BUNDLED: ReadonlyMap<string, SectionView> = new Map([
  ['Headers/Variant7Hotels', HeaderVariant7Hotels as SectionView],
]);

const sectionKey = ({ category, name }: SelectedComponent) => `${category}/${name}`;

/** A name the convention can load: letters and digits only, never a path. */
const SAFE_NAME = /^[A-Z][A-Za-z0-9]*$/;

/**
 * A section's view, in its own chunk, rendered inside the site's MUI theme (which the app shell
 * does without, so the theme's code comes with the first section rendered). The bundler makes one
 * chunk per file the pattern matches; the header's folder is bundled with the app instead.
 */
function loadSection({ category, name }: SelectedComponent): Promise<{ default: SectionView }> {
  const section = import(
    /* webpackExclude: /[\\/]Headers[\\/]/ */
    `../sections/${category}/${name}.tsx`
  ) as Promise<{ default: SectionView }>;
  return Promise.all([section, import('@/theme/SiteThemeProvider')]).then(([module, { withSiteTheme }]) => ({
    default: withSiteTheme(module.default as ComponentType<object>) as SectionView,
  }));
}

interface LazySection {
  /** React.lazy over the loader: one per section, so React keeps what it loaded. */
  view: SectionView;
  load: () => Promise<{ default: SectionView }>;
  /** For a section loaded on use: its view once loaded (DeferredSection). */
  loadView?: () => Promise<SectionView>;
}

const LAZY = new Map<string, LazySection>();

function lazySection(component: SelectedComponent): LazySection | undefined {
  const key = sectionKey(component);
  const known = LAZY.get(key);
  if (known) return known;
  if (!SAFE_NAME.test(component.category) || !SAFE_NAME.test(component.name)) return undefined;
  const load = () => loadSection(component);
  const section: LazySection = LOADED_ON_USE.has(key)
    ? { view: lazy(load), load, loadView: () => load().then((module) => module.default) }
    : { view: lazy(load), load };
  LAZY.set(key, section);
  return section;
}

/**
 * Starts loading the code of `sections` (a client-side navigation is about to render some).
 * Settles when every load has ended; a load that fails is not an error here, the render loads it
 * again.
 */
export async function preloadSections(sections: readonly SelectedComponent[]): Promise<void> {
  await Promise.allSettled(
    sections
      .filter((section) => !BUNDLED.has(sectionKey(section)))
      .map((section) => lazySection(section)?.load()),
  );
}

/**
 * The views as the server renders them, once loadSectionViewsForServer has loaded them: rendered
 * at once instead of suspending on their first use. A lazy view suspends the first time a process
 * renders it and not after, so without this a page's styles would come out in an order that
 * depends on which pages the same process rendered before it.
 */
const SERVER_VIEWS = new Map<string, SectionView>();

/**
 * Loads the view of every section of the catalogue (`sections`) for the build's renders: each
 * page's getStaticProps awaits it (the document does not import the sections: under `next dev` a
 * change to anything they import, the image manifest after an upload, would reload the whole
 * editor). Not under `next dev`, which compiles a section when it is first asked for: it would
 * compile them all at the first page.
 */
export async function loadSectionViewsForServer(sections: readonly SelectedComponent[]): Promise<void> {
  if (SERVER_VIEWS.size > 0 || process.env.NODE_ENV !== 'production') return;
  const loaded = await Promise.all(
    sections
      .filter((section) => !BUNDLED.has(sectionKey(section)))
      .map(async (section) => [sectionKey(section), (await loadSection(section)).default] as const),
  );
  for (const [key, view] of loaded) SERVER_VIEWS.set(key, view);
}

/**
 * Whether `component` can name a section: the header, or names the convention loads (a name
 * that is not in the catalogue fails to load, and its error boundary leaves it out).
 */
export function hasView(component: SelectedComponent): boolean {
  return BUNDLED.has(sectionKey(component)) || lazySection(component) !== undefined;
}

/** The component's view rendered with its data, or null when no section can have such names. */
export function renderView(component: SelectedComponent, data: unknown): ReactElement | null {
  const key = sectionKey(component);
  const bundled = BUNDLED.get(key);
  if (bundled) return createElement(bundled, { data });
  const section = lazySection(component);
  if (!section) return null;
  // The server renders the loaded view when it has it; the browser keeps the lazy one.
  const shown = (typeof window === 'undefined' && SERVER_VIEWS.get(key)) || section.view;
  if (!section.loadView) return createElement(StaticSection, { view: shown, data });
  return createElement(DeferredSection, { view: shown, load: section.loadView, data, label: key });
}

/** The view's module, for the registry's test: every catalogue entry has one. */
export function loadSectionView(component: SelectedComponent): Promise<{ default: SectionView }> {
  const bundled = BUNDLED.get(sectionKey(component));
  return bundled ? Promise.resolve({ default: bundled }) : loadSection(component);
}
