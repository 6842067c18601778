import dynamic from 'next/dynamic';
import { createElement, type ComponentType, type ReactElement } from 'react';
import type { z } from 'zod';
import FooterVariant10Hotels from '@/components/sections/Footers/Variant10Hotels';
import HeaderVariant7Hotels from '@/components/sections/Headers/Variant7Hotels';
import type { SelectedComponent } from '@/lib/content/selection';
import type { Catalog } from './catalog';

/**
 * The React component of every catalogue entry. Its type is derived from the catalogue: a missing
 * or extra entry, or a component whose props do not match its schema, is a type error. Only types
 * are imported from the catalogue, so no schema reaches the browser.
 *
 * Every content route is one page module, so sections are split out with next/dynamic: they are
 * still rendered into the HTML, but a page downloads only the code of the sections it shows.
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

export const views: Views = {
  Headers: { Variant7Hotels: HeaderVariant7Hotels },
  Footers: { Variant10Hotels: FooterVariant10Hotels },
  Heroes: {
    FullBleedPhoto: dynamic(() => import('@/components/sections/Heroes/FullBleedPhoto')),
    TitleBand: dynamic(() => import('@/components/sections/Heroes/TitleBand')),
  },
  Texts: {
    Intro: dynamic(() => import('@/components/sections/Texts/Intro')),
    RichText: dynamic(() => import('@/components/sections/Texts/RichText')),
  },
  Cards: {
    PhotoGrid: dynamic(() => import('@/components/sections/Cards/PhotoGrid')),
    IconGrid: dynamic(() => import('@/components/sections/Cards/IconGrid')),
  },
  Splits: { ImageText: dynamic(() => import('@/components/sections/Splits/ImageText')) },
  Galleries: { Mosaic: dynamic(() => import('@/components/sections/Galleries/Mosaic')) },
  Testimonials: { Quotes: dynamic(() => import('@/components/sections/Testimonials/Quotes')) },
  Faqs: { Accordion: dynamic(() => import('@/components/sections/Faqs/Accordion')) },
  Facts: { Strip: dynamic(() => import('@/components/sections/Facts/Strip')) },
  CallsToAction: { Banner: dynamic(() => import('@/components/sections/CallsToAction/Banner')) },
  Contacts: { Details: dynamic(() => import('@/components/sections/Contacts/Details')) },
  Forms: { ContactForm: dynamic(() => import('@/components/sections/Forms/ContactForm')) },
  Notices: { ResponsibleGaming: dynamic(() => import('@/components/sections/Notices/ResponsibleGaming')) },
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
  return view ? createElement(view, { data }) : null;
}
