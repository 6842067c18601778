import { describe, expect, it } from 'vitest';
import { fullBleedPhotoSchema } from '@/components/sections/Heroes/FullBleedPhoto.schema';
import { headerSchema } from '@/components/sections/Headers/Variant7Hotels.schema';
import { rejectionMessage } from '@/lib/editor/client/dropzoneMessages';
import { describeObject, emptyObject, setAtPath, validationErrors } from '@/lib/editor/client/schemaForm';

const rules = {
  accept: { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'] },
  minSize: 1024,
  maxSize: 5 * 1024 * 1024,
};

describe('refused-file messages (spec section 5)', () => {
  it('lists the accepted types, with "one of" when there are several', () => {
    expect(rejectionMessage('file-invalid-type', rules, undefined, 'en')).toBe(
      'File type must be one of image/jpeg, .jpg, .jpeg, image/png, .png',
    );
    expect(
      rejectionMessage('file-invalid-type', { ...rules, accept: { 'image/png': [] } }, undefined, 'en'),
    ).toBe('File type must be image/png');
  });

  it('states sizes in bytes, singular for one', () => {
    expect(rejectionMessage('file-too-large', rules, undefined, 'en')).toBe(
      'File is larger than 5242880 bytes',
    );
    expect(rejectionMessage('file-too-large', { ...rules, maxSize: 1 }, undefined, 'en')).toBe(
      'File is larger than 1 byte',
    );
    expect(rejectionMessage('file-too-small', rules, undefined, 'en')).toBe(
      'File is smaller than 1024 bytes',
    );
    expect(rejectionMessage('too-many-files', rules, undefined, 'en')).toBe('Too many files');
    expect(rejectionMessage('file-odd', rules, 'Odd file', 'en')).toBe('Odd file');
  });

  it('speaks Polish, with the Polish plural of bytes', () => {
    expect(rejectionMessage('file-invalid-type', rules, undefined, 'pl')).toBe(
      'Typ pliku musi być jednym z: image/jpeg, .jpg, .jpeg, image/png, .png',
    );
    expect(rejectionMessage('file-too-large', rules, undefined, 'pl')).toBe(
      'Plik jest większy niż 5242880 bajtów',
    );
    expect(rejectionMessage('file-too-large', { ...rules, maxSize: 1 }, undefined, 'pl')).toBe(
      'Plik jest większy niż 1 bajt',
    );
    expect(rejectionMessage('file-too-small', rules, undefined, 'pl')).toBe(
      'Plik jest mniejszy niż 1024 bajty',
    );
    expect(rejectionMessage('too-many-files', rules, undefined, 'pl')).toBe('Za dużo plików');
    // The drop zone's own texts are English: Polish says the file was refused.
    expect(rejectionMessage('file-odd', rules, 'Odd file', 'pl')).toBe('Plik odrzucony');
  });
});

describe('forms generated from schemas', () => {
  it('describes each field with its title and widget', () => {
    const fields = describeObject(fullBleedPhotoSchema);
    expect(fields.map((field) => [field.key, field.kind])).toEqual([
      ['eyebrow', 'text'],
      ['title', 'text'],
      ['text', 'longText'],
      ['image', 'image'],
      ['cta', 'object'],
    ]);
    expect(fields.find((field) => field.key === 'title')).toMatchObject({ title: 'Title', required: true });
    expect(fields.find((field) => field.key === 'cta')).toMatchObject({ optional: true });
  });

  it('describes lists with their limits and selects with their options', () => {
    const [logo, links] = describeObject(headerSchema);
    expect(logo).toMatchObject({ kind: 'imageSrc' });
    expect(links).toMatchObject({ kind: 'list', min: 1, max: 8 });
    if (links?.kind !== 'list') throw new Error('expected a list');
    expect(links.item.find((field) => field.key === 'icon')).toMatchObject({
      kind: 'select',
      options: ['Home', 'Stars', 'Info', 'Time', 'ContactSupport', 'Phone'],
    });
    expect(emptyObject(links.item)).toEqual({ label: '', path: '', icon: 'Home' });
  });

  it('maps validation messages to field paths', () => {
    const errors = validationErrors(
      headerSchema,
      {
        logo: '/images/logo.svg',
        navLinks: [{ label: '', path: 'casino', icon: 'Home' }],
        btn: 'Go',
      },
      'en',
    );
    expect(errors.get('navLinks.0.label')).toBe('Link label is required');
    expect(errors.get('navLinks.0.path')).toMatch(/must be a path on this site/);
  });

  it('gives the validation messages in Polish, with the fields’ Polish names', () => {
    const header = validationErrors(
      headerSchema,
      { logo: 'logo.svg', navLinks: [{ label: '', path: 'casino', icon: 'Nope' }], btn: 'x'.repeat(41) },
      'pl',
    );
    expect(header.get('navLinks.0.label')).toBe('Wypełnij pole „Tekst linku”');
    expect(header.get('navLinks.0.path')).toBe(
      'Pole „Adres linku” musi zawierać adres strony w serwisie, np. /contact-us',
    );
    expect(header.get('navLinks.0.icon')).toBe('Wybierz jedną z możliwości w polu „Ikona”');
    expect(header.get('btn')).toBe('Pole „Tekst przycisku” może mieć najwyżej 40 znaków');
    expect(header.get('logo')).toMatch(/^Wybierz obraz w polu „Logo”/);
    expect(
      validationErrors(headerSchema, { logo: '/images/logo.svg', navLinks: [], btn: 'Go' }, 'pl').get(
        'navLinks',
      ),
    ).toBe('Dodaj co najmniej jeden element do listy „Linki nawigacji”');

    const hero = validationErrors(
      fullBleedPhotoSchema,
      {
        eyebrow: '',
        title: 'Malta',
        text: 'Intro',
        image: { src: 'sea.jpg' },
        cta: { label: 'Go', href: 'nowhere' },
      },
      'pl',
    );
    expect(hero.get('image.src')).toBe(
      'Wybierz obraz w polu „Zdjęcie w tle: plik” (plik z /images, np. /images/photo.jpg)',
    );
    expect(hero.get('cta.href')).toMatch(/^Pole „Link przycisku” musi zawierać adres strony w serwisie/);
  });

  it('updates nested values without changing the original', () => {
    const data = { cards: [{ title: 'A' }, { title: 'B' }], cta: { label: 'Go' } };
    const next = setAtPath(data, ['cards', 1, 'title'], 'C');
    expect(next).toEqual({ cards: [{ title: 'A' }, { title: 'C' }], cta: { label: 'Go' } });
    expect(data.cards[1]!.title).toBe('B');
    expect(setAtPath(data, ['cta'], undefined)).toEqual({ cards: data.cards });
  });
});
