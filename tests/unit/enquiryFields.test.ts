import { describe, expect, it } from 'vitest';
import { CONSENT_LABEL, ENQUIRY_FIELDS, ENQUIRY_TEXTS, enquiryField } from '@/lib/model/enquiry/fields';
import { EMPTY_ENQUIRY, enquiryErrors } from '@/lib/model/enquiry/schema';
import { VALID_ENQUIRY } from '../fixtures/enquiry';

const valid = VALID_ENQUIRY;

describe('the enquiry form’s fields (shared by the form and the receiver’s page)', () => {
  it('lists every field a visitor fills in, in display order, with its label and type', () => {
    expect(ENQUIRY_FIELDS.map(({ name, label, type }) => [name, label, type])).toEqual([
      ['name', 'Full name', 'text'],
      ['email', 'Email', 'email'],
      ['phone', 'Phone (optional)', 'tel'],
      ['interest', 'Travel interest', 'select'],
      ['arrival', 'Arrival (optional)', 'date'],
      ['departure', 'Departure (optional)', 'date'],
      ['message', 'Your message', 'textarea'],
      [
        'consent',
        'I have read the privacy policy and agree that Hidden Gems Malta uses my details to answer this enquiry.',
        'checkbox',
      ],
    ]);
    // The hidden fields are the form's business, not the visitor's.
    const hidden = Object.keys(EMPTY_ENQUIRY).filter((name) => !ENQUIRY_FIELDS.some((f) => f.name === name));
    expect(hidden).toEqual(['website']);
  });

  it('marks required exactly the fields the schema refuses empty', () => {
    for (const field of ENQUIRY_FIELDS) {
      const empty = field.type === 'checkbox' ? false : '';
      const refused = field.name in enquiryErrors({ ...valid, [field.name]: empty });
      expect(refused, field.name).toBe(field.required);
      // Optional fields say so in their label, for the receiver's page as for the form.
      expect(field.label.endsWith('(optional)'), field.name).toBe(!field.required);
    }
  });

  it('gives the browser autocomplete hints for the visitor’s own details', () => {
    expect(ENQUIRY_FIELDS.filter((field) => field.autoComplete).map((f) => [f.name, f.autoComplete])).toEqual(
      [
        ['name', 'name'],
        ['email', 'email'],
        ['phone', 'tel'],
      ],
    );
  });

  it('has the fixed texts, and the consent label with its link to the policy', () => {
    expect(ENQUIRY_TEXTS).toEqual({
      chooseOne: 'Choose one',
      requiredMark: ' *',
      requiredNote: '* required',
    });
    expect(CONSENT_LABEL.link).toEqual({ text: 'privacy policy', href: '/privacy-policy' });
    expect(enquiryField('message').placeholder).toMatch(/Who is travelling/);
  });
});
