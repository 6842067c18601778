import { describe, expect, it } from 'vitest';
import { GCLID_STORAGE_KEY, recallGclid, rememberGclid } from '@/lib/browser/gclid';
import { enquiryErrors, enquirySchema } from '@/lib/model/enquiry/schema';
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

  it('refuses a filled honeypot, unknown fields and a malformed click identifier', () => {
    expect(enquiryErrors({ ...valid, website: 'http://spam.example' })).toHaveProperty('website');
    expect(enquirySchema.safeParse({ ...valid, admin: true }).success).toBe(false);
    expect(enquiryErrors({ ...valid, gclid: '<script>' })).toHaveProperty('gclid');
  });
});

describe('the gclid kept for the visit', () => {
  it('remembers a valid click identifier in sessionStorage and recalls it', () => {
    sessionStorage.clear();
    rememberGclid('Cj0KCQiA_abc-1');
    expect(sessionStorage.getItem(GCLID_STORAGE_KEY)).toBe('Cj0KCQiA_abc-1');
    expect(recallGclid()).toBe('Cj0KCQiA_abc-1');
  });

  it('ignores a missing or malformed value and keeps the earlier one', () => {
    sessionStorage.clear();
    rememberGclid('first_click');
    rememberGclid(undefined);
    rememberGclid('"><img src=x>');
    expect(recallGclid()).toBe('first_click');
  });
});
