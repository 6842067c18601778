import * as z from 'zod/mini';
import { ISO_DATE } from '@/lib/model/i18n/dates';
import { ENQUIRY_VALIDATION, type EnquiryValidationMessages } from '@/lib/model/enquiry/messages';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/model/i18n/locales';
import { TRAVEL_INTERESTS } from './interests';
import { CONSENT_VALUE_PATTERN } from '@/lib/model/consent/consent';
import {
  AD_CLICK_ID_PATTERN,
  CAMPAIGN_TAG_PATTERN,
  FORM_MS_MAX,
  LANDING_PAGE_MAX,
  LANDING_PAGE_PATTERN,
} from './visit';

export { TRAVEL_INTERESTS, type TravelInterest } from './interests';

/**
 * A travel enquiry from the contact form. The form validates with this schema before sending and
 * the receiving server validates with it again, so both give the same answers. It is written with
 * zod/mini so that only the checks used here reach the contact page's bundle.
 *
 * One shape in every language: only the messages differ (lib/model/enquiry/messages.ts), so the
 * schema is made from a language's messages (enquirySchemaFor) and `enquirySchema` is the English
 * one. The enquiry says which language it was written in (`locale`, absent for English), so that
 * the receiver answers, and the office replies, in it.
 */

/**
 * Control characters: C0 (line breaks included), DEL and C1 (U+0080–U+009F, NEL and CSI among
 * them). In a one-line field, one is an attempt at header injection or at a terminal's escapes.
 */
const NO_CONTROL_CHARACTERS = /^[^\u0000-\u001f\u007f-\u009f]*$/;
/** The message may have line breaks and tabs, and no other control character (C0, DEL, C1). */
const NO_CONTROL_EXCEPT_LINES = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]*$/;
/**
 * Bidirectional controls: the Arabic letter mark, the left-to-right and right-to-left marks, the
 * embeddings and overrides (U+202A–U+202E) and the isolates (U+2066–U+2069). They change the order
 * in which text shows, so a name in the inbox or an email's header could read other than it is.
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** What shows nothing: white space, zero-width spaces and joiners, the word joiner, the BOM, the soft hyphen. */
const INVISIBLE = /[\s\u00ad\u200b-\u200d\u2060\ufeff]/g;
/** A key the form makes for each enquiry, so that a resent enquiry is stored once. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** The schema of an enquiry, its messages in the language of `messages`. */
export function enquirySchemaWith(messages: EnquiryValidationMessages) {
  // A value of the wrong type or an unknown field: zod's own words unless the language has its own.
  const typed = { error: () => messages.wrongType };
  const text = () => z.string(typed);
  /** An optional field: absent from a script's enquiry is the same as left empty in the form. */
  const optional = (schema: ReturnType<typeof text>) => z._default(schema, '');
  const clickId = text().check(z.regex(AD_CLICK_ID_PATTERN, messages.clickIdInvalid));
  const campaignTag = text().check(z.regex(CAMPAIGN_TAG_PATTERN, messages.campaignInvalid));
  const optionalDate = (message: string) =>
    optional(
      text().check(
        z.trim(),
        z.refine((date) => date === '' || isCalendarDay(date), message),
      ),
    );
  return z
    .strictObject(
      {
        name: text().check(
          z.trim(),
          // Two characters that show: a name of zero-width spaces is no name.
          z.refine((name) => name.replace(INVISIBLE, '').length >= 2, messages.nameRequired),
          z.maxLength(100, messages.nameTooLong),
          z.regex(NO_CONTROL_CHARACTERS, messages.nameOneLine),
          // Refused rather than removed: no one types them in a name, and a one-line field stays as sent.
          z.refine((name) => name.search(BIDI_CONTROLS) < 0, messages.nameCharacters),
        ),
        email: text().check(
          z.trim(),
          z.maxLength(200, messages.emailTooLong),
          z.email(messages.emailInvalid),
        ),
        phone: optional(
          text().check(z.trim(), z.regex(/^$|^\+?[0-9][0-9 ()-]{5,22}[0-9]$/, messages.phoneInvalid)),
        ),
        interest: z.enum(TRAVEL_INTERESTS, messages.interestRequired),
        arrival: optionalDate(messages.arrivalInvalid),
        departure: optionalDate(messages.departureInvalid),
        message: text().check(
          // Removed rather than refused: right-to-left text may carry marks its keyboard put there,
          // which the visitor cannot see to take out; without them the office reads it in the order
          // it was written.
          z.overwrite((message) => message.replace(BIDI_CONTROLS, '')),
          z.trim(),
          z.minLength(10, messages.messageTooShort),
          z.maxLength(2000, messages.messageTooLong),
          z.regex(NO_CONTROL_EXCEPT_LINES, messages.messageCharacters),
        ),
        consent: z.literal(true, messages.consentRequired),
        /** The honeypot: hidden from people, so anything in it was typed by a bot. */
        website: optional(text().check(z.maxLength(0, messages.honeypot))),
        /** The ad click ids (lib/model/enquiry/visit.ts): kept only with consent to advertising. */
        gclid: z.optional(clickId),
        gbraid: z.optional(clickId),
        wbraid: z.optional(clickId),
        /** The landing address's campaign tags: kept only with consent to measurement. */
        utmSource: z.optional(campaignTag),
        utmMedium: z.optional(campaignTag),
        utmCampaign: z.optional(campaignTag),
        /**
         * The visitor's privacy choice when it was sent, as its cookie holds it
         * (lib/model/consent/consent.ts): none before a choice.
         */
        privacy: z.optional(text().check(z.regex(CONSENT_VALUE_PATTERN, messages.privacyInvalid))),
        idempotencyKey: z.optional(text().check(z.regex(IDEMPOTENCY_KEY_PATTERN, messages.keyInvalid))),
        /**
         * Milliseconds from the form's first use to its sending (the boot script's clock), for the
         * spam score only: a page's script can send any number, so it is evidence, never a rule.
         */
        formMs: z.optional(
          z
            .int({ error: () => messages.formMsInvalid })
            .check(z.minimum(0, messages.formMsInvalid), z.maximum(FORM_MS_MAX, messages.formMsInvalid)),
        ),
        /** The path of the visit's first page (`/pl/kasyno`), so the office knows what brought it. */
        landingPage: z.optional(
          text().check(
            z.maxLength(LANDING_PAGE_MAX, messages.landingPageInvalid),
            z.regex(LANDING_PAGE_PATTERN, messages.landingPageInvalid),
          ),
        ),
        /** The language of the page it was sent from; absent means English. */
        locale: z.optional(z.enum(LOCALES, messages.localeInvalid)),
      },
      {
        error: (issue) =>
          issue.code === 'unrecognized_keys' ? messages.unknownField?.(issue.keys) : messages.wrongType,
      },
    )
    .check(
      z.refine(
        (enquiry) =>
          !(ISO_DATE.test(enquiry.arrival) && ISO_DATE.test(enquiry.departure)) ||
          enquiry.departure >= enquiry.arrival,
        {
          message: messages.departureBeforeArrival,
          path: ['departure'],
        },
      ),
    );
}

/** A day of the calendar written `2027-05-12`: 2027-02-30 and 2027-13-45 are not (Date.UTC rolls them over). */
function isCalendarDay(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const [year, month, day] = [value.slice(0, 4), value.slice(5, 7), value.slice(8, 10)];
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.toISOString().slice(0, 10) === value;
}

export type EnquirySchema = ReturnType<typeof enquirySchemaWith>;

const schemas = new Map<Locale, EnquirySchema>();

/** The schema with its messages in `locale` (made once per language). */
export function enquirySchemaFor(locale: Locale): EnquirySchema {
  let schema = schemas.get(locale);
  if (!schema) schemas.set(locale, (schema = enquirySchemaWith(ENQUIRY_VALIDATION[locale])));
  return schema;
}

/** The schema with English messages. */
export const enquirySchema = enquirySchemaFor(DEFAULT_LOCALE);

export type Enquiry = z.output<EnquirySchema>;
export type EnquiryField = keyof Enquiry;

export type EnquiryErrors = Partial<Record<EnquiryField, string>>;

/** Field -> first message of a failed check's issues, for showing next to the fields. */
export function errorsByField(issues: readonly z.core.$ZodIssue[]): EnquiryErrors {
  const errors: EnquiryErrors = {};
  for (const issue of issues) {
    const field = issue.path[0] as EnquiryField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** Field -> first message, in `locale`, for showing next to the fields. */
export function enquiryErrors(input: unknown, locale: Locale = DEFAULT_LOCALE): EnquiryErrors {
  const result = enquirySchemaFor(locale).safeParse(input);
  return result.success ? {} : errorsByField(result.error.issues);
}

/** The form's empty state. */
export const EMPTY_ENQUIRY = {
  name: '',
  email: '',
  phone: '',
  interest: '',
  arrival: '',
  departure: '',
  message: '',
  consent: false,
  website: '',
};

export type EnquiryDraft = typeof EMPTY_ENQUIRY;
