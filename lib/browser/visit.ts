import type { ConsentChoice } from '@/lib/model/consent/consent';
import {
  AD_CLICK_IDS,
  isVisitValue,
  type AdClickId,
  type AddressVisitField,
} from '@/lib/model/enquiry/visit';
import { currentConsent } from './consent';
import { visitStorage } from './visitStorage';

/**
 * What the landing address says about the visit, kept in sessionStorage for the visit (under the
 * enquiry's field names) so that an enquiry sent from a later page still carries it, as far as the
 * visitor's privacy choice allows (consent.ts): the ad click ids (`gclid`, `gbraid`, `wbraid`) with
 * consent to advertising, the campaign tags (`utm_source`, `utm_medium`, `utm_campaign`) with
 * consent to measurement. The boot script (lib/browser/boot.js) keeps them at first paint by the
 * same rules; this covers `next dev` and a client-side navigation to an address with them.
 */
const isAdClick = (field: AddressVisitField): field is AdClickId =>
  (AD_CLICK_IDS as readonly string[]).includes(field);

/** Keeps what the choice allows of an address's values; a value already kept is replaced. */
export function rememberVisit(
  values: Partial<Record<AddressVisitField, string>>,
  storage: Storage | undefined = visitStorage(),
  choice: ConsentChoice | undefined = currentConsent(),
): void {
  if (!storage || !choice) return;
  for (const [field, value] of Object.entries(values) as [AddressVisitField, string][]) {
    const allowed = isAdClick(field) ? choice.advertising : choice.measurement;
    if (!allowed || !isVisitValue(field, value)) continue;
    try {
      storage.setItem(field, value);
    } catch {
      // Storage can be full or blocked (private mode): attribution is lost, nothing else.
    }
  }
}

/** The value kept for the visit, if valid. */
export function recallVisit(
  field: AddressVisitField,
  storage: Storage | undefined = visitStorage(),
): string | undefined {
  try {
    const value = storage?.getItem(field);
    return isVisitValue(field, value) ? value : undefined;
  } catch {
    return undefined;
  }
}
