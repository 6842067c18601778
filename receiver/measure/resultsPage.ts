import { LOCALE_INFO, type Locale } from '@/lib/model/i18n/locales';
import { INBOX_PATH } from '@/lib/model/sharedPaths';
import { escapeHtml as e, message } from '../http/html';
import { deskPage, periodForm, type DeskFrame } from '../http/desk/pages/layout';
import type { ReportPeriod } from '../pipeline/desk/report';
import { moneyList } from '../pipeline/http/boardPage';
import type { DayRow, Results } from './results';

export const RESULTS_PATH = `${INBOX_PATH}/results`;

/** The Results page's words, in the desk's two languages. */
const WORDS = {
  pl: {
    title: 'Wyniki',
    from: 'Od dnia',
    to: 'Do dnia',
    show: 'Pokaż',
    invalid: 'Podaj daty od i do (RRRR-MM-DD), od nie później niż do, najwyżej trzy lata.',
    period: (from: string, to: string) => `Od ${from} do ${to} (czas warszawski)`,
    overTime: 'Odsłony i zapytania w czasie',
    views: 'Odsłony',
    enquiries: 'Zapytania',
    perDay: (what: string, total: number, peak: number, days: number) =>
      `${what} dziennie: razem ${total} w ${days} dni, najwięcej ${peak} jednego dnia`,
    day: 'Dzień',
    asTable: 'Te same dane w tabeli',
    tableOf: (title: string) => `${title}: tabela`,
    funnel: 'Lejek: od odsłony do rezerwacji',
    columns: {
      landing: 'Strona wejścia',
      campaign: 'Kampania',
      language: 'Język',
      views: 'Odsłony',
      formStarts: 'Rozpoczęte formularze',
      enquiries: 'Zapytania',
      offersSent: 'Wysłane oferty',
      bookings: 'Rezerwacje',
      bookedValue: 'Wartość rezerwacji',
    },
    total: 'Razem',
    none: '—',
    noLanding: '(nieznana: bez zgody na pomiar)',
    noCampaign: '(bez kampanii)',
    by: {
      device: 'Odsłony według urządzenia',
      referrer: 'Odsłony według strony odsyłającej',
      source: 'Odsłony według źródła i medium (utm)',
    },
    devices: { phone: 'telefon', tablet: 'tablet', desktop: 'komputer' } as Record<string, string>,
    direct: '(bezpośrednio lub z naszej strony)',
    noSource: '(bez znaczników)',
    csv: 'Pobierz CSV',
    notes: [
      'Odsłony liczy sama strona, bez plików cookie i bez zapisywania adresów; roboty się nie liczą. Przechowujemy tylko dzienne sumy, przez 25 miesięcy.',
      'Strona wejścia i kampania zapytania są znane tylko wtedy, gdy odwiedzający zgodził się na pomiar strony.',
    ],
  },
  en: {
    title: 'Results',
    from: 'From',
    to: 'To',
    show: 'Show',
    invalid: 'Give the from and to dates (YYYY-MM-DD), from no later than to, three years at most.',
    period: (from: string, to: string) => `From ${from} to ${to} (Warsaw time)`,
    overTime: 'Views and enquiries over time',
    views: 'Views',
    enquiries: 'Enquiries',
    perDay: (what: string, total: number, peak: number, days: number) =>
      `${what} per day: ${total} in ${days} days, at most ${peak} in one day`,
    day: 'Day',
    asTable: 'The same figures as a table',
    tableOf: (title: string) => `${title}: table`,
    funnel: 'The funnel: from a view to a booking',
    columns: {
      landing: 'Landing page',
      campaign: 'Campaign',
      language: 'Language',
      views: 'Views',
      formStarts: 'Forms started',
      enquiries: 'Enquiries',
      offersSent: 'Offers sent',
      bookings: 'Bookings',
      bookedValue: 'Booked value',
    },
    total: 'Total',
    none: '—',
    noLanding: '(unknown: no consent to measurement)',
    noCampaign: '(no campaign)',
    by: {
      device: 'Views by device',
      referrer: 'Views by referring site',
      source: 'Views by source and medium (utm)',
    },
    devices: { phone: 'phone', tablet: 'tablet', desktop: 'desktop' } as Record<string, string>,
    direct: '(direct, or from our own pages)',
    noSource: '(no tags)',
    csv: 'Download CSV',
    notes: [
      'Views are counted by the site itself, with no cookie and no address kept; robots are not counted. Only the daily totals are kept, for 25 months.',
      'An enquiry’s landing page and campaign are known only when the visitor allowed measuring the site.',
    ],
  },
} satisfies Record<Locale, unknown>;

type Words = (typeof WORDS)[Locale];

const number = (value: number, locale: Locale) =>
  new Intl.NumberFormat(LOCALE_INFO[locale].intl).format(value);

/**
 * A bar chart drawn on the server (no script): one bar a day, its scale from zero to the period's
 * peak. Named by its heading and described in words for screen readers; the table below holds the
 * same figures.
 */
function barChart(
  id: string,
  title: string,
  summary: string,
  values: readonly number[],
  colour: string,
): string {
  const width = 640;
  const height = 120;
  const peak = Math.max(1, ...values);
  const step = width / Math.max(1, values.length);
  const bars = values
    .map((value, index) => {
      const barHeight = Math.round((value / peak) * (height - 4));
      return `<rect x="${(index * step + step * 0.1).toFixed(1)}" y="${height - barHeight}" width="${(step * 0.8).toFixed(1)}" height="${barHeight}" fill="${colour}"/>`;
    })
    .join('');
  return `<figure class="chart"><figcaption id="${id}">${e(title)}</figcaption>
<svg role="img" aria-labelledby="${id} ${id}-summary" viewBox="0 0 ${width} ${height + 1}" width="100%" height="${height + 1}" preserveAspectRatio="none"><desc id="${id}-summary">${e(summary)}</desc><line x1="0" y1="${height}" x2="${width}" y2="${height}" stroke="#1f2933"/>${bars}</svg></figure>`;
}

function overTime(w: Words, locale: Locale, days: readonly DayRow[]): string {
  const views = days.map((day) => day.views);
  const enquiries = days.map((day) => day.enquiries);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return `<section class="card" aria-labelledby="over-time"><h2 id="over-time">${e(w.overTime)}</h2>
${barChart('chart-views', w.views, w.perDay(w.views, sum(views), Math.max(0, ...views), days.length), views, '#1d4f91')}
${barChart('chart-enquiries', w.enquiries, w.perDay(w.enquiries, sum(enquiries), Math.max(0, ...enquiries), days.length), enquiries, '#8a5a00')}
<details><summary>${e(w.asTable)}</summary><div class="scroll" role="region" aria-label="${e(w.tableOf(w.overTime))}" tabindex="0"><table>
<thead><tr><th scope="col">${e(w.day)}</th><th scope="col">${e(w.views)}</th><th scope="col">${e(w.enquiries)}</th></tr></thead>
<tbody>${days.map((day) => `<tr><th scope="row">${e(day.day)}</th><td>${number(day.views, locale)}</td><td>${number(day.enquiries, locale)}</td></tr>`).join('')}</tbody></table></div></details>
</section>`;
}

function funnelTable(frame: DeskFrame, w: Words, figures: Results): string {
  const { m, locale } = frame;
  const c = w.columns;
  const cells = (row: Omit<Results['funnel'][number], 'landingPage' | 'campaign' | 'locale'>) =>
    [row.views, row.formStarts, row.enquiries, row.offersSent, row.bookings]
      .map((value) => `<td>${number(value, locale)}</td>`)
      .join('') + `<td>${e(moneyList(row.bookedValue, locale, w.none))}</td>`;
  return `<section class="card" aria-labelledby="funnel"><h2 id="funnel">${e(w.funnel)}</h2>
<div class="scroll" role="region" aria-label="${e(w.tableOf(w.funnel))}" tabindex="0"><table class="rates">
<thead><tr>${[c.landing, c.campaign, c.language, c.views, c.formStarts, c.enquiries, c.offersSent, c.bookings, c.bookedValue].map((label) => `<th scope="col">${e(label)}</th>`).join('')}</tr></thead>
<tbody>${figures.funnel
    .map(
      (row) =>
        `<tr><th scope="row">${e(row.landingPage || w.noLanding)}</th><td>${e(row.campaign || w.noCampaign)}</td><td>${e(m.languages[row.locale as Locale] ?? row.locale)}</td>${cells(row)}</tr>`,
    )
    .join('')}</tbody>
<tfoot><tr><th scope="row" colspan="3">${e(w.total)}</th>${cells(figures.totals)}</tr></tfoot></table></div>
</section>`;
}

function dimensionTable(
  w: Words,
  locale: Locale,
  kind: 'device' | 'referrer' | 'source',
  rows: [string, number][],
): string {
  const id = `by-${kind}`;
  const name = (value: string) =>
    kind === 'device' ? (w.devices[value] ?? value) : value || (kind === 'referrer' ? w.direct : w.noSource);
  return `<section class="card" aria-labelledby="${id}"><h2 id="${id}">${e(w.by[kind])}</h2>
${rows.length === 0 ? `<p>${e(w.none)}</p>` : `<table><tbody>${rows.map(([value, views]) => `<tr><th scope="row">${e(name(value))}</th><td>${number(views, locale)}</td></tr>`).join('')}</tbody></table>`}
</section>`;
}

export interface ResultsView {
  period?: ReportPeriod;
  figures?: Results;
  asked?: { from: string; to: string };
}

/** The Results page: a period, views and enquiries over time, the funnel, the views by dimension, a CSV. */
export function resultsPage(frame: DeskFrame, view: ResultsView): string {
  const { locale } = frame;
  const w = WORDS[locale];
  const { period, figures } = view;
  const shown = period ?? view.asked ?? { from: '', to: '' };
  const form = periodForm(RESULTS_PATH, 'results', shown, w);
  if (!period || !figures)
    return deskPage(
      { ...frame, current: 'results' },
      w.title,
      `<h1>${e(w.title)}</h1>\n${message(w.invalid, 'alert')}\n${form}`,
    );
  const body = `<h1>${e(w.title)}</h1>
${form}
<p>${e(w.period(period.from, period.to))} · <a href="${e(`${RESULTS_PATH}.csv?from=${period.from}&to=${period.to}`)}">${e(w.csv)}</a></p>
${overTime(w, locale, figures.days)}
${funnelTable(frame, w, figures)}
${dimensionTable(w, locale, 'device', figures.byDevice)}
${dimensionTable(w, locale, 'referrer', figures.byReferrer)}
${dimensionTable(w, locale, 'source', figures.bySource)}
<ul class="hint">${w.notes.map((note) => `<li>${e(note)}</li>`).join('')}</ul>`;
  return deskPage({ ...frame, current: 'results' }, w.title, body);
}
