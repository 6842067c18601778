import { isValidGclid } from '@/lib/model/enquiry/gclid';
import { currentConsent } from './consent';
import { visitStorage } from './visitStorage';

/**
 * The Google Ads click identifier (`gclid`) of the landing address, kept in sessionStorage for
 * the visit so that it is still known when the visitor reaches the contact form, and sent with the
 * enquiry for ad attribution: only with the visitor's consent to advertising (consent.ts). Beside
 * it the visit keeps only its landing page (landingPage.ts), with consent to measurement.
 */
export const GCLID_STORAGE_KEY = 'gclid';

export function rememberGclid(
  value: unknown,
  storage: Storage | undefined = visitStorage(),
  allowed = currentConsent()?.advertising ?? false,
): void {
  if (!allowed || !storage || !isValidGclid(value)) return;
  try {
    storage.setItem(GCLID_STORAGE_KEY, value);
  } catch {
    // Storage can be full or blocked (private mode): attribution is lost, nothing else.
  }
}

export function recallGclid(storage: Storage | undefined = visitStorage()): string | undefined {
  try {
    const value = storage?.getItem(GCLID_STORAGE_KEY);
    return isValidGclid(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
