import { OFFER_CURRENCIES } from '@/lib/model/money/money';
import type { Lead } from '../db/schema';
import type { DeskFrame } from '../desk/sections';
import { csrfField, escapeHtml as e, hidden, message, option } from '../http/html';
import { deskPage } from '../http/desk/pages/layout';
import { warsawTime } from '../mail/leadEmail';
import { dayIn, priceIn, stayIn, totalIn } from './format';
import {
  MAX_OPTIONS,
  OPTION_FIELDS,
  fieldName,
  optionDraftOf,
  type Offer,
  type OfferInput,
  type OfferProblems,
  type OptionField,
} from './model';
import { DESK_OFFER_PATHS } from './paths';
import { offerState, type OfferWithOptions } from './store';
import { OFFER_DESK_WORDS, type OfferDeskWords } from './words';

/**
 * The offers on the desk, in the account's language: the section of a lead's page (every version
 * with its state, options and totals, and what can be done with it), and the form that writes an
 * offer, with as many option rows as asked for, plain HTML that needs no script.
 */

export const OFFER_NOTICES = ['saved', 'sent', 'withdrawn'] as const;
export type OfferNotice = (typeof OFFER_NOTICES)[number];

function stateOf(offer: Offer, now: Date): keyof OfferDeskWords['states'] {
  const state = offerState(offer, now);
  if (offer.status === 'draft') return 'draft';
  return state === 'open' ? 'sent' : state;
}

function offerArticle(
  { offer, options }: OfferWithOptions,
  all: readonly OfferWithOptions[],
  frame: DeskFrame,
  now: Date,
): string {
  const w = OFFER_DESK_WORDS[frame.locale];
  const { locale, csrf } = frame;
  const state = stateOf(offer, now);
  const replaced = all.find((other) => other.offer.id === offer.replaces_id)?.offer;
  const chosen = options.find((each) => each.id === offer.accepted_option_id);
  const facts = [
    w.languages[offer.locale],
    offer.sent_at ? w.sent(warsawTime(offer.sent_at)) : w.created(warsawTime(offer.created_at)),
    w.validUntil(dayIn(offer.valid_until, locale)),
    ...(replaced ? [w.replaces(replaced.version)] : []),
    ...(offer.accepted_at && chosen ? [w.accepted(warsawTime(offer.accepted_at), chosen.position)] : []),
    ...(offer.withdrawn_at ? [w.withdrawn(warsawTime(offer.withdrawn_at))] : []),
  ];
  const items = options
    .map((each) => {
      const draft = optionDraftOf(each);
      const isChosen = each.id === offer.accepted_option_id;
      return `<li${isChosen ? ' class="chosen"' : ''}><strong>${e(w.columns.option)} ${each.position}: ${e(each.hotel)}</strong>${isChosen ? ` <span class="badge replied">${e(w.chosen)}</span>` : ''}
<p class="meta">${e(w.columns.room)}: ${e(each.room)} · ${e(w.columns.board)}: ${e(each.board)} · ${e(w.columns.dates)}: ${e(stayIn(draft, locale, w.nights))} · ${e(w.columns.travellers)}: ${each.travellers}</p>
<p class="meta">${e(w.columns.price)}: ${e(priceIn(draft, locale, w.basis))} · <strong>${e(w.columns.total)}: ${e(totalIn(draft, locale))}</strong></p></li>`;
    })
    .join('');
  const post = (action: string, label: string, secondary = true) =>
    `<form method="post" action="${action}">${csrfField(csrf)}<button type="submit"${secondary ? ' class="secondary"' : ''}>${e(label)}</button></form>`;
  const actions =
    offer.status === 'draft'
      ? [
          `<a href="${DESK_OFFER_PATHS.edit(offer.id)}">${e(w.actions.edit)}</a>`,
          post(DESK_OFFER_PATHS.send(offer.id), w.actions.send, false),
          post(DESK_OFFER_PATHS.withdraw(offer.id), w.actions.discard),
        ]
      : offer.status === 'sent'
        ? [
            `<a href="${DESK_OFFER_PATHS.revise(offer.id)}">${e(w.actions.revise)}</a>`,
            post(DESK_OFFER_PATHS.withdraw(offer.id), w.actions.withdraw),
          ]
        : [];
  const id = `offer-${offer.id}`;
  return `<li><article aria-labelledby="${id}">
<h3 id="${id}">${e(w.version(offer.version))} <span class="badge offer-${state}">${e(w.states[state])}</span></h3>
<p class="meta">${facts.map((fact) => e(fact)).join(' · ')}</p>
<ol class="offer-options">${items}</ol>
${offer.note ? `<div class="text">${e(offer.note)}</div>` : ''}
${actions.length ? `<div class="actions">${actions.join('\n')}</div>` : ''}
</article></li>`;
}

/** The lead page's section: its offers, newest first, then the link to write a new one. */
export function offersSectionHtml(
  lead: Pick<Lead, 'id'>,
  offers: readonly OfferWithOptions[],
  frame: DeskFrame,
  now: Date,
  notice?: OfferNotice,
): string {
  const w = OFFER_DESK_WORDS[frame.locale];
  return `<section class="card" aria-labelledby="offers-title"><h2 id="offers-title">${e(w.section)}</h2>
${message(notice ? w.notices[notice] : undefined, 'notice')}
${offers.length ? `<ol class="thread">${offers.map((each) => offerArticle(each, offers, frame, now)).join('\n')}</ol>` : `<p class="hint">${e(w.noOffers)}</p>`}
<p><a href="${DESK_OFFER_PATHS.newOffer(lead.id)}">${e(w.newOffer)}</a></p>
</section>`;
}

export interface EditorView {
  lead: Pick<Lead, 'id' | 'name' | 'locale'>;
  /** The offer the form writes: a new one's id made when the form is first shown, or a draft's. */
  offerId: string;
  /** The draft's version, when a draft is edited. */
  version?: number;
  /** The sent offer a revision replaces. */
  replaces?: Pick<Offer, 'id' | 'version'>;
  input: OfferInput;
  problems?: OfferProblems;
  /** Why the change was refused, as a whole. */
  error?: string;
}

const INPUT_TYPES: Record<OptionField, string> = {
  hotel: 'text',
  room: 'text',
  board: 'text',
  arrival: 'date',
  departure: 'date',
  travellers: 'number',
  price: 'text',
  basis: 'select',
  currency: 'select',
};
const LIMITS: Partial<Record<OptionField, number>> = { hotel: 120, room: 120, board: 80, price: 20 };

function field(
  name: string,
  label: string,
  control: (attributes: string) => string,
  problem: string | undefined,
  hint?: string,
): string {
  const described = [problem ? `${name}-error` : '', hint ? `${name}-hint` : ''].filter(Boolean).join(' ');
  const attributes = ` id="${name}" name="${name}"${described ? ` aria-describedby="${described}"` : ''}${problem ? ' aria-invalid="true"' : ''}`;
  return `<div><label for="${name}">${e(label)}</label>${control(attributes)}${hint ? `<p class="hint" id="${name}-hint">${e(hint)}</p>` : ''}${problem ? `<p class="error" id="${name}-error">${e(problem)}</p>` : ''}</div>`;
}

/** The offer's form: a fieldset per option row, the last day and the note, then save, send or add a row. */
export function offerEditorPage(frame: DeskFrame, view: EditorView): string {
  const w = OFFER_DESK_WORDS[frame.locale];
  const ed = w.editor;
  const { lead, input } = view;
  const problems = view.problems ?? {};
  const problemOf = (name: string) => (problems[name] ? ed.problems[problems[name]] : undefined);
  const title = view.replaces
    ? ed.reviseTitle(view.replaces.version)
    : view.version
      ? ed.draftTitle(view.version)
      : ed.newTitle(lead.name);
  const control = (fieldKey: OptionField, name: string, value: string) => (attributes: string) => {
    const type = INPUT_TYPES[fieldKey];
    if (fieldKey === 'basis')
      return `<select${attributes}>${(['per-person', 'total'] as const).map((basis) => option(basis, w.basis[basis], value === basis)).join('')}</select>`;
    if (fieldKey === 'currency')
      return `<select${attributes}>${OFFER_CURRENCIES.map((code) => option(code, code, value === code)).join('')}</select>`;
    const extra =
      fieldKey === 'travellers'
        ? ' min="1" max="50" inputmode="numeric"'
        : fieldKey === 'price'
          ? ' inputmode="decimal" autocomplete="off"'
          : LIMITS[fieldKey]
            ? ` maxlength="${LIMITS[fieldKey]}"`
            : '';
    return `<input type="${type}"${attributes} value="${e(value)}"${extra}>`;
  };
  const rows = input.options
    .map((row, index) => {
      const one = (fieldKey: OptionField) =>
        field(
          fieldName(fieldKey, index),
          ed.labels[fieldKey],
          control(fieldKey, fieldName(fieldKey, index), row[fieldKey]),
          problemOf(fieldName(fieldKey, index)),
        );
      const group = (fields: readonly OptionField[]) => `<div class="row">${fields.map(one).join('')}</div>`;
      return `<fieldset class="card offer-row"><legend>${e(ed.option(index + 1))}</legend>
${group(['hotel', 'room', 'board'])}
${group(['arrival', 'departure', 'travellers'])}
${group(['price', 'basis', 'currency'])}
</fieldset>`;
    })
    .join('\n');
  const wrong = Object.keys(problems);
  const labelOf = (name: string): string => {
    const match = /^([a-z]+)-(\d+)$/u.exec(name);
    const fieldKey = OPTION_FIELDS.find((each) => each === match?.[1]);
    if (fieldKey && match) return `${ed.option(Number(match[2]) + 1)}, ${ed.labels[fieldKey]}`;
    if (name === 'validUntil' || name === 'note') return ed.labels[name];
    return ed.option(1);
  };
  const anchorOf = (name: string) => (name === 'options' ? fieldName('hotel', 0) : name);
  const summary = wrong.length
    ? `<div class="summary" role="alert"><h2>${e(ed.summary)}</h2><ul>${wrong
        .map(
          (name) =>
            `<li><a href="#${anchorOf(name)}">${e(labelOf(name))}: ${e(ed.problems[problems[name]!])}</a></li>`,
        )
        .join('')}</ul></div>`
    : '';
  const body = `<p><a href="${DESK_OFFER_PATHS.lead(lead.id)}">${e(ed.back)}</a></p>
<h1>${e(title)}</h1>
<p class="hint">${e(ed.language(w.languages[lead.locale]))}</p>
${message(view.error, 'alert')}
${summary}
<form method="post" action="${DESK_OFFER_PATHS.save(lead.id)}" novalidate>${csrfField(frame.csrf)}${hidden('offer', view.offerId)}${hidden('replaces', view.replaces?.id ?? '')}${hidden('rows', String(input.options.length))}
<p class="hint">${e(ed.blankRows)}</p>
${rows}
${input.options.length < MAX_OPTIONS ? `<p><button type="submit" name="action" value="add-row" class="secondary">${e(ed.addRow)}</button></p>` : ''}
<div class="card">
<div class="row">${field('validUntil', ed.labels.validUntil, (attributes) => `<input type="date"${attributes} value="${e(input.validUntil)}">`, problemOf('validUntil'), ed.validUntilHint)}</div>
<div class="field">${field('note', ed.labels.note, (attributes) => `<textarea${attributes} maxlength="4000" rows="5">${e(input.note)}</textarea>`, problemOf('note'), ed.noteHint)}</div>
<div class="actions"><button type="submit" name="action" value="save" class="secondary">${e(ed.save)}</button><button type="submit" name="action" value="send">${e(ed.send)}</button></div>
</div>
</form>`;
  return deskPage({ ...frame, current: 'inbox' }, title, body);
}

/** A change refused as a whole (an offer already accepted, sent or gone), with the way back. */
export function offerRefusalPage(frame: DeskFrame, leadId: string | undefined, text: string): string {
  const w = OFFER_DESK_WORDS[frame.locale];
  return deskPage(
    { ...frame, current: 'inbox' },
    w.section,
    `<h1>${e(w.section)}</h1>${message(text, 'alert')}${leadId ? `<p><a href="${DESK_OFFER_PATHS.lead(leadId)}">${e(w.editor.back)}</a></p>` : ''}`,
  );
}
