import { isLandingPage } from '@/lib/model/enquiry/visit';
import { visitStorage } from './visitStorage';

/**
 * The path of the first page of the visit (`/pl/kasyno`: no host, no query), kept in
 * sessionStorage by the boot script (lib/browser/boot.js) at that page's first use, and sent with
 * an enquiry so that the office knows which page brought it. An empty entry is a first page whose
 * path an enquiry cannot carry: none is sent.
 */
export const LANDING_PAGE_STORAGE_KEY = 'landingPage';

export function recallLandingPage(storage: Storage | undefined = visitStorage()): string | undefined {
  try {
    const value = storage?.getItem(LANDING_PAGE_STORAGE_KEY);
    return isLandingPage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
