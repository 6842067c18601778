// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ENQUIRY_REFUSALS, ENQUIRY_VALIDATION } from '@/lib/model/enquiry/messages';
import { rateLimitKey } from '@/receiver/http/visitorAddress';
import { allLeads } from '@/receiver/leads/store';
import type { Enquiry } from '@/lib/model/enquiry/schema';
import { validEnquiry, PRIVACY_ACCEPTED } from '../fixtures/enquiry';
import { SITE, form, json, injectedReceiverPerTest } from './support/injected';

/** What a security probe tried on POST /api/enquiry, each refused (or made harmless) at its depth. */
const receiver = injectedReceiverPerTest('leads-security-', { LEADS_RATE_LIMIT: '1000' });

const POLISH_PAGE = `${SITE}/pl/kontakt`;

/** The fields a browser posts for `enquiry`: strings, and "on" for the ticked box. */
const posted = (enquiry: Enquiry): Record<string, string> => ({
  name: enquiry.name,
  email: enquiry.email,
  phone: enquiry.phone,
  interest: enquiry.interest,
  arrival: enquiry.arrival,
  departure: enquiry.departure,
  message: enquiry.message,
  consent: 'on',
  website: '',
  idempotencyKey: enquiry.idempotencyKey ?? '',
});

describe('an idempotency key replayed with another enquiry', () => {
  it('is refused with 409 and a reason (JSON), in the enquiry’s language; nothing is stored', async () => {
    const enquiry = validEnquiry();
    const first = await receiver.app.inject(json(enquiry));
    expect(first.statusCode).toBe(201);
    const other = await receiver.app.inject(json({ ...enquiry, message: 'Quite another question, please.' }));
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ error: ENQUIRY_REFUSALS.en.keyReused });
    expect(other.json()).not.toHaveProperty('id');
    const polish = await receiver.app.inject(json({ ...enquiry, locale: 'pl' }));
    expect(polish.statusCode).toBe(409);
    expect(polish.json()).toEqual({ error: ENQUIRY_REFUSALS.pl.keyReused });
    const leads = await allLeads(receiver.db);
    expect(leads.map((lead) => [lead.message, lead.locale])).toEqual([[enquiry.message, 'en']]);
  });

  it('each content field counts; the same enquiry again (a double click, the email in capitals) is 200 with the first id', async () => {
    const enquiry = validEnquiry();
    const { id } = (await receiver.app.inject(json(enquiry))).json<{ id: string }>();
    const again = await receiver.app.inject(json({ ...enquiry, email: enquiry.email.toUpperCase() }));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ok: true, id });
    const changes = {
      name: 'Jan Kowalski',
      email: 'jan@example.pl',
      phone: '+48 600 100 201',
      interest: 'Nightlife',
      arrival: '2027-05-11',
      departure: '2027-05-15',
      message: 'Two of us, a long weekend with a night out.',
    };
    for (const [field, value] of Object.entries(changes)) {
      const replay = await receiver.app.inject(json({ ...enquiry, [field]: value }));
      expect(replay.statusCode, field).toBe(409);
    }
    expect(await allLeads(receiver.db)).toHaveLength(1);
  });

  it('is refused for a form post too, with the form again under a new key that then sends it', async () => {
    const enquiry = validEnquiry();
    expect((await receiver.app.inject(form(posted(enquiry)))).statusCode).toBe(303);
    const changed = { ...posted(enquiry), message: 'Corrected after going back: three of us.' };
    const refused = await receiver.app.inject(form(changed));
    expect(refused.statusCode).toBe(409);
    expect(refused.headers['content-type']).toContain('text/html');
    expect(refused.body).toContain(ENQUIRY_REFUSALS.en.keyReused);
    expect(refused.body).toContain('Corrected after going back: three of us.');
    const key = /name="idempotencyKey" value="([\w-]+)"/.exec(refused.body)?.[1];
    expect(key).toMatch(/^[\w-]{16,64}$/);
    expect(key).not.toBe(enquiry.idempotencyKey);
    expect(await allLeads(receiver.db)).toHaveLength(1);
    const resent = await receiver.app.inject(form({ ...changed, idempotencyKey: key ?? '' }));
    expect(resent.statusCode).toBe(303);
    expect((await allLeads(receiver.db)).map((lead) => lead.message).sort()).toEqual(
      [enquiry.message, changed.message].sort(),
    );
  });

  it('is not what the page notes beside it: a retry timed later, from another landing page, is the same enquiry', async () => {
    const enquiry = { ...validEnquiry({ landingPage: '/casino', privacy: PRIVACY_ACCEPTED }), formMs: 800 };
    const first = await receiver.app.inject(json(enquiry));
    expect(first.statusCode).toBe(201);
    const retry = await receiver.app.inject(json({ ...enquiry, formMs: 95_000, landingPage: '/pl/kasyno' }));
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual({ ok: true, id: first.json<{ id: string }>().id });
    const leads = await allLeads(receiver.db);
    // Stored as it first came: the time scored it once, and is kept nowhere.
    expect(leads.map((lead) => [lead.landing_page, lead.spam_reasons])).toEqual([['/casino', 'too-fast']]);
    expect(Object.values(leads[0]!)).not.toContain(800);
  });
});

describe('dates', () => {
  it.each(['2027-13-45', '2027-02-30', '2027-04-31', '2027-00-10'])('refuses %s as a date', async (day) => {
    for (const [field, message] of [
      ['arrival', ENQUIRY_VALIDATION.en.arrivalInvalid],
      ['departure', ENQUIRY_VALIDATION.en.departureInvalid],
    ] as const) {
      const dates = { arrival: '', departure: '', [field]: day };
      const response = await receiver.app.inject(json(validEnquiry(dates)));
      expect(response.statusCode, field).toBe(400);
      expect(response.json<{ error: string }>().error).toBe(`${field}: ${message}`);
    }
    expect(await allLeads(receiver.db)).toHaveLength(0);
  });

  it('takes a leap day, and still refuses a departure before the arrival', async () => {
    const leap = await receiver.app.inject(
      json(validEnquiry({ arrival: '2028-02-29', departure: '2028-03-01' })),
    );
    expect(leap.statusCode).toBe(201);
    const backwards = await receiver.app.inject(
      json(validEnquiry({ arrival: '2028-03-01', departure: '2028-02-29' })),
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json<{ error: string }>().error).toBe(
      `departure: ${ENQUIRY_VALIDATION.en.departureBeforeArrival}`,
    );
  });
});

describe('optional fields left out of a JSON enquiry', () => {
  it('stores an enquiry without phone, dates or honeypot, as if they were empty', async () => {
    const optional = ['phone', 'arrival', 'departure', 'website'];
    const rest = Object.entries(validEnquiry()).filter(([field]) => !optional.includes(field));
    const response = await receiver.app.inject(json(Object.fromEntries(rest)));
    expect(response.statusCode, response.body).toBe(201);
    expect((await allLeads(receiver.db))[0]).toMatchObject({ phone: '', arrival: '', departure: '' });
  });
});

describe('a JSON body’s character set', () => {
  it.each(['iso-8859-1', 'utf-16', 'UTF-16LE', '"windows-1250"'])(
    'refuses charset=%s with 415 and a reason, storing nothing',
    async (charset) => {
      const response = await receiver.app.inject(
        json(validEnquiry(), { 'content-type': `application/json; charset=${charset}` }),
      );
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ error: ENQUIRY_REFUSALS.en.charset });
      expect(await allLeads(receiver.db)).toHaveLength(0);
    },
  );

  it('gives the reason in the language of the page it came from', async () => {
    const response = await receiver.app.inject(
      json(validEnquiry(), { 'content-type': 'application/json; charset=latin1', referer: POLISH_PAGE }),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: ENQUIRY_REFUSALS.pl.charset });
  });

  it.each([
    'application/json',
    'application/json; charset=utf-8',
    'Application/JSON; Charset=UTF-8',
    'application/json;charset="utf-8"',
  ])('takes %s', async (type) => {
    expect((await receiver.app.inject(json(validEnquiry(), { 'content-type': type }))).statusCode).toBe(201);
  });
});

describe('characters that hide or reorder text', () => {
  const refusals: [string, Partial<Enquiry>, string][] = [
    ['a right-to-left override in the name', { name: 'Anna \u202eakswoK' }, 'name'],
    ['a right-to-left isolate in the name', { name: 'Anna \u2067Kowalska\u2069' }, 'name'],
    ['a left-to-right mark in the name', { name: 'Anna\u200e Kowalska' }, 'name'],
    ['the Arabic letter mark in the name', { name: 'Anna\u061c Kowalska' }, 'name'],
    ['a C1 control (NEL) in the name', { name: 'Anna\u0085Kowalska' }, 'name'],
    ['a C1 control (CSI) in the message', { message: 'Hello \u009b31m red, we travel soon' }, 'message'],
    ['a C1 control in the phone', { phone: '+48 600\u0085100 200' }, 'phone'],
    ['a C1 control in the email', { email: 'anna\u0080@example.pl' }, 'email'],
  ];

  it.each(refusals)('refuses %s', async (_label, change, field) => {
    const response = await receiver.app.inject(json(validEnquiry(change)));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(new RegExp(`^${field}: `));
    expect(await allLeads(receiver.db)).toHaveLength(0);
  });

  it.each([
    ['zero-width spaces', '\u200b\u200b\u200b'],
    ['joiners, a word joiner and a byte order mark', '\u200c\u200d\u2060\ufeff'],
    ['soft hyphens between spaces', ' \u00ad \u00ad '],
    ['one letter among invisible ones', '\u200bA\u200b'],
  ])('refuses a name of %s as no name', async (_label, name) => {
    const response = await receiver.app.inject(json(validEnquiry({ name })));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: `name: ${ENQUIRY_VALIDATION.en.nameRequired}` });
  });

  it('stores a message without its bidirectional controls, in the order it was written', async () => {
    const message = 'Please book \u202eroom 101\u202c and \u2066two nights\u2069 \u200fthanks\u200e.';
    const response = await receiver.app.inject(json(validEnquiry({ message })));
    expect(response.statusCode).toBe(201);
    expect((await allLeads(receiver.db))[0]?.message).toBe('Please book room 101 and two nights thanks.');
  });
});

describe('the rate limit’s key', () => {
  it('is an IPv4 address itself, an IPv4-mapped IPv6 address as IPv4', () => {
    expect(rateLimitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
  });

  it('is an IPv6 address’s /64, however it is written', () => {
    const key = rateLimitKey('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    for (const same of [
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002:0:0:0:9',
      '2001:db8:1:2::a%eth0',
    ]) {
      expect(rateLimitKey(same), same).toBe(key);
    }
    expect(rateLimitKey('2001:db8:1:3::1')).not.toBe(key);
    expect(rateLimitKey('::1')).toBe('::/64');
  });

  it('is what it was given when that is no address', () => {
    expect(rateLimitKey('unknown')).toBe('unknown');
  });

  it('gives all the addresses of one /64 one budget, and IPv4 one per address', async () => {
    await receiver.restart({ LEADS_RATE_LIMIT: '3' });
    const from = async (remoteAddress: string) =>
      (await receiver.app.inject({ ...json(validEnquiry()), remoteAddress })).statusCode;
    const answers: number[] = [];
    for (const address of ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:a:b:c:d', '2001:db8:1:2::ff'])
      answers.push(await from(address));
    expect(answers).toEqual([201, 201, 201, 429]);
    expect(await from('2001:db8:1:3::1')).toBe(201);
    for (const address of ['203.0.113.7', '::ffff:203.0.113.7', '203.0.113.7']) await from(address);
    expect(await from('::ffff:203.0.113.7')).toBe(429);
    expect(await from('203.0.113.8')).toBe(201);
  });
});
