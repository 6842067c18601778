import { deviceOfWidth, type ViewKind } from '@/lib/model/measure/views';
import { VIEW_PATH } from '@/lib/model/sharedPaths';
import { visitOfAddress } from '@/lib/model/enquiry/visit';

/**
 * A view of a page the app showed without loading it (a client-side navigation), counted as the
 * boot script counts the first one (lib/browser/boot.js, countBeacon): the same fields, sent by
 * sendBeacon, no cookie. The referring site is ours: none.
 */
export function countPageView(address: string, kind: ViewKind = 'view'): void {
  try {
    if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
    const url = new URL(address, window.location.href);
    const campaign = visitOfAddress(url.searchParams);
    const fields = new URLSearchParams({
      k: kind,
      p: url.pathname,
      l: document.documentElement.lang,
      r: '',
      s: campaign.utmSource ?? '',
      m: campaign.utmMedium ?? '',
      c: campaign.utmCampaign ?? '',
      d: deviceOfWidth(window.innerWidth),
    });
    navigator.sendBeacon(
      VIEW_PATH,
      new Blob([fields.toString()], { type: 'application/x-www-form-urlencoded' }),
    );
  } catch {
    // A count lost, nothing else.
  }
}
