import type { TravelInterest } from './interests';
import type { Locale } from '@/lib/model/i18n/locales';

/**
 * The enquiry form's texts in each language: what the form shows (labels, the interests' names,
 * buttons, toasts), the validation messages of the shared schema, and the receiver's own pages
 * and refusals for a form posted without JavaScript. The values the form sends (the interests
 * above all) stay English in every language, so that the office's inbox and CSV do not mix
 * languages; only their labels are translated. Pure data: relative imports only, no React.
 *
 * The Polish texts are the copywriter's (the Polish edition addresses the reader as „Państwo”),
 * with a non-breaking space after the one-letter words (i, w, z, o, a, u).
 */

/** The messages of the schema's checks (lib/model/enquiry/schema.ts), one per rule. */
export interface EnquiryValidationMessages {
  nameRequired: string;
  nameTooLong: string;
  nameOneLine: string;
  /** Characters that reorder how text shows (bidirectional controls). */
  nameCharacters: string;
  emailTooLong: string;
  emailInvalid: string;
  phoneInvalid: string;
  interestRequired: string;
  arrivalInvalid: string;
  departureInvalid: string;
  messageTooShort: string;
  messageTooLong: string;
  messageCharacters: string;
  consentRequired: string;
  honeypot: string;
  clickIdInvalid: string;
  keyInvalid: string;
  formMsInvalid: string;
  landingPageInvalid: string;
  campaignInvalid: string;
  privacyInvalid: string;
  localeInvalid: string;
  departureBeforeArrival: string;
  /**
   * A value of the wrong type, or a field the form does not have: no browser sends these, only a
   * script of someone else's. Undefined keeps zod's own (English) wording.
   */
  wrongType?: string;
  unknownField?: (keys: readonly string[]) => string;
}

/** The texts of the form on the site's pages (components/sections/Forms/ContactForm.tsx). */
export interface EnquiryFormMessages {
  /** The form's accessible name. */
  formLabel: string;
  labels: {
    name: string;
    email: string;
    phone: string;
    interest: string;
    arrival: string;
    departure: string;
    message: string;
  };
  /** How an optional field's label says so. */
  optionalMark: string;
  messagePlaceholder: string;
  /** The consent box's label, in parts: its words on the policy link to the policy (paths.privacy). */
  consent: { before: string; linkText: string; after: (brand: string) => string };
  /** The select's first, empty option. */
  chooseOne: string;
  /** After a required label that the field does not mark by itself (the consent box). */
  requiredMark: string;
  /** Beside the submit button. */
  requiredNote: string;
  /** The interests' labels; their values stay English (TRAVEL_INTERESTS). */
  interests: Record<TravelInterest, string>;
  /** The submit button while the enquiry is being sent. */
  sending: string;
  /** The toast after a failed submission. */
  failedToast: (phone: string) => string;
  /** The alert under the form after a failed submission, around a `tel:` link to the phone. */
  failedAlert: { before: string; after: string };
  /** The honeypot's label (hidden from people). */
  honeypotLabel: string;
}

/** The receiver's pages for a form posted without JavaScript (receiver/http/formPage.ts). */
export interface EnquiryPageMessages {
  title: string;
  heading: string;
  /** Around a `tel:` link to the phone. */
  intro: { before: string; after: string };
  /** The summary's heading: how many fields to check. */
  checkFields: (count: number) => string;
  /** The consent box's name in the summary. */
  consent: string;
  submit: string;
  refusalTitle: string;
  refusalHeading: string;
  /** Around a `tel:` link to the phone. */
  refusalText: { before: string; after: string };
}

/** The receiver's refusals, for the page's script (JSON `{error}`) and the pages above. */
export interface EnquiryRefusalMessages {
  tooMany: string;
  tooLarge: string;
  contentType: string;
  /** A JSON body in another character set than UTF-8 (415). */
  charset: string;
  notStored: string;
  refused: (reason: string) => string;
  foreignOrigin: (origin: string) => string;
  notAnObject: string;
  honeypot: string;
  /** `{path}: {message}`'s fallback message. */
  invalid: string;
  formFields: string;
  sentTwice: (key: string) => string;
  /** An idempotency key that came before with a different enquiry (409): the first is kept. */
  keyReused: string;
  /** nginx's answer while the receiver restarts: nothing was received. */
  receiverRestarting: string;
}

export const ENQUIRY_VALIDATION: Record<Locale, EnquiryValidationMessages> = {
  en: {
    nameRequired: 'Please enter your name',
    nameTooLong: 'Please shorten your name',
    nameOneLine: 'Please enter your name on one line',
    nameCharacters: 'Please remove the special characters from your name',
    emailTooLong: 'Please shorten the email address',
    emailInvalid: 'Please enter a valid email address',
    phoneInvalid: 'Please enter a phone number such as +48 22 123 45 67, or leave it empty',
    interestRequired: 'Please choose what interests you most',
    arrivalInvalid: 'Please choose an arrival date',
    departureInvalid: 'Please choose a departure date',
    messageTooShort: 'Please tell us a little more (at least 10 characters)',
    messageTooLong: 'Please keep the message under 2000 characters',
    messageCharacters: 'Please remove the special characters from the message',
    consentRequired: 'Please agree to the privacy policy so that we can answer you',
    honeypot: 'Leave this field empty',
    clickIdInvalid: 'Invalid click identifier',
    keyInvalid: 'Invalid enquiry key',
    formMsInvalid: 'Invalid form time',
    landingPageInvalid: 'Invalid landing page',
    campaignInvalid: 'Invalid campaign tag',
    privacyInvalid: 'Invalid privacy choice',
    localeInvalid: 'Unknown language',
    departureBeforeArrival: 'Departure must be on or after arrival',
  },
  pl: {
    nameRequired: 'Prosimy podać imię i\u00a0nazwisko',
    nameTooLong: 'Imię i\u00a0nazwisko jest za długie\u00a0– prosimy je skrócić',
    nameOneLine: 'Prosimy wpisać imię i\u00a0nazwisko w\u00a0jednym wierszu',
    nameCharacters: 'Prosimy usunąć z\u00a0imienia i\u00a0nazwiska znaki specjalne',
    emailTooLong: 'Adres e-mail jest za długi\u00a0– prosimy go skrócić',
    emailInvalid: 'Prosimy podać prawidłowy adres e-mail',
    phoneInvalid: 'Prosimy podać numer telefonu, np. +48 22 123 45 67, albo zostawić to pole puste',
    interestRequired: 'Prosimy wybrać, co interesuje Państwa najbardziej',
    arrivalInvalid: 'Prosimy wybrać datę przyjazdu',
    departureInvalid: 'Prosimy wybrać datę wyjazdu',
    messageTooShort: 'Prosimy napisać nieco więcej (co najmniej 10 znaków)',
    messageTooLong: 'Wiadomość może mieć najwyżej 2000 znaków\u00a0– prosimy ją skrócić',
    messageCharacters: 'Prosimy usunąć z\u00a0wiadomości znaki specjalne',
    consentRequired:
      'Prosimy zaznaczyć pole dotyczące polityki prywatności\u00a0– bez tego nie możemy odpowiedzieć',
    honeypot: 'Prosimy zostawić to pole puste',
    clickIdInvalid: 'Nieprawidłowy identyfikator kliknięcia',
    keyInvalid: 'Nieprawidłowy klucz zapytania',
    formMsInvalid: 'Nieprawidłowy czas wypełniania formularza',
    landingPageInvalid: 'Nieprawidłowa strona wejścia',
    campaignInvalid: 'Nieprawidłowy znacznik kampanii',
    privacyInvalid: 'Nieprawidłowy wybór prywatności',
    localeInvalid: 'Nieznany język',
    departureBeforeArrival: 'Data wyjazdu nie może być wcześniejsza niż data przyjazdu',
    wrongType: 'Nieprawidłowa wartość',
    unknownField: (keys) => `Nieznane pole: ${keys.join(', ')}`,
  },
};

export const ENQUIRY_FORM_MESSAGES: Record<Locale, EnquiryFormMessages> = {
  en: {
    formLabel: 'Travel enquiry',
    labels: {
      name: 'Full name',
      email: 'Email',
      phone: 'Phone (optional)',
      interest: 'Travel interest',
      arrival: 'Arrival (optional)',
      departure: 'Departure (optional)',
      message: 'Your message',
    },
    optionalMark: '(optional)',
    messagePlaceholder: 'Who is travelling, what you would like to do, and anything we should know.',
    consent: {
      before: 'I have read the ',
      linkText: 'privacy policy',
      after: (brand) => ` and agree that ${brand} uses my details to answer this enquiry.`,
    },
    chooseOne: 'Choose one',
    requiredMark: ' *',
    requiredNote: '* required',
    interests: {
      'Casino hotel stay': 'Casino hotel stay',
      'Luxury hotel stay': 'Luxury hotel stay',
      Nightlife: 'Nightlife',
      'Island experiences': 'Island experiences',
      'Something else': 'Something else',
    },
    sending: 'Sending…',
    failedToast: (phone) =>
      `We could not send your enquiry. Your text is still here: please try again, or call us at ${phone}.`,
    failedAlert: {
      before:
        'We could not send your enquiry. Everything you typed is still here: please try again, or call us at ',
      after: '.',
    },
    honeypotLabel: 'Website',
  },
  pl: {
    formLabel: 'Zapytanie o podróż',
    labels: {
      name: 'Imię i\u00a0nazwisko',
      email: 'E-mail',
      phone: 'Telefon (opcjonalnie)',
      interest: 'Rodzaj wyjazdu',
      arrival: 'Data przyjazdu (opcjonalnie)',
      departure: 'Data wyjazdu (opcjonalnie)',
      message: 'Wiadomość',
    },
    optionalMark: '(opcjonalnie)',
    messagePlaceholder: 'Kto jedzie, na co mają Państwo ochotę i\u00a0o\u00a0czym powinniśmy wiedzieć.',
    consent: {
      before: 'Potwierdzam zapoznanie się z\u00a0',
      linkText: 'polityką prywatności',
      after: (brand) =>
        ` i\u00a0zgadzam się na wykorzystanie moich danych przez ${brand} w\u00a0celu odpowiedzi na to zapytanie.`,
    },
    chooseOne: 'Prosimy wybrać',
    requiredMark: ' *',
    requiredNote: '* pole wymagane',
    interests: {
      'Casino hotel stay': 'Pobyt w\u00a0hotelu z\u00a0kasynem',
      'Luxury hotel stay': 'Pobyt w\u00a0luksusowym hotelu',
      Nightlife: 'Życie nocne',
      'Island experiences': 'Wyspiarskie atrakcje',
      'Something else': 'Coś innego',
    },
    sending: 'Wysyłanie…',
    failedToast: (phone) =>
      `Nie udało się wysłać zapytania. Wpisany tekst nadal tu jest\u00a0– prosimy spróbować ponownie lub zadzwonić pod numer ${phone}.`,
    failedAlert: {
      before:
        'Nie udało się wysłać zapytania. Wszystko, co Państwo wpisali, nadal tu jest\u00a0– prosimy spróbować ponownie lub zadzwonić pod numer ',
      after: '.',
    },
    honeypotLabel: 'Strona internetowa',
  },
};

/** Polish "check N fields": pola after 2–4 (but not 12–14), pól otherwise. */
function polishFields(count: number): string {
  if (count === 1) return 'Prosimy sprawdzić jedno pole';
  const lastDigit = count % 10;
  const lastTwo = count % 100;
  const few = lastDigit >= 2 && lastDigit <= 4 && !(lastTwo >= 12 && lastTwo <= 14);
  return `Prosimy sprawdzić ${count} ${few ? 'pola' : 'pól'}`;
}

export const ENQUIRY_PAGE_MESSAGES: Record<Locale, EnquiryPageMessages> = {
  en: {
    title: 'Please check your enquiry | Hidden Gems Malta',
    heading: 'Your enquiry',
    intro: {
      before:
        'Nothing has been sent yet. Everything you typed is below; correct what is marked and send it again, or call us at ',
      after: '.',
    },
    checkFields: (count) => (count === 1 ? 'Please check one field' : `Please check ${count} fields`),
    consent: 'Consent',
    submit: 'Send enquiry',
    refusalTitle: 'Enquiry not sent | Hidden Gems Malta',
    refusalHeading: 'Your enquiry was not sent',
    refusalText: {
      before: 'Go back to the form (your text is still there in most browsers), or call us at ',
      after: '.',
    },
  },
  pl: {
    title: 'Prosimy sprawdzić zapytanie | Hidden Gems Malta',
    heading: 'Państwa zapytanie',
    intro: {
      before:
        'Zapytanie nie zostało jeszcze wysłane. Wszystko, co Państwo wpisali, jest poniżej\u00a0– prosimy poprawić zaznaczone pola i\u00a0wysłać je ponownie albo zadzwonić pod numer ',
      after: '.',
    },
    checkFields: polishFields,
    consent: 'Zgoda',
    submit: 'Wysyłam zapytanie',
    refusalTitle: 'Zapytanie nie zostało wysłane | Hidden Gems Malta',
    refusalHeading: 'Państwa zapytanie nie zostało wysłane',
    refusalText: {
      before:
        'Prosimy wrócić do formularza (w\u00a0większości przeglądarek wpisany tekst nadal tam będzie) lub zadzwonić pod numer ',
      after: '.',
    },
  },
};

export const ENQUIRY_REFUSALS: Record<Locale, EnquiryRefusalMessages> = {
  en: {
    tooMany: 'Refused: too many enquiries from your address; please wait a minute and send it again',
    tooLarge: 'Refused: the enquiry is larger than any the form can send',
    contentType: 'Refused: enquiries are sent as JSON or as a form',
    charset: 'Refused: an enquiry sent as JSON must be encoded in UTF-8',
    notStored: 'The enquiry could not be stored; please try again in a moment',
    refused: (reason) => `Refused: ${reason}`,
    foreignOrigin: (origin) => `Refused: enquiries are taken from the site's own pages, not from ${origin}`,
    notAnObject: 'body: expected an object of enquiry fields',
    honeypot: 'Refused: the hidden "website" field is for robots and was filled in',
    invalid: 'invalid enquiry',
    formFields: 'body: expected form fields',
    sentTwice: (key) => `${key}: sent more than once`,
    keyReused:
      'Refused: an enquiry with the same key but different content was received before, and only that one was kept. Please send this one again as a new enquiry',
    receiverRestarting:
      'Our enquiry service is restarting and could not receive your enquiry. Please send it again in a minute.',
  },
  pl: {
    tooMany:
      'Odrzucono: z\u00a0Państwa adresu wysłano zbyt wiele zapytań. Prosimy odczekać minutę i\u00a0wysłać zapytanie ponownie.',
    tooLarge: 'Odrzucono: zapytanie jest większe, niż pozwala formularz.',
    contentType: 'Odrzucono: zapytania przyjmujemy wyłącznie jako JSON lub z\u00a0formularza.',
    charset: 'Odrzucono: zapytanie wysłane jako JSON musi być zakodowane w\u00a0UTF-8.',
    notStored: 'Nie udało się zapisać zapytania. Prosimy spróbować ponownie za chwilę.',
    refused: (reason) => `Odrzucono: ${reason}`,
    foreignOrigin: (origin) =>
      `Odrzucono: przyjmujemy zapytania wyłącznie ze stron tej witryny, nie z\u00a0${origin}.`,
    notAnObject: 'body: oczekiwano obiektu z\u00a0polami zapytania',
    honeypot: 'Odrzucono: ukryte pole „website” jest przeznaczone dla robotów i\u00a0zostało wypełnione.',
    invalid: 'nieprawidłowe zapytanie',
    formFields: 'body: oczekiwano pól formularza',
    sentTwice: (key) => `${key}: przesłano więcej niż raz`,
    keyReused:
      'Odrzucono: wcześniej otrzymaliśmy zapytanie z\u00a0tym samym kluczem, ale o\u00a0innej treści, i\u00a0zachowaliśmy tylko tamto. Prosimy wysłać to zapytanie ponownie jako nowe.',
    receiverRestarting:
      'Nasz system zapytań jest właśnie uruchamiany ponownie i\u00a0nie odebrał Państwa zapytania. Prosimy wysłać je ponownie za minutę.',
  },
};

/** The language's name for the office (the inbox and the email), in English like the rest of them. */
export const LOCALE_FOR_OFFICE: Record<Locale, string> = {
  en: 'English',
  pl: 'Polish',
};
