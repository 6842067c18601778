import { isValidGclid } from '@/lib/model/enquiry/gclid';

/**
 * The Google Ads click identifier (`gclid`) of the landing address, kept in sessionStorage for
 * the visit so that it is still known when the visitor reaches the contact form, and sent with the
 * enquiry for ad attribution. Nothing else is stored in the browser.
 */
export const GCLID_STORAGE_KEY = 'gclid';

export function rememberGclid(value: unknown, storage: Storage | undefined = safeSessionStorage()): void {
  if (!storage || !isValidGclid(value)) return;
  try {
    storage.setItem(GCLID_STORAGE_KEY, value);
  } catch {
    // Storage can be full or blocked (private mode): attribution is lost, nothing else.
  }
}

export function recallGclid(storage: Storage | undefined = safeSessionStorage()): string | undefined {
  try {
    const value = storage?.getItem(GCLID_STORAGE_KEY);
    return isValidGclid(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function safeSessionStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}
