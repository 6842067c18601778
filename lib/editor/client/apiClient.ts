import type { TranslationMark } from '@/lib/model/content/translationSync';
import type { z } from 'zod';
import type { sharedSectionsBody } from '@/lib/editor/contract/requestSchemas';
import type { SharedSectionSummary } from '@/lib/editor/contract/sharedSections';
import type { SelectedComponent } from '@/lib/model/content/selection';
import type {
  CreatePageBody,
  DeleteAnswer,
  DeletePageBody,
  PageLink,
  PageLinksAnswer,
  PageSettingsBody,
  PagesAnswer,
  PageSummary,
  RenameAnswer,
  RenamePageBody,
  RestorePageBody,
} from '@/lib/editor/contract/pageRequests';
import type { ImagesAnswer, MediaUse, SiteImageFile } from '@/lib/editor/contract/media';
import type { MediaEntry } from '@/lib/model/images/mediaLibrary';
import { sendAgainAfterHiccup } from './devServerHiccup';

/**
 * The editor's calls to the development API. Every write sends back, as If-Match, the version the
 * editor last loaded, so a save from a stale copy (another tab saved first) is refused with 412.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly version?: string,
    /** With a 409 from deletePage: the links that keep the page from being deleted. */
    readonly links?: PageLink[],
    /** With a 409 from deleteImage: the pages that still show the image. */
    readonly uses?: MediaUse[],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface PageStateAnswer {
  pageName: string;
  components: SelectedComponent[];
  layout: SelectedComponent[];
  version: string;
}

export interface ComponentDataAnswer {
  data: unknown;
  version: string;
}

export type UploadedImage = SiteImageFile;

/** The studio's CSRF token (a cookie its pages may read); none under `npm run dev`. */
export function studioCsrfToken(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const found = document.cookie.split('; ').find((pair) => pair.startsWith('studio_csrf='));
  return found ? decodeURIComponent(found.slice('studio_csrf='.length)) : undefined;
}

async function request<T>(url: string, init: RequestInit = {}): Promise<T> {
  const csrf = studioCsrfToken();
  const sent: RequestInit = {
    ...init,
    headers: {
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
      ...(csrf ? { 'X-CSRF-Token': csrf } : {}),
      ...init.headers,
    },
  };
  const response = await sendAgainAfterHiccup(
    () => fetch(url, sent),
    async (first) => ({ status: first.status, body: await first.clone().text() }),
  );
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    const message =
      typeof answer.error === 'string' ? answer.error : `${response.status} ${response.statusText}`;
    throw new ApiError(
      response.status,
      message,
      typeof answer.version === 'string' ? answer.version : undefined,
      Array.isArray(answer.links) ? (answer.links as PageLink[]) : undefined,
      Array.isArray(answer.uses) ? (answer.uses as MediaUse[]) : undefined,
    );
  }
  return answer as T;
}

/** Fired on the window after every write the API accepted (the studio's bar counts the changes again). */
export const CONTENT_SAVED_EVENT = 'editor-content-saved';

async function post<T>(url: string, body: unknown, version?: string): Promise<T> {
  const answer = await request<T>(url, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: version ? { 'If-Match': `"${version}"` } : {},
  });
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CONTENT_SAVED_EVENT));
  return answer;
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

export const editorApi = {
  pageState: (pageName: string) => request<PageStateAnswer>(`/api/pageState?${query({ pageName })}`),

  componentData: (pageName: string, component: SelectedComponent) =>
    request<ComponentDataAnswer>(
      `/api/componentData?${query({ pageName, category: component.category, name: component.name })}`,
    ),

  saveState: (pageName: string, selectedComponents: SelectedComponent[], version: string) =>
    post<PageStateAnswer>('/api/saveState', { selectedComponents, pageName }, version),

  saveComponentState: (pageName: string, component: SelectedComponent, isActive: boolean, version: string) =>
    post<PageStateAnswer>('/api/saveComponentState', { component, isActive, pageName }, version),

  saveComponentData: (pageName: string, component: SelectedComponent, data: unknown, version: string) =>
    post<ComponentDataAnswer>('/api/saveComponentData', { component, pageName, data }, version),

  images: () => request<ImagesAnswer>('/api/images'),

  /** `version`: the entry's, from ImagesAnswer.versions. */
  saveMediaEntry: (src: string, entry: MediaEntry, version: string) =>
    post<{ src: string; entry: MediaEntry; version: string }>('/api/saveMediaEntry', { src, entry }, version),

  replaceImage: (src: string, fileName: string, contentType: string, base64: string) =>
    post<UploadedImage>('/api/replaceImage', { src, fileName, contentType, data: base64 }),

  deleteImage: (src: string) => post<{ deleted: string }>('/api/deleteImage', { src }),

  uploadImage: (fileName: string, contentType: string, base64: string) =>
    post<UploadedImage>('/api/uploadImage', { fileName, contentType, data: base64 }),

  /** The site's pages, the trash, the header navigation and the names a page may not take. */
  pages: () => request<PagesAnswer>('/api/pages'),

  createPage: (body: CreatePageBody) => post<PageSummary>('/api/createPage', body),

  /** `version` is the page's PageSummary.version. */
  pageSettings: (body: PageSettingsBody, version: string) =>
    post<PageSummary>('/api/pageSettings', body, version),

  renamePage: (body: RenamePageBody, version: string) => post<RenameAnswer>('/api/renamePage', body, version),

  pageLinks: (pageName: string) => request<PageLinksAnswer>(`/api/pageLinks?${query({ pageName })}`),

  deletePage: (body: DeletePageBody, version: string) => post<DeleteAnswer>('/api/deletePage', body, version),

  restorePage: (body: RestorePageBody) => post<PageSummary>('/api/restorePage', body),

  /** The shared sections and the pages that place each. */
  sharedSections: () => request<{ shared: SharedSectionSummary[] }>('/api/sharedSections'),

  /** Make a page's section shared, place one on a page, detach it, delete it: answers the list after. */
  sharedSection: (body: z.input<typeof sharedSectionsBody>) =>
    post<{ shared: SharedSectionSummary[] }>('/api/sharedSections', body),

  /** Every translated field whose twin changed since it was last in step with it. */
  translationMarks: () => request<{ marks: TranslationMark[] }>('/api/translationMarks'),

  /** "Still correct": answers the marks left. */
  keepTranslation: (mark: Pick<TranslationMark, 'target' | 'section' | 'field'>) =>
    post<{ marks: TranslationMark[] }>('/api/keepTranslation', {
      target: mark.target,
      section: mark.section,
      field: mark.field,
    }),
};

/** A file's bytes as base64, for the JSON upload. */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return btoa(binary);
}
