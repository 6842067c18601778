import { COMPONENT_DATA_LOAD_ERROR } from './messages';
import { componentDataUrl, type SelectedComponent } from '@/lib/model/content/selection';

export type ComponentDataResult =
  | { ok: true; data: unknown }
  /** `status` is set for a non-OK response and absent for an exception. */
  | { ok: false; status?: number };

/**
 * Fetches `{data}` of one component from its JSON file (spec section 7). Every failure is logged
 * with the spec's console message; nothing is shown to the visitor.
 */
export async function fetchComponentData(
  component: SelectedComponent,
  pageName: string,
): Promise<ComponentDataResult> {
  const url = componentDataUrl(component, pageName);
  try {
    const response = await fetch(url);
    if (!response.ok) {
      console.error(`${COMPONENT_DATA_LOAD_ERROR}: ${component.category}/${component.name}`, response.status);
      return { ok: false, status: response.status };
    }
    const json = (await response.json()) as { data?: unknown };
    if (json.data === undefined) throw new Error(`${url} has no data field`);
    return { ok: true, data: json.data };
  } catch (error) {
    console.error(`${COMPONENT_DATA_LOAD_ERROR}: ${component.category}/${component.name}`, error);
    return { ok: false };
  }
}
