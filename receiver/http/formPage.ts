import { CONSENT_LABEL, ENQUIRY_FIELDS, ENQUIRY_TEXTS, type EnquiryFieldSpec } from '@/lib/enquiry/fields';
import { TRAVEL_INTERESTS, type EnquiryErrors } from '@/lib/enquiry/schema';
import { PHONE } from '@/lib/site/config';
import { escapeHtml, htmlPage } from './html';
import type { FormFields } from './formBody';

export interface FormPageOptions {
  /** Where the form posts: the receiver's own route. */
  action: string;
  values: FormFields;
  errors: EnquiryErrors;
  /** A message about the whole enquiry (too many sent, for one) instead of the fields'. */
  notice?: string;
}

function fieldHtml(field: EnquiryFieldSpec, value: string, error: string | undefined): string {
  const id = `enquiry-${field.name}`;
  const described = error ? ` aria-describedby="${id}-error" aria-invalid="true"` : '';
  const required = field.required ? ' required' : '';
  const label = `<label for="${id}">${escapeHtml(field.label)}${field.required ? ' *' : ''}</label>`;
  const message = error ? `<p class="error" id="${id}-error">${escapeHtml(error)}</p>` : '';
  const autocomplete = field.autoComplete ? ` autocomplete="${escapeHtml(field.autoComplete)}"` : '';
  let control: string;
  switch (field.type) {
    case 'textarea':
      control = `<textarea id="${id}" name="${field.name}" rows="6"${field.placeholder ? ` placeholder="${escapeHtml(field.placeholder)}"` : ''}${required}${described}>${escapeHtml(value)}</textarea>`;
      break;
    case 'select':
      control = `<select id="${id}" name="${field.name}"${required}${described}><option value="">${ENQUIRY_TEXTS.chooseOne}</option>${TRAVEL_INTERESTS.map(
        (interest) => `<option${interest === value ? ' selected' : ''}>${escapeHtml(interest)}</option>`,
      ).join('')}</select>`;
      break;
    case 'checkbox':
      return `<div class="field"><label class="check"><input type="checkbox" id="${id}" name="${field.name}"${
        value === 'on' || value === 'true' ? ' checked' : ''
      }${required}${described}><span>${escapeHtml(CONSENT_LABEL.before)}<a href="${CONSENT_LABEL.link.href}">${escapeHtml(CONSENT_LABEL.link.text)}</a>${escapeHtml(CONSENT_LABEL.after)}${ENQUIRY_TEXTS.requiredMark}</span></label>${message}</div>`;
    default:
      control = `<input id="${id}" type="${field.type}" name="${field.name}" value="${escapeHtml(value)}"${autocomplete}${required}${described}>`;
  }
  return `<div class="field">${label}${control}${message}</div>`;
}

/**
 * The enquiry form again, for a visitor whose browser posted it without the page's script and
 * whose enquiry could not be taken: the messages, a summary linking to each wrong field, and
 * everything they typed. It posts to the same place, the same way.
 */
export function enquiryFormPage({ action, values, errors, notice }: FormPageOptions): string {
  const wrong = ENQUIRY_FIELDS.filter((field) => errors[field.name]);
  const summary = notice
    ? `<div class="summary" role="alert"><p>${escapeHtml(notice)}</p></div>`
    : `<div class="summary" role="alert"><h2>Please check ${wrong.length === 1 ? 'one field' : `${wrong.length} fields`}</h2><ul>${wrong
        .map(
          (field) =>
            `<li><a href="#enquiry-${field.name}">${escapeHtml(field.type === 'checkbox' ? 'Consent' : field.label)}: ${escapeHtml(errors[field.name] ?? '')}</a></li>`,
        )
        .join('')}</ul></div>`;
  const hidden = ['idempotencyKey', 'gclid']
    .filter((name) => values[name])
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(values[name] ?? '')}">`)
    .join('');
  const body = `<div class="card">
<h1>Your enquiry</h1>
<p>Nothing has been sent yet. Everything you typed is below; correct what is marked and send it again, or call us at <a href="tel:${PHONE.e164}">${PHONE.display}</a>.</p>
${summary}
<form action="${escapeHtml(action)}" method="post" aria-label="Travel enquiry">
${ENQUIRY_FIELDS.map((field) => fieldHtml(field, values[field.name] ?? '', errors[field.name])).join('\n')}
<div class="hidden" aria-hidden="true"><label>Website <input name="website" tabindex="-1" autocomplete="off" value=""></label></div>
${hidden}
<p>${ENQUIRY_TEXTS.requiredNote}</p>
<button type="submit">Send enquiry</button>
</form>
</div>`;
  return htmlPage({ title: 'Please check your enquiry | Hidden Gems Malta', body });
}

/** A refusal the visitor can do nothing about in the form (a body too large to read, say). */
export function refusalPage(reason: string): string {
  return htmlPage({
    title: 'Enquiry not sent | Hidden Gems Malta',
    body: `<div class="card"><h1>Your enquiry was not sent</h1><p role="alert">${escapeHtml(reason)}</p><p>Go back to the form (your text is still there in most browsers), or call us at <a href="tel:${PHONE.e164}">${PHONE.display}</a>.</p></div>`,
  });
}
