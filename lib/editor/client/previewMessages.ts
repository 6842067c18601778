import type { PageMedia } from '@/lib/model/images/mediaLibrary';
import type { CatalogLink } from '@/lib/model/content/pageProps';
import type { SelectedComponent } from '@/lib/model/content/selection';
import type { Locale } from '@/lib/model/i18n/locales';

/** Messages between the editor and its preview frame (same origin only). */
export const PREVIEW_READY = 'editor-preview-ready';
export const PREVIEW_STATE = 'editor-preview-state';
/** From the preview: a section was clicked. */
export const PREVIEW_SELECT = 'editor-preview-select';

export interface PreviewState {
  type: typeof PREVIEW_STATE;
  pageName: string;
  components: SelectedComponent[];
  layout: SelectedComponent[];
  data: Record<string, unknown>;
  /** The images of `data`, described by the media library in the page's language. */
  media: PageMedia;
  /** The footer's catalog, from the editor's list of pages (the preview cannot list them). */
  catalog: CatalogLink[];
  /** The component the editor has selected (`componentKey`), outlined in the preview. */
  selectedKey?: string;
  /** The editor's language, for the preview's own words (the outlines' names); not the page's. */
  uiLocale: Locale;
}

export interface PreviewSelect {
  type: typeof PREVIEW_SELECT;
  key: string;
}

const hasType = (value: unknown, type: string) =>
  typeof value === 'object' && value !== null && (value as { type?: unknown }).type === type;

export function isPreviewState(value: unknown): value is PreviewState {
  return hasType(value, PREVIEW_STATE);
}

export function isPreviewSelect(value: unknown): value is PreviewSelect {
  return hasType(value, PREVIEW_SELECT) && typeof (value as { key?: unknown }).key === 'string';
}
