import { ApiError } from './apiClient';

/** What the page dialogs say when a write is refused. */
export const STALE_MESSAGE =
  'Not saved: this page was changed elsewhere (another tab, or another person) since the editor loaded it. Reload the editor to get the latest version; what you typed is still here.';

export function apiFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 412) return STALE_MESSAGE;
  return error instanceof Error ? error.message : String(error);
}

export function isConflict(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}
