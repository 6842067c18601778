import type { Locale } from '@/lib/model/i18n/locales';
import { polishCount } from '@/lib/model/i18n/polishCount';
import type { DuplicateReason } from './duplicates';

/**
 * The pipeline's words on the desk (the same person's leads and their merge, the board, the
 * report, the list's marks and its phone layout), Polish and English: a word missing in one
 * language is a type error.
 */
export interface PipelineWords {
  list: {
    /** The summary of the folded filters. */
    filters: string;
    /** The mark of a lead flagged as the same person's as another open lead. */
    duplicate: string;
  };
  same: {
    title: string;
    intro: string;
    reasons: Record<DuplicateReason, string>;
    received: (when: string) => string;
    merge: string;
    mergeHint: string;
    bookedStays: string;
    merged: string;
    mergedTitle: string;
    mergedIntro: string;
    mergedEnquiry: (when: string) => string;
    refused: Record<MergeRefusal, string>;
  };
  board: {
    title: string;
    intro: string;
    recent: (days: number) => string;
    count: (count: number) => string;
    value: string;
    noValue: string;
    valueRule: string;
    empty: string;
    more: (count: number) => string;
    overdue: string;
    travelSoon: (days: number, quietDays: number) => string;
    received: (when: string) => string;
    travel: string;
    moveTo: string;
    move: string;
  };
  report: {
    title: string;
    period: (from: string, to: string) => string;
    from: string;
    to: string;
    show: string;
    invalid: string;
    figures: string;
    leads: string;
    answered: string;
    medianFirstAnswer: string;
    withinPromise: string;
    withinPromiseOf: (within: number, decided: number) => string;
    offersSent: string;
    offersAccepted: string;
    bookings: string;
    bookedValue: string;
    bookedRate: string;
    by: Record<'landing' | 'language' | 'interest', string>;
    group: Record<'landing' | 'language' | 'interest', string>;
    noLanding: string;
    columns: { leads: string; booked: string; rate: string };
    none: string;
    duration: (minutes: number) => string;
    /** What the figures count; the office's hours are officeHours.ts's. */
    notes: (hours: OfficeHours) => string[];
    csv: string;
    inList: string;
  };
}

/** The office's hours as the report states them (receiver/pipeline/desk/officeHours.ts). */
export interface OfficeHours {
  weekdays: { opens: number; closes: number };
  saturday: { opens: number; closes: number };
}

const span = ({ opens, closes }: { opens: number; closes: number }) => `${opens}:00–${closes}:00`;

/** Why a merge was refused. */
export type MergeRefusal = 'not-found' | 'not-same-person' | 'already-merged' | 'booked';

const polishDays = (count: number) => polishCount(count, 'dzień', 'dni', 'dni');

/** Minutes as hours and minutes: "2 h 05 min", "45 min". */
const hoursAndMinutes = (minutes: number) => {
  const whole = Math.round(minutes);
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return hours > 0 ? `${hours} h ${String(rest).padStart(2, '0')} min` : `${rest} min`;
};

export const PIPELINE_WORDS: Record<Locale, PipelineWords> = {
  pl: {
    list: { filters: 'Filtry', duplicate: 'ta sama osoba?' },
    same: {
      title: 'Ta sama osoba',
      intro: 'Inne otwarte zapytania z tym samym adresem e-mail lub telefonem.',
      reasons: { email: 'ten sam e-mail', phone: 'ten sam telefon' },
      received: (when) => `otrzymano ${when}`,
      merge: 'Scal z tym zapytaniem',
      mergeHint:
        'Rozmowa, notatki, historia, oferty i czekające wiadomości tamtego zapytania przejdą do tego; tamto zniknie z listy, a jego treść zostanie tu jako scalone zapytanie.',
      bookedStays: 'Zarezerwowane zapytanie zostaje: scal to zapytanie z nim na jego stronie.',
      merged: 'Scalono zapytania.',
      mergedTitle: 'Scalone zapytania',
      mergedIntro: 'Zapytania tej osoby scalone z tym: ich treść, identyfikator kliknięcia i strona wejścia.',
      mergedEnquiry: (when) => `Scalone zapytanie z ${when}`,
      refused: {
        'not-found': 'Nie ma takiego zapytania.',
        'not-same-person': 'Scalić można tylko zapytania oznaczone jako ta sama osoba.',
        'already-merged': 'To zapytanie zostało już scalone.',
        booked: 'Zarezerwowanego zapytania nie scala się z innym: scal inne z nim.',
      },
    },
    board: {
      title: 'Tablica',
      intro: 'Otwarte zapytania według etapu oraz zarezerwowane i utracone z ostatnich dni.',
      recent: (days) => `ostatnie ${polishDays(days)}`,
      count: (count) => `Zapytań: ${count}`,
      value: 'Wartość',
      noValue: 'brak',
      valueRule:
        'Wartość zapytania: przyjęta opcja oferty, a bez niej wartość rezerwacji, a bez niej najtańsza opcja ostatniej wysłanej oferty; sumy osobno dla każdej waluty.',
      empty: 'Brak zapytań.',
      more: (count) => `i jeszcze ${count} na liście zapytań`,
      overdue: 'po terminie odpowiedzi',
      travelSoon: (days, quietDays) =>
        `wyjazd za ${polishDays(days)}, bez kontaktu od ${polishDays(quietDays)}`,
      received: (when) => `otrzymano ${when}`,
      travel: 'Termin',
      moveTo: 'Przenieś do etapu',
      move: 'Przenieś',
    },
    report: {
      title: 'Raport',
      period: (from, to) => `Zapytania otrzymane od ${from} do ${to} (czas warszawski)`,
      from: 'Od dnia',
      to: 'Do dnia',
      show: 'Pokaż',
      invalid: 'Podaj daty od i do (RRRR-MM-DD), od nie później niż do, najwyżej trzy lata.',
      figures: 'Wyniki',
      leads: 'Zapytania',
      answered: 'Z odpowiedzią',
      medianFirstAnswer: 'Mediana czasu do pierwszej odpowiedzi (w godzinach pracy biura)',
      withinPromise: 'Odpowiedziane w obiecanym terminie',
      withinPromiseOf: (within, decided) => `${within} z ${decided}`,
      offersSent: 'Wysłane oferty',
      offersAccepted: 'Przyjęte oferty',
      bookings: 'Rezerwacje',
      bookedValue: 'Wartość rezerwacji',
      bookedRate: 'Odsetek rezerwacji',
      by: {
        landing: 'Rezerwacje według strony wejścia',
        language: 'Rezerwacje według języka',
        interest: 'Rezerwacje według zainteresowania',
      },
      group: { landing: 'Strona wejścia', language: 'Język', interest: 'Zainteresowanie' },
      noLanding: '(brak)',
      columns: { leads: 'Zapytania', booked: 'Rezerwacje', rate: 'Odsetek' },
      none: '—',
      duration: (minutes) => hoursAndMinutes(minutes),
      notes: (hours) => [
        'Liczone są zapytania otrzymane w tym okresie (bez spamu i scalonych), cokolwiek stało się z nimi później: ich liczba jest taka sama jak na liście zapytań z tymi datami.',
        `Pierwsza odpowiedź to pierwsza odpowiedź lub oferta wysłana z biura albo etap zmieniony ręcznie. Godziny pracy biura: poniedziałek–piątek ${span(hours.weekdays)}, sobota ${span(hours.saturday)}, bez niedziel i świąt.`,
        'Obiecany termin to koniec następnego dnia roboczego. Odsetek liczy zapytania z odpowiedzią oraz te bez odpowiedzi, których termin już minął.',
      ],
      csv: 'Pobierz raport (CSV)',
      inList: 'Te zapytania na liście',
    },
  },
  en: {
    list: { filters: 'Filters', duplicate: 'same person?' },
    same: {
      title: 'The same person',
      intro: 'Other open leads with the same email address or phone.',
      reasons: { email: 'same email', phone: 'same phone' },
      received: (when) => `received ${when}`,
      merge: 'Merge into this lead',
      mergeHint:
        'That lead’s conversation, notes, history, offers and waiting messages move to this one; it leaves the list, and its enquiry stays here as a merged enquiry.',
      bookedStays: 'A booked lead is the one to keep: merge this lead into it on its page.',
      merged: 'The leads are merged.',
      mergedTitle: 'Merged enquiries',
      mergedIntro: 'This person’s leads merged into this one: their enquiry, ad click id and landing page.',
      mergedEnquiry: (when) => `Merged enquiry of ${when}`,
      refused: {
        'not-found': 'No such lead.',
        'not-same-person': 'Only leads flagged as the same person can be merged.',
        'already-merged': 'That lead has been merged already.',
        booked: 'A booked lead is not merged into another: merge the other into it.',
      },
    },
    board: {
      title: 'Board',
      intro: 'Open leads by stage, and those booked or lost in the last days.',
      recent: (days) => `last ${days} days`,
      count: (count) => `${count} ${count === 1 ? 'lead' : 'leads'}`,
      value: 'Value',
      noValue: 'none',
      valueRule:
        'A lead’s value: its accepted offer option, else its booking’s value, else the lowest option of its latest offer sent; totals per currency.',
      empty: 'No leads.',
      more: (count) => `and ${count} more in the list of leads`,
      overdue: 'overdue',
      travelSoon: (days, quietDays) =>
        `travels in ${days} ${days === 1 ? 'day' : 'days'}, no contact for ${quietDays} days`,
      received: (when) => `received ${when}`,
      travel: 'Dates',
      moveTo: 'Move to stage',
      move: 'Move',
    },
    report: {
      title: 'Report',
      period: (from, to) => `Leads received from ${from} to ${to} (Warsaw time)`,
      from: 'From',
      to: 'To',
      show: 'Show',
      invalid: 'Give the dates from and to (YYYY-MM-DD), from no later than to, three years at most.',
      figures: 'Figures',
      leads: 'Leads',
      answered: 'Answered',
      medianFirstAnswer: 'Median time to the first answer (in office hours)',
      withinPromise: 'Answered within the promise',
      withinPromiseOf: (within, decided) => `${within} of ${decided}`,
      offersSent: 'Offers sent',
      offersAccepted: 'Offers accepted',
      bookings: 'Bookings',
      bookedValue: 'Booked value',
      bookedRate: 'Booked rate',
      by: {
        landing: 'Bookings by landing page',
        language: 'Bookings by language',
        interest: 'Bookings by interest',
      },
      group: { landing: 'Landing page', language: 'Language', interest: 'Interest' },
      noLanding: '(none)',
      columns: { leads: 'Leads', booked: 'Booked', rate: 'Rate' },
      none: '—',
      duration: (minutes) => hoursAndMinutes(minutes),
      notes: (hours) => [
        'It counts the leads received in the period (not spam, not merged), whatever became of them since: as many as the list of leads shows for these dates.',
        `The first answer is the office’s first reply or offer sent, or a stage set by hand. Office hours: Monday to Friday ${span(hours.weekdays)}, Saturday ${span(hours.saturday)}, not on Sundays or public holidays.`,
        'The promise is an answer by the end of the next working day. The share counts the leads answered and those unanswered whose deadline has passed.',
      ],
      csv: 'Download the report (CSV)',
      inList: 'These leads in the list',
    },
  },
};
