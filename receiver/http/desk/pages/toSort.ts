import { INBOX_PATH } from '@/lib/model/sharedPaths';
import type { SortMessage } from '../../../conversation/toSort';
import { attachmentList, messageText } from '../../../conversation/threadSection';
import { CONVERSATION_WORDS } from '../../../conversation/words';
import { warsawTime } from '../../../mail/leadEmail';
import { csrfField, escapeHtml as e, hidden, message } from '../../html';
import { deskPage, type DeskFrame } from './layout';

/** To sort: each message that no lead claimed, the leads it may belong to, and the forms to attach or dismiss it. */
export function toSortPage(
  frame: DeskFrame,
  view: { messages: SortMessage[]; total: number; notice?: string; error?: string },
): string {
  const w = CONVERSATION_WORDS[frame.locale];
  const t = w.toSort;
  const item = (entry: SortMessage, index: number) => {
    const base = `${INBOX_PATH}/to-sort/${encodeURIComponent(entry.id)}`;
    const hintForms = entry.hints
      .map(
        (
          hint,
        ) => `<form method="post" action="${base}/attach">${csrfField(frame.csrf)}${hidden('lead', hint.id)}
<p class="hint">${e(hint.why === 'points-at' ? t.pointsAt(hint.name) : t.sameSender(hint.name))} · ${e(warsawTime(hint.created_at))}</p>
<button type="submit" class="secondary">${e(t.attachTo(hint.name))}</button></form>`,
      )
      .join('');
    return `<li><article class="card" aria-labelledby="sort-${index}">
<h2 id="sort-${index}">${e(entry.subject || '—')}</h2>
<p class="meta">${e(entry.from_name)} &lt;${e(entry.from_address)}&gt; · ${e(warsawTime(entry.at))}${entry.automatic ? ` · <span class="badge">${e(w.automatic)}</span>` : ''}</p>
<p class="hint">${e(t.reason[(entry.sort_reason ?? 'no-match') as 'no-match' | 'stranger'] ?? '')}</p>
${messageText(entry.text, w, true)}
${attachmentList(entry, w)}
<div class="actions">${hintForms}
<form method="post" action="${base}/attach" class="row">${csrfField(frame.csrf)}
<div><label for="lead-${index}">${e(t.attachOther)}</label><input id="lead-${index}" name="lead" required maxlength="300" aria-describedby="lead-${index}-hint"><p class="hint" id="lead-${index}-hint">${e(t.attachOtherHint)}</p></div>
<button type="submit" class="secondary">${e(t.attach)}</button></form>
<form method="post" action="${base}/dismiss">${csrfField(frame.csrf)}<button type="submit" class="secondary">${e(t.dismiss)}</button></form>
</div>
</article></li>`;
  };
  const body = `<h1>${e(t.title)}</h1>
${message(view.notice, 'notice')}${message(view.error, 'alert')}
<p>${e(t.intro)}</p>
<p role="status">${e(t.count(view.total))}</p>
${view.messages.length ? `<ol class="sort-list">${view.messages.map(item).join('')}</ol>` : `<p>${e(t.none)}</p>`}`;
  return deskPage({ ...frame, current: 'toSort' }, t.title, body);
}
