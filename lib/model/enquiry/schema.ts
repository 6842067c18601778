import * as z from 'zod/mini';
import { ISO_DATE } from '@/lib/model/i18n/dates';
import { ENQUIRY_VALIDATION, type EnquiryValidationMessages } from '@/lib/model/enquiry/messages';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/model/i18n/locales';
import { TRAVEL_INTERESTS } from './interests';

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

/** Control characters (line breaks included): a one-line field with one is an attempt at header injection. */
const NO_CONTROL_CHARACTERS = /^[^\u0000-\u001f\u007f]*$/;
/** The message may have line breaks and tabs, and no other control character. */
const NO_CONTROL_EXCEPT_LINES = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;
/** A key the form makes for each enquiry, so that a resent enquiry is stored once. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** The schema of an enquiry, its messages in the language of `messages`. */
export function enquirySchemaWith(messages: EnquiryValidationMessages) {
  // A value of the wrong type or an unknown field: zod's own words unless the language has its own.
  const typed = { error: () => messages.wrongType };
  const text = () => z.string(typed);
  const optionalDate = (message: string) =>
    text().check(z.trim(), z.regex(/^$|^\d{4}-\d{2}-\d{2}$/, message));
  return z
    .strictObject(
      {
        name: text().check(
          z.trim(),
          z.minLength(2, messages.nameRequired),
          z.maxLength(100, messages.nameTooLong),
          z.regex(NO_CONTROL_CHARACTERS, messages.nameOneLine),
        ),
        email: text().check(
          z.trim(),
          z.maxLength(200, messages.emailTooLong),
          z.email(messages.emailInvalid),
        ),
        phone: text().check(z.trim(), z.regex(/^$|^\+?[0-9][0-9 ()-]{5,22}[0-9]$/, messages.phoneInvalid)),
        interest: z.enum(TRAVEL_INTERESTS, messages.interestRequired),
        arrival: optionalDate(messages.arrivalInvalid),
        departure: optionalDate(messages.departureInvalid),
        message: text().check(
          z.trim(),
          z.minLength(10, messages.messageTooShort),
          z.maxLength(2000, messages.messageTooLong),
          z.regex(NO_CONTROL_EXCEPT_LINES, messages.messageCharacters),
        ),
        consent: z.literal(true, messages.consentRequired),
        /** The honeypot: hidden from people, so anything in it was typed by a bot. */
        website: text().check(z.maxLength(0, messages.honeypot)),
        gclid: z.optional(text().check(z.regex(/^[A-Za-z0-9_-]{1,200}$/, messages.gclidInvalid))),
        idempotencyKey: z.optional(text().check(z.regex(IDEMPOTENCY_KEY_PATTERN, messages.keyInvalid))),
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
