import { ENQUIRY_FORM_MESSAGES } from '@/lib/model/enquiry/messages';
import { DEFAULT_LOCALE, type Locale } from '@/lib/model/i18n/locales';
import { MESSAGES } from '@/lib/model/site/messages';
import { BRAND } from '@/lib/model/site/config';
import { TRAVEL_INTERESTS, type EnquiryField, type TravelInterest } from './schema';
import type { VisitField } from './visit';

/**
 * The enquiry form's fields and fixed texts, in display order, in each language. The form
 * (ContactForm) renders them, and so does the receiver's page for a form sent without JavaScript
 * (the form again, with its messages), so both show the visitor the same labels. Pure data:
 * relative imports only, no React.
 */

/** The fields a visitor fills in (the honeypot and what the page notes itself are hidden). */
export type VisibleEnquiryField = Exclude<
  EnquiryField,
  'website' | 'idempotencyKey' | 'locale' | 'formMs' | 'privacy' | VisitField
>;

export type EnquiryInputType = 'text' | 'email' | 'tel' | 'date' | 'select' | 'textarea' | 'checkbox';

export interface EnquiryFieldSpec {
  name: VisibleEnquiryField;
  label: string;
  type: EnquiryInputType;
  required: boolean;
  autoComplete?: string;
  placeholder?: string;
}

export interface ConsentLabel {
  before: string;
  link: { text: string; href: string };
  after: string;
}

/** The consent box's label in `locale`, in parts: its words on the policy link to the policy. */
export function consentLabel(locale: Locale): ConsentLabel {
  const { consent } = ENQUIRY_FORM_MESSAGES[locale];
  return {
    before: consent.before,
    link: { text: consent.linkText, href: MESSAGES[locale].paths.privacy },
    after: consent.after(BRAND.name),
  };
}

const fieldsByLocale = new Map<Locale, readonly EnquiryFieldSpec[]>();

/** The fields in `locale`, in display order. */
export function enquiryFields(locale: Locale): readonly EnquiryFieldSpec[] {
  const known = fieldsByLocale.get(locale);
  if (known) return known;
  const { labels, messagePlaceholder } = ENQUIRY_FORM_MESSAGES[locale];
  const consent = consentLabel(locale);
  const fields: readonly EnquiryFieldSpec[] = [
    { name: 'name', label: labels.name, type: 'text', required: true, autoComplete: 'name' },
    { name: 'email', label: labels.email, type: 'email', required: true, autoComplete: 'email' },
    { name: 'phone', label: labels.phone, type: 'tel', required: false, autoComplete: 'tel' },
    { name: 'interest', label: labels.interest, type: 'select', required: true },
    { name: 'arrival', label: labels.arrival, type: 'date', required: false },
    { name: 'departure', label: labels.departure, type: 'date', required: false },
    {
      name: 'message',
      label: labels.message,
      type: 'textarea',
      required: true,
      placeholder: messagePlaceholder,
    },
    {
      name: 'consent',
      label: `${consent.before}${consent.link.text}${consent.after}`,
      type: 'checkbox',
      required: true,
    },
  ];
  fieldsByLocale.set(locale, fields);
  return fields;
}

/** The form's other fixed texts in `locale`. */
export function enquiryTexts(locale: Locale) {
  const { chooseOne, requiredMark, requiredNote } = ENQUIRY_FORM_MESSAGES[locale];
  return { chooseOne, requiredMark, requiredNote };
}

/** The travel interests as options: the English value the form sends, the label in `locale`. */
export function interestOptions(locale: Locale): { value: TravelInterest; label: string }[] {
  const { interests } = ENQUIRY_FORM_MESSAGES[locale];
  return TRAVEL_INTERESTS.map((value) => ({ value, label: interests[value] }));
}

/** The spec of one field, in `locale`. */
export function enquiryField(name: VisibleEnquiryField, locale: Locale = DEFAULT_LOCALE): EnquiryFieldSpec {
  const spec = enquiryFields(locale).find((field) => field.name === name);
  if (!spec) throw new Error(`No enquiry field named ${name}`);
  return spec;
}

/** The English fields, texts and consent label. */
export const ENQUIRY_FIELDS = enquiryFields(DEFAULT_LOCALE);
export const ENQUIRY_TEXTS = enquiryTexts(DEFAULT_LOCALE);
export const CONSENT_LABEL = consentLabel(DEFAULT_LOCALE);
