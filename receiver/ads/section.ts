import { formatMoney } from '@/lib/model/money/money';
import type { Locale } from '@/lib/model/i18n/locales';
import type { LeadSection } from '../desk/sections';
import { escapeHtml as e } from '../http/html';
import { warsawTime } from '../mail/leadEmail';
import { adsOutboxId } from './uploads';

/** The section's words, in the desk's two languages. */
const WORDS = {
  pl: {
    heading: 'Google Ads',
    kinds: { conversion: 'Konwersja', restatement: 'Nowa wartość', retraction: 'Wycofanie (wartość 0)' },
    queued: 'czeka na wysłanie',
    sent: (when: string, id: string) => `wysłano ${when}${id ? ` (żądanie ${id})` : ''}`,
    refused: (reason: string) => `odrzucone: ${reason}`,
    retry: (when: string) => `kolejna próba ${when}`,
    withoutConsent: 'Rezerwacja nie jest wysyłana do Google: klient nie zgodził się na reklamy.',
    notSetUp: 'Wysyłanie do Google nie jest skonfigurowane (LEADS_ADS_CREDENTIALS); zostaje plik CSV.',
    noValue: 'bez wartości',
  },
  en: {
    heading: 'Google Ads',
    kinds: { conversion: 'Conversion', restatement: 'New value', retraction: 'Retraction (value 0)' },
    queued: 'waiting to be sent',
    sent: (when: string, id: string) => `sent ${when}${id ? ` (request ${id})` : ''}`,
    refused: (reason: string) => `refused: ${reason}`,
    retry: (when: string) => `next try ${when}`,
    withoutConsent: 'The booking is not sent to Google: the visitor did not consent to advertising.',
    notSetUp: 'Sending to Google is not set up (LEADS_ADS_CREDENTIALS); the CSV file remains.',
    noValue: 'no value',
  },
} as const satisfies Record<Locale, unknown>;

/**
 * On a lead's page: what Google was told of its booking, upload by upload, with each one's state
 * (waiting, sent with Google's request id, refused with Google's reason and the next try); or why
 * the booking is not sent. Nothing for a lead that was never booked.
 */
export const adsSection: LeadSection = {
  place: 'bottom',
  async render({ db, settings }, _request, lead, { locale }) {
    const w = WORDS[locale];
    const uploads = await db
      .selectFrom('ads_uploads')
      .selectAll()
      .where('lead_id', '=', lead.id)
      .orderBy('seq')
      .execute();
    // Each upload's next try, from its outbox row.
    const retries = new Map(
      uploads.length === 0
        ? []
        : (
            await db
              .selectFrom('outbox')
              .select(['id', 'next_attempt_at'])
              .where(
                'id',
                'in',
                uploads.map((upload) => adsOutboxId(upload.id)),
              )
              .execute()
          ).map((row) => [row.id, row.next_attempt_at]),
    );
    const booked = lead.booked_at !== null;
    if (uploads.length === 0 && !booked) return '';
    const lines: string[] = [];
    for (const upload of uploads) {
      const retryAt = retries.get(adsOutboxId(upload.id));
      const value =
        upload.value_minor === null
          ? w.noValue
          : formatMoney(
              { minor: upload.value_minor, currency: upload.currency ?? settings.conversions.currency },
              locale,
            );
      const state =
        upload.sent_at !== null
          ? w.sent(warsawTime(upload.sent_at), upload.request_id ?? '')
          : upload.last_error !== null
            ? `${w.refused(upload.last_error)}${retryAt ? ` · ${w.retry(warsawTime(retryAt))}` : ''}`
            : w.queued;
      const kind = upload.sent_at !== null ? 'sent' : upload.last_error !== null ? 'refused' : 'queued';
      lines.push(
        `<li data-upload="${kind}">${e(w.kinds[upload.kind])}: ${e(value)} · <span${kind === 'refused' ? ' class="error"' : ''}>${e(state)}</span></li>`,
      );
    }
    const note =
      uploads.length > 0
        ? ''
        : lead.consent_ad_user_data !== 'granted'
          ? w.withoutConsent
          : settings.conversions.dataManager?.credentialsFile
            ? ''
            : w.notSetUp;
    if (lines.length === 0 && !note) return '';
    return `<section class="card" aria-labelledby="ads-heading">
<h2 id="ads-heading">${e(w.heading)}</h2>
${note ? `<p class="hint">${e(note)}</p>` : ''}${lines.length > 0 ? `<ul class="ads-uploads">${lines.join('\n')}</ul>` : ''}
</section>`;
  },
};
