import { describe, expect, it } from 'vitest';
import { consentLabel, enquiryFields, enquiryTexts, interestOptions } from '@/lib/model/enquiry/fields';
import { EMPTY_ENQUIRY, enquiryErrors, enquirySchemaFor, TRAVEL_INTERESTS } from '@/lib/model/enquiry/schema';
import {
  ENQUIRY_FORM_MESSAGES,
  ENQUIRY_PAGE_MESSAGES,
  ENQUIRY_REFUSALS,
  ENQUIRY_VALIDATION,
} from '@/lib/model/enquiry/messages';
import { LOCALES } from '@/lib/model/i18n/locales';
import { VALID_ENQUIRY } from '../fixtures/enquiry';

const valid = VALID_ENQUIRY;

/** Inputs each schema must judge alike: one shape in every language. */
const SAMPLES: unknown[] = [
  valid,
  { ...valid, phone: '', arrival: '', departure: '' },
  { ...valid, locale: 'pl' },
  { ...valid, locale: 'en' },
  { ...valid, locale: 'de' },
  { ...valid, name: ' ' },
  { ...valid, name: 'Anna\nNowak' },
  { ...valid, email: 'anna@' },
  { ...valid, phone: 'call me' },
  { ...valid, interest: 'Pobyt w hotelu z kasynem' },
  { ...valid, arrival: '2027-05-14', departure: '2027-05-10' },
  { ...valid, message: 'm'.repeat(2001) },
  { ...valid, consent: false },
  { ...valid, website: 'x' },
  { ...valid, gclid: '<script>' },
  { ...valid, idempotencyKey: 'short' },
  { ...valid, formMs: 500, landingPage: '/pl/kasyno' },
  { ...valid, formMs: -1 },
  { ...valid, landingPage: 'https://evil.example/' },
  { ...valid, admin: true },
  { ...valid, name: 42 },
  'an enquiry',
  null,
];

describe('the enquiry’s messages in Polish', () => {
  it('has every text in every language', () => {
    for (const table of [
      ENQUIRY_VALIDATION,
      ENQUIRY_FORM_MESSAGES,
      ENQUIRY_PAGE_MESSAGES,
      ENQUIRY_REFUSALS,
    ]) {
      const english = Object.keys(table.en).filter((key) => key !== 'wrongType' && key !== 'unknownField');
      for (const locale of LOCALES)
        expect(Object.keys(table[locale])).toEqual(expect.arrayContaining(english));
    }
    for (const locale of LOCALES) {
      expect(Object.keys(ENQUIRY_FORM_MESSAGES[locale].interests)).toEqual([...TRAVEL_INTERESTS]);
    }
  });

  it('names each wrong field in Polish, with the same rules as in English', () => {
    const wrong = {
      ...valid,
      name: ' ',
      email: 'anna@',
      phone: 'call me',
      interest: '',
      message: 'Hi',
      consent: false,
    };
    expect(enquiryErrors(wrong, 'pl')).toEqual({
      name: 'Prosimy podać imię i\u00a0nazwisko',
      email: 'Prosimy podać prawidłowy adres e-mail',
      phone: 'Prosimy podać numer telefonu, np. +48 22 123 45 67, albo zostawić to pole puste',
      interest: 'Prosimy wybrać, co interesuje Państwa najbardziej',
      message: 'Prosimy napisać nieco więcej (co najmniej 10 znaków)',
      consent:
        'Prosimy zaznaczyć pole dotyczące polityki prywatności\u00a0– bez tego nie możemy odpowiedzieć',
    });
    expect(Object.keys(enquiryErrors(wrong, 'en'))).toEqual(Object.keys(enquiryErrors(wrong, 'pl')));
    expect(enquiryErrors({ ...valid, arrival: '2027-05-14', departure: '2027-05-10' }, 'pl')).toEqual({
      departure: 'Data wyjazdu nie może być wcześniejsza niż data przyjazdu',
    });
    expect(enquiryErrors({ ...valid, name: 'Anna\nNowak', message: 'm'.repeat(2001) }, 'pl')).toEqual({
      name: 'Prosimy wpisać imię i\u00a0nazwisko w\u00a0jednym wierszu',
      message: 'Wiadomość może mieć najwyżej 2000 znaków\u00a0– prosimy ją skrócić',
    });
  });

  it('judges every input alike in both languages, and gives the same data', () => {
    for (const sample of SAMPLES) {
      const english = enquirySchemaFor('en').safeParse(sample);
      const polish = enquirySchemaFor('pl').safeParse(sample);
      expect(polish.success, JSON.stringify(sample)).toBe(english.success);
      expect(polish.data).toEqual(english.data);
      expect(polish.error?.issues.map((issue) => [issue.code, issue.path])).toEqual(
        english.error?.issues.map((issue) => [issue.code, issue.path]),
      );
    }
  });

  it('takes the language of the page, and no other value, in the enquiry', () => {
    expect(enquirySchemaFor('pl').parse({ ...valid, locale: 'pl' }).locale).toBe('pl');
    expect(enquiryErrors({ ...valid, locale: 'de' }, 'pl')).toEqual({ locale: 'Nieznany język' });
    expect(enquiryErrors({ ...valid, locale: '/evil' })).toEqual({ locale: 'Unknown language' });
  });

  it('says in Polish what no browser sends (a wrong type, an unknown field); English keeps zod’s words', () => {
    const polish = enquirySchemaFor('pl').safeParse({ ...valid, name: 42, admin: true });
    expect(polish.error?.issues.map((issue) => issue.message).sort()).toEqual([
      'Nieprawidłowa wartość',
      'Nieznane pole: admin',
    ]);
    // zod's own message: "Invalid input" with zod/mini alone, "Unrecognized key…" once full zod's
    // English locale is loaded (the receiver).
    const english = enquirySchemaFor('en').safeParse({ ...valid, admin: true });
    expect(english.error?.issues[0]?.message).toMatch(/^(Invalid input|Unrecognized key)/);
  });
});

describe('the form’s fields in Polish', () => {
  it('has the Polish labels, in the same order and of the same kinds as the English ones', () => {
    const polish = enquiryFields('pl');
    expect(polish.map(({ name, label }) => [name, label])).toEqual([
      ['name', 'Imię i\u00a0nazwisko'],
      ['email', 'E-mail'],
      ['phone', 'Telefon (opcjonalnie)'],
      ['interest', 'Rodzaj wyjazdu'],
      ['arrival', 'Data przyjazdu (opcjonalnie)'],
      ['departure', 'Data wyjazdu (opcjonalnie)'],
      ['message', 'Wiadomość'],
      [
        'consent',
        'Potwierdzam zapoznanie się z\u00a0polityką prywatności i\u00a0zgadzam się na wykorzystanie moich danych przez Hidden Gems Malta w\u00a0celu odpowiedzi na to zapytanie.',
      ],
    ]);
    const shape = (locale: 'en' | 'pl') =>
      enquiryFields(locale).map(({ name, type, required, autoComplete }) => ({
        name,
        type,
        required,
        autoComplete,
      }));
    expect(shape('pl')).toEqual(shape('en'));
    for (const field of polish) {
      expect(field.label.endsWith('(opcjonalnie)'), field.name).toBe(!field.required);
      const refused =
        field.name in enquiryErrors({ ...valid, [field.name]: field.type === 'checkbox' ? false : '' });
      expect(refused, field.name).toBe(field.required);
    }
    expect(polish.find((field) => field.name === 'message')?.placeholder).toMatch(/^Kto jedzie/);
    // The hidden fields are the form's business.
    expect(Object.keys(EMPTY_ENQUIRY).filter((name) => !polish.some((f) => f.name === name))).toEqual([
      'website',
    ]);
  });

  it('links the consent to the Polish privacy policy, and has the Polish fixed texts', () => {
    expect(consentLabel('pl').link).toEqual({
      text: 'polityką prywatności',
      href: '/pl/polityka-prywatnosci',
    });
    expect(consentLabel('en').link).toEqual({ text: 'privacy policy', href: '/privacy-policy' });
    expect(enquiryTexts('pl')).toEqual({
      chooseOne: 'Prosimy wybrać',
      requiredMark: ' *',
      requiredNote: '* pole wymagane',
    });
  });

  it('shows the interests in Polish and sends them in English', () => {
    expect(interestOptions('pl')).toEqual([
      { value: 'Casino hotel stay', label: 'Pobyt w\u00a0hotelu z\u00a0kasynem' },
      { value: 'Luxury hotel stay', label: 'Pobyt w\u00a0luksusowym hotelu' },
      { value: 'Nightlife', label: 'Życie nocne' },
      { value: 'Island experiences', label: 'Wyspiarskie atrakcje' },
      { value: 'Something else', label: 'Coś innego' },
    ]);
    expect(interestOptions('en').every(({ value, label }) => value === label)).toBe(true);
  });
});

describe('the receiver’s texts in Polish', () => {
  it('counts the fields to check with the Polish plural', () => {
    const check = ENQUIRY_PAGE_MESSAGES.pl.checkFields;
    expect([1, 2, 4, 5, 8, 12, 14, 21, 22, 25].map(check)).toEqual([
      'Prosimy sprawdzić jedno pole',
      'Prosimy sprawdzić 2 pola',
      'Prosimy sprawdzić 4 pola',
      'Prosimy sprawdzić 5 pól',
      'Prosimy sprawdzić 8 pól',
      'Prosimy sprawdzić 12 pól',
      'Prosimy sprawdzić 14 pól',
      'Prosimy sprawdzić 21 pól',
      'Prosimy sprawdzić 22 pola',
      'Prosimy sprawdzić 25 pól',
    ]);
    expect([1, 3].map(ENQUIRY_PAGE_MESSAGES.en.checkFields)).toEqual([
      'Please check one field',
      'Please check 3 fields',
    ]);
  });

  it('has the refusals with their details in Polish', () => {
    const pl = ENQUIRY_REFUSALS.pl;
    expect(pl.refused('zły nagłówek')).toBe('Odrzucono: zły nagłówek');
    expect(pl.foreignOrigin('https://evil.example')).toBe(
      'Odrzucono: przyjmujemy zapytania wyłącznie ze stron tej witryny, nie z\u00a0https://evil.example.',
    );
    expect(pl.sentTwice('name')).toBe('name: przesłano więcej niż raz');
  });
});
