// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLICK_MAX_AGE_MS, conversionsCsv, type ConversionLead } from '@/receiver/leads/conversions';
import { adsEvent } from '@/receiver/ads/dataManager';
import { LANDING_PAGE_STORAGE_KEY } from '@/lib/browser/landingPage';
import { VISIT_FIELDS } from '@/lib/model/enquiry/visit';
import { VIEW_RETENTION_DAYS } from '@/lib/model/measure/views';
import type { Locale } from '@/lib/model/i18n/locales';
import { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS } from '@/lib/model/consent/consent';
import { MESSAGES } from '@/lib/model/site/messages';
import { PRIVACY_CHOICES_ID } from '@/lib/model/consent/consent';

/** The visit keeps each value under the enquiry's field name (lib/browser/visit.ts). */
const GCLID_STORAGE_KEY = 'gclid';

/**
 * The privacy notice, as published in each language, and what the site and the receiver do: what
 * goes to Google Ads (the conversions file, receiver/leads/conversions.ts), from how old a click,
 * on what basis, and what the browser keeps.
 */
interface NoticeWords {
  file: string;
  section: string;
  /** The sentence that lists, separated by "; ", everything uploaded. */
  uploaded: RegExp;
  /** How the notice names what each column of the file carries. */
  columns: Record<string, string>;
  /** The sentence that lists what the Data Manager API upload sends, and its words for each field. */
  apiUploaded: RegExp;
  /** Each field of an event (receiver/ads/dataManager.ts); null for one that says nothing of the visitor. */
  apiFields: Record<string, string | null>;
  never: string;
  basis: string;
  objection: RegExp;
  days: RegExp;
  /** Where the notice names the sessionStorage keys (one, or a list), and how it quotes each. */
  storageKey: RegExp;
  keyName: RegExp;
  /** How the notice names the cookie that remembers the privacy choice, and how long it keeps it. */
  cookie: RegExp;
  cookieMonths: RegExp;
  /** How long the notice says the daily counts of views are kept. */
  viewsMonths: RegExp;
}

const NOTICES: Record<Locale, NoticeWords> = {
  en: {
    file: 'public/data/privacy-policy/TextsRichText.json',
    section: 'What we send to Google Ads',
    uploaded: /we upload to Google Ads only these: ([^.]+)\./,
    columns: {
      'Google Click ID': 'the ad click identifier (gclid)',
      'Conversion Name': 'which conversion it is (a booking or, if we measure it, our first reply to you)',
      'Conversion Time': 'the time of the conversion',
      'Conversion Value': 'its value',
      'Conversion Currency': 'its currency',
    },
    apiUploaded: /sends for each booking only these: ([^.]+)\./,
    apiFields: {
      transactionId: 'our reference number of your enquiry',
      eventTimestamp: 'the time of the booking',
      eventSource: null,
      adIdentifiers: 'the ad click identifier (gclid, gbraid or wbraid), if you came from an advertisement',
      userData: 'your email address and phone number, each as a SHA-256 hash',
      consent: 'your consent to advertising',
      conversionValue: 'the booking’s value and currency',
      currency: 'the booking’s value and currency',
    },
    never:
      'We never upload your name, travel dates or message, and never your email address or phone number in readable form.',
    basis:
      'only with your consent to advertising, so that we spend our budget on the advertisements that bring bookings (Art. 6(1)(a) GDPR)',
    objection: /You may withdraw it at any time: .*we then upload nothing about your enquiry/,
    days: /(\d+) days/g,
    storageKey: /under the keys? ((?:‘\w+’(?:, | and | or )?)+)/g,
    keyName: /‘(\w+)’/g,
    cookie: /a cookie named ‘(\w+)’/g,
    cookieMonths: /The ‘privacy’ cookie with your choice: (\d+) months/,
    viewsMonths: /The daily totals of page views and form uses: (\d+) months/,
  },
  pl: {
    file: 'public/data/pl/polityka-prywatnosci/TextsRichText.json',
    section: 'Co przekazujemy do Google Ads',
    uploaded: /przekazujemy do Google Ads wyłącznie: ([^.]+)\./,
    columns: {
      'Google Click ID': 'identyfikator kliknięcia w reklamę (gclid)',
      'Conversion Name': 'rodzaj konwersji (rezerwacja albo – jeśli ją mierzymy – nasza pierwsza odpowiedź)',
      'Conversion Time': 'czas konwersji',
      'Conversion Value': 'jej wartość',
      'Conversion Currency': 'jej walutę',
    },
    apiUploaded: /wysyła przy każdej rezerwacji wyłącznie: ([^.]+)\./,
    apiFields: {
      transactionId: 'nasz numer referencyjny zapytania',
      eventTimestamp: 'czas rezerwacji',
      eventSource: null,
      adIdentifiers:
        'identyfikator kliknięcia w reklamę (gclid, gbraid lub wbraid), jeśli trafili Państwo do nas z reklamy',
      userData: 'adres e-mail i numer telefonu, każde jako skrót SHA-256',
      consent: 'Państwa zgodę na cel reklamowy',
      conversionValue: 'wartość i walutę rezerwacji',
      currency: 'wartość i walutę rezerwacji',
    },
    never:
      'Nigdy nie przekazujemy imienia i nazwiska, dat podróży ani treści wiadomości, a adresu e-mail i numeru telefonu nigdy w czytelnej postaci.',
    basis:
      'wyłącznie za Państwa zgodą na cel reklamowy, tak by wydawać budżet na reklamy, które przynoszą rezerwacje (art. 6 ust. 1 lit. a RODO)',
    objection:
      /W każdej chwili mogą Państwo ją cofnąć: .*wtedy nie przekażemy do Google nic o Państwa zapytaniu/,
    days: /(\d+) dni/g,
    storageKey: /pod klucz(?:em|ami) ((?:„\w+”(?:, | i | lub )?)+)/g,
    keyName: /„(\w+)”/g,
    cookie: /pliku cookie o nazwie „(\w+)”/g,
    cookieMonths: /Plik cookie „privacy” z Państwa wyborem: (\d+) miesięcy/,
    viewsMonths: /Dzienne sumy odsłon stron i użyć formularza: (\d+) miesięcy/,
  },
};

interface Notice {
  sections: { heading: string; body: string }[];
}

/** The notice's sections, with the typesetter's non-breaking spaces read as spaces. */
function notice(locale: Locale): Notice {
  const text = readFileSync(path.join(process.cwd(), NOTICES[locale].file), 'utf8').replace(/\u00a0/g, ' ');
  return (JSON.parse(text) as { data: Notice }).data;
}

function section(locale: Locale): string {
  const found = notice(locale).sections.find((candidate) => candidate.heading === NOTICES[locale].section);
  if (!found) throw new Error(`${NOTICES[locale].file}: no section "${NOTICES[locale].section}"`);
  return found.body;
}

const DAY_MS = 86_400_000;
const EXPORT_OPTIONS = {
  now: new Date('2027-06-01T12:00:00.000Z'),
  bookedName: 'Booking',
  defaultCurrency: 'EUR',
};

/** The columns of the file the office uploads, as the export writes them. */
function exportColumns(): string[] {
  const [, header = ''] = conversionsCsv([], EXPORT_OPTIONS).csv.split('\r\n');
  return header.split(',');
}

describe.each(Object.keys(NOTICES) as Locale[])(
  'the privacy notice (%s) and the Google Ads export',
  (locale) => {
    const words = NOTICES[locale];

    it('names exactly what the file’s columns carry, and nothing else', () => {
      const listed = words.uploaded.exec(section(locale))?.[1];
      expect(listed, 'the notice no longer lists what is uploaded in the expected words').toBeDefined();
      const columns = exportColumns();
      for (const column of columns) expect(words.columns, `a new column: ${column}`).toHaveProperty(column);
      expect(listed?.split('; ')).toEqual(columns.map((column) => words.columns[column]));
      expect(section(locale)).toContain(words.never);
    });

    it('names exactly what an upload through the Data Manager API carries, and nothing else', () => {
      const listed = words.apiUploaded.exec(section(locale))?.[1];
      expect(
        listed,
        'the notice no longer lists what the API upload sends in the expected words',
      ).toBeDefined();
      // A booking with every identifier: each field it carries must be one the notice names.
      const event = adsEvent(
        {
          id: 'lead-1',
          status: 'booked',
          email: 'anna@example.pl',
          phone: '+48 600 100 200',
          created_at: '2027-05-20T10:00:00.000Z',
          booked_at: '2027-05-28T09:30:00.000Z',
          booking_value_minor: 149_950,
          booking_currency: 'EUR',
          gclid: 'Cj0-a',
          gbraid: null,
          wbraid: null,
          consent_ad_user_data: 'granted',
          consent_ad_personalization: 'denied',
        },
        { kind: 'conversion', value_minor: 149_950, currency: 'EUR' },
      );
      for (const field of Object.keys(event))
        expect(words.apiFields, `a new field: ${field}`).toHaveProperty(field);
      const named = [...new Set(Object.keys(event).flatMap((field) => words.apiFields[field] ?? []))];
      expect(listed?.split('; ')).toEqual(named);
    });

    it('states the same age limit for a click as the export keeps', () => {
      const days = [...section(locale).matchAll(words.days)].map((match) => Number(match[1]));
      expect(days.length).toBeGreaterThan(0);
      expect(new Set(days)).toEqual(new Set([CLICK_MAX_AGE_MS / DAY_MS]));
    });

    it('gives the legal basis, consent to advertising, and how to withdraw it', () => {
      expect(section(locale)).toContain(words.basis);
      expect(section(locale)).toMatch(words.objection);
    });

    it('names every entry the site keeps in the browser', () => {
      const body = notice(locale)
        .sections.map((part) => part.body)
        .join('\n');
      const keys = [...body.matchAll(words.storageKey)].flatMap((list) =>
        [...(list[1] ?? '').matchAll(words.keyName)].map((key) => key[1]),
      );
      // The visit's values are kept under the enquiry's field names (lib/browser/visit.ts).
      expect(keys.sort()).toEqual([...VISIT_FIELDS].sort());
      expect(keys).toContain(GCLID_STORAGE_KEY);
      expect(keys).toContain(LANDING_PAGE_STORAGE_KEY);
      expect(new Set([...body.matchAll(words.cookie)].map((match) => match[1]))).toEqual(
        new Set([CONSENT_COOKIE]),
      );
    });

    it('keeps the daily counts of views for as long as it says (receiver/measure)', () => {
      const body = notice(locale)
        .sections.map((part) => part.body)
        .join('\n');
      const months = Number(words.viewsMonths.exec(body)?.[1]);
      expect(months * 30).toBeLessThanOrEqual(VIEW_RETENTION_DAYS);
      expect(VIEW_RETENTION_DAYS).toBeLessThanOrEqual(months * 31);
    });

    it('keeps the privacy choice for as long as it says, and links to where it is changed', () => {
      const body = notice(locale)
        .sections.map((part) => part.body)
        .join('\n');
      const months = Number(words.cookieMonths.exec(body)?.[1]);
      expect(months * 30 * DAY_MS).toBeLessThanOrEqual(CONSENT_MAX_AGE_SECONDS * 1000);
      expect(CONSENT_MAX_AGE_SECONDS * 1000).toBeLessThanOrEqual(months * 31 * DAY_MS);
      expect(body).toContain(`${MESSAGES[locale].paths.privacy}#${PRIVACY_CHOICES_ID})`);
    });
  },
);

describe('the Google Ads export', () => {
  const booked: ConversionLead = {
    gclid: 'Cj0KCQiA_abc-1',
    created_at: '2027-05-20T10:00:00.000Z',
    booked_at: '2027-05-28T09:30:00.000Z',
    booking_value: 1499.5,
    booking_currency: 'eur',
    contacted_at: null,
    status: 'booked',
    consent_ad_user_data: 'granted',
  };

  it('carries the click, the conversion, its time, value and currency, and nothing personal', () => {
    const personal = {
      name: 'Anna Kowalska',
      email: 'anna@example.pl',
      phone: '+48 600 100 200',
      message: 'Sea view, please.',
    };
    const { csv, rows } = conversionsCsv([{ ...booked, ...personal }], EXPORT_OPTIONS);
    expect(rows).toBe(1);
    expect(csv.split('\r\n')[2]).toBe('Cj0KCQiA_abc-1,Booking,2027-05-28 11:30:00+0200,1499.5,EUR');
    for (const value of Object.values(personal)) expect(csv).not.toContain(value);
  });

  it('leaves out a click from an enquiry older than the limit the notice states', () => {
    const limit = EXPORT_OPTIONS.now.getTime() - CLICK_MAX_AGE_MS;
    const at = (ms: number) => new Date(ms).toISOString();
    const justIn = { ...booked, created_at: at(limit) };
    const tooOld = { ...booked, gclid: 'old_click', created_at: at(limit - 1) };
    const { csv, tooOld: left } = conversionsCsv([justIn, tooOld], EXPORT_OPTIONS);
    expect(left).toBe(1);
    expect(csv).not.toContain('old_click');
  });
});
