// @vitest-environment node
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { allLeads } from '@/receiver/leads/store';
import { validEnquiry, PRIVACY_ACCEPTED, PRIVACY_REJECTED } from '../fixtures/enquiry';
import { SITE, form, formBody, json, injectedReceiverPerTest } from './support/injected';

/** The receiver's HTTP surface, through Fastify's injection, on a real SQLite file. */
const receiver = injectedReceiverPerTest('leads-http-', {
  LEADS_RATE_LIMIT: '1000',
});

/** The fields a browser posts for a valid enquiry: strings, and "on" for the ticked box. */
const validForm = (overrides: Record<string, string> = {}): Record<string, string> => {
  const enquiry = validEnquiry();
  const posted = ['name', 'email', 'phone', 'interest', 'arrival', 'departure', 'message'] as const;
  return {
    ...Object.fromEntries(posted.map((field) => [field, enquiry[field]])),
    consent: 'on',
    website: '',
    idempotencyKey: enquiry.idempotencyKey ?? '',
    ...overrides,
  };
};

describe('POST /api/enquiry with JSON', () => {
  it('stores a valid enquiry and answers 201 with its id; the same key again is 200 and stores nothing', async () => {
    const enquiry = validEnquiry();
    const first = await receiver.app.inject(json(enquiry));
    expect(first.statusCode).toBe(201);
    const { id } = first.json<{ id: string }>();
    expect((await allLeads(receiver.db)).map((lead) => lead.id)).toEqual([id]);
    const again = await receiver.app.inject(json(enquiry));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ok: true, id });
    expect(await allLeads(receiver.db)).toHaveLength(1);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.headers['strict-transport-security']).toContain('max-age=');
  });

  it('takes requests from the host they were sent to, and without an Origin (no browser page)', async () => {
    expect(
      (
        await receiver.app.inject(
          json(validEnquiry(), { origin: 'http://localhost:3000', host: 'localhost:3000' }),
        )
      ).statusCode,
    ).toBe(201);
    const withoutOrigin = json(validEnquiry(), { origin: '' });
    delete (withoutOrigin.headers as Record<string, string>).origin;
    expect((await receiver.app.inject(withoutOrigin)).statusCode).toBe(201);
  });
});

describe('what the page noted beside the enquiry', () => {
  /** A real visitor's message often holds one link: alone, a weak signal. */
  const withOneLink = 'Two of us, we liked https://hotel.example/rooms/sea-view for a long weekend.';
  const scoreOf = async () => {
    const [lead] = await allLeads(receiver.db);
    return [lead?.spam_score, lead?.spam_reasons, lead?.spam];
  };

  it('scores an enquiry sent 500 ms after the form’s first use as too fast (one signal: stored and sent on)', async () => {
    const response = await receiver.app.inject(
      json({ ...validEnquiry({ message: withOneLink }), formMs: 500 }),
    );
    expect(response.statusCode).toBe(201);
    expect(await scoreOf()).toEqual([4, 'too-fast,links', 0]);
    expect(await receiver.db.selectFrom('outbox').selectAll().execute()).not.toHaveLength(0);
  });

  it('does not for a minute, nor without the measurement (no JavaScript)', async () => {
    await receiver.app.inject(json({ ...validEnquiry({ message: withOneLink }), formMs: 60_000 }));
    expect(await scoreOf()).toEqual([1, 'links', 0]);
    await receiver.restart({});
    await receiver.app.inject(form(validForm({ message: withOneLink })));
    expect(await scoreOf()).toEqual([1, 'links', 0]);
  });

  it('takes the time from a form posted before the page’s script ran (the boot script wrote it)', async () => {
    const response = await receiver.app.inject(form(validForm({ message: withOneLink, formMs: '500' })));
    expect(response.statusCode).toBe(303);
    expect(await scoreOf()).toEqual([4, 'too-fast,links', 0]);
  });

  it('refuses a form post whose hidden fields no browser wrote, storing nothing', async () => {
    for (const [fields, reason] of [
      [{ formMs: 'soon' }, 'formMs: Invalid form time'],
      [{ formMs: '-1' }, 'formMs: Invalid form time'],
      [{ landingPage: '/"><script>' }, 'landingPage: Invalid landing page'],
    ] as const) {
      const response = await receiver.app.inject(form(validForm(fields)));
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(reason);
    }
    expect(await allLeads(receiver.db)).toHaveLength(0);
  });

  it('stores the landing page, from the script or the form, and none without it', async () => {
    const sent = [
      json(validEnquiry({ name: 'Script Visitor', landingPage: '/pl/kasyno', privacy: PRIVACY_ACCEPTED })),
      form(
        validForm({
          name: 'Form Visitor',
          landingPage: '/casino',
          idempotencyKey: 'k'.repeat(20),
          privacy: PRIVACY_ACCEPTED,
        }),
      ),
      form(validForm({ name: 'Nameless Page', landingPage: '', idempotencyKey: 'l'.repeat(20) })),
    ];
    for (const request of sent) expect((await receiver.app.inject(request)).statusCode).toBeLessThan(400);
    const stored = (await allLeads(receiver.db)).map((lead) => [lead.name, lead.source, lead.landing_page]);
    expect(stored.sort()).toEqual([
      ['Form Visitor', 'form', '/casino'],
      ['Nameless Page', 'form', null],
      ['Script Visitor', 'script', '/pl/kasyno'],
    ]);
  });
});

describe('POST /api/enquiry as a form (no JavaScript)', () => {
  it('stores the enquiry and sends the browser to the thank-you page', async () => {
    const response = await receiver.app.inject(form(validForm()));
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/thank-you');
    const [lead] = await allLeads(receiver.db);
    expect(lead).toMatchObject({ name: 'Anna Kowalska', source: 'form', gclid: null });
  });

  it('stores it once when the browser sends it twice, with or without a key', async () => {
    const keyed = validForm({ idempotencyKey: 'k'.repeat(20) });
    expect((await receiver.app.inject(form(keyed))).statusCode).toBe(303);
    expect((await receiver.app.inject(form(keyed))).statusCode).toBe(303);
    // The key with other words is another enquiry: refused, not taken for the first one.
    const changed = await receiver.app.inject(form({ ...keyed, message: 'Changed after going back.' }));
    expect(changed.statusCode).toBe(409);
    await receiver.app.inject(form(validForm({ idempotencyKey: '' })));
    await receiver.app.inject(form(validForm({ idempotencyKey: '' })));
    expect(await allLeads(receiver.db)).toHaveLength(2);
  });

  it('keeps the ad click id and campaign of the page it was sent from when the form had none, with consent', async () => {
    await receiver.app.inject(
      form(validForm({ privacy: PRIVACY_ACCEPTED }), {
        referer: `${SITE}/contact-us?gclid=Cj0-abc_9&wbraid=w_9&utm_campaign=lato+2027`,
      }),
    );
    expect((await allLeads(receiver.db))[0]).toMatchObject({
      gclid: 'Cj0-abc_9',
      wbraid: 'w_9',
      utm_campaign: 'lato 2027',
    });
  });

  it('takes the choice from the browser’s cookie when the form was posted without the page’s script', async () => {
    await receiver.app.inject(
      form(validForm(), {
        referer: `${SITE}/contact-us?gclid=Cj0-cookie_1`,
        cookie: `lang=pl; privacy=${PRIVACY_ACCEPTED}`,
      }),
    );
    expect((await allLeads(receiver.db))[0]).toMatchObject({
      gclid: 'Cj0-cookie_1',
      consent_ad_user_data: 'granted',
    });
  });

  it('keeps none of them without a choice (a form posted before the scripts ran), or after a refusal', async () => {
    const referer = `${SITE}/contact-us?gclid=Cj0-abc_9&utm_campaign=lato`;
    await receiver.app.inject(form(validForm({ idempotencyKey: 'n'.repeat(20) }), { referer }));
    await receiver.app.inject(
      form(validForm({ idempotencyKey: 'r'.repeat(20), privacy: PRIVACY_REJECTED }), { referer }),
    );
    const leads = await allLeads(receiver.db);
    expect(leads).toHaveLength(2);
    for (const lead of leads) expect(lead).toMatchObject({ gclid: null, utm_campaign: null });
  });

  it('answers an invalid enquiry with the form again: the messages and everything typed', async () => {
    const response = await receiver.app.inject(
      form(validForm({ email: 'anna@', message: 'Short <b>', name: 'Anna "Ania" Nowak', consent: '' })),
    );
    expect(response.statusCode).toBe(422);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    const page = response.body;
    expect(page).toContain('Please enter a valid email address');
    expect(page).toContain('Please tell us a little more');
    expect(page).toContain('Please agree to the privacy policy');
    expect(page).toContain('value="Anna &#34;Ania&#34; Nowak"');
    expect(page).toContain('value="anna@"');
    expect(page).toContain('>Short &#60;b&#62;</textarea>');
    expect(page).toContain('<option value="Casino hotel stay" selected>Casino hotel stay</option>');
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<input type="hidden" name="locale" value="en">');
    expect(page).toContain('action="/api/enquiry"');
    expect(page).toMatch(/<input type="hidden" name="idempotencyKey" value="[\w-]{16,}">/);
    expect(await allLeads(receiver.db)).toHaveLength(0);
  });
});

/** Requests no visitor's browser sends: each is refused with a 4xx and a reason, and nothing is stored. */
const oversized = 'x'.repeat(40 * 1024);
const hostile: [string, InjectOptions, number][] = [
  ['malformed JSON', json('{"name": "Anna"'), 400],
  ['JSON that is not an object', json('"an enquiry"'), 400],
  ['a JSON array', json([validEnquiry()]), 400],
  ['JSON null', json('null'), 400],
  ['an empty body', json(''), 400],
  ['a prototype key', json(`{"__proto__": {"admin": true}, ${JSON.stringify(validEnquiry()).slice(1)}`), 400],
  ['an unknown field', json({ ...validEnquiry(), admin: true }), 400],
  ['the name as a number', json({ ...validEnquiry(), name: 42 }), 400],
  ['the name as an array', json({ ...validEnquiry(), name: ['Anna', 'Nowak'] }), 400],
  ['the email as an object', json({ ...validEnquiry(), email: { address: 'a@b.pl' } }), 400],
  ['consent as a string', json({ ...validEnquiry(), consent: 'yes' }), 400],
  ['no consent', json({ ...validEnquiry(), consent: false }), 400],
  ['a missing message', json({ ...validEnquiry(), message: undefined }), 400],
  ['a message of 2001 characters', json({ ...validEnquiry(), message: 'm'.repeat(2001) }), 400],
  ['a name of 101 characters', json({ ...validEnquiry(), name: 'n'.repeat(101) }), 400],
  ['an unknown interest', json({ ...validEnquiry(), interest: 'Poker tournament' }), 400],
  ['a date that is no date', json({ ...validEnquiry(), arrival: '1st of May' }), 400],
  [
    'departure before arrival',
    json({ ...validEnquiry(), arrival: '2027-05-05', departure: '2027-05-01' }),
    400,
  ],
  ['a phone number with letters', json({ ...validEnquiry(), phone: 'call me maybe' }), 400],
  ['a gclid with a script', json({ ...validEnquiry(), gclid: '<script>alert(1)</script>' }), 400],
  ['a short idempotency key', json({ ...validEnquiry(), idempotencyKey: 'abc' }), 400],
  ['a negative form time', json({ ...validEnquiry(), formMs: -1 }), 400],
  ['a form time as text (JSON)', json({ ...validEnquiry(), formMs: '500' }), 400],
  ['a form time of a fraction', json({ ...validEnquiry(), formMs: 1.5 }), 400],
  ['a form time over a day', json({ ...validEnquiry(), formMs: 86_400_001 }), 400],
  ['a landing page with a host', json({ ...validEnquiry(), landingPage: 'https://evil.example/' }), 400],
  ['a landing page with a query', json({ ...validEnquiry(), landingPage: '/casino?gclid=x' }), 400],
  [
    'an idempotency key with spaces',
    json({ ...validEnquiry(), idempotencyKey: 'a b c d e f g h i j k l' }),
    400,
  ],
  ['header injection in the name', json({ ...validEnquiry(), name: 'Anna\r\nBcc: all@example.com' }), 400],
  ['a line feed in the name', json({ ...validEnquiry(), name: 'Anna\nNowak' }), 400],
  [
    'header injection in the email',
    json({ ...validEnquiry(), email: 'anna@example.com\r\nBcc: all@example.com' }),
    400,
  ],
  [
    'two addresses in the email',
    json({ ...validEnquiry(), email: 'anna@example.com, all@example.com' }),
    400,
  ],
  ['a NUL in the message', json({ ...validEnquiry(), message: 'Hello there\u0000, we want to travel' }), 400],
  [
    'an escape sequence in the message',
    json({ ...validEnquiry(), message: 'Hello \u001b[31m red, we travel soon' }),
    400,
  ],
  ['the honeypot filled (JSON)', json({ ...validEnquiry(), website: 'https://spam.example' }), 400],
  ['the honeypot filled (form)', form(validForm({ website: 'https://spam.example' })), 400],
  ['a foreign Origin (JSON)', json(validEnquiry(), { origin: 'https://evil.example' }), 403],
  ['a foreign Origin (form)', form(validForm(), { origin: 'https://evil.example' }), 403],
  [
    'a look-alike Origin',
    json(validEnquiry(), { origin: 'https://www.hiddengemsmalta.com.evil.example' }),
    403,
  ],
  ['the origin "null" (a sandboxed page)', json(validEnquiry(), { origin: 'null' }), 403],
  ['an Origin that is no address', json(validEnquiry(), { origin: 'not a url' }), 403],
  ['plain text', { ...json('name=Anna'), headers: { 'content-type': 'text/plain', origin: SITE } }, 415],
  [
    'multipart',
    { ...json('--x\r\n'), headers: { 'content-type': 'multipart/form-data; boundary=x', origin: SITE } },
    415,
  ],
  ['XML', { ...json('<enquiry/>'), headers: { 'content-type': 'application/xml', origin: SITE } }, 415],
  ['an oversized JSON body', json({ ...validEnquiry(), message: oversized }), 413],
  ['an oversized form body', form(validForm({ message: oversized })), 413],
  ['a form field sent twice', { ...form({}), payload: `${formBody(validForm())}&name=Other` }, 400],
  ['a form with an unknown field', form({ ...validForm(), admin: 'true' }), 400],
  ['a GET', { method: 'GET', url: '/api/enquiry' }, 404],
];

describe('hostile requests', () => {
  it(`are ${hostile.length} in number`, () => expect(hostile.length).toBeGreaterThanOrEqual(40));

  it.each(hostile)('refuses %s with a reason, storing nothing', async (_label, request, status) => {
    const response = await receiver.app.inject(request);
    expect(response.statusCode).toBe(status);
    const isForm = String(request.headers?.['content-type'] ?? '').startsWith(
      'application/x-www-form-urlencoded',
    );
    if (isForm) expect(response.body).toMatch(/<p[^>]*>[^<]*(Refused|sent more than once|Unrecognized)/);
    else if (status !== 404) expect(response.json<{ error: string }>().error.length).toBeGreaterThan(8);
    expect(await allLeads(receiver.db)).toHaveLength(0);
    expect(await receiver.db.selectFrom('outbox').selectAll().execute()).toHaveLength(0);
  });

  it('refuses a flood from one address past LEADS_RATE_LIMIT a minute, and counts addresses apart', async () => {
    await receiver.restart({ LEADS_RATE_LIMIT: '3' });
    const from = (address: string) => ({ remoteAddress: address });
    const answers: number[] = [];
    for (let index = 0; index < 6; index += 1)
      answers.push(
        (await receiver.app.inject({ ...json(validEnquiry()), ...from('203.0.113.7') })).statusCode,
      );
    expect(answers).toEqual([201, 201, 201, 429, 429, 429]);
    const refused = await receiver.app.inject({ ...json(validEnquiry()), ...from('203.0.113.7') });
    expect(refused.json<{ error: string }>().error).toMatch(/too many enquiries/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await receiver.app.inject({ ...json(validEnquiry()), ...from('198.51.100.2') })).statusCode).toBe(
      201,
    );
    // A form post that is refused comes back with what was typed.
    const page = await receiver.app.inject({
      ...form(validForm({ message: 'Please keep this text safe.' })),
      ...from('203.0.113.7'),
    });
    expect(page.statusCode).toBe(429);
    expect(page.body).toContain('Please keep this text safe.');
    expect(await allLeads(receiver.db)).toHaveLength(4);
  });
});
