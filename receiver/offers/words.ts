import { BRAND } from '@/lib/model/site/config';
import { polishCount } from '@/lib/model/i18n/polishCount';
import type { Locale } from '@/lib/model/i18n/locales';
import type { OfferStatus, PriceBasis } from '../db/schema';
import type { Problem } from './model';

/**
 * The offers' words: the desk's (in the account's language), and the visitor's page and emails (in
 * the visitor's, the lead's locale). Polish addresses the visitor as "Państwo", as every email of
 * the office does.
 */

export interface OfferDeskWords {
  section: string;
  newOffer: string;
  noOffers: string;
  version: (version: number) => string;
  states: Record<OfferStatus | 'expired', string>;
  created: (when: string) => string;
  sent: (when: string) => string;
  withdrawn: (when: string) => string;
  accepted: (when: string, option: number) => string;
  validUntil: (date: string) => string;
  replaces: (version: number) => string;
  nights: (count: number) => string;
  columns: {
    option: string;
    hotel: string;
    room: string;
    board: string;
    dates: string;
    travellers: string;
    price: string;
    total: string;
  };
  basis: Record<PriceBasis, string>;
  chosen: string;
  actions: { edit: string; send: string; withdraw: string; discard: string; revise: string };
  notices: { saved: string; sent: string; withdrawn: string };
  refusals: {
    notDraft: string;
    notSent: string;
    accepted: string;
    replacedAccepted: string;
    noOffer: string;
    wrongReplaces: string;
  };
  editor: {
    newTitle: (name: string) => string;
    draftTitle: (version: number) => string;
    reviseTitle: (version: number) => string;
    language: (language: string) => string;
    blankRows: string;
    option: (row: number) => string;
    labels: {
      hotel: string;
      room: string;
      board: string;
      arrival: string;
      departure: string;
      travellers: string;
      price: string;
      basis: string;
      currency: string;
      validUntil: string;
      note: string;
    };
    validUntilHint: string;
    noteHint: string;
    addRow: string;
    save: string;
    send: string;
    back: string;
    summary: string;
    problems: Record<Problem, string>;
  };
  /** The language a lead writes in, as the editor names it. */
  languages: Record<Locale, string>;
}

export interface OfferPageWords {
  title: string;
  intro: string;
  version: (version: number) => string;
  validUntil: (date: string) => string;
  fromOffice: string;
  option: (position: number) => string;
  labels: { room: string; board: string; dates: string; travellers: string; price: string; total: string };
  nights: (count: number) => string;
  travellers: (count: number) => string;
  basis: Record<PriceBasis, string>;
  /** An option's button: which option it accepts. */
  acceptOption: (position: number) => string;
  acceptHint: string;
  accepted: (position: number, when: string) => string;
  acceptedNext: string;
  alreadyAccepted: string;
  chosen: string;
  question: { title: string; label: string; hint: string; send: string; sent: string; empty: string };
  contact: (phone: string) => string;
  home: string;
  logo: string;
  unknown: { title: string; body: string };
  withdrawn: { title: string; body: string; replaced: string };
  expired: { title: string; body: (date: string) => string };
  noSuchOption: string;
  refusedOrigin: string;
}

export interface OfferEmailWords {
  subject: (version: number) => string;
  greeting: string;
  intro: (replaces: boolean) => string;
  option: (position: number, hotel: string) => string;
  room: string;
  board: string;
  dates: string;
  nights: (count: number) => string;
  travellers: string;
  price: string;
  total: string;
  basis: Record<PriceBasis, string>;
  note: string;
  link: (date: string) => string;
  orReply: string;
  signOff: string;
  signature: string;
}

/** The owner's notice of an accepted offer, in the owner's (the desk's) language. */
export interface AcceptedNoticeWords {
  subject: (name: string) => string;
  intro: (name: string, when: string, version: number) => string;
  option: (position: number) => string;
  total: string;
  booking: string;
  open: string;
}

const PL_DESK: OfferDeskWords = {
  section: 'Oferty',
  newOffer: 'Nowa oferta',
  noOffers: 'Nie przygotowano jeszcze oferty.',
  version: (version) => `Oferta, wersja ${version}`,
  states: {
    draft: 'szkic',
    sent: 'wysłana',
    withdrawn: 'wycofana',
    accepted: 'przyjęta',
    expired: 'wygasła',
  },
  created: (when) => `utworzono ${when}`,
  sent: (when) => `wysłano ${when}`,
  withdrawn: (when) => `wycofano ${when}`,
  accepted: (when, option) => `klient przyjął opcję ${option}: ${when}`,
  validUntil: (date) => `ważna do ${date} włącznie`,
  replaces: (version) => `zastępuje wersję ${version}`,
  nights: (count) => polishCount(count, 'noc', 'noce', 'nocy'),
  columns: {
    option: 'Opcja',
    hotel: 'Hotel',
    room: 'Pokój',
    board: 'Wyżywienie',
    dates: 'Termin',
    travellers: 'Osoby',
    price: 'Cena',
    total: 'Razem',
  },
  basis: { 'per-person': 'za osobę', total: 'za całość' },
  chosen: 'wybrana przez klienta',
  actions: {
    edit: 'Edytuj szkic',
    send: 'Wyślij klientowi',
    withdraw: 'Wycofaj ofertę',
    discard: 'Odrzuć szkic',
    revise: 'Popraw (nowa wersja)',
  },
  notices: {
    saved: 'Zapisano szkic oferty.',
    sent: 'Oferta czeka na wysyłkę do klienta.',
    withdrawn: 'Oferta wycofana: jej link już nie działa.',
  },
  refusals: {
    notDraft: 'Tej oferty nie można już zmienić: wysłaną ofertę popraw jako nową wersję.',
    notSent: 'Tę ofertę wycofano albo jeszcze jej nie wysłano.',
    accepted: 'Klient już przyjął tę ofertę: nie można jej wycofać ani wysłać ponownie.',
    replacedAccepted: 'Klient przyjął w międzyczasie poprawianą wersję: tej poprawki nie można wysłać.',
    noOffer: 'Nie ma takiej oferty.',
    wrongReplaces: 'Poprawić można tylko wysłaną ofertę tego zapytania.',
  },
  editor: {
    newTitle: (name) => `Nowa oferta: ${name}`,
    draftTitle: (version) => `Szkic oferty, wersja ${version}`,
    reviseTitle: (version) => `Nowa wersja oferty (zastąpi wersję ${version})`,
    language: (language) =>
      `Klient pisał ${language}: tak pisz ofertę (e-mail i strona oferty będą w tym języku).`,
    blankRows: 'Puste opcje są pomijane. Cena za osobę jest mnożona przez liczbę osób.',
    option: (row) => `Opcja ${row}`,
    labels: {
      hotel: 'Hotel',
      room: 'Pokój',
      board: 'Wyżywienie',
      arrival: 'Przyjazd',
      departure: 'Wyjazd',
      travellers: 'Liczba osób',
      price: 'Cena',
      basis: 'Cena jest',
      currency: 'Waluta',
      validUntil: 'Ważna do (włącznie, czas warszawski)',
      note: 'Uwagi dla klienta',
    },
    validUntilHint: 'Po tym dniu link do oferty przestaje działać.',
    noteHint: 'Na przykład: co obejmuje cena, przeloty, warunki rezerwacji.',
    addRow: 'Dodaj kolejną opcję',
    save: 'Zapisz szkic',
    send: 'Zapisz i wyślij klientowi',
    back: 'Wróć do zapytania',
    summary: 'Popraw zaznaczone pola',
    problems: {
      required: 'Uzupełnij to pole.',
      line: 'Jedna linia, bez znaków sterujących (np. końca linii).',
      control: 'Tekst zawiera niedozwolone znaki sterujące.',
      long: 'Za długie.',
      date: 'Podaj datę w formacie RRRR-MM-DD.',
      order: 'Wyjazd musi być po przyjeździe.',
      past: 'Ta data już minęła.',
      far: 'Najwyżej rok od dziś.',
      travellers: 'Od 1 do 50 osób.',
      amount: 'Podaj kwotę większą od zera, np. 1 250,00.',
      currency: 'Wybierz walutę z listy.',
      basis: 'Wybierz: za osobę albo za całość.',
      none: 'Uzupełnij co najmniej jedną opcję.',
    },
  },
  languages: { pl: 'po polsku', en: 'po angielsku' },
};

const EN_DESK: OfferDeskWords = {
  section: 'Offers',
  newOffer: 'New offer',
  noOffers: 'No offer yet.',
  version: (version) => `Offer, version ${version}`,
  states: {
    draft: 'draft',
    sent: 'sent',
    withdrawn: 'withdrawn',
    accepted: 'accepted',
    expired: 'expired',
  },
  created: (when) => `created ${when}`,
  sent: (when) => `sent ${when}`,
  withdrawn: (when) => `withdrawn ${when}`,
  accepted: (when, option) => `the visitor accepted option ${option}: ${when}`,
  validUntil: (date) => `valid until ${date} inclusive`,
  replaces: (version) => `replaces version ${version}`,
  nights: (count) => `${count} ${count === 1 ? 'night' : 'nights'}`,
  columns: {
    option: 'Option',
    hotel: 'Hotel',
    room: 'Room',
    board: 'Board',
    dates: 'Dates',
    travellers: 'Travellers',
    price: 'Price',
    total: 'Total',
  },
  basis: { 'per-person': 'per person', total: 'in total' },
  chosen: 'chosen by the visitor',
  actions: {
    edit: 'Edit the draft',
    send: 'Send to the visitor',
    withdraw: 'Withdraw the offer',
    discard: 'Discard the draft',
    revise: 'Revise (new version)',
  },
  notices: {
    saved: 'The draft offer is saved.',
    sent: 'The offer is on its way to the visitor.',
    withdrawn: 'The offer is withdrawn: its link no longer works.',
  },
  refusals: {
    notDraft: 'This offer can no longer change: revise a sent offer as a new version.',
    notSent: 'This offer was withdrawn, or has not been sent.',
    accepted: 'The visitor has accepted this offer: it cannot be withdrawn or sent again.',
    replacedAccepted: 'The visitor accepted the version this one revises meanwhile: it cannot be sent.',
    noOffer: 'There is no such offer.',
    wrongReplaces: 'Only a sent offer of this enquiry can be revised.',
  },
  editor: {
    newTitle: (name) => `New offer: ${name}`,
    draftTitle: (version) => `Draft offer, version ${version}`,
    reviseTitle: (version) => `New version of the offer (replaces version ${version})`,
    language: (language) =>
      `The visitor wrote ${language}: write the offer so (its email and page will be in that language).`,
    blankRows: 'Blank options are left out. A price per person is multiplied by the travellers.',
    option: (row) => `Option ${row}`,
    labels: {
      hotel: 'Hotel',
      room: 'Room',
      board: 'Board',
      arrival: 'Arrival',
      departure: 'Departure',
      travellers: 'Travellers',
      price: 'Price',
      basis: 'The price is',
      currency: 'Currency',
      validUntil: 'Valid until (inclusive, Warsaw time)',
      note: 'Note for the visitor',
    },
    validUntilHint: 'After this day the offer’s link stops working.',
    noteHint: 'For example: what the price includes, flights, booking terms.',
    addRow: 'Add another option',
    save: 'Save the draft',
    send: 'Save and send to the visitor',
    back: 'Back to the enquiry',
    summary: 'Correct the marked fields',
    problems: {
      required: 'Fill this in.',
      line: 'One line, without control characters (such as line breaks).',
      control: 'The text holds control characters that are not allowed.',
      long: 'Too long.',
      date: 'Give a date as YYYY-MM-DD.',
      order: 'The departure must come after the arrival.',
      past: 'This date has passed.',
      far: 'At most a year from today.',
      travellers: 'From 1 to 50 travellers.',
      amount: 'Give an amount above zero, such as 1,250.00.',
      currency: 'Choose a currency from the list.',
      basis: 'Choose: per person or in total.',
      none: 'Fill in at least one option.',
    },
  },
  languages: { pl: 'in Polish', en: 'in English' },
};

export const OFFER_DESK_WORDS: Record<Locale, OfferDeskWords> = { pl: PL_DESK, en: EN_DESK };

export const OFFER_PAGE_WORDS: Record<Locale, OfferPageWords> = {
  pl: {
    title: 'Państwa oferta',
    intro: `Oto propozycje przygotowane dla Państwa przez biuro ${BRAND.name}. Wystarczy wybrać jedną z nich albo zadać nam pytanie.`,
    version: (version) => `Wersja ${version}`,
    validUntil: (date) => `Oferta jest ważna do ${date} włącznie (czas warszawski).`,
    fromOffice: 'Od biura',
    option: (position) => `Opcja ${position}`,
    labels: {
      room: 'Pokój',
      board: 'Wyżywienie',
      dates: 'Termin',
      travellers: 'Osoby',
      price: 'Cena',
      total: 'Razem',
    },
    nights: (count) => polishCount(count, 'noc', 'noce', 'nocy'),
    travellers: (count) => polishCount(count, 'osoba', 'osoby', 'osób'),
    basis: { 'per-person': 'za osobę', total: 'za całość' },
    acceptOption: (position) => `Wybieram opcję ${position}`,
    acceptHint:
      'Wybór opcji to prośba o rezerwację: potwierdzimy dostępność i prześlemy warunki płatności. Nic jeszcze nie płacą Państwo.',
    accepted: (position, when) => `Wybrali Państwo opcję ${position} (${when}). Dziękujemy!`,
    acceptedNext:
      'Skontaktujemy się, aby potwierdzić rezerwację i przesłać warunki płatności. W razie pytań wystarczy odpowiedzieć na e-mail z ofertą.',
    alreadyAccepted: 'Ta oferta została już przyjęta: wybranej opcji nie można zmienić na tej stronie.',
    chosen: 'Wybrana opcja',
    question: {
      title: 'Pytanie do oferty',
      label: 'Państwa pytanie',
      hint: 'Odpowiemy e-mailem, zwykle tego samego dnia roboczego.',
      send: 'Wyślij pytanie',
      sent: 'Dziękujemy, pytanie dotarło do biura. Odpowiemy e-mailem.',
      empty: 'Prosimy wpisać pytanie (najwyżej 5000 znaków).',
    },
    contact: (phone) => `Biuro w Warszawie: ${phone}`,
    home: 'Strona główna',
    logo: `${BRAND.name}: strona główna`,
    unknown: {
      title: 'Nie znaleźliśmy tej oferty',
      body: 'Link jest niepełny albo błędny. Prosimy skopiować go z e-maila w całości albo odpowiedzieć na tę wiadomość.',
    },
    withdrawn: {
      title: 'Ta oferta jest nieaktualna',
      body: 'Biuro wycofało tę ofertę, więc nie można jej już przyjąć.',
      replaced: 'Wysłaliśmy nowszą wersję: link do niej jest w najnowszym e-mailu od nas.',
    },
    expired: {
      title: 'Ta oferta wygasła',
      body: (date) =>
        `Oferta była ważna do ${date} i nie można jej już przyjąć. Chętnie przygotujemy nową: wystarczy odpowiedzieć na e-mail z ofertą.`,
    },
    noSuchOption: 'Tej opcji nie ma w ofercie.',
    refusedOrigin: 'Odrzucono: formularz wysłano z innej strony niż nasza.',
  },
  en: {
    title: 'Your offer',
    intro: `Here are the options the ${BRAND.name} office has prepared for you. Choose one, or ask us a question.`,
    version: (version) => `Version ${version}`,
    validUntil: (date) => `The offer is valid until ${date} inclusive (Warsaw time).`,
    fromOffice: 'From the office',
    option: (position) => `Option ${position}`,
    labels: {
      room: 'Room',
      board: 'Board',
      dates: 'Dates',
      travellers: 'Travellers',
      price: 'Price',
      total: 'Total',
    },
    nights: (count) => `${count} ${count === 1 ? 'night' : 'nights'}`,
    travellers: (count) => `${count} ${count === 1 ? 'traveller' : 'travellers'}`,
    basis: { 'per-person': 'per person', total: 'in total' },
    acceptOption: (position) => `Choose option ${position}`,
    acceptHint:
      'Choosing an option asks us to book it: we confirm availability and send you the payment terms. You pay nothing yet.',
    accepted: (position, when) => `You chose option ${position} (${when}). Thank you!`,
    acceptedNext:
      'We will be in touch to confirm the booking and send the payment terms. Any question: just reply to the offer’s email.',
    alreadyAccepted: 'This offer has already been accepted: the option chosen cannot be changed here.',
    chosen: 'Your choice',
    question: {
      title: 'A question about the offer',
      label: 'Your question',
      hint: 'We answer by email, usually on the same working day.',
      send: 'Send the question',
      sent: 'Thank you, your question has reached our office. We will answer by email.',
      empty: 'Please write your question (at most 5,000 characters).',
    },
    contact: (phone) => `Our Warsaw office: ${phone}`,
    home: 'Home page',
    logo: `${BRAND.name}: home page`,
    unknown: {
      title: 'We could not find this offer',
      body: 'The link is incomplete or mistyped. Please copy it whole from the email, or reply to that email.',
    },
    withdrawn: {
      title: 'This offer is no longer current',
      body: 'Our office has withdrawn this offer, so it can no longer be accepted.',
      replaced: 'We have sent you a newer version: its link is in our latest email.',
    },
    expired: {
      title: 'This offer has expired',
      body: (date) =>
        `The offer was valid until ${date} and can no longer be accepted. We will gladly prepare a new one: just reply to the offer’s email.`,
    },
    noSuchOption: 'The offer has no such option.',
    refusedOrigin: 'Refused: the form was sent from a page other than ours.',
  },
};

export const OFFER_EMAIL_WORDS: Record<Locale, OfferEmailWords> = {
  pl: {
    subject: (version) => `Oferta ${BRAND.name}${version > 1 ? ` (wersja ${version})` : ''}`,
    greeting: 'Dzień dobry,',
    intro: (replaces) =>
      replaces
        ? 'przesyłamy poprawioną ofertę. Zastępuje ona poprzednią, której link już nie działa.'
        : 'zgodnie z zapytaniem przesyłamy ofertę pobytu na Malcie.',
    option: (position, hotel) => `Opcja ${position}: ${hotel}`,
    room: 'Pokój',
    board: 'Wyżywienie',
    dates: 'Termin',
    nights: (count) => polishCount(count, 'noc', 'noce', 'nocy'),
    travellers: 'Osoby',
    price: 'Cena',
    total: 'Razem',
    basis: { 'per-person': 'za osobę', total: 'za całość' },
    note: 'Od biura:',
    link: (date) =>
      `Oferta jest ważna do ${date} włącznie. Na jej stronie można wybrać opcję albo zadać pytanie:`,
    orReply: 'Można też po prostu odpowiedzieć na tę wiadomość.',
    signOff: 'Pozdrawiamy serdecznie',
    signature: `Zespół ${BRAND.name}`,
  },
  en: {
    subject: (version) => `Your ${BRAND.name} offer${version > 1 ? ` (version ${version})` : ''}`,
    greeting: 'Hello,',
    intro: (replaces) =>
      replaces
        ? 'here is our revised offer. It replaces the earlier one, whose link no longer works.'
        : 'as promised, here is our offer for your stay in Malta.',
    option: (position, hotel) => `Option ${position}: ${hotel}`,
    room: 'Room',
    board: 'Board',
    dates: 'Dates',
    nights: (count) => `${count} ${count === 1 ? 'night' : 'nights'}`,
    travellers: 'Travellers',
    price: 'Price',
    total: 'Total',
    basis: { 'per-person': 'per person', total: 'in total' },
    note: 'From the office:',
    link: (date) =>
      `The offer is valid until ${date} inclusive. On its page you can choose an option or ask a question:`,
    orReply: 'Or simply reply to this email.',
    signOff: 'Kind regards,',
    signature: `The ${BRAND.name} team`,
  },
};

export const ACCEPTED_NOTICE_WORDS: Record<Locale, AcceptedNoticeWords> = {
  pl: {
    subject: (name) => `Oferta przyjęta: ${name}`,
    intro: (name, when, version) =>
      `${name}: oferta przyjęta (wersja ${version}), ${when} (czas warszawski):`,
    option: (position) => `Opcja ${position}`,
    total: 'Razem',
    booking: 'Wartość rezerwacji na biurku uzupełniono tą kwotą; zapytanie ma status „oferta przyjęta”.',
    open: 'Zapytanie na biurku:',
  },
  en: {
    subject: (name) => `Offer accepted: ${name}`,
    intro: (name, when, version) =>
      `${name} accepted the offer (version ${version}) at ${when} (Warsaw time):`,
    option: (position) => `Option ${position}`,
    total: 'Total',
    booking: 'The booking’s value on the desk is filled in with this amount; the lead is “offer accepted”.',
    open: 'The lead on the desk:',
  },
};
