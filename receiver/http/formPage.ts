import {
  consentLabel,
  enquiryFields,
  enquiryTexts,
  interestOptions,
  type EnquiryFieldSpec,
} from '@/lib/model/enquiry/fields';
import { VISIT_FIELDS } from '@/lib/model/enquiry/visit';
import type { EnquiryErrors } from '@/lib/model/enquiry/schema';
import { dateInWords } from '@/lib/model/i18n/dates';
import { ENQUIRY_FORM_MESSAGES, ENQUIRY_PAGE_MESSAGES } from '@/lib/model/enquiry/messages';
import { DEFAULT_LOCALE, type Locale } from '@/lib/model/i18n/locales';
import { PHONE } from '@/lib/model/site/config';
import { escapeHtml, htmlPage } from './html';
import type { FormFields } from './formBody';

export interface FormPageOptions {
  /** Where the form posts: the receiver's own route. */
  action: string;
  values: FormFields;
  errors: EnquiryErrors;
  /** A message about the whole enquiry (too many sent, for one) instead of the fields'. */
  notice?: string;
  /** The language of the page the enquiry was sent from, and so of this one. */
  locale?: Locale;
}

const phoneLink = `<a href="tel:${PHONE.e164}">${escapeHtml(PHONE.display)}</a>`;

function fieldHtml(
  field: EnquiryFieldSpec,
  value: string,
  error: string | undefined,
  locale: Locale,
): string {
  const id = `enquiry-${field.name}`;
  const texts = enquiryTexts(locale);
  // Under a date, the day in words in the page's language (the field shows the browser's format).
  const hint = !error && field.type === 'date' ? dateInWords(value, locale) : undefined;
  const described = error
    ? ` aria-describedby="${id}-error" aria-invalid="true"`
    : hint
      ? ` aria-describedby="${id}-hint"`
      : '';
  const required = field.required ? ' required' : '';
  const label = `<label for="${id}">${escapeHtml(field.label)}${field.required ? escapeHtml(texts.requiredMark) : ''}</label>`;
  const message = error
    ? `<p class="error" id="${id}-error">${escapeHtml(error)}</p>`
    : hint
      ? `<p class="hint" id="${id}-hint">${escapeHtml(hint)}</p>`
      : '';
  const autocomplete = field.autoComplete ? ` autocomplete="${escapeHtml(field.autoComplete)}"` : '';
  let control: string;
  switch (field.type) {
    case 'textarea':
      control = `<textarea id="${id}" name="${field.name}" rows="6"${field.placeholder ? ` placeholder="${escapeHtml(field.placeholder)}"` : ''}${required}${described}>${escapeHtml(value)}</textarea>`;
      break;
    case 'select':
      // The English value the receiver stores, the label in the visitor's language.
      control = `<select id="${id}" name="${field.name}"${required}${described}><option value="">${escapeHtml(texts.chooseOne)}</option>${interestOptions(
        locale,
      )
        .map(
          (option) =>
            `<option value="${escapeHtml(option.value)}"${option.value === value ? ' selected' : ''}>${escapeHtml(option.label)}</option>`,
        )
        .join('')}</select>`;
      break;
    case 'checkbox': {
      const consent = consentLabel(locale);
      return `<div class="field"><label class="check"><input type="checkbox" id="${id}" name="${field.name}"${
        value === 'on' || value === 'true' ? ' checked' : ''
      }${required}${described}><span>${escapeHtml(consent.before)}<a href="${escapeHtml(consent.link.href)}">${escapeHtml(consent.link.text)}</a>${escapeHtml(consent.after)}${escapeHtml(texts.requiredMark)}</span></label>${message}</div>`;
    }
    default:
      control = `<input id="${id}" type="${field.type}" name="${field.name}" value="${escapeHtml(value)}"${autocomplete}${required}${described}>`;
  }
  return `<div class="field">${label}${control}${message}</div>`;
}

/**
 * The enquiry form again, for a visitor whose browser posted it without the page's script and
 * whose enquiry could not be taken: the messages, a summary linking to each wrong field, and
 * everything they typed, in the language of the page it came from. It posts to the same place,
 * the same way, in the same language.
 */
export function enquiryFormPage({
  action,
  values,
  errors,
  notice,
  locale = DEFAULT_LOCALE,
}: FormPageOptions): string {
  const page = ENQUIRY_PAGE_MESSAGES[locale];
  const form = ENQUIRY_FORM_MESSAGES[locale];
  const fields = enquiryFields(locale);
  const wrong = fields.filter((field) => errors[field.name]);
  const summary = notice
    ? `<div class="summary" role="alert"><p>${escapeHtml(notice)}</p></div>`
    : `<div class="summary" role="alert"><h2>${escapeHtml(page.checkFields(wrong.length))}</h2><ul>${wrong
        .map(
          (field) =>
            `<li><a href="#enquiry-${field.name}">${escapeHtml(field.type === 'checkbox' ? page.consent : field.label)}: ${escapeHtml(errors[field.name] ?? '')}</a></li>`,
        )
        .join('')}</ul></div>`;
  // What the visitor did not type but the enquiry carries (formMs, the time taken, is measured anew).
  const hidden = ['idempotencyKey', 'privacy', ...VISIT_FIELDS]
    .filter((name) => values[name])
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(values[name] ?? '')}">`)
    .concat(`<input type="hidden" name="locale" value="${escapeHtml(locale)}">`)
    .join('');
  const body = `<div class="card">
<h1>${escapeHtml(page.heading)}</h1>
<p>${escapeHtml(page.intro.before)}${phoneLink}${escapeHtml(page.intro.after)}</p>
${summary}
<form action="${escapeHtml(action)}" method="post" aria-label="${escapeHtml(form.formLabel)}">
${fields.map((field) => fieldHtml(field, values[field.name] ?? '', errors[field.name], locale)).join('\n')}
<div class="hidden" aria-hidden="true"><label>${escapeHtml(form.honeypotLabel)} <input name="website" tabindex="-1" autocomplete="off" value=""></label></div>
${hidden}
<p>${escapeHtml(form.requiredNote)}</p>
<button type="submit">${escapeHtml(page.submit)}</button>
</form>
</div>`;
  return htmlPage({ title: page.title, body, locale });
}

/** A refusal the visitor can do nothing about in the form (a body too large to read, say). */
export function refusalPage(reason: string, locale: Locale = DEFAULT_LOCALE): string {
  const page = ENQUIRY_PAGE_MESSAGES[locale];
  return htmlPage({
    title: page.refusalTitle,
    body: `<div class="card"><h1>${escapeHtml(page.refusalHeading)}</h1><p role="alert">${escapeHtml(reason)}</p><p>${escapeHtml(page.refusalText.before)}${phoneLink}${escapeHtml(page.refusalText.after)}</p></div>`,
    locale,
  });
}
