import { describe, expect, it } from 'vitest';
import { typesetData, typesetText } from '@/lib/model/text/typeset';

const NBSP = '\u00a0';
/** Shows non-breaking spaces as "~", so that a failure reads at a glance. */
const shown = (text: string) => text.replaceAll(NBSP, '~');

describe('typesetting the content’s texts', () => {
  it('keeps a number written in groups on one line, in both languages', () => {
    expect(shown(typesetText('Call +48 22 123 45 67 or 801 889 880.', 'en'))).toBe(
      'Call +48~22~123~45~67 or 801~889~880.',
    );
    expect(shown(typesetText('pod numerem 801 889 880', 'pl'))).toBe('pod numerem 801~889~880');
  });

  it('leaves a number and the word after it free to break', () => {
    expect(shown(typesetText('18 years, 25 lat, 3 islands', 'en'))).toBe('18 years, 25 lat, 3 islands');
  });

  it('never lets a dash open a line', () => {
    expect(shown(typesetText('Malta – and Gozo — too', 'en'))).toBe('Malta~– and Gozo~— too');
    // A hyphen, and the "- " of a list line, are not dashes.
    expect(shown(typesetText('- one - two', 'en'))).toBe('- one - two');
  });

  it('binds a Polish one-letter word to the next, however many follow each other', () => {
    expect(shown(typesetText('Hotele z kasynem i spacer w St Julian’s', 'pl'))).toBe(
      'Hotele z~kasynem i~spacer w~St~Julian’s',
    );
    expect(shown(typesetText('a w tym O nas, „i cóż” (u nas)', 'pl'))).toBe('a~w~tym O~nas, „i~cóż” (u~nas)');
    // Letters that end a longer word are not words.
    expect(shown(typesetText('Malta i Gozo', 'pl'))).toBe('Malta i~Gozo');
    // At the start of emphasis in rich text, too.
    expect(shown(typesetText('**Z adresu strony:** tekst', 'pl'))).toBe('**Z~adresu strony:** tekst');
  });

  it('keeps a short title with its name, in both languages', () => {
    expect(shown(typesetText('Hotels in St Julian’s and St Paul’s Bay', 'en'))).toBe(
      'Hotels in St~Julian’s and St~Paul’s Bay',
    );
    expect(shown(typesetText('Biuro: ul. Nowy Świat 35, pl. Zamkowy', 'pl'))).toBe(
      'Biuro: ul.~Nowy Świat 35, pl.~Zamkowy',
    );
    // Not a title: a word that ends in one, or one before a word in lower case.
    expect(shown(typesetText('Fast Stop, st and', 'en'))).toBe('Fast Stop, st and');
  });

  it('leaves English one-letter words alone', () => {
    expect(shown(typesetText('a casino and I', 'en'))).toBe('a casino and I');
  });

  it('keeps spaces already non-breaking, and the text otherwise unchanged', () => {
    const text = `z${NBSP}jedną osobą, która zna Maltę`;
    expect(typesetText(text, 'pl')).toBe(text);
    expect(typesetText('„Państwa” Malta', 'pl')).toBe('„Państwa” Malta');
  });

  it('typesets every text of a component’s data but no address or name of a thing', () => {
    const data = {
      heading: 'Wieczór w kasynie',
      cards: [{ title: 'Dzień z rejsem', image: { src: '/images/a b.webp', alt: 'Łódź o zmierzchu' } }],
      cta: { label: 'Zapytaj o hotel', href: '/pl/kontakt' },
      icon: 'a b',
      count: 3,
      open: true,
      none: null,
    };
    expect(typesetData(data, 'pl')).toEqual({
      heading: `Wieczór w${NBSP}kasynie`,
      cards: [
        { title: `Dzień z${NBSP}rejsem`, image: { src: '/images/a b.webp', alt: `Łódź o${NBSP}zmierzchu` } },
      ],
      cta: { label: `Zapytaj o${NBSP}hotel`, href: '/pl/kontakt' },
      icon: 'a b',
      count: 3,
      open: true,
      none: null,
    });
  });

  it('gives the same result object for the same data, and leaves the data itself as it was', () => {
    const data = { body: 'i tak dalej' };
    const first = typesetData(data, 'pl');
    expect(typesetData(data, 'pl')).toBe(first);
    expect(data.body).toBe('i tak dalej');
    expect(typesetData(data, 'en')).toEqual({ body: 'i tak dalej' });
  });
});
