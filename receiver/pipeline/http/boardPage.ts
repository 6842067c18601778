import { formatAmount, formatMoney, type Money } from '@/lib/model/money/money';
import type { Locale } from '@/lib/model/i18n/locales';
import { INBOX_PATH } from '@/lib/model/sharedPaths';
import { LEAD_STATUSES, LOST_REASONS, type LostReason } from '../../db/schema';
import { csrfField, escapeHtml as e, hidden, option } from '../../http/html';
import { deskPage, type DeskFrame } from '../../http/desk/pages/layout';
import { dates, interestIn } from '../../http/desk/pages/list';
import { warsawTime } from '../../mail/leadEmail';
import { QUIET_DAYS, RECENT_DAYS, type BoardCard, type BoardColumn } from '../desk/board';
import { PIPELINE_WORDS } from '../words';

/** Cards shown in a column; the rest are a link to the list filtered by that stage. */
export const CARDS_SHOWN = 40;

export const BOARD_PATH = `${INBOX_PATH}/board`;

export const moneyList = (amounts: readonly Money[], locale: Locale, none: string) =>
  amounts.length ? amounts.map((amount) => formatMoney(amount, locale)).join(', ') : none;

/**
 * A card's move: a stage and a button, posted to the lead's status route, which checks it and
 * comes back here. The reason (lost) and the booking's value (booked) show under the stage when it
 * is chosen (CSS :has, no script); a browser without :has sends the move without them, and the
 * lead's page asks for them with the full form.
 */
function moveForm(card: BoardCard, frame: DeskFrame, defaultCurrency: string): string {
  const { m, csrf, locale } = frame;
  const w = PIPELINE_WORDS[locale].board;
  const { lead } = card;
  const id = lead.id;
  const booking =
    lead.booking_value_minor === null
      ? undefined
      : { minor: lead.booking_value_minor, currency: lead.booking_currency ?? defaultCurrency };
  // The name of the card, for a screen reader going from control to control.
  const who = ` <span class="hidden">(${e(lead.name)})</span>`;
  return `<form method="post" action="${INBOX_PATH}/leads/${encodeURIComponent(id)}/status" class="move">${csrfField(csrf)}${hidden('back', `${BOARD_PATH}#card-${id}`)}
<label for="move-${id}">${e(w.moveTo)}${who}</label>
<select id="move-${id}" name="status" class="stage">${LEAD_STATUSES.map((status) => option(status, m.statuses[status], status === lead.status)).join('')}</select>
<div class="if-lost"><label for="reason-${id}">${e(m.lead.lostReason)}</label><select id="reason-${id}" name="reason">${option('', m.lead.notGiven, !lead.lost_reason)}${LOST_REASONS.map((reason) => option(reason, m.lostReasons[reason], reason === lead.lost_reason)).join('')}</select></div>
<div class="if-booked"><label for="value-${id}">${e(m.lead.bookingValue)}</label><input id="value-${id}" name="value" inputmode="decimal" value="${e(booking ? formatAmount(booking, locale) : '')}">
<label for="currency-${id}">${e(m.lead.bookingCurrency)}</label><input id="currency-${id}" name="currency" maxlength="3" value="${e(lead.booking_currency ?? defaultCurrency)}"></div>
<button type="submit" class="secondary">${e(w.move)}${who}</button>
</form>`;
}

function cardItem(card: BoardCard, frame: DeskFrame, defaultCurrency: string): string {
  const { m, locale } = frame;
  const w = PIPELINE_WORDS[locale].board;
  const { lead } = card;
  const marks = [
    card.overdue ? `<span class="badge overdue">${e(w.overdue)}</span>` : '',
    card.travelSoon
      ? `<span class="badge soon">${e(w.travelSoon(card.travelSoon.days, QUIET_DAYS))}</span>`
      : '',
  ].join(' ');
  const lost =
    lead.status === 'lost' && lead.lost_reason
      ? `<p class="meta">${e(m.lead.lostReason)}: ${e(m.lostReasons[lead.lost_reason as LostReason] ?? lead.lost_reason)}</p>`
      : '';
  return `<li class="board-card${card.overdue || card.travelSoon ? ' flagged' : ''}"><article aria-labelledby="card-${lead.id}">
<h3 id="card-${lead.id}"><a href="${INBOX_PATH}/leads/${encodeURIComponent(lead.id)}">${e(lead.name)}</a></h3>
${marks.trim() ? `<p class="marks">${marks.trim()}</p>` : ''}
<p class="meta">${e(w.received(warsawTime(lead.created_at)))}</p>
<p class="meta">${e(interestIn(lead.interest, locale))}</p>
<p class="meta">${e(w.travel)}: ${e(dates(lead, m.lead.notGiven))}</p>
<p class="meta">${e(w.value)}: ${e(card.value ? formatMoney(card.value, locale) : m.lead.notGiven)}</p>
${lost}
${moveForm(card, frame, defaultCurrency)}
</article></li>`;
}

function columnSection(column: BoardColumn, frame: DeskFrame, defaultCurrency: string): string {
  const { m, locale } = frame;
  const w = PIPELINE_WORDS[locale].board;
  const recent = column.status === 'booked' || column.status === 'lost';
  const shown = column.cards.slice(0, CARDS_SHOWN);
  const more = column.count - shown.length;
  return `<section class="column" aria-labelledby="column-${column.status}">
<h2 id="column-${column.status}">${e(m.statuses[column.status])}${recent ? ` <span class="recent">(${e(w.recent(RECENT_DAYS))})</span>` : ''}</h2>
<p class="figures"><strong>${e(w.count(column.count))}</strong><br>${e(w.value)}: ${e(moneyList(column.value, locale, w.noValue))}</p>
${shown.length ? `<ol class="cards">${shown.map((card) => cardItem(card, frame, defaultCurrency)).join('\n')}</ol>` : `<p class="meta">${e(w.empty)}</p>`}
${more > 0 ? `<p><a href="${INBOX_PATH}?status=${encodeURIComponent(column.status)}">${e(w.more(more))}</a></p>` : ''}
</section>`;
}

export function boardPage(
  frame: DeskFrame,
  columns: readonly BoardColumn[],
  defaultCurrency: string,
): string {
  const w = PIPELINE_WORDS[frame.locale].board;
  const body = `<h1>${e(w.title)}</h1>
<p>${e(w.intro)}</p>
<p class="hint">${e(w.valueRule)}</p>
<div class="board">
${columns.map((column) => columnSection(column, frame, defaultCurrency)).join('\n')}
</div>`;
  return deskPage({ ...frame, current: 'board' }, w.title, body);
}
