import { LOCALE_INFO, type Locale } from '@/lib/model/i18n/locales';
import { INBOX_PATH } from '@/lib/model/sharedPaths';
import { escapeHtml as e, message } from '../../http/html';
import { deskPage, periodForm, type DeskFrame } from '../../http/desk/pages/layout';
import { interestIn } from '../../http/desk/pages/list';
import { OFFICE_HOURS } from '../desk/officeHours';
import type { ReportPeriod } from '../desk/report';
import type { RateRow, ReportFigures } from '../desk/reportFigures';
import { PIPELINE_WORDS } from '../words';
import { moneyList } from './boardPage';

export const REPORT_PATH = `${INBOX_PATH}/report`;

const percent = (share: number | null, locale: Locale, none: string) =>
  share === null
    ? none
    : new Intl.NumberFormat(LOCALE_INFO[locale].intl, { style: 'percent', maximumFractionDigits: 1 }).format(
        share,
      );

const periodQuery = (period: ReportPeriod) => `?from=${period.from}&to=${period.to}`;

function rateTable(
  frame: DeskFrame,
  kind: 'landing' | 'language' | 'interest',
  rows: readonly RateRow[],
): string {
  const { m, locale } = frame;
  const w = PIPELINE_WORDS[locale].report;
  const name = (group: string) =>
    kind === 'landing'
      ? group || w.noLanding
      : kind === 'language'
        ? (m.languages[group as Locale] ?? group)
        : interestIn(group, locale);
  const id = `by-${kind}`;
  return `<section class="card" aria-labelledby="${id}"><h2 id="${id}">${e(w.by[kind])}</h2>
${
  rows.length === 0
    ? `<p>${e(w.none)}</p>`
    : `<div class="scroll" role="region" aria-labelledby="${id}" tabindex="0"><table class="rates">
<thead><tr><th scope="col">${e(w.group[kind])}</th><th scope="col">${e(w.columns.leads)}</th><th scope="col">${e(w.columns.booked)}</th><th scope="col">${e(w.columns.rate)}</th></tr></thead>
<tbody>${rows
        .map(
          (row) =>
            `<tr><th scope="row">${e(name(row.group))}</th><td>${row.leads}</td><td>${row.booked}</td><td>${e(percent(row.rate, locale, w.none))}</td></tr>`,
        )
        .join('')}</tbody></table></div>`
}</section>`;
}

export interface ReportView {
  /** The period shown, or undefined when the address asked for no valid one (the form again, with the reason). */
  period?: ReportPeriod;
  figures?: ReportFigures;
  /** What the form shows when the period was refused. */
  asked?: { from: string; to: string };
}

export function reportPage(frame: DeskFrame, view: ReportView): string {
  const { locale } = frame;
  const w = PIPELINE_WORDS[locale].report;
  const { period, figures } = view;
  const shown = period ?? view.asked ?? { from: '', to: '' };
  const form = periodForm(REPORT_PATH, 'report', shown, w);
  if (!period || !figures)
    return deskPage(
      { ...frame, current: 'report' },
      w.title,
      `<h1>${e(w.title)}</h1>\n${message(w.invalid, 'alert')}\n${form}`,
    );
  const row = (label: string, value: string) => `<div><dt>${e(label)}</dt><dd>${e(value)}</dd></div>`;
  const body = `<h1>${e(w.title)}</h1>
${form}
<p>${e(w.period(period.from, period.to))}</p>
<section class="card" aria-labelledby="report-figures"><h2 id="report-figures">${e(w.figures)}</h2>
<dl class="details">
${row(w.leads, String(figures.leads))}
${row(w.answered, String(figures.answered))}
${row(w.medianFirstAnswer, figures.medianFirstAnswerMinutes === null ? w.none : w.duration(figures.medianFirstAnswerMinutes))}
${row(w.withinPromise, `${percent(figures.promise.share, locale, w.none)} (${w.withinPromiseOf(figures.promise.within, figures.promise.decided)})`)}
${row(w.offersSent, String(figures.offersSent))}
${row(w.offersAccepted, String(figures.offersAccepted))}
${row(w.bookings, String(figures.bookings))}
${row(w.bookedValue, moneyList(figures.bookedValue, locale, w.none))}
${row(w.bookedRate, percent(figures.bookedRate, locale, w.none))}
</dl>
<p><a href="${e(`${REPORT_PATH}.csv${periodQuery(period)}`)}">${e(w.csv)}</a> · <a href="${e(`${INBOX_PATH}${periodQuery(period)}`)}">${e(w.inList)}</a></p>
</section>
${rateTable(frame, 'landing', figures.byLandingPage)}
${rateTable(frame, 'language', figures.byLanguage)}
${rateTable(frame, 'interest', figures.byInterest)}
<ul class="hint">${w
    .notes(OFFICE_HOURS)
    .map((note) => `<li>${e(note)}</li>`)
    .join('')}</ul>`;
  return deskPage({ ...frame, current: 'report' }, w.title, body);
}
