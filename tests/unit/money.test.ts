import { describe, expect, it } from 'vitest';
import { formatMoney, formatRecordedMoney } from '@/lib/model/money/money';

/** Intl writes no-break spaces; compared as plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/gu, ' ');

describe('money as the desk shows it', () => {
  it('writes minor units per language: 1 250,00 zł and €1,250.00', () => {
    expect(plain(formatMoney({ minor: 125000, currency: 'PLN' }, 'pl'))).toBe('1 250,00 zł');
    expect(formatMoney({ minor: 125000, currency: 'EUR' }, 'en')).toBe('€1,250.00');
  });

  it('shows a booking value the history kept as a decimal and a currency in the reader’s language', () => {
    expect(plain(formatRecordedMoney('2450.50 EUR', 'pl'))).toBe('2 450,50 €');
    expect(formatRecordedMoney('2450.50 EUR', 'en')).toBe('€2,450.50');
    expect(plain(formatRecordedMoney('1250 PLN', 'pl'))).toBe('1 250,00 zł');
    // Anything else is shown as it was written.
    expect(formatRecordedMoney('Re: Państwa zapytanie', 'pl')).toBe('Re: Państwa zapytanie');
  });
});
