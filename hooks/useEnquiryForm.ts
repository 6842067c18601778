import { useState, type ChangeEvent, type FormEvent } from 'react';
import { postJson } from '@/lib/client/postJson';
import { ENQUIRY_ENDPOINT } from '@/lib/enquiry/endpoint';
import { recallGclid } from '@/lib/enquiry/gclid';
import { EMPTY_ENQUIRY, enquiryErrors, type EnquiryDraft, type EnquiryField } from '@/lib/enquiry/schema';

export type SubmitStatus = 'idle' | 'sending' | 'sent' | 'failed';

export interface EnquiryForm {
  draft: EnquiryDraft;
  errors: Partial<Record<EnquiryField, string>>;
  status: SubmitStatus;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
}

interface Options {
  onSent: () => void;
  onFailed: (reason: string) => void;
}

/**
 * State and submission of the enquiry form: validation with the shared schema (messages next to
 * the fields, focus on the first wrong one), the gclid of the visit, and a draft that survives a
 * failed submission untouched.
 */
export function useEnquiryForm({ onSent, onFailed }: Options): EnquiryForm {
  const [draft, setDraft] = useState<EnquiryDraft>(EMPTY_ENQUIRY);
  const [errors, setErrors] = useState<Partial<Record<EnquiryField, string>>>({});
  const [status, setStatus] = useState<SubmitStatus>('idle');

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
    const gclid = recallGclid();
    const enquiry = { ...draft, ...(gclid ? { gclid } : {}) };
    const found = enquiryErrors(enquiry);
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
    setStatus('sending');
    try {
      await postJson(ENQUIRY_ENDPOINT, enquiry);
      setStatus('sent');
      setDraft(EMPTY_ENQUIRY);
      onSent();
    } catch (error) {
      setStatus('failed');
      onFailed(error instanceof Error ? error.message : String(error));
    }
  };

  return { draft, errors, status, onChange, onSubmit };
}
