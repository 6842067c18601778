import { EMPTY_ENQUIRY } from '@/lib/enquiry/schema';

/**
 * An enquiry posted by the browser as a form (application/x-www-form-urlencoded), turned into the
 * object the schema checks: a ticked box is sent as "on" and an unticked one not at all, and empty
 * optional hidden fields mean "none". A field sent twice is refused rather than guessed at.
 */
export type FormFields = Record<string, string>;

export function formFields(body: unknown): FormFields | { error: string } {
  if (!body || typeof body !== 'object') return { error: 'body: expected form fields' };
  const fields: FormFields = {};
  for (const [key, value] of Object.entries(body)) {
    if (typeof value !== 'string') return { error: `${key}: sent more than once` };
    fields[key] = value;
  }
  return fields;
}

const OPTIONAL_WHEN_EMPTY = ['gclid', 'idempotencyKey'];

export function enquiryFromForm(fields: FormFields): Record<string, unknown> {
  const enquiry: Record<string, unknown> = {
    ...EMPTY_ENQUIRY,
    ...fields,
    consent: fields.consent === 'on' || fields.consent === 'true',
  };
  for (const key of OPTIONAL_WHEN_EMPTY) if (enquiry[key] === '') delete enquiry[key];
  return enquiry;
}
