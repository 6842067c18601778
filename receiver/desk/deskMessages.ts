import type { Locale } from '@/lib/model/i18n/locales';
import type { LeadEventKind, LeadStatus, LostReason } from '../db/schema';
import type { DeskSort } from './leadDesk';
import type { PasswordProblem } from '@/receiver/team/passwords';
import type { MessageKind } from '../mail/outboxMessages';

/** The desk's words, Polish (the office's language, the default) and English, by the account's choice. */
export interface DeskMessages {
  deskTitle: string;
  skipToContent: string;
  signIn: {
    title: string;
    email: string;
    password: string;
    submit: string;
    failed: string;
    locked: (minutes: number) => string;
    signedOut: string;
    expired: string;
    refusedOrigin: string;
  };
  password: {
    title: string;
    intro: (email: string) => string;
    newPassword: string;
    again: string;
    hint: string;
    submit: string;
    mismatch: string;
    invalidLink: string;
    done: string;
    problems: Record<PasswordProblem, string>;
  };
  nav: {
    leads: string;
    board: string;
    report: string;
    results: string;
    toSort: string;
    spam: string;
    signOut: string;
    language: string;
    signedInAs: (name: string) => string;
  };
  noAccess: { title: string; body: string };
  list: {
    title: string;
    spamTitle: string;
    newCount: (count: number) => string;
    found: (count: number) => string;
    pageOf: (page: number, pages: number) => string;
    search: string;
    status: string;
    owner: string;
    anyone: string;
    me: string;
    unassigned: string;
    from: string;
    to: string;
    any: string;
    filter: string;
    sortBy: string;
    descending: string;
    newer: string;
    older: string;
    none: string;
    overdue: string;
    columns: Record<
      'received' | 'name' | 'language' | 'interest' | 'dates' | 'status' | 'owner' | 'followUp',
      string
    >;
    sorts: Record<DeskSort, string>;
    download: string;
  };
  lead: {
    back: string;
    details: string;
    fields: Record<
      | 'received'
      | 'language'
      | 'email'
      | 'phone'
      | 'interest'
      | 'dates'
      | 'message'
      | 'gclid'
      | 'landing'
      | 'campaign'
      | 'privacy'
      | 'status'
      | 'owner'
      | 'followUp'
      | 'booking'
      | 'spam',
      string
    >;
    notGiven: string;
    /** The privacy choice an enquiry was sent under (`when` in Warsaw time). */
    privacyChoice: (choice: {
      measurement: boolean;
      advertising: boolean;
      version: number;
      when: string;
    }) => string;
    noPrivacyChoice: string;
    overdueSince: (when: string) => string;
    work: string;
    saveStatus: string;
    bookingValue: string;
    bookingCurrency: string;
    bookingNeeded: string;
    lostReason: string;
    lostNeeded: string;
    assignToMe: string;
    assign: string;
    saveFollowUp: string;
    clearFollowUp: string;
    note: string;
    addNote: string;
    reply: string;
    template: string;
    useTemplate: string;
    subject: string;
    body: string;
    send: string;
    replyQueued: string;
    history: string;
    messages: string;
    /** Every kind the outbox sends, named: a new kind without words here does not compile. */
    messageKinds: Record<MessageKind, string>;
    sent: (when: string) => string;
    pending: (attempts: number) => string;
    events: Record<LeadEventKind, string>;
    notSpam: string;
    markSpam: string;
    spamReasons: string;
    saved: string;
    notFound: string;
  };
  statuses: Record<LeadStatus, string>;
  lostReasons: Record<LostReason, string>;
  languages: Record<Locale, string>;
  invalid: string;
  csrf: string;
}

export const DESK_MESSAGES: Record<Locale, DeskMessages> = {
  pl: {
    deskTitle: 'Zapytania | Hidden Gems Malta',
    skipToContent: 'Przejdź do treści',
    signIn: {
      title: 'Logowanie do zapytań',
      email: 'E-mail',
      password: 'Hasło',
      submit: 'Zaloguj się',
      failed: 'Nieprawidłowy e-mail lub hasło.',
      locked: (minutes) =>
        `Zbyt wiele nieudanych prób. Spróbuj ponownie za ${minutes} ${minutes === 1 ? 'minutę' : minutes < 5 ? 'minuty' : 'minut'}.`,
      signedOut: 'Wylogowano.',
      expired: 'Sesja wygasła. Zaloguj się ponownie.',
      refusedOrigin: 'Odrzucono: formularz nie pochodzi z tej strony. Odśwież stronę i spróbuj ponownie.',
    },
    password: {
      title: 'Ustaw hasło',
      intro: (email) => `Ustaw hasło do konta ${email}.`,
      newPassword: 'Nowe hasło',
      again: 'Powtórz hasło',
      hint: 'Co najmniej 12 znaków; najlepiej kilka niepowiązanych słów.',
      submit: 'Ustaw hasło',
      mismatch: 'Hasła się różnią.',
      invalidLink: 'Ten link jest nieważny lub wygasł. Poproś administratora o nowy.',
      done: 'Hasło ustawione. Możesz się zalogować.',
      problems: {
        'too-short': 'Hasło musi mieć co najmniej 12 znaków.',
        'too-long': 'Hasło może mieć najwyżej 200 znaków.',
        'is-email': 'Hasło nie może być adresem e-mail.',
        weak: 'To hasło łatwo odgadnąć (popularne hasło, słowo lub wzór). Wybierz dłuższe, mniej typowe.',
      },
    },
    nav: {
      leads: 'Zapytania',
      board: 'Tablica',
      report: 'Raport',
      results: 'Wyniki',
      toSort: 'Do przypisania',
      spam: 'Spam',
      signOut: 'Wyloguj',
      language: 'Język',
      signedInAs: (name) => `Zalogowano: ${name}`,
    },
    noAccess: { title: 'Brak dostępu', body: 'To konto nie ma dostępu do zapytań.' },
    list: {
      title: 'Zapytania',
      spamTitle: 'Spam',
      newCount: (count) => `Nowe: ${count}`,
      found: (count) => `Znaleziono: ${count}`,
      pageOf: (page, pages) => `strona ${page} z ${pages}`,
      search: 'Szukaj (imię, e-mail, telefon, wiadomość)',
      status: 'Status',
      owner: 'Opiekun',
      anyone: 'wszyscy',
      me: 'ja',
      unassigned: 'bez opiekuna',
      from: 'Otrzymane od',
      to: 'do',
      any: 'dowolny',
      filter: 'Filtruj',
      sortBy: 'Sortuj według',
      descending: 'malejąco',
      newer: 'Nowsze',
      older: 'Starsze',
      none: 'Brak zapytań.',
      overdue: 'po terminie',
      columns: {
        received: 'Otrzymano',
        name: 'Imię i nazwisko',
        language: 'Język',
        interest: 'Zainteresowanie',
        dates: 'Termin podróży',
        status: 'Status',
        owner: 'Opiekun',
        followUp: 'Kontakt ponownie',
      },
      sorts: {
        received: 'dacie otrzymania',
        name: 'imieniu',
        status: 'statusie',
        'follow-up': 'dacie kontaktu',
        owner: 'opiekunie',
        arrival: 'dacie przyjazdu',
      },
      download: 'Pobierz konwersje dla Google Ads (CSV)',
    },
    lead: {
      back: 'Wróć do listy',
      details: 'Zapytanie',
      fields: {
        received: 'Otrzymano',
        language: 'Język',
        email: 'E-mail',
        phone: 'Telefon',
        interest: 'Zainteresowanie',
        dates: 'Termin',
        message: 'Wiadomość',
        gclid: 'Kliknięcie reklamy',
        landing: 'Strona wejścia',
        campaign: 'Kampania (utm)',
        privacy: 'Zgoda na prywatność',
        status: 'Status',
        owner: 'Opiekun',
        followUp: 'Kontakt ponownie',
        booking: 'Rezerwacja',
        spam: 'Ocena spamu',
      },
      notGiven: '—',
      privacyChoice: ({ measurement, advertising, version, when }) =>
        `pomiar ${measurement ? 'tak' : 'nie'}, reklama ${advertising ? 'tak' : 'nie'} (informacja w wersji ${version}, ${when})`,
      noPrivacyChoice: 'nie wybrano: bez kliknięcia reklamy i kampanii',
      overdueSince: (when) => `Po terminie odpowiedzi (termin minął ${when})`,
      work: 'Obsługa',
      saveStatus: 'Zapisz status',
      bookingValue: 'Wartość rezerwacji',
      bookingCurrency: 'Waluta',
      bookingNeeded: 'Przy statusie „zarezerwowane” podaj wartość (np. 1 250,00) i walutę (np. PLN).',
      lostReason: 'Powód utraty',
      lostNeeded: 'Przy statusie „utracone” wybierz powód.',
      assignToMe: 'Przypisz do mnie',
      assign: 'Przypisz',
      saveFollowUp: 'Zapisz datę',
      clearFollowUp: 'Usuń datę',
      note: 'Notatka',
      addNote: 'Dodaj notatkę',
      reply: 'Odpowiedz klientowi',
      template: 'Szablon',
      useTemplate: 'Wstaw szablon',
      subject: 'Temat',
      body: 'Treść',
      send: 'Wyślij odpowiedź',
      replyQueued: 'Odpowiedź czeka w kolejce do wysłania.',
      history: 'Historia',
      messages: 'Wiadomości',
      messageKinds: {
        notify: 'Powiadomienie biura',
        confirm: 'Potwierdzenie dla klienta',
        reply: 'Odpowiedź',
        webhook: 'Webhook',
        reminder: 'Przypomnienie',
        'visitor-message': 'Powiadomienie o wiadomości klienta',
        offer: 'Oferta dla klienta',
        'offer-accepted': 'Powiadomienie o przyjęciu oferty',
        ads: 'Rezerwacja dla Google Ads',
        'team-notice': 'Powiadomienie zespołu',
      },
      sent: (when) => `wysłano ${when}`,
      pending: (attempts) => (attempts > 0 ? `oczekuje (nieudane próby: ${attempts})` : 'oczekuje'),
      events: {
        status: 'Status',
        owner: 'Opiekun',
        'follow-up': 'Kontakt ponownie',
        note: 'Notatka',
        reply: 'Odpowiedź',
        booking: 'Rezerwacja',
        spam: 'Spam',
        offer: 'Oferta',
        message: 'Wiadomość',
        merge: 'Scalenie',
      },
      notSpam: 'To nie spam',
      markSpam: 'Oznacz jako spam',
      spamReasons: 'Powody',
      saved: 'Zapisano.',
      notFound: 'Nie ma takiego zapytania.',
    },
    statuses: {
      new: 'nowe',
      contacted: 'w kontakcie',
      'offer-sent': 'oferta wysłana',
      accepted: 'oferta przyjęta',
      booked: 'zarezerwowane',
      lost: 'utracone',
    },
    lostReasons: {
      price: 'cena',
      dates: 'terminy',
      'no-answer': 'brak odpowiedzi',
      'booked-elsewhere': 'zarezerwował gdzie indziej',
      'not-a-lead': 'to nie zapytanie',
      other: 'inny powód',
    },
    languages: { pl: 'polski', en: 'angielski' },
    invalid: 'Nieprawidłowe dane',
    csrf: 'Odrzucono: formularz wygasł. Odśwież stronę i spróbuj ponownie.',
  },
  en: {
    deskTitle: 'Leads | Hidden Gems Malta',
    skipToContent: 'Skip to content',
    signIn: {
      title: 'Sign in to the leads',
      email: 'Email',
      password: 'Password',
      submit: 'Sign in',
      failed: 'Wrong email or password.',
      locked: (minutes) =>
        `Too many failed attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
      signedOut: 'Signed out.',
      expired: 'Your session has ended. Please sign in again.',
      refusedOrigin: 'Refused: the form did not come from this site. Reload the page and try again.',
    },
    password: {
      title: 'Set your password',
      intro: (email) => `Set the password of ${email}.`,
      newPassword: 'New password',
      again: 'Repeat the password',
      hint: 'At least 12 characters; several unrelated words work well.',
      submit: 'Set password',
      mismatch: 'The passwords differ.',
      invalidLink: 'This link is invalid or has expired. Ask an admin for a new one.',
      done: 'Password set. You can sign in.',
      problems: {
        'too-short': 'The password must have at least 12 characters.',
        'too-long': 'The password must have at most 200 characters.',
        'is-email': 'The password must not be the email address.',
        weak: 'This password is easy to guess (a common password, a word or a pattern). Choose a longer, rarer one.',
      },
    },
    nav: {
      leads: 'Leads',
      board: 'Board',
      report: 'Report',
      results: 'Results',
      toSort: 'To sort',
      spam: 'Spam',
      signOut: 'Sign out',
      language: 'Language',
      signedInAs: (name) => `Signed in: ${name}`,
    },
    noAccess: { title: 'No access', body: 'This account has no access to the leads.' },
    list: {
      title: 'Leads',
      spamTitle: 'Spam',
      newCount: (count) => `New: ${count}`,
      found: (count) => `Found: ${count}`,
      pageOf: (page, pages) => `page ${page} of ${pages}`,
      search: 'Search (name, email, phone, message)',
      status: 'Status',
      owner: 'Owner',
      anyone: 'anyone',
      me: 'me',
      unassigned: 'unassigned',
      from: 'Received from',
      to: 'to',
      any: 'any',
      filter: 'Filter',
      sortBy: 'Sort by',
      descending: 'descending',
      newer: 'Newer',
      older: 'Older',
      none: 'No leads.',
      overdue: 'overdue',
      columns: {
        received: 'Received',
        name: 'Name',
        language: 'Language',
        interest: 'Interest',
        dates: 'Travel dates',
        status: 'Status',
        owner: 'Owner',
        followUp: 'Follow up',
      },
      sorts: {
        received: 'received',
        name: 'name',
        status: 'status',
        'follow-up': 'follow-up date',
        owner: 'owner',
        arrival: 'arrival',
      },
      download: 'Download conversions for Google Ads (CSV)',
    },
    lead: {
      back: 'Back to the list',
      details: 'Enquiry',
      fields: {
        received: 'Received',
        language: 'Language',
        email: 'Email',
        phone: 'Phone',
        interest: 'Interest',
        dates: 'Dates',
        message: 'Message',
        gclid: 'Ad click',
        landing: 'Landing page',
        campaign: 'Campaign (utm)',
        privacy: 'Privacy choice',
        status: 'Status',
        owner: 'Owner',
        followUp: 'Follow up',
        booking: 'Booking',
        spam: 'Spam score',
      },
      notGiven: '—',
      privacyChoice: ({ measurement, advertising, version, when }) =>
        `measurement ${measurement ? 'yes' : 'no'}, advertising ${advertising ? 'yes' : 'no'} (notice version ${version}, ${when})`,
      noPrivacyChoice: 'none made: no ad click or campaign kept',
      overdueSince: (when) => `Overdue (the answer was due ${when})`,
      work: 'Work on it',
      saveStatus: 'Save status',
      bookingValue: 'Booking value',
      bookingCurrency: 'Currency',
      bookingNeeded: 'For “booked”, give the value (e.g. 1,250.00) and the currency (e.g. EUR).',
      lostReason: 'Why it was lost',
      lostNeeded: 'For “lost”, choose the reason.',
      assignToMe: 'Assign to me',
      assign: 'Assign',
      saveFollowUp: 'Save date',
      clearFollowUp: 'Clear date',
      note: 'Note',
      addNote: 'Add note',
      reply: 'Reply to the visitor',
      template: 'Template',
      useTemplate: 'Use template',
      subject: 'Subject',
      body: 'Text',
      send: 'Send reply',
      replyQueued: 'The reply is queued to be sent.',
      history: 'History',
      messages: 'Messages',
      messageKinds: {
        notify: 'Office notice',
        confirm: 'Confirmation to the visitor',
        reply: 'Reply',
        webhook: 'Webhook',
        reminder: 'Reminder',
        'visitor-message': 'Notice of the visitor’s message',
        offer: 'Offer to the visitor',
        'offer-accepted': 'Notice of the accepted offer',
        'team-notice': 'Notice to the team',
        ads: 'Booking for Google Ads',
      },
      sent: (when) => `sent ${when}`,
      pending: (attempts) => (attempts > 0 ? `pending (${attempts} failed attempts)` : 'pending'),
      events: {
        status: 'Status',
        owner: 'Owner',
        'follow-up': 'Follow up',
        note: 'Note',
        reply: 'Reply',
        booking: 'Booking',
        spam: 'Spam',
        offer: 'Offer',
        message: 'Message',
        merge: 'Merge',
      },
      notSpam: 'Not spam',
      markSpam: 'Mark as spam',
      spamReasons: 'Reasons',
      saved: 'Saved.',
      notFound: 'No such lead.',
    },
    statuses: {
      new: 'new',
      contacted: 'contacted',
      'offer-sent': 'offer sent',
      accepted: 'offer accepted',
      booked: 'booked',
      lost: 'lost',
    },
    lostReasons: {
      price: 'price',
      dates: 'dates',
      'no-answer': 'no answer',
      'booked-elsewhere': 'booked elsewhere',
      'not-a-lead': 'not an enquiry',
      other: 'another reason',
    },
    languages: { pl: 'Polish', en: 'English' },
    invalid: 'Invalid input',
    csrf: 'Refused: the form has expired. Reload the page and try again.',
  },
};
