/**
 * Who last saved each page through the studio (in this process): a save refused as stale can then
 * say who changed the page. Outside the studio saves carry no name and nothing is kept.
 */
const lastEditors = new Map<string, string>();

export function noteEditor(pageName: string, editor: string): void {
  lastEditors.set(pageName, editor);
}

export function lastEditorOf(pageName: string): string | undefined {
  return lastEditors.get(pageName);
}

/** The page a request body names, if it names one. */
export function bodyPageName(body: unknown): string | undefined {
  if (!body || typeof body !== 'object' || !('pageName' in body)) return undefined;
  const { pageName } = body as { pageName: unknown };
  return typeof pageName === 'string' ? pageName : undefined;
}
