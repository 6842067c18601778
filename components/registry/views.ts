import { createElement, type ComponentType, type ReactElement } from 'react';
import type { z } from 'zod';
import FooterVariant10Hotels from '@/components/sections/Footers/Variant10Hotels';
import HeaderVariant7Hotels from '@/components/sections/Headers/Variant7Hotels';
import HeroFullBleedPhoto from '@/components/sections/Heroes/FullBleedPhoto';
import HeroTitleBand from '@/components/sections/Heroes/TitleBand';
import TextIntro from '@/components/sections/Texts/Intro';
import type { SelectedComponent } from '@/lib/content/selection';
import type { Catalog } from './catalog';

/**
 * The React component of every catalogue entry. Its type is derived from the catalogue: a missing
 * or extra entry, or a component whose props do not match its schema, is a type error. Only types
 * are imported from the catalogue, so no schema reaches the browser.
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
  Heroes: { FullBleedPhoto: HeroFullBleedPhoto, TitleBand: HeroTitleBand },
  Texts: { Intro: TextIntro },
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
