import { describe, expect, it } from 'vitest';
import { recallVisit, rememberVisit } from '@/lib/browser/visit';
import { CONSENT_VERSION, formatConsent } from '@/lib/model/consent/consent';
import { LANDING_PAGE_STORAGE_KEY, recallLandingPage } from '@/lib/browser/landingPage';
import { enquiryErrors, enquirySchema } from '@/lib/model/enquiry/schema';
import { FORM_MS_MAX, visitOfAddress, withinConsent } from '@/lib/model/enquiry/visit';
import { VALID_ENQUIRY } from '../fixtures/enquiry';

const valid = VALID_ENQUIRY;

describe('the enquiry schema (shared by the form and the receiving server)', () => {
  it('accepts a complete enquiry, trimming text', () => {
    const result = enquirySchema.safeParse({ ...valid, name: '  Anna Kowalska ', gclid: 'Cj0KCQiA_abc-1' });
    expect(result.success).toBe(true);
    expect(result.data?.name).toBe('Anna Kowalska');
  });

  it('accepts an enquiry without phone or dates', () => {
    expect(enquiryErrors({ ...valid, phone: '', arrival: '', departure: '' })).toEqual({});
  });

  it('names each wrong field with a message for the visitor', () => {
    const errors = enquiryErrors({
      ...valid,
      name: ' ',
      email: 'anna@',
      phone: 'call me',
      interest: '',
      message: 'Hi',
      consent: false,
    });
    expect(errors).toEqual({
      name: 'Please enter your name',
      email: 'Please enter a valid email address',
      phone: 'Please enter a phone number such as +48 22 123 45 67, or leave it empty',
      interest: 'Please choose what interests you most',
      message: 'Please tell us a little more (at least 10 characters)',
      consent: 'Please agree to the privacy policy so that we can answer you',
    });
  });

  it('refuses a departure before the arrival', () => {
    expect(enquiryErrors({ ...valid, arrival: '2027-05-14', departure: '2027-05-10' })).toEqual({
      departure: 'Departure must be on or after arrival',
    });
  });

  it('refuses a day that is not in the calendar, and takes a leap day', () => {
    for (const day of ['2027-13-45', '2027-02-30', '2027-04-31', '2027-00-01', '2027-01-00']) {
      expect(enquiryErrors({ ...valid, arrival: day, departure: '' }), day).toEqual({
        arrival: 'Please choose an arrival date',
      });
      expect(enquiryErrors({ ...valid, arrival: '', departure: day }), day).toEqual({
        departure: 'Please choose a departure date',
      });
    }
    expect(enquiryErrors({ ...valid, arrival: '2028-02-29', departure: '2028-02-29' })).toEqual({});
  });

  it('takes an enquiry without the optional fields, as if they were empty', () => {
    const optional = ['phone', 'arrival', 'departure', 'website'];
    const rest = Object.entries(valid).filter(([field]) => !optional.includes(field));
    const result = enquirySchema.safeParse(Object.fromEntries(rest));
    expect(result.error?.issues).toBeUndefined();
    expect(result.data).toMatchObject({ phone: '', arrival: '', departure: '', website: '' });
  });

  it('refuses text that reorders itself or hides, and C1 control characters in every text field', () => {
    for (const name of [
      'Anna \u202eakswoK',
      'Anna \u2066Kowalska\u2069',
      'Anna\u200fKowalska',
      'Anna\u061c K',
    ]) {
      expect(enquiryErrors({ ...valid, name }), JSON.stringify(name)).toEqual({
        name: 'Please remove the special characters from your name',
      });
    }
    for (const name of ['\u200b\u200b', '\u200c\u200d\u2060\ufeff', ' \u00ad\u00ad ', '\u200bA\u200b']) {
      expect(enquiryErrors({ ...valid, name }), JSON.stringify(name)).toEqual({
        name: 'Please enter your name',
      });
    }
    expect(enquiryErrors({ ...valid, name: 'Anna\u0085Kowalska' })).toEqual({
      name: 'Please enter your name on one line',
    });
    expect(enquiryErrors({ ...valid, message: 'We travel \u009b31m in May, two of us' })).toEqual({
      message: 'Please remove the special characters from the message',
    });
    for (const field of ['phone', 'email', 'arrival', 'departure', 'gclid', 'idempotencyKey'] as const) {
      const value = field === 'email' ? 'anna\u0080@example.pl' : `${valid.arrival}\u0080`;
      expect(enquiryErrors({ ...valid, [field]: value }), field).toHaveProperty(field);
    }
    // The message keeps its words and loses only the controls: they are invisible to the visitor.
    const message = enquirySchema.parse({
      ...valid,
      message: 'Room \u202e101\u202c, \u2067two nights\u2069 \u200eplease',
    });
    expect(message.message).toBe('Room 101, two nights please');
  });

  it('refuses a filled honeypot, unknown fields and a malformed click identifier', () => {
    expect(enquiryErrors({ ...valid, website: 'http://spam.example' })).toHaveProperty('website');
    expect(enquirySchema.safeParse({ ...valid, admin: true }).success).toBe(false);
    expect(enquiryErrors({ ...valid, gclid: '<script>' })).toHaveProperty('gclid');
  });
});

describe('what the page notes beside the enquiry', () => {
  it('takes the time from the form’s first use as whole, non-negative milliseconds up to a day', () => {
    for (const formMs of [0, 500, 2999, 3_600_000, FORM_MS_MAX]) {
      expect(enquiryErrors({ ...valid, formMs }), String(formMs)).toEqual({});
    }
    expect(enquirySchema.parse({ ...valid, formMs: 500 }).formMs).toBe(500);
    expect(enquirySchema.parse(valid).formMs).toBeUndefined();
    for (const formMs of [-1, 1.5, FORM_MS_MAX + 1, Number.NaN, Infinity, '500', null, true]) {
      expect(enquiryErrors({ ...valid, formMs }), String(formMs)).toEqual({ formMs: 'Invalid form time' });
    }
  });

  it('takes a landing page that is a path of URL characters, at most 200 of them', () => {
    for (const landingPage of [
      '/',
      '/pl/kasyno',
      '/casino/',
      '/offers/gozo-autumn',
      '/a%C5%9Bb',
      '/x_~.!$&()*+,;=:@',
    ]) {
      expect(enquiryErrors({ ...valid, landingPage }), landingPage).toEqual({});
    }
    expect(enquirySchema.parse({ ...valid, landingPage: '/pl/kasyno' }).landingPage).toBe('/pl/kasyno');
    expect(enquiryErrors({ ...valid, landingPage: `/${'a'.repeat(199)}` })).toEqual({});
    for (const landingPage of [
      '',
      'pl/kasyno',
      'https://www.hiddengemsmalta.com/casino',
      '//evil.example/casino',
      '/casino?gclid=abc',
      '/casino#top',
      '/a b',
      '/<script>',
      '/"quoted"',
      '/%zz',
      '/ś',
      '/casino\u0000',
      `/${'a'.repeat(200)}`,
    ]) {
      expect(enquiryErrors({ ...valid, landingPage }), landingPage).toEqual({
        landingPage: 'Invalid landing page',
      });
    }
    expect(enquiryErrors({ ...valid, landingPage: 42 })).toHaveProperty('landingPage');
  });

  it('says what is wrong with them in Polish too', () => {
    expect(enquiryErrors({ ...valid, formMs: -1, landingPage: 'kasyno' }, 'pl')).toEqual({
      formMs: 'Nieprawidłowy czas wypełniania formularza',
      landingPage: 'Nieprawidłowa strona wejścia',
    });
  });
});

describe('the landing page kept for the visit', () => {
  it('is recalled from sessionStorage when it is a valid path, else not at all', () => {
    sessionStorage.clear();
    expect(recallLandingPage()).toBeUndefined();
    sessionStorage.setItem(LANDING_PAGE_STORAGE_KEY, '/pl/kasyno');
    expect(recallLandingPage()).toBe('/pl/kasyno');
    // The boot script's mark for a first page whose path no enquiry may carry.
    sessionStorage.setItem(LANDING_PAGE_STORAGE_KEY, '');
    expect(recallLandingPage()).toBeUndefined();
    sessionStorage.setItem(LANDING_PAGE_STORAGE_KEY, '/"><img src=x>');
    expect(recallLandingPage()).toBeUndefined();
    sessionStorage.clear();
  });

  it('is none when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    } as unknown as Storage;
    expect(recallLandingPage(blocked)).toBeUndefined();
    expect(recallLandingPage(undefined)).toBeUndefined();
  });
});

describe('the click ids and the campaign kept for the visit', () => {
  const choice = (measurement: boolean, advertising: boolean) => ({
    version: CONSENT_VERSION,
    measurement,
    advertising,
    at: 1_780_000_000,
  });
  const address = visitOfAddress(
    new URLSearchParams(
      'gclid=Cj0KCQiA_abc-1&gbraid=0AAAAA_g&wbraid=CkQ_w&utm_source=google&utm_medium=cpc&utm_campaign=lato+2027',
    ),
  );

  it('reads each from the address, valid values only', () => {
    expect(address).toEqual({
      gclid: 'Cj0KCQiA_abc-1',
      gbraid: '0AAAAA_g',
      wbraid: 'CkQ_w',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'lato 2027',
    });
    expect(visitOfAddress(new URLSearchParams('gclid=%22%3E%3Cimg&utm_campaign=a%0Ab'))).toEqual({});
  });

  it('keeps nothing before the visitor’s choice, nor after a refusal', () => {
    sessionStorage.clear();
    rememberVisit(address, sessionStorage, undefined);
    rememberVisit(address, sessionStorage, choice(false, false));
    expect(sessionStorage.length).toBe(0);
  });

  it('keeps the click ids with consent to advertising, the campaign with consent to measurement', () => {
    sessionStorage.clear();
    rememberVisit(address, sessionStorage, choice(false, true));
    expect(recallVisit('gclid')).toBe('Cj0KCQiA_abc-1');
    expect(recallVisit('wbraid')).toBe('CkQ_w');
    expect(recallVisit('utmCampaign')).toBeUndefined();
    sessionStorage.clear();
    rememberVisit(address, sessionStorage, choice(true, false));
    expect(recallVisit('gclid')).toBeUndefined();
    expect(recallVisit('utmCampaign')).toBe('lato 2027');
    sessionStorage.clear();
  });

  it('ignores a malformed value and keeps the earlier one', () => {
    sessionStorage.clear();
    rememberVisit({ gclid: 'first_click' }, sessionStorage, choice(true, true));
    rememberVisit({ gclid: '"><img src=x>' }, sessionStorage, choice(true, true));
    expect(recallVisit('gclid')).toBe('first_click');
    sessionStorage.clear();
  });
});

describe('the enquiry as the privacy choice allows it', () => {
  const visit = {
    gclid: 'g',
    gbraid: 'b',
    wbraid: 'w',
    landingPage: '/pl/kasyno',
    utmSource: 's',
    utmMedium: 'm',
    utmCampaign: 'c',
  };
  const privacy = (measurement: boolean, advertising: boolean) =>
    formatConsent({ version: CONSENT_VERSION, measurement, advertising, at: 1_780_000_000 });

  it('keeps no click id, landing page or campaign without a choice, or under another notice', () => {
    expect(withinConsent({ ...visit })).toEqual({});
    expect(withinConsent({ ...visit, privacy: '0.1.1.1780000000' })).toEqual({ privacy: '0.1.1.1780000000' });
  });

  it('keeps the click ids with advertising, the landing page and campaign with measurement', () => {
    expect(withinConsent({ ...visit, privacy: privacy(false, true) })).toEqual({
      gclid: 'g',
      gbraid: 'b',
      wbraid: 'w',
      privacy: privacy(false, true),
    });
    expect(withinConsent({ ...visit, privacy: privacy(true, false) })).toEqual({
      landingPage: '/pl/kasyno',
      utmSource: 's',
      utmMedium: 'm',
      utmCampaign: 'c',
      privacy: privacy(true, false),
    });
    expect(withinConsent({ ...visit, privacy: privacy(true, true) })).toEqual({
      ...visit,
      privacy: privacy(true, true),
    });
  });
});
