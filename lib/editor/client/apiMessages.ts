import type { Locale } from '@/lib/model/i18n/locales';
import { ApiError } from './apiClient';
import { API_MESSAGES_WORDS } from './words/apiMessages';

/**
 * What the page dialogs say when a write is refused, in the editor's language `uiLocale`: a stale
 * version (412) in its words, any other refusal in the server's.
 */
export function apiFailure(error: unknown, uiLocale: Locale): string {
  if (error instanceof ApiError && error.status === 412) return API_MESSAGES_WORDS[uiLocale].stale;
  return error instanceof Error ? error.message : String(error);
}

export function isConflict(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}
