import type { SelectedComponent } from '@/lib/content/selection';

/**
 * The editor's calls to the development API. Every write sends back, as If-Match, the version the
 * editor last loaded, so a save from a stale copy (another tab saved first) is refused with 412.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly version?: string,
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

export interface UploadedImage {
  src: string;
  width: number;
  height: number;
}

async function request<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, {
    ...init,
    headers: { ...(init.body ? { 'Content-Type': 'application/json' } : {}), ...init.headers },
  });
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    const message =
      typeof answer.error === 'string' ? answer.error : `${response.status} ${response.statusText}`;
    throw new ApiError(
      response.status,
      message,
      typeof answer.version === 'string' ? answer.version : undefined,
    );
  }
  return answer as T;
}

function post<T>(url: string, body: unknown, version?: string): Promise<T> {
  return request<T>(url, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: version ? { 'If-Match': `"${version}"` } : {},
  });
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

  images: () => request<{ images: UploadedImage[] }>('/api/images'),

  uploadImage: (fileName: string, contentType: string, base64: string) =>
    post<UploadedImage>('/api/uploadImage', { fileName, contentType, data: base64 }),
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
