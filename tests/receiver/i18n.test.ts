// @vitest-environment node
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase, type LeadsDb } from '@/receiver/db/database';
import { allLeads, saveLead } from '@/receiver/leads/store';
import { leadEmail } from '@/receiver/mail/leadEmail';
import { readSettings, type Settings } from '@/receiver/config/settings';
import { SITE, form, json, injectedReceiverPerTest } from './support/injected';
import { signedIn } from './support/desk';
import { startPostgres } from './support/postgres';
import { validEnquiry, PRIVACY_ACCEPTED } from '../fixtures/enquiry';

/**
 * The receiver in Polish: an enquiry from a Polish page (its hidden `locale`, or failing that the
 * page it came from) is answered in Polish (messages, the form page again, refusals, the thank-you
 * page) and stored with its language, which the office's email and inbox show. English unchanged.
 */
const receiver = injectedReceiverPerTest('leads-i18n-', {
  LEADS_RATE_LIMIT: '1000',
});

const POLISH_PAGE = `${SITE}/pl/kontakt`;
/** What a browser posts from the Polish form: the English value of the interest, and its language. */
const polishForm = (overrides: Record<string, string> = {}): Record<string, string> => {
  const enquiry = validEnquiry({ name: 'Zofia Wiśniewska', message: 'Dwie osoby, długi weekend w maju.' });
  const posted = ['name', 'email', 'phone', 'interest', 'arrival', 'departure', 'message'] as const;
  return {
    ...Object.fromEntries(posted.map((field) => [field, enquiry[field]])),
    consent: 'on',
    website: '',
    idempotencyKey: enquiry.idempotencyKey ?? '',
    locale: 'pl',
    ...overrides,
  };
};
/** The fields without the hidden `locale`, as a page made before it had one posts them. */
const withoutLanguage = (fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).filter(([name]) => name !== 'locale'));
/** Text as the page shows it: the non-breaking spaces after one-letter words read as spaces. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('a form posted from a Polish page without JavaScript', () => {
  it('is stored with its language and sends the visitor to the Polish thank-you page', async () => {
    const response = await receiver.app.inject(form(polishForm(), { referer: POLISH_PAGE }));
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/pl/dziekujemy');
    const [lead] = await allLeads(receiver.db);
    expect(lead).toMatchObject({
      name: 'Zofia Wiśniewska',
      interest: 'Casino hotel stay',
      locale: 'pl',
      source: 'form',
    });
  });

  it('takes its language from the page it came from when the form did not say (an older page)', async () => {
    const withoutLocale = withoutLanguage(polishForm({ privacy: PRIVACY_ACCEPTED }));
    const response = await receiver.app.inject(
      form(withoutLocale, { referer: `${POLISH_PAGE}?gclid=Cj0-pl_1` }),
    );
    expect(response.headers.location).toBe('/pl/dziekujemy');
    expect((await allLeads(receiver.db))[0]).toMatchObject({ locale: 'pl', gclid: 'Cj0-pl_1' });
  });

  it('comes back invalid as the Polish form page: lang="pl", Polish messages, everything typed', async () => {
    const response = await receiver.app.inject(
      form(polishForm({ email: 'zofia@', message: 'Za <b>', consent: '', interest: 'Nightlife' })),
    );
    expect(response.statusCode).toBe(422);
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    const page = plain(response.body);
    expect(page).toContain('<html lang="pl">');
    expect(page).toContain('<title>Prosimy sprawdzić zapytanie | Hidden Gems Malta</title>');
    expect(page).toContain('<h1>Państwa zapytanie</h1>');
    expect(page).toContain('Zapytanie nie zostało jeszcze wysłane.');
    expect(page).toContain('<h2>Prosimy sprawdzić 3 pola</h2>');
    expect(page).toContain('E-mail: Prosimy podać prawidłowy adres e-mail');
    expect(page).toContain('Wiadomość: Prosimy napisać nieco więcej (co najmniej 10 znaków)');
    expect(page).toContain('Zgoda: Prosimy zaznaczyć pole dotyczące polityki prywatności');
    expect(page).toContain('<header><a href="/pl/">Hidden Gems Malta</a></header>');
    expect(page).toContain('aria-label="Zapytanie o podróż"');
    expect(page).toContain('<label for="enquiry-name">Imię i nazwisko *</label>');
    expect(page).toContain('value="Zofia Wiśniewska"');
    expect(page).toContain('value="zofia@"');
    expect(page).toContain('>Za &#60;b&#62;</textarea>');
    // Under each date, the day in words in Polish, which the field describes itself by.
    expect(page).toContain('value="2027-05-10" aria-describedby="enquiry-arrival-hint">');
    expect(page).toContain('<p class="hint" id="enquiry-arrival-hint">poniedziałek, 10 maja 2027</p>');
    expect(page).toContain('<p class="hint" id="enquiry-departure-hint">piątek, 14 maja 2027</p>');
    // The Polish label, the English value, the visitor's choice kept.
    expect(page).toContain('<option value="">Prosimy wybrać</option>');
    expect(page).toContain('<option value="Nightlife" selected>Życie nocne</option>');
    expect(page).toContain('<option value="Casino hotel stay">Pobyt w hotelu z kasynem</option>');
    expect(page).toContain('<a href="/pl/polityka-prywatnosci">polityką prywatności</a>');
    expect(page).toContain('<label>Strona internetowa <input name="website"');
    expect(page).toContain('<p>* pole wymagane</p>');
    expect(page).toContain('<button type="submit">Wysyłam zapytanie</button>');
    // Sent again from this page, it is still Polish.
    expect(page).toContain('<input type="hidden" name="locale" value="pl">');
    expect(page).not.toMatch(/Please|Your message|Travel interest/);
    expect(await allLeads(receiver.db)).toHaveLength(0);
  });

  it('says "one field" in Polish for one', async () => {
    const response = await receiver.app.inject(form(polishForm({ phone: 'zadzwoń' })));
    expect(plain(response.body)).toContain('<h2>Prosimy sprawdzić jedno pole</h2>');
    expect(plain(response.body)).toContain(
      'Telefon (opcjonalnie): Prosimy podać numer telefonu, np. +48 22 123 45 67, albo zostawić to pole puste',
    );
  });

  it('is refused in Polish when the receiver cannot read it or will not take it', async () => {
    const oversized = await receiver.app.inject(
      form(polishForm({ message: 'x'.repeat(40 * 1024) }), { referer: POLISH_PAGE }),
    );
    expect(oversized.statusCode).toBe(413);
    const tooLarge = plain(oversized.body);
    expect(tooLarge).toContain('<html lang="pl">');
    expect(tooLarge).toContain('<h1>Państwa zapytanie nie zostało wysłane</h1>');
    expect(tooLarge).toContain('Odrzucono: zapytanie jest większe, niż pozwala formularz.');
    expect(tooLarge).toContain('Prosimy wrócić do formularza');

    const foreign = await receiver.app.inject(
      form(polishForm(), { origin: 'https://evil.example', referer: 'https://evil.example/pl/kontakt' }),
    );
    expect(foreign.statusCode).toBe(403);
    expect(plain(foreign.body)).toContain(
      'Odrzucono: przyjmujemy zapytania wyłącznie ze stron tej witryny, nie z https://evil.example.',
    );

    const bot = await receiver.app.inject(form(polishForm({ website: 'https://spam.example' })));
    expect(bot.statusCode).toBe(400);
    expect(plain(bot.body)).toContain('Odrzucono: ukryte pole „website” jest przeznaczone dla robotów');

    const twice = await receiver.app.inject({
      ...form(polishForm()),
      payload: `${new URLSearchParams(polishForm()).toString()}&name=Inna`,
    });
    expect(twice.statusCode).toBe(400);
    expect(plain(twice.body)).toContain('name: przesłano więcej niż raz');
    expect(await allLeads(receiver.db)).toHaveLength(0);
  });

  it('refuses a flood in Polish and keeps the visitor’s text', async () => {
    await receiver.restart({ LEADS_RATE_LIMIT: '1' });
    const from = { remoteAddress: '203.0.113.9' };
    expect((await receiver.app.inject({ ...form(polishForm()), ...from })).statusCode).toBe(303);
    const refused = await receiver.app.inject({
      ...form(polishForm({ message: 'Proszę zachować ten tekst.' })),
      ...from,
    });
    expect(refused.statusCode).toBe(429);
    const page = plain(refused.body);
    expect(page).toContain('<html lang="pl">');
    expect(page).toContain('Odrzucono: z Państwa adresu wysłano zbyt wiele zapytań.');
    expect(page).toContain('Proszę zachować ten tekst.');
  });

  it('refuses a language the site does not have, and never sends the visitor elsewhere', async () => {
    const response = await receiver.app.inject(form(polishForm({ locale: '//evil.example' })));
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).toContain('locale: Unknown language');
    expect(await allLeads(receiver.db)).toHaveLength(0);
  });
});

describe('JSON from the script of a Polish page', () => {
  it('is stored with its language; its refusals are in Polish', async () => {
    const created = await receiver.app.inject(json(validEnquiry({ locale: 'pl' })));
    expect(created.statusCode).toBe(201);
    expect((await allLeads(receiver.db))[0]?.locale).toBe('pl');

    const invalid = await receiver.app.inject(json(validEnquiry({ locale: 'pl', email: 'anna@' })));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ error: 'email: Prosimy podać prawidłowy adres e-mail' });
    const unknown = await receiver.app.inject(json({ ...validEnquiry({ locale: 'pl' }), admin: true }));
    expect(unknown.json()).toEqual({ error: 'body: Nieznane pole: admin' });
    const foreign = await receiver.app.inject(
      json(validEnquiry({ locale: 'pl' }), { origin: 'https://evil.example', referer: POLISH_PAGE }),
    );
    expect(foreign.statusCode).toBe(403);
    expect(plain(foreign.json<{ error: string }>().error)).toBe(
      'Odrzucono: przyjmujemy zapytania wyłącznie ze stron tej witryny, nie z https://evil.example.',
    );
    expect(await allLeads(receiver.db)).toHaveLength(1);
  });
});

describe('English, unchanged', () => {
  it('answers a form without a language in English, to /thank-you, and stores it as English', async () => {
    const english = withoutLanguage(polishForm({ name: 'Anna Kowalska' }));
    const response = await receiver.app.inject(form(english, { referer: `${SITE}/contact-us` }));
    expect(response.headers.location).toBe('/thank-you');
    expect((await allLeads(receiver.db))[0]?.locale).toBe('en');
    const invalid = await receiver.app.inject(form({ ...english, email: 'anna@' }));
    expect(invalid.body).toContain('<html lang="en">');
    expect(invalid.body).toContain('Please enter a valid email address');
    expect(invalid.body).toContain('<header><a href="/">Hidden Gems Malta</a></header>');
    const json400 = await receiver.app.inject(json(validEnquiry({ email: 'anna@' })));
    expect(json400.json()).toEqual({ error: 'email: Please enter a valid email address' });
  });
});

describe('the thank-you pages', () => {
  it('are /thank-you and /pl/dziekujemy; LEADS_THANKS_PATH moves the English one, LEADS_THANKS_PATH_PL the Polish', async () => {
    expect(readSettings({}).thanksPaths).toEqual({ en: '/thank-you', pl: '/pl/dziekujemy' });
    expect(readSettings({ LEADS_THANKS_PATH: '/thanks' }).thanksPaths).toEqual({
      en: '/thanks',
      pl: '/pl/dziekujemy',
    });
    expect(() => readSettings({ LEADS_THANKS_PATH_PL: 'https://evil.example/' })).toThrow(
      /LEADS_THANKS_PATH_PL/,
    );
    await receiver.restart({ LEADS_THANKS_PATH: '/thanks', LEADS_THANKS_PATH_PL: '/pl/dzieki' });
    expect((await receiver.app.inject(form(polishForm()))).headers.location).toBe('/pl/dzieki');
    expect(
      (await receiver.app.inject(form(polishForm({ locale: 'en', email: 'en@example.com' })))).headers
        .location,
    ).toBe('/thanks');
  });
});

describe('the office', () => {
  it('is told the lead’s language in the email and the inbox', async () => {
    await receiver.app.inject(form(polishForm()));
    await receiver.app.inject(json(validEnquiry({ name: 'English Visitor', email: 'en@example.com' })));
    const leads = await allLeads(receiver.db);
    const polish = leads.find((lead) => lead.locale === 'pl')!;
    const english = leads.find((lead) => lead.locale === 'en')!;
    const addresses = { from: 'leads@example.com', to: 'office@example.com', deskUrl: `${SITE}/inbox` };
    const polishMail = leadEmail(polish, addresses);
    expect(polishMail.subject).toBe('New enquiry in Polish: Zofia Wiśniewska (Casino hotel stay)');
    expect(String(polishMail.text).split('\n')[0]).toBe('Language: Polish (answer in Polish)');
    const englishMail = leadEmail(english, addresses);
    expect(englishMail.subject).toBe('New enquiry: English Visitor (Casino hotel stay)');
    expect(String(englishMail.text)).toContain('Language: English\n');

    expect(String(polishMail.text)).toContain(`${SITE}/inbox/leads/${polish.id}`);

    const desk = await signedIn(receiver.app, receiver.db, { email: 'ola@example.com', locale: 'en' });
    const list = await desk.get('/inbox');
    expect(list.body).toMatch(/Zofia Wiśniewska<\/a><\/td>\s*<td>Polish<\/td>/);
    expect(list.body).toMatch(/English Visitor<\/a><\/td>\s*<td>English<\/td>/);
  });
});

/** A database made before the language was stored: its leads are English. */
async function downgradeAndReopen(
  database: Settings['database'],
): Promise<{ db: LeadsDb; locales: string[] }> {
  // A database as the first release made it, with a lead in it.
  const first = await openDatabase(database, { upTo: '001_leads_and_outbox' });
  const enquiry = validEnquiry();
  await sql`insert into leads (id, idempotency_key, created_at, updated_at, name, email, phone, interest, arrival, departure, message, source)
    values ('old-lead', 'old-key', '2026-11-01T10:00:00.000Z', '2026-11-01T10:00:00.000Z', ${enquiry.name}, ${enquiry.email}, '', ${enquiry.interest}, '', '', ${enquiry.message}, 'form')`.execute(
    first,
  );
  await first.destroy();
  const again = await openDatabase(database);
  const locales = (await allLeads(again)).map((lead) => lead.locale);
  return { db: again, locales };
}

describe('the migration that stores the language', () => {
  it('on SQLite, gives the leads stored before it English, and stores a language after it', async () => {
    const database = { kind: 'sqlite', file: path.join(receiver.folder, 'migrate.db') } as const;
    const { db: migrated, locales } = await downgradeAndReopen(database);
    expect(locales).toEqual(['en']);
    await saveLead(migrated, validEnquiry({ locale: 'pl' }), 'script');
    expect((await allLeads(migrated)).map((lead) => lead.locale).sort()).toEqual(['en', 'pl']);
    await migrated.destroy();
  });

  it('on PostgreSQL, the same', async () => {
    const server = await startPostgres();
    try {
      const url = await server.createDatabase(`leads_i18n_${process.pid}`);
      const { db: migrated, locales } = await downgradeAndReopen({ kind: 'postgres', url });
      expect(locales).toEqual(['en']);
      await saveLead(migrated, validEnquiry({ locale: 'pl' }), 'script');
      await saveLead(migrated, validEnquiry(), 'script');
      expect((await allLeads(migrated)).map((lead) => lead.locale).sort()).toEqual(['en', 'en', 'pl']);
      await migrated.destroy();
    } finally {
      await server.stop();
    }
  });
});
