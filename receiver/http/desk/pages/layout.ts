import { LOCALES, type Locale } from '@/lib/model/i18n/locales';
import { INBOX_PATH } from '@/lib/model/sharedPaths';
import type { DeskMessages } from '../../../desk/deskMessages';
import { DESK_SECTIONS, type DeskFrame, type DeskSection } from '../../../desk/sections';
import { csrfField, escapeHtml as e, htmlPage } from '../../html';
import { PIPELINE_STYLE } from '../../../pipeline/style';

export { DESK_SECTIONS, type DeskFrame, type DeskSection } from '../../../desk/sections';
export { csrfField, hidden, message, option } from '../../html';

/**
 * The desk's pages: plain HTML forms that work without any script (the receiver's pages carry
 * none), in the account's language. Every form that changes something carries the session's
 * CSRF token.
 */

const DESK_STYLE = `
  body { background: #eef3f6; }
  .card { border: 1px solid #d5dbe0; }
  main.wide { max-width: 1400px; }
  header { display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; align-items: center; }
  header nav { display: flex; gap: 1rem; flex-wrap: wrap; align-items: center; flex: 1; }
  header nav a { font-size: 1rem; font-weight: 600; }
  header nav a[aria-current=page] { text-decoration: underline; text-underline-offset: 4px; }
  header form { display: flex; gap: 0.5rem; align-items: center; margin: 0; }
  header label { margin: 0; font-weight: 400; }
  header select { width: auto; padding: 0.25rem; }
  header button { font-size: 0.9375rem; padding: 0.35rem 0.8rem; background: #fff; color: #24527a; }
  .skip { position: absolute; left: -10000px; }
  .skip:focus { left: 1rem; top: 1rem; background: #fff; color: #10202e; padding: 0.5rem; z-index: 1; }
  .scroll { overflow-x: auto; }
  table.leads th, table.leads td { width: auto; white-space: nowrap; }
  table.leads th, table.leads td.name, table.leads td.interest, table.leads td.dates { white-space: normal; overflow-wrap: normal; }
  table.leads td.name { min-width: 10rem; }
  table.leads td.interest, table.leads td.dates { min-width: 9rem; }
  dl.details { margin: 0; }
  dl.details > div { display: grid; grid-template-columns: 12rem minmax(0, 1fr); gap: 0.25rem 1rem; padding: 0.6rem 0; border-bottom: 1px solid #d5dbe0; }
  dl.details dt { font-weight: 700; }
  dl.details dd { margin: 0; overflow-wrap: anywhere; }
  @media (max-width: 36rem) { dl.details > div { grid-template-columns: minmax(0, 1fr); } }
  .badge { display: inline-block; border-radius: 4px; padding: 0 0.4rem; font-size: 0.875rem; font-weight: 700; }
  .overdue { background: #fff; color: #b00020; border: 2px solid #b00020; }
  .filters { display: flex; gap: 0.75rem; flex-wrap: wrap; align-items: end; margin-bottom: 1rem; }
  .filters > div { flex: 1 1 10rem; }
  .row { display: flex; gap: 0.75rem; flex-wrap: wrap; align-items: end; margin-bottom: 1rem; }
  .row > div { flex: 1 1 12rem; }
  .notice { border-left: 4px solid #24527a; padding: 0.5rem 1rem; background: #fff; }
  .alert { border-left: 4px solid #b00020; padding: 0.5rem 1rem; background: #fdecee; }
  ol.history { padding-left: 1.25rem; }
  textarea { min-height: 8rem; }
  h2 { font-size: 1.25rem; margin: 1.5rem 0 0.75rem; }
  .card + .card { margin-top: 1rem; }
  ol.thread, ol.sort-list { list-style: none; padding: 0; margin: 0; }
  ol.thread > li { border-left: 4px solid #24527a; padding: 0.25rem 0 0.25rem 1rem; margin: 0 0 1.25rem; }
  ol.thread > li.in { border-left-color: #b7791f; }
  ol.thread h3 { font-size: 1.0625rem; margin: 0; }
  ol.sort-list > li { margin-bottom: 1rem; }
  .meta { color: #3d4a56; font-size: 0.9375rem; margin: 0.25rem 0; overflow-wrap: anywhere; }
  .text { white-space: pre-wrap; overflow-wrap: anywhere; margin: 0.5rem 0; }
  .text.quoted { color: #3d4a56; border-left: 3px solid #d5dbe0; padding-left: 0.75rem; }
  details > summary { cursor: pointer; color: #24527a; font-weight: 600; padding: 0.5rem 0; }
  .files-title { font-weight: 700; margin: 0.5rem 0 0; }
  ul.files { margin: 0.25rem 0; padding-left: 1.25rem; }
  .refused { color: #b00020; }
  .badge.replied { background: #fff; color: #1d5e2f; border: 2px solid #1d5e2f; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: end; margin-top: 0.75rem; }
  .actions form { margin: 0; }
  @media (max-width: 36rem) { button.wide { width: 100%; } }
  @media (max-width: 36rem) {
    header { padding: 0.25rem 0.75rem 0.5rem; gap: 0 0.5rem; font-size: 0.875rem; }
    header > a { order: 0; flex: 1 1 auto; }
    header > form:last-child { order: 1; }
    header nav { order: 2; flex: 1 1 100%; gap: 0 0.75rem; }
    header > span, header > form { order: 3; }
    header nav a, header > a { display: inline-flex; align-items: center; min-height: 44px; padding: 0 0.25rem; font-size: 0.9375rem; }
    header button { min-height: 44px; }
    main.wide { margin-top: 0.75rem; }
    main .card { padding: 1rem; }
    main h1 { font-size: 1.75rem; margin-bottom: 0.5rem; }
    main button, main select, main input:not([type=checkbox]), main summary { min-height: 44px; }
    main .row > div, main .row > button, main .actions > form, main .actions button, main form > button { flex: 1 1 100%; width: 100%; }
  }
${PIPELINE_STYLE}`;

function deskHeader({ m, locale, account, csrf, current, toSort }: DeskFrame): string {
  const link = (href: string, label: string, here: boolean) =>
    `<a href="${href}"${here ? ' aria-current="page"' : ''}>${e(label)}</a>`;
  const label = (section: DeskSection) =>
    section === 'inbox'
      ? m.nav.leads
      : section === 'toSort' && toSort
        ? `${m.nav.toSort} (${toSort})`
        : m.nav[section];
  return `<a class="skip" href="#main">${e(m.skipToContent)}</a>
<a href="${INBOX_PATH}">Hidden Gems Malta</a>
<nav aria-label="${e(m.nav.leads)}">${(Object.keys(DESK_SECTIONS) as DeskSection[])
    .map((section) => link(DESK_SECTIONS[section], label(section), current === section))
    .join('')}</nav>
<span>${e(m.nav.signedInAs(account.name))}</span>
<form method="post" action="${INBOX_PATH}/language">${csrfField(csrf)}<label for="desk-language">${e(m.nav.language)}</label><select id="desk-language" name="locale">${LOCALES.map(
    (code) => `<option value="${code}"${code === locale ? ' selected' : ''}>${e(m.languages[code])}</option>`,
  ).join('')}</select><button type="submit">OK</button></form>
<form method="post" action="${INBOX_PATH}/logout">${csrfField(csrf)}<button type="submit">${e(m.nav.signOut)}</button></form>`;
}

export function deskPage(frame: DeskFrame, title: string, body: string): string {
  return htmlPage({
    title: `${title} | ${frame.m.deskTitle}`,
    locale: frame.locale,
    header: deskHeader(frame),
    style: DESK_STYLE,
    body,
    mainAttributes: ' class="wide" tabindex="-1"',
  });
}

/** A page outside a session: the sign-in, the password link. */
export function publicPage(m: DeskMessages, locale: Locale, title: string, body: string): string {
  return htmlPage({
    title: `${title} | ${m.deskTitle}`,
    locale,
    header: `<a href="${INBOX_PATH}">Hidden Gems Malta</a>`,
    style: DESK_STYLE,
    body,
  });
}

/**
 * A period's form (from, to, show) over a desk page that reports on one, as a GET to `action`:
 * the report and the Results. `shown` is the period, or what was asked when it was refused.
 */
export function periodForm(
  action: string,
  idPrefix: string,
  shown: { from: string; to: string },
  words: { from: string; to: string; show: string },
): string {
  return `<form method="get" action="${e(action)}" class="card filters">
<div><label for="${idPrefix}-from">${e(words.from)}</label><input id="${idPrefix}-from" name="from" type="date" value="${e(shown.from)}"></div>
<div><label for="${idPrefix}-to">${e(words.to)}</label><input id="${idPrefix}-to" name="to" type="date" value="${e(shown.to)}"></div>
<button type="submit" class="secondary">${e(words.show)}</button>
</form>`;
}
