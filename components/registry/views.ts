import { createElement, lazy, type ComponentType, type ReactElement } from 'react';
import type { z } from 'zod';
import HeaderVariant7Hotels from '@/components/sections/Headers/Variant7Hotels';
import type { SelectedComponent } from '@/lib/model/content/selection';
import type { Catalog } from '@/lib/model/content/catalog';
import { DeferredSection } from './DeferredSection';
import { StaticSection } from './StaticSection';

/**
 * The React component of every catalogue entry. Its type is derived from the catalogue: a missing
 * or extra entry, or a component whose props do not match its schema, is a type error. Only types
 * are imported from the catalogue, so no schema reaches the browser.
 *
 * Every section's code is its own chunk, loaded on demand. Sections without interactivity are
 * static (see StaticSection): their exported HTML is kept, so a first visit never loads their
 * code. The enquiry form is deferred (see DeferredSection): its code loads, and hydrates the
 * exported form, when the visitor reaches for it. The header is part of every page and is bundled
 * with the app.
 */
type Views = {
  [Category in keyof Catalog]: {
    [Name in keyof Catalog[Category]]: Catalog[Category][Name] extends {
      schema: infer Schema extends z.ZodType;
    }
      ? ComponentType<{ data: z.output<Schema> }>
      : never;
  };
};

/**
 * A section's chunk, its view rendered inside the site's MUI theme (which the app shell does
 * without, so the theme's code comes with the first section rendered).
 */
function themed<View>(section: Promise<{ default: View }>): Promise<{ default: View }> {
  return Promise.all([section, import('@/theme/SiteThemeProvider')]).then(([module, { withSiteTheme }]) => ({
    default: withSiteTheme(module.default as ComponentType<object>) as View,
  }));
}

/**
 * The sections' loaders, one chunk each. The server renders the same lazy views: a lazy component
 * outside any Suspense boundary holds the whole page until it has loaded, so the exported HTML is
 * complete (and carries no streaming script).
 */
const loaders = {
  FooterVariant10Hotels: () => themed(import('@/components/sections/Footers/Variant10Hotels')),
  FullBleedPhoto: () => themed(import('@/components/sections/Heroes/FullBleedPhoto')),
  TitleBand: () => themed(import('@/components/sections/Heroes/TitleBand')),
  Intro: () => themed(import('@/components/sections/Texts/Intro')),
  RichText: () => themed(import('@/components/sections/Texts/RichText')),
  PhotoGrid: () => themed(import('@/components/sections/Cards/PhotoGrid')),
  IconGrid: () => themed(import('@/components/sections/Cards/IconGrid')),
  ImageText: () => themed(import('@/components/sections/Splits/ImageText')),
  Mosaic: () => themed(import('@/components/sections/Galleries/Mosaic')),
  Quotes: () => themed(import('@/components/sections/Testimonials/Quotes')),
  Accordion: () => themed(import('@/components/sections/Faqs/Accordion')),
  Strip: () => themed(import('@/components/sections/Facts/Strip')),
  Banner: () => themed(import('@/components/sections/CallsToAction/Banner')),
  Details: () => themed(import('@/components/sections/Contacts/Details')),
  ResponsibleGaming: () => themed(import('@/components/sections/Notices/ResponsibleGaming')),
  ContactForm: () => themed(import('@/components/sections/Forms/ContactForm')),
};

type SectionName = keyof typeof loaders;
type SectionComponent<Name extends SectionName> = Awaited<ReturnType<(typeof loaders)[Name]>>['default'];

/**
 * Starts loading every section's code (a client-side navigation is about to render some). Settles
 * when every load has ended; a load that fails is not an error here, the render loads it again.
 */
export async function preloadSections(): Promise<void> {
  await Promise.allSettled(Object.values(loaders).map((load) => load()));
}

/**
 * The views as the server renders them, once loadSectionViewsForServer has loaded them: rendered
 * at once instead of suspending on their first use. A lazy view suspends the first time a process
 * renders it and not after, so without this a page's styles would come out in an order that
 * depends on which pages the same process rendered before it.
 */
const SERVER_VIEWS = new Map<unknown, SectionView>();

/**
 * Loads every section's view for the build's renders: each page's getStaticProps awaits it (the
 * document does not import the sections: under `next dev` a change to anything they import, the
 * image manifest after an upload, would reload the whole editor). Not under `next dev`, which
 * compiles a section when it is first asked for: it would compile them all at the first page.
 */
export async function loadSectionViewsForServer(): Promise<void> {
  if (SERVER_VIEWS.size > 0 || process.env.NODE_ENV !== 'production') return;
  const loaded = await Promise.all(
    [...LOADERS.entries()].map(async ([view, load]) => [view, (await load()).default] as const),
  );
  for (const [view, component] of loaded) SERVER_VIEWS.set(view, component);
}

/** Every lazy view's loader. */
const LOADERS = new Map<unknown, () => Promise<{ default: SectionView }>>();
/** Sections without interactivity of their own: rendered through StaticSection. */
const STATIC_VIEWS = new Set<unknown>();
/** Interactive sections whose code waits until needed (DeferredSection), with their loaders. */
const DEFERRED_VIEWS = new Map<unknown, () => Promise<SectionView>>();

/** A section's loader, typed for rendering with data already validated against its schema. */
const loaderOf = (name: SectionName) => loaders[name] as () => Promise<{ default: SectionView }>;

function staticView<Name extends SectionName>(name: Name): SectionComponent<Name> {
  const view = lazy(loaderOf(name));
  STATIC_VIEWS.add(view);
  LOADERS.set(view, loaderOf(name));
  return view as unknown as SectionComponent<Name>;
}

function deferredView<Name extends SectionName>(name: Name): SectionComponent<Name> {
  const view = lazy(loaderOf(name));
  DEFERRED_VIEWS.set(view, () => loaderOf(name)().then((module) => module.default));
  LOADERS.set(view, loaderOf(name));
  return view as unknown as SectionComponent<Name>;
}

export const views: Views = {
  Headers: { Variant7Hotels: HeaderVariant7Hotels },
  Footers: { Variant10Hotels: staticView('FooterVariant10Hotels') },
  Heroes: {
    FullBleedPhoto: staticView('FullBleedPhoto'),
    TitleBand: staticView('TitleBand'),
  },
  Texts: {
    Intro: staticView('Intro'),
    RichText: staticView('RichText'),
  },
  Cards: {
    PhotoGrid: staticView('PhotoGrid'),
    IconGrid: staticView('IconGrid'),
  },
  Splits: { ImageText: staticView('ImageText') },
  Galleries: { Mosaic: staticView('Mosaic') },
  Testimonials: { Quotes: staticView('Quotes') },
  Faqs: { Accordion: staticView('Accordion') },
  Facts: { Strip: staticView('Strip') },
  CallsToAction: { Banner: staticView('Banner') },
  Contacts: { Details: staticView('Details') },
  Forms: { ContactForm: deferredView('ContactForm') },
  Notices: { ResponsibleGaming: staticView('ResponsibleGaming') },
};

/** A view that takes data already validated against its schema (at build time or by the editor). */
export type SectionView = ComponentType<{ data: unknown }>;

const hasOwn = (object: object, key: string): boolean => Object.prototype.hasOwnProperty.call(object, key);

function findView(component: SelectedComponent): SectionView | undefined {
  if (!hasOwn(views, component.category)) return undefined;
  const variants = views[component.category as keyof Views] as Record<string, unknown>;
  return hasOwn(variants, component.name) ? (variants[component.name] as SectionView) : undefined;
}

export function hasView(component: SelectedComponent): boolean {
  return findView(component) !== undefined;
}

/** The component's view rendered with its data, or null when the catalogue has no such variant. */
export function renderView(component: SelectedComponent, data: unknown): ReactElement | null {
  const view = findView(component);
  if (!view) return null;
  // The server renders the loaded view when it has it; the browser keeps the lazy one.
  const shown = (typeof window === 'undefined' && SERVER_VIEWS.get(view)) || view;
  if (STATIC_VIEWS.has(view)) return createElement(StaticSection, { view: shown, data });
  const load = DEFERRED_VIEWS.get(view);
  if (load)
    return createElement(DeferredSection, {
      view: shown,
      load,
      data,
      label: `${component.category}/${component.name}`,
    });
  return createElement(view, { data });
}
