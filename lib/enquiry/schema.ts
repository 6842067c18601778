import * as z from 'zod/mini';

/**
 * A travel enquiry from the contact form. The form validates with this schema before sending and
 * the receiving server validates with it again, so both give the same answers. It is written with
 * zod/mini so that only the checks used here reach the contact page's bundle.
 */
export const TRAVEL_INTERESTS = [
  'Casino hotel stay',
  'Luxury hotel stay',
  'Nightlife',
  'Island experiences',
  'Something else',
] as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Control characters (line breaks included): a one-line field with one is an attempt at header injection. */
const NO_CONTROL_CHARACTERS = /^[^\u0000-\u001f\u007f]*$/;
/** The message may have line breaks and tabs, and no other control character. */
const NO_CONTROL_EXCEPT_LINES = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;
/** A key the form makes for each enquiry, so that a resent enquiry is stored once. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
const optionalDate = (message: string) =>
  z.string().check(z.trim(), z.regex(/^$|^\d{4}-\d{2}-\d{2}$/, message));

export const enquirySchema = z
  .strictObject({
    name: z
      .string()
      .check(
        z.trim(),
        z.minLength(2, 'Please enter your name'),
        z.maxLength(100, 'Please shorten your name'),
        z.regex(NO_CONTROL_CHARACTERS, 'Please enter your name on one line'),
      ),
    email: z
      .string()
      .check(
        z.trim(),
        z.maxLength(200, 'Please shorten the email address'),
        z.email('Please enter a valid email address'),
      ),
    phone: z
      .string()
      .check(
        z.trim(),
        z.regex(
          /^$|^\+?[0-9][0-9 ()-]{5,22}[0-9]$/,
          'Please enter a phone number such as +48 22 123 45 67, or leave it empty',
        ),
      ),
    interest: z.enum(TRAVEL_INTERESTS, 'Please choose what interests you most'),
    arrival: optionalDate('Please choose an arrival date'),
    departure: optionalDate('Please choose a departure date'),
    message: z
      .string()
      .check(
        z.trim(),
        z.minLength(10, 'Please tell us a little more (at least 10 characters)'),
        z.maxLength(2000, 'Please keep the message under 2000 characters'),
        z.regex(NO_CONTROL_EXCEPT_LINES, 'Please remove the special characters from the message'),
      ),
    consent: z.literal(true, 'Please agree to the privacy policy so that we can answer you'),
    /** The honeypot: hidden from people, so anything in it was typed by a bot. */
    website: z.string().check(z.maxLength(0, 'Leave this field empty')),
    gclid: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,200}$/, 'Invalid click identifier'))),
    idempotencyKey: z.optional(z.string().check(z.regex(IDEMPOTENCY_KEY_PATTERN, 'Invalid enquiry key'))),
  })
  .check(
    z.refine(
      (enquiry) =>
        !(ISO_DATE.test(enquiry.arrival) && ISO_DATE.test(enquiry.departure)) ||
        enquiry.departure >= enquiry.arrival,
      {
        message: 'Departure must be on or after arrival',
        path: ['departure'],
      },
    ),
  );

export type Enquiry = z.output<typeof enquirySchema>;
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

/** Field -> first message, for showing next to the fields. */
export function enquiryErrors(input: unknown): EnquiryErrors {
  const result = enquirySchema.safeParse(input);
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
