import { EMPTY_ENQUIRY } from '@/lib/model/enquiry/schema';
import { ENQUIRY_REFUSALS } from '@/lib/model/enquiry/messages';
import { DEFAULT_LOCALE, type Locale } from '@/lib/model/i18n/locales';
import { VISIT_FIELDS } from '@/lib/model/enquiry/visit';

/**
 * An enquiry posted by the browser as a form (application/x-www-form-urlencoded), turned into the
 * object the schema checks: a ticked box is sent as "on" and an unticked one not at all, and empty
 * optional hidden fields mean "none". A field sent twice is refused rather than guessed at, in
 * `locale`'s words.
 */
export type FormFields = Record<string, string>;

export function formFields(body: unknown, locale: Locale = DEFAULT_LOCALE): FormFields | { error: string } {
  const refusals = ENQUIRY_REFUSALS[locale];
  if (!body || typeof body !== 'object') return { error: refusals.formFields };
  const fields: FormFields = {};
  for (const [key, value] of Object.entries(body)) {
    if (typeof value !== 'string') return { error: refusals.sentTwice(key) };
    fields[key] = value;
  }
  return fields;
}

const OPTIONAL_WHEN_EMPTY = ['idempotencyKey', 'locale', 'formMs', 'privacy', ...VISIT_FIELDS];

export function enquiryFromForm(fields: FormFields): Record<string, unknown> {
  const enquiry: Record<string, unknown> = {
    ...EMPTY_ENQUIRY,
    ...fields,
    consent: fields.consent === 'on' || fields.consent === 'true',
  };
  for (const key of OPTIONAL_WHEN_EMPTY) if (enquiry[key] === '') delete enquiry[key];
  // The boot script's milliseconds arrive as text; anything but digits stays text, which the schema refuses.
  if (typeof enquiry.formMs === 'string' && /^\d{1,15}$/.test(enquiry.formMs)) {
    enquiry.formMs = Number(enquiry.formMs);
  }
  return enquiry;
}
