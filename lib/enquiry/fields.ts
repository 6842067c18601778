import { BRAND } from '../site/config';
import type { EnquiryField } from './schema';

/**
 * The enquiry form's fields and fixed texts, in display order. The form (ContactForm) renders them,
 * and so does the receiver's page for a form sent without JavaScript (the form again, with its
 * messages), so both show the visitor the same labels. Pure data: relative imports only, no React.
 */

/** The fields a visitor fills in (the honeypot, the gclid and the idempotency key are hidden). */
export type VisibleEnquiryField = Exclude<EnquiryField, 'website' | 'gclid' | 'idempotencyKey'>;

export type EnquiryInputType = 'text' | 'email' | 'tel' | 'date' | 'select' | 'textarea' | 'checkbox';

export interface EnquiryFieldSpec {
  name: VisibleEnquiryField;
  label: string;
  type: EnquiryInputType;
  required: boolean;
  autoComplete?: string;
  placeholder?: string;
}

/** The consent box's label, in parts: its words "privacy policy" link to the policy. */
export const CONSENT_LABEL = {
  before: 'I have read the ',
  link: { text: 'privacy policy', href: '/privacy-policy' },
  after: ` and agree that ${BRAND.name} uses my details to answer this enquiry.`,
} as const;

export const ENQUIRY_FIELDS: readonly EnquiryFieldSpec[] = [
  { name: 'name', label: 'Full name', type: 'text', required: true, autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', required: true, autoComplete: 'email' },
  { name: 'phone', label: 'Phone (optional)', type: 'tel', required: false, autoComplete: 'tel' },
  { name: 'interest', label: 'Travel interest', type: 'select', required: true },
  { name: 'arrival', label: 'Arrival (optional)', type: 'date', required: false },
  { name: 'departure', label: 'Departure (optional)', type: 'date', required: false },
  {
    name: 'message',
    label: 'Your message',
    type: 'textarea',
    required: true,
    placeholder: 'Who is travelling, what you would like to do, and anything we should know.',
  },
  {
    name: 'consent',
    label: `${CONSENT_LABEL.before}${CONSENT_LABEL.link.text}${CONSENT_LABEL.after}`,
    type: 'checkbox',
    required: true,
  },
];

/** The form's other fixed texts. */
export const ENQUIRY_TEXTS = {
  /** The select's first, empty option. */
  chooseOne: 'Choose one',
  /** After a required label that the field does not mark by itself (the consent box). */
  requiredMark: ' *',
  /** Beside the submit button. */
  requiredNote: '* required',
} as const;

/** The spec of one field. */
export function enquiryField(name: VisibleEnquiryField): EnquiryFieldSpec {
  const spec = ENQUIRY_FIELDS.find((field) => field.name === name);
  if (!spec) throw new Error(`No enquiry field named ${name}`);
  return spec;
}
