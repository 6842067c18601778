import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useLocale } from '@/context/LocaleContext';
import { HttpError, postJson } from '@/lib/browser/postJson';
import { ENQUIRY_ENDPOINT } from '@/lib/model/enquiry/endpoint';
import { consentCookieValue } from '@/lib/browser/consent';
import { recallVisit } from '@/lib/browser/visit';
import { recallLandingPage } from '@/lib/browser/landingPage';
import { CHECKS_HELD_ATTRIBUTE } from '@/lib/browser/earlyInput';
import { isFormMs, isVisitValue, VISIT_FIELDS, type VisitField } from '@/lib/model/enquiry/visit';
import { isIdempotencyKey, newIdempotencyKey } from '@/lib/browser/idempotencyKey';
import {
  EMPTY_ENQUIRY,
  enquiryErrors,
  type EnquiryDraft,
  type EnquiryField,
} from '@/lib/model/enquiry/schema';
import { DEFAULT_LOCALE, localeOfPath, type Locale } from '@/lib/model/i18n/locales';

export type SubmitStatus = 'idle' | 'sending' | 'sent' | 'failed';

export interface EnquiryForm {
  draft: EnquiryDraft;
  errors: Partial<Record<EnquiryField, string>>;
  status: SubmitStatus;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /**
   * The form element's ref callback. The exported form lets the browser check it (`required`,
   * `type="email"`), so an enquiry sent before this code arrives is held in the page when invalid;
   * from here on the form's own messages take over, and the browser's checks are turned off.
   */
  takeOverChecks: (form: HTMLFormElement | null) => void;
}

interface Options {
  onSent: () => void;
  onFailed: (reason: string) => void;
  /** The language of the page: of the messages, and sent with the enquiry. */
  locale?: Locale;
}

/**
 * The language of the page the form is on. The page's providers tell it (LocaleContext), except in
 * the form's own React root, where the exported form is hydrated on first use
 * (components/registry/DeferredSection.tsx) and no provider of the page's reaches: there the
 * page's address does, which is the one the form was exported for. Read once, when the form mounts.
 */
export function useEnquiryLocale(): Locale {
  const pageLocale = useLocale();
  const [locale] = useState<Locale>(() =>
    pageLocale !== DEFAULT_LOCALE || typeof window === 'undefined'
      ? pageLocale
      : localeOfPath(window.location.pathname),
  );
  return locale;
}

type HiddenField = 'idempotencyKey' | 'formMs' | VisitField;

/** The form's hidden input of that name, if it has one. */
function hiddenInput(form: HTMLFormElement, name: HiddenField): HTMLInputElement | undefined {
  const input = form.querySelector(`input[type="hidden"][name="${name}"]`);
  return input instanceof HTMLInputElement ? input : undefined;
}

/**
 * What the boot script noted about the visit, for the enquiry: the ad click ids, the landing page
 * and the campaign (kept for the visit, or written into the form should storage be blocked), the
 * privacy choice they were kept under, and the time from the form's first use to this sending,
 * which it wrote into the form as the submit event passed (none without the boot script: `next
 * dev`). Only valid values: the visitor could not correct another. The receiver keeps only what
 * the choice allows (withinConsent).
 */
function visitOf(form: HTMLFormElement) {
  const written = (name: HiddenField) => hiddenInput(form, name)?.value;
  const visit: Partial<Record<VisitField, string>> = {};
  for (const field of VISIT_FIELDS) {
    const value = (field === 'landingPage' ? recallLandingPage() : recallVisit(field)) ?? written(field);
    if (isVisitValue(field, value)) visit[field] = value;
  }
  const ms = written('formMs');
  const formMs = ms && /^\d+$/.test(ms) ? Number(ms) : undefined;
  const privacy = consentCookieValue();
  return {
    ...visit,
    ...(privacy ? { privacy } : {}),
    ...(isFormMs(formMs) ? { formMs } : {}),
  };
}

/** The receiver's answer to a key it stored before with another enquiry. */
const isKeyReused = (error: unknown) => error instanceof HttpError && error.status === 409;

/**
 * State and submission of the enquiry form: validation with the shared schema (messages next to
 * the fields, focus on the first wrong one), the gclid of the visit, and a draft that survives a
 * failed submission untouched.
 *
 * Messages are in the page's language, and an enquiry from a page in another language than English
 * says which (`locale`), so that the receiver and the office answer in it.
 *
 * Each enquiry goes with an idempotency key, kept in the form's hidden `idempotencyKey` input (the
 * boot script puts the first one there when the form is first used, so a form posted before
 * hydration has it too): it is sent again on a retry after a failure, so the receiver stores the
 * enquiry once, and replaced after a success, for the next enquiry. A 409 says the key was stored
 * with another enquiry (an earlier version whose answer was lost, then changed; a key the browser
 * restored into the form): nothing of this one was stored, so it goes once more at once under a
 * new key, which is then kept like any other, and what the visitor typed stays until it is sent.
 */
export function useEnquiryForm({ onSent, onFailed, locale = DEFAULT_LOCALE }: Options): EnquiryForm {
  const [draft, setDraft] = useState<EnquiryDraft>(EMPTY_ENQUIRY);
  const [errors, setErrors] = useState<Partial<Record<EnquiryField, string>>>({});
  const [status, setStatus] = useState<SubmitStatus>('idle');
  // The key when the form has no hidden input to keep it in.
  const keptKey = useRef<string | undefined>(undefined);

  const keepKey = (input: HTMLInputElement | undefined, key: string) => {
    keptKey.current = key;
    if (input) input.value = key;
  };
  /** The key of the enquiry being sent: the one kept, or a new one, which is then kept. */
  const currentKey = (form: HTMLFormElement): string => {
    const input = hiddenInput(form, 'idempotencyKey');
    const written = input?.value;
    const key = isIdempotencyKey(written) ? written : (keptKey.current ?? newIdempotencyKey());
    keepKey(input, key);
    return key;
  };

  const onChange: EnquiryForm['onChange'] = (event) => {
    const { name, value } = event.target;
    const field = name as keyof EnquiryDraft;
    const next =
      event.target instanceof HTMLInputElement && event.target.type === 'checkbox'
        ? event.target.checked
        : value;
    setDraft((previous) => ({ ...previous, [field]: next }));
    // A corrected field loses its message at once; others wait for the next submit.
    if (errors[field as EnquiryField]) setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const onSubmit: EnquiryForm['onSubmit'] = async (event) => {
    event.preventDefault();
    const form = event.currentTarget;
    // Sent again after hydration because the browser held it (earlyInput.ts): messages, no sending.
    const checkOnly = form.hasAttribute(CHECKS_HELD_ATTRIBUTE);
    form.removeAttribute(CHECKS_HELD_ATTRIBUTE);
    const enquiry = {
      ...draft,
      ...visitOf(form),
      ...(locale !== DEFAULT_LOCALE ? { locale } : {}),
    };
    const found = enquiryErrors(enquiry, locale);
    if (draft.website !== '') {
      // Only a bot fills the hidden field: it is told the enquiry went, and nothing is sent.
      setStatus('sent');
      return;
    }
    setErrors(found);
    const firstInvalid = Object.keys(found)[0];
    if (firstInvalid) {
      form.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    if (checkOnly) return;
    setStatus('sending');
    const send = (idempotencyKey: string) => postJson(ENQUIRY_ENDPOINT, { ...enquiry, idempotencyKey });
    try {
      try {
        await send(currentKey(form));
      } catch (error) {
        if (!isKeyReused(error)) throw error;
        // Once: a second 409 under a key just made is no lost answer, and shows as a failure.
        const key = newIdempotencyKey();
        keepKey(hiddenInput(form, 'idempotencyKey'), key);
        await send(key);
      }
      setStatus('sent');
      setDraft(EMPTY_ENQUIRY);
      keepKey(hiddenInput(form, 'idempotencyKey'), newIdempotencyKey());
      onSent();
    } catch (error) {
      setStatus('failed');
      onFailed(error instanceof Error ? error.message : String(error));
    }
  };

  const takeOverChecks = useCallback((form: HTMLFormElement | null) => {
    if (form) form.noValidate = true;
  }, []);

  return { draft, errors, status, onChange, onSubmit, takeOverChecks };
}
