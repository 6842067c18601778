// @vitest-environment node
import type { Address, SendMailOptions } from 'nodemailer';
import { storedLead } from '../fixtures/enquiry';
import { describe, expect, it } from 'vitest';
import { PHONE } from '@/lib/model/site/config';
import { COPY_LIMIT, confirmationEmail } from '@/receiver/mail/confirmationEmail';
import { defangLinks, inertText } from '@/receiver/mail/defang';
import { overdueReminderEmail, polishEnquiries } from '@/receiver/mail/overdueReminder';
import {
  fillTemplate,
  replyEmail,
  replyTemplates,
  templateValues,
  unfilledPlaceholders,
} from '@/receiver/mail/replyTemplates';

/**
 * The pure email builders: the visitor's confirmation (and why it cannot be used to mail a
 * stranger's text or links), link defanging, the desk's reply templates and replies, and the
 * office's reminder about overdue leads.
 */

const lead = storedLead;

const OPTIONS = { from: 'Hidden Gems Malta <hello@hiddengemsmalta.com>', officePhone: PHONE.display };
/** Text as a reader sees it: the typesetter's non-breaking spaces read as spaces. */
const plain = (text: unknown) => String(text).replace(/\u00a0/g, ' ');
const textOf = (mail: SendMailOptions) => plain(mail.text);
const headersOf = (mail: SendMailOptions) => mail.headers as Record<string, string>;
/** Anything a mail client would make a link of. */
const CLICKABLE = /https?:\/\/|www\.|\b[\w-]+\.(?:com|example|pl|net)\b|@[\w-]+\./i;

describe('the confirmation to the visitor', () => {
  it('in English: fixed subject, the promise, the phone, a copy of the enquiry', () => {
    const mail = confirmationEmail(lead(), OPTIONS);
    const text = textOf(mail);
    expect(mail.subject).toBe('Your enquiry to Hidden Gems Malta');
    expect(mail.to).toEqual({ name: '', address: 'anna@example.pl' });
    expect(text).toMatch(/^Dear Anna Kowalska,\n/);
    expect(text).toContain(
      'We answer on the same working day when an enquiry arrives during opening hours, otherwise on the next working day.',
    );
    expect(text).toContain('Call us at +48 22 123 45 67');
    expect(text).toContain('> Full name: Anna Kowalska');
    expect(text).toContain('> Travel interest: Casino hotel stay');
    expect(text).toContain('> Arrival: Monday, 10 May 2027');
    expect(text).toContain('> Your message:\n> Two of us, a long weekend with an evening at the casino.');
    expect(text).toContain('https://www.hiddengemsmalta.com/\n');
    expect(mail.html).toBeUndefined();
    expect(text).not.toContain('[.]');
  });

  it('in Polish, with the same promise as the Polish thank-you page', () => {
    const mail = confirmationEmail(
      lead({ locale: 'pl', name: 'Zofia Wiśniewska', interest: 'Nightlife', arrival: '', departure: '' }),
      OPTIONS,
    );
    const text = textOf(mail);
    expect(mail.subject).toBe('Państwa zapytanie do Hidden Gems Malta');
    expect(text).toMatch(
      /^Dzień dobry,\n\ndziękujemy za zapytanie – dotarło już do naszego biura w Warszawie\./,
    );
    expect(text).toContain(
      'Jeśli zapytanie dotarło w godzinach pracy, odpowiemy tego samego dnia roboczego, a jeśli później – następnego dnia roboczego.',
    );
    expect(text).toContain('Prosimy zadzwonić pod numer +48 22 123 45 67');
    expect(text).toContain('> Imię i nazwisko: Zofia Wiśniewska');
    expect(text).toContain('> Rodzaj wyjazdu: Życie nocne');
    expect(text).toContain('> Data przyjazdu: (nie podano)');
    expect(text).toContain('> Wiadomość:');
    expect(text).toContain('Pozdrawiamy serdecznie\nZespół Hidden Gems Malta');
    expect(text).toContain('https://www.hiddengemsmalta.com/pl/');
    expect(text).not.toContain('Zofia Wiśniewska,'); // no vocative guessed
  });

  it('has the headers of an automatic message and no Reply-To of the visitor', () => {
    const mail = confirmationEmail(lead(), OPTIONS);
    expect(mail.messageId).toBe('<confirm-3f0c2d4e-1111-4a2b-9c3d-000000000001@hiddengemsmalta.com>');
    expect(headersOf(mail)['Auto-Submitted']).toBe('auto-generated');
    expect(mail.replyTo).toBeUndefined();
    const office = confirmationEmail(lead(), { ...OPTIONS, replyTo: 'office@hiddengemsmalta.com' });
    expect(office.replyTo).toBe('office@hiddengemsmalta.com');
    const visitor = confirmationEmail(lead(), { ...OPTIONS, replyTo: 'Anna <ANNA@example.pl>' });
    expect(visitor.replyTo).toBeUndefined();
  });

  it('defangs links in the copy and says so', () => {
    const mail = confirmationEmail(
      lead({
        message: 'Great prices at http://evil.example/win and www.cheap-pills.com, write to bot@spam.example',
      }),
      OPTIONS,
    );
    const text = textOf(mail);
    expect(text).toContain(
      '> Great prices at evil[.]example/win and www[.]cheap-pills[.]com, write to bot[at]spam[.]example',
    );
    expect(text).toContain('written as example[.]com');
    expect(
      text
        .split('\n')
        .filter((line) => line.startsWith('>'))
        .join('\n'),
    ).not.toMatch(CLICKABLE);
  });

  it('does not greet with, or show as a link, a name that carries a URL', () => {
    for (const locale of ['en', 'pl'] as const) {
      const name = 'You won! Claim at https://prize.example/claim';
      const text = textOf(confirmationEmail(lead({ name, locale }), OPTIONS));
      expect(text).not.toContain('https://prize');
      expect(text).not.toContain('prize.example');
      // The one address left is our own site's.
      expect(text.match(/https?:\/\/\S+/g)).toEqual([
        `https://www.hiddengemsmalta.com/${locale === 'pl' ? 'pl/' : ''}`,
      ]);
      expect(text).toMatch(/^(Hello,|Dzień dobry,)\n/);
      expect(text).toContain('Claim at prize[.]example/claim');
    }
  });

  it('greets only with a short name of plain letters', () => {
    expect(textOf(confirmationEmail(lead({ name: "Seán O'Brien-Kowalski" }), OPTIONS))).toMatch(
      /^Dear Seán O'Brien-Kowalski,/,
    );
    for (const name of [
      'Visit evil dot com now for a free casino bonus',
      'Anna 2',
      'Bonus: 100%',
      'A\u200bnna',
    ]) {
      expect(textOf(confirmationEmail(lead({ name }), OPTIONS))).toMatch(/^Hello,\n/);
    }
  });

  it('cuts a long message at the limit, with a note in the visitor’s language', () => {
    const message = `${'Lorem ipsum dolor sit amet. '.repeat(80)}END`;
    const english = textOf(confirmationEmail(lead({ message }), OPTIONS));
    const quoted = english
      .split('\n')
      .filter((line) => line.startsWith('> Lorem'))
      .join('');
    expect(quoted.length - 2).toBeLessThanOrEqual(COPY_LIMIT + 1);
    expect(quoted).toMatch(/…$/);
    expect(english).not.toContain('END');
    expect(english).toContain(`the first ${COPY_LIMIT} characters of your message`);
    const polish = textOf(confirmationEmail(lead({ message, locale: 'pl' }), OPTIONS));
    expect(polish).toContain(`kopia zawiera pierwsze ${COPY_LIMIT} znaków wiadomości`);
    expect(textOf(confirmationEmail(lead(), OPTIONS))).not.toContain('Shortened');
  });

  it('removes invisible characters that would hide a link from defanging', () => {
    const text = textOf(
      confirmationEmail(lead({ message: 'See evil\u200b.com and ｅｖｉｌ．ｃｏｍ today' }), OPTIONS),
    );
    expect(text).toContain('> See evil[.]com and evil[.]com today');
  });
});

describe('defangLinks', () => {
  it.each([
    ['http://evil.example', 'evil[.]example'],
    ['https://evil.example/login?next=1', 'evil[.]example/login?next=1'],
    ['Go to HTTPS://Evil.Example.', 'Go to Evil[.]Example.'],
    ['(see https://a.b.example/x)', '(see a[.]b[.]example/x)'],
    ['https://paypal.com@evil.example/', 'paypal[.]com[at]evil[.]example/'],
    ['ftp://files.example/a', 'files[.]example/a'],
    ['www.evil.example', 'www[.]evil[.]example'],
    ['Visit www.cheap.com!', 'Visit www[.]cheap[.]com!'],
    ['evil.example/login', 'evil[.]example/login'],
    ['bit.ly/abc', 'bit[.]ly/abc'],
    ['cheap-pills.com', 'cheap-pills[.]com'],
    ['evil.com.Thanks', 'evil[.]com[.]Thanks'],
    ['hotel.casino', 'hotel[.]casino'],
    ['192.168.0.1/admin', '192[.]168[.]0[.]1/admin'],
    ['write to anna.k@mail.example.', 'write to anna.k[at]mail[.]example.'],
    ['mailto:anna@mail.pl', 'mailto[:]anna[at]mail[.]pl'],
    ['javascript:alert(1)', 'javascript[:]alert(1)'],
    ['evil。com', 'evil[.]com'],
  ])('%s -> %s', (input, output) => {
    expect(defangLinks(input)).toBe(output);
  });

  it.each([
    'Ok.Thanks for the quick answer',
    'A 3.5 stars hotel is fine, 4.5 better',
    'We arrive 10.05.2027 at 9.30, e.g. by the morning flight, i.e. early.',
    'Data: 12 maja, ok?',
    'Prices 3.5/5 and 1,200.50 EUR',
    'ul. Nowy Świat 35',
    'evil[.]example and anna[at]mail[.]pl',
    'hxxp://evil[.]example/path',
  ])('leaves "%s" as it was', (text) => {
    expect(defangLinks(text)).toBe(text);
  });

  it('changes nothing in what it has defanged', () => {
    const once = defangLinks('http://a.example/b.com x@y.example www.z.net c.org/d 1.2.3.4');
    expect(defangLinks(once)).toBe(once);
    expect(once).not.toMatch(CLICKABLE);
  });

  it('inertText also folds line breaks and full-width forms', () => {
    expect(inertText('a\r\nb\u202ec ｗｗｗ．x．pl')).toBe('a\nbc www[.]x[.]pl');
  });
});

describe('reply templates', () => {
  it('offer at least the three answers, labelled for the desk in both languages', () => {
    for (const locale of ['en', 'pl'] as const) {
      const templates = replyTemplates(locale);
      expect(templates.map((template) => template.id)).toEqual([
        'first-answer',
        'offer-follows',
        'no-answer-by-phone',
      ]);
      for (const template of templates) {
        expect(template.label.en).toMatch(/\w/);
        expect(template.label.pl).toMatch(/\w/);
        expect(template.locale).toBe(locale);
      }
    }
  });

  it('fill in English with the lead’s values and leave no braces', () => {
    const values = templateValues(lead(), 'Marta');
    for (const template of replyTemplates('en')) {
      const { subject, body } = fillTemplate(template, values);
      expect(subject).toBe('Re: Your enquiry to Hidden Gems Malta');
      expect(body).not.toMatch(/[{}]/);
      expect(body).toMatch(/^Dear Anna Kowalska,\n/);
      expect(plain(body)).toContain('Travel interest: Casino hotel stay');
      expect(plain(body)).toContain('Arrival: Monday, 10 May 2027');
      expect(body).toMatch(/Kind regards,\nMarta$/);
    }
    const first = fillTemplate(replyTemplates('en')[0]!, values).body;
    expect(first).toContain('budget');
    const phone = fillTemplate(replyTemplates('en')[2]!, values).body;
    expect(plain(phone)).toContain('call us at +48 22 123 45 67');
  });

  it('fill in Polish with the interest and dates in Polish', () => {
    const values = templateValues(
      lead({ locale: 'pl', interest: 'Luxury hotel stay', departure: '' }),
      'Marta Nowak',
    );
    for (const template of replyTemplates('pl')) {
      const { subject, body } = fillTemplate(template, values);
      expect(subject).toBe('Re: Państwa zapytanie do Hidden Gems Malta');
      expect(body).not.toMatch(/[{}]/);
      expect(body).toMatch(/^Dzień dobry,\n/);
      expect(plain(body)).toContain('Rodzaj wyjazdu: Pobyt w luksusowym hotelu');
      expect(plain(body)).toContain('Data przyjazdu: poniedziałek, 10 maja 2027');
      expect(plain(body)).toContain('Data wyjazdu: do ustalenia');
      expect(body).toMatch(/Pozdrawiam serdecznie\nMarta Nowak$/);
    }
    expect(fillTemplate(replyTemplates('pl')[0]!, values).body).toContain('budżet');
    expect(plain(fillTemplate(replyTemplates('pl')[2]!, values).body)).toContain(
      'Próbowaliśmy skontaktować się z Państwem telefonicznie',
    );
  });

  it('fall back to sensible words for missing values, never a literal placeholder', () => {
    const english = fillTemplate(replyTemplates('en')[1]!, { name: '  ', agent: undefined });
    expect(english.body).toMatch(/^Dear Sir or Madam,/);
    expect(plain(english.body)).toContain('Arrival: to be agreed');
    expect(english.body).toMatch(/The Hidden Gems Malta team$/);
    const polish = fillTemplate(replyTemplates('pl')[1]!, {});
    expect(polish.body).toMatch(/Zespół Hidden Gems Malta$/);
    expect(unfilledPlaceholders(english.body + polish.body)).toEqual([]);
    expect(unfilledPlaceholders('Dear {name}, {unknown}')).toEqual(['name']);
  });

  it('keep values to one line of plain text', () => {
    const { body } = fillTemplate(replyTemplates('en')[0]!, { name: 'Anna\r\nBcc: x@y.example' });
    expect(body).toMatch(/^Dear Anna Bcc: x@y.example,\n/);
  });
});

describe('the reply email', () => {
  const reply = {
    subject: 'Re: Your enquiry to Hidden Gems Malta',
    body: 'Dear Anna,\r\n\r\nHere is your offer.  \r\n\r\nKind regards,\r\nMarta\r\n',
    agentName: 'Marta',
    from: 'Hidden Gems Malta <hello@hiddengemsmalta.com>',
    replyTo: 'office@hiddengemsmalta.com',
    messageId: 'reply-r-42@hiddengemsmalta.com',
    thread: { inReplyTo: '<confirm-x@hiddengemsmalta.com>', references: ['<confirm-x@hiddengemsmalta.com>'] },
  };

  it('carries its own Message-ID and the thread it continues', () => {
    const mail = replyEmail(lead(), reply);
    expect(mail.inReplyTo).toBe('<confirm-x@hiddengemsmalta.com>');
    expect(mail.references).toEqual(['<confirm-x@hiddengemsmalta.com>']);
    expect(mail.messageId).toBe('<reply-r-42@hiddengemsmalta.com>');
    expect(mail.subject).toBe(reply.subject);
  });

  it('is plain text from the agent at the office, answered to the office', () => {
    const mail = replyEmail(lead({ locale: 'pl' }), reply);
    expect(mail.from).toEqual({ name: 'Marta – Hidden Gems Malta', address: 'hello@hiddengemsmalta.com' });
    expect((mail.to as Address).address).toBe('anna@example.pl');
    expect(mail.replyTo).toBe('office@hiddengemsmalta.com');
    expect(mail.html).toBeUndefined();
    expect(mail.text).toMatch(
      /^Dear Anna,\n\nHere is your offer.\n\nKind regards,\nMarta\n\n-- \nHidden Gems Malta\n/,
    );
    expect(mail.text).toContain('https://www.hiddengemsmalta.com/pl/');
    expect(headersOf(mail)['Auto-Submitted']).toBeUndefined();
  });
});

describe('the reminder about overdue leads', () => {
  const overdue = [
    lead({ id: 'b', name: 'Zofia Wiśniewska', created_at: '2026-11-24T08:30:00.000Z', locale: 'pl' }),
    lead({
      id: 'a',
      name: 'Win at http://spam.example',
      created_at: '2026-11-23T10:00:00.000Z',
      interest: 'Island experiences',
    }),
  ];

  it('lists the leads oldest first, in Polish with English below, with links to the desk', () => {
    const mail = overdueReminderEmail(overdue, {
      from: 'desk@hiddengemsmalta.com',
      to: 'office@hiddengemsmalta.com',
      deskUrl: 'https://leads.example/inbox/',
    });
    const text = textOf(mail);
    expect(mail.subject).toBe('Zapytania bez odpowiedzi: 2');
    expect(mail.to).toBe('office@hiddengemsmalta.com');
    expect(headersOf(mail)['Auto-Submitted']).toBe('auto-generated');
    expect(text).toContain('poniższe zapytania czekają na pierwszy kontakt');
    expect(text).toContain('Razem: 2 zapytania.');
    expect(text).toContain(
      '1. Win at spam[.]example – Wyspiarskie atrakcje – wpłynęło 23.11.2026, 11:00 – odpowiedź po angielsku\n   https://leads.example/inbox/leads/a',
    );
    expect(text).toContain(
      '2. Zofia Wiśniewska – Pobyt w hotelu z kasynem – wpłynęło 24.11.2026, 09:30 – odpowiedź po polsku\n   https://leads.example/inbox/leads/b',
    );
    expect(text.indexOf('leads/a')).toBeLessThan(text.indexOf('leads/b'));
    expect(text).toMatch(/\n---\nIn English: 2 enquiries have waited longer than the site promises/);
    expect(text).not.toContain('http://spam');
  });

  it('says one lead in the singular, and counts in Polish', () => {
    const text = textOf(
      overdueReminderEmail([overdue[0]!], {
        from: 'a@b.example',
        to: 'c@d.example',
        deskUrl: 'https://h/inbox',
      }),
    );
    expect(text).toContain('poniższe zapytanie czeka');
    expect(text).toContain('In English: 1 enquiry has');
    expect([1, 2, 5, 12, 22, 25].map(polishEnquiries)).toEqual([
      '1 zapytanie',
      '2 zapytania',
      '5 zapytań',
      '12 zapytań',
      '22 zapytania',
      '25 zapytań',
    ]);
  });
});
