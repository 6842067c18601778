import dynamic from 'next/dynamic';
import { createElement, lazy, type ComponentProps, type ComponentType, type ReactElement } from 'react';
import type { z } from 'zod';
import HeaderVariant7Hotels from '@/components/sections/Headers/Variant7Hotels';
import type { SelectedComponent } from '@/lib/content/selection';
import type { Catalog } from './catalog';
import type * as ServerSectionsModule from './serverSections';
import { StaticSection } from './StaticSection';

/**
 * The React component of every catalogue entry. Its type is derived from the catalogue: a missing
 * or extra entry, or a component whose props do not match its schema, is a type error. Only types
 * are imported from the catalogue, so no schema reaches the browser.
 *
 * Every section's code is its own chunk, loaded on demand. Sections without interactivity are
 * static (see StaticSection): their exported HTML is kept, so a first visit never loads their
 * code. The enquiry form hydrates; next/dynamic puts its chunk in the HTML of its page only. The
 * header is part of every page and is bundled with the app.
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

type ServerSections = (typeof ServerSectionsModule)['serverSections'];
type SectionName = keyof ServerSections;

/**
 * The sections for the server render. The condition is written out so that the browser's bundle
 * drops the require (Next compiles `typeof window` to a constant) and with it the sections' code.
 */
const serverSections: ServerSections | undefined =
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- a server-only import, see above
      (require('./serverSections') as typeof ServerSectionsModule).serverSections
    : undefined;

type SectionModule<Name extends SectionName> = Promise<{ default: ServerSections[Name] }>;

/**
 * A section's chunk, its view rendered inside the site's MUI theme (which the app shell does
 * without, so the theme's code comes with the first section the browser renders).
 */
function themed<Name extends SectionName>(section: SectionModule<Name>): SectionModule<Name> {
  return Promise.all([section, import('@/theme/SiteThemeProvider')]).then(([module, { withSiteTheme }]) => ({
    default: withSiteTheme(module.default as ComponentType<object>) as ServerSections[Name],
  }));
}

/** The browser's loaders of the same sections, one chunk each. */
const loaders: { [Name in SectionName]: () => SectionModule<Name> } = {
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
};

/** Starts loading every section's code (a client-side navigation is about to render some). */
export function preloadSections(): void {
  for (const load of Object.values(loaders)) void load();
  void import('@/components/sections/Forms/ContactForm');
}

const STATIC_VIEWS = new Set<unknown>();

function staticView<Name extends SectionName>(
  name: Name,
): ComponentType<ComponentProps<ServerSections[Name]>> {
  const view = serverSections ? serverSections[name] : lazy(loaders[name]);
  STATIC_VIEWS.add(view);
  return view as ComponentType<ComponentProps<ServerSections[Name]>>;
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
  Forms: { ContactForm: dynamic(() => import('@/components/sections/Forms/ContactForm')) },
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
  return STATIC_VIEWS.has(view)
    ? createElement(StaticSection, { view, data })
    : createElement(view, { data });
}
