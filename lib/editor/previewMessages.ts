import type { SelectedComponent } from '@/lib/content/selection';

/** Messages between the editor and its preview frame (same origin only). */
export const PREVIEW_READY = 'editor-preview-ready';
export const PREVIEW_STATE = 'editor-preview-state';

export interface PreviewState {
  type: typeof PREVIEW_STATE;
  pageName: string;
  components: SelectedComponent[];
  layout: SelectedComponent[];
  data: Record<string, unknown>;
}

export function isPreviewState(value: unknown): value is PreviewState {
  return Boolean(value) && typeof value === 'object' && (value as { type?: unknown }).type === PREVIEW_STATE;
}
