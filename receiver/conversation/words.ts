import type { Locale } from '@/lib/model/i18n/locales';

/** The conversation's words on the desk (the lead's thread, To sort, attachments), Polish and English. */
export interface ConversationWords {
  thread: string;
  enquiry: string;
  confirmation: string;
  confirmationHint: string;
  fromVisitor: string;
  fromOffice: (name: string) => string;
  question: string;
  automatic: string;
  visitorReplied: string;
  quoted: string;
  attachments: string;
  refused: Record<'too-large' | 'type', string>;
  size: (bytes: number) => string;
  sent: (when: string) => string;
  pending: string;
  failed: (attempts: number) => string;
  noMessages: string;
  subject: string;
  to: string;
  toSort: {
    title: string;
    intro: string;
    none: string;
    reason: Record<'no-match' | 'stranger', string>;
    pointsAt: (name: string) => string;
    sameSender: (name: string) => string;
    attachTo: (name: string) => string;
    attachOther: string;
    attachOtherHint: string;
    attach: string;
    dismiss: string;
    dismissed: string;
    attached: string;
    noSuchLead: string;
    count: (count: number) => string;
  };
}

/** Polish "N wiadomości": the singular after 1, the same word for every other count. */
const polishMessages = (count: number) => (count === 1 ? '1 wiadomość' : `${count} wiadomości`);

export const CONVERSATION_WORDS: Record<Locale, ConversationWords> = {
  pl: {
    thread: 'Rozmowa',
    enquiry: 'Zapytanie z formularza',
    confirmation: 'Potwierdzenie dla klienta (automatyczne)',
    confirmationHint: 'Podziękowanie, co dalej i kopia zapytania, w języku klienta.',
    fromVisitor: 'Klient',
    fromOffice: (name) => `Biuro: ${name}`,
    question: 'Pytanie do oferty',
    automatic: 'wiadomość automatyczna',
    visitorReplied: 'klient odpisał',
    quoted: 'Pokaż cytowaną wcześniejszą korespondencję',
    attachments: 'Załączniki',
    refused: {
      'too-large': 'nie zapisano: za duży plik',
      type: 'nie zapisano: niedozwolony typ pliku (program, archiwum lub nieznany)',
    },
    size: (bytes) =>
      bytes >= 1024 * 1024
        ? `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB`
        : `${Math.max(1, Math.round(bytes / 1024))} kB`,
    sent: (when) => `wysłano ${when}`,
    pending: 'czeka na wysłanie',
    failed: (attempts) => `nie wysłano (próby: ${attempts}), ponawiamy`,
    noMessages: 'Klient nie napisał jeszcze nic poza zapytaniem.',
    subject: 'Temat',
    to: 'Do',
    toSort: {
      title: 'Do przypisania',
      intro:
        'Wiadomości ze skrzynki biura, których nie dało się przypisać do zapytania: bez odniesienia do naszej korespondencji albo od innego nadawcy niż klient. Przypisz je do zapytania albo odrzuć.',
      none: 'Nic nie czeka na przypisanie.',
      reason: {
        'no-match': 'Nie odnosi się do żadnej naszej wiadomości.',
        stranger: 'Odnosi się do wątku zapytania, ale nadawca nie jest tym klientem.',
      },
      pointsAt: (name) => `Wskazuje wątek: ${name}`,
      sameSender: (name) => `Ten sam nadawca: ${name}`,
      attachTo: (name) => `Przypisz do: ${name}`,
      attachOther: 'Inne zapytanie (adres strony zapytania lub e-mail klienta)',
      attachOtherHint: 'Np. adres skopiowany z paska przeglądarki na stronie zapytania.',
      attach: 'Przypisz',
      dismiss: 'Odrzuć',
      dismissed: 'Odrzucono. Wiadomość zostaje w skrzynce biura.',
      attached: 'Przypisano do zapytania.',
      noSuchLead: 'Nie znaleziono takiego zapytania.',
      count: (count) => `Do przypisania: ${polishMessages(count)}`,
    },
  },
  en: {
    thread: 'Conversation',
    enquiry: 'Enquiry from the form',
    confirmation: 'Confirmation to the visitor (automatic)',
    confirmationHint: 'Thanks, what happens next and a copy of the enquiry, in the visitor’s language.',
    fromVisitor: 'Visitor',
    fromOffice: (name) => `Office: ${name}`,
    question: 'Question about the offer',
    automatic: 'automatic message',
    visitorReplied: 'visitor replied',
    quoted: 'Show the quoted earlier messages',
    attachments: 'Attachments',
    refused: {
      'too-large': 'not kept: the file is too large',
      type: 'not kept: a type that is not allowed (a program, an archive or unknown)',
    },
    size: (bytes) =>
      bytes >= 1024 * 1024
        ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
        : `${Math.max(1, Math.round(bytes / 1024))} kB`,
    sent: (when) => `sent ${when}`,
    pending: 'waiting to be sent',
    failed: (attempts) => `not sent yet (${attempts} attempts), retrying`,
    noMessages: 'The visitor has written nothing beyond the enquiry yet.',
    subject: 'Subject',
    to: 'To',
    toSort: {
      title: 'To sort',
      intro:
        'Messages from the office’s mailbox that could not be put on a lead: they refer to none of our emails, or come from someone other than the lead’s visitor. Attach each to a lead, or dismiss it.',
      none: 'Nothing waits to be sorted.',
      reason: {
        'no-match': 'It refers to none of our messages.',
        stranger: 'It refers to a lead’s thread, but the sender is not that visitor.',
      },
      pointsAt: (name) => `Points at the thread of: ${name}`,
      sameSender: (name) => `Same sender: ${name}`,
      attachTo: (name) => `Attach to: ${name}`,
      attachOther: 'Another lead (the address of its page, or the visitor’s email)',
      attachOtherHint: 'For example the address copied from the browser on the lead’s page.',
      attach: 'Attach',
      dismiss: 'Dismiss',
      dismissed: 'Dismissed. The message stays in the office’s mailbox.',
      attached: 'Attached to the lead.',
      noSuchLead: 'No such lead.',
      count: (count) => `To sort: ${count} ${count === 1 ? 'message' : 'messages'}`,
    },
  },
};
