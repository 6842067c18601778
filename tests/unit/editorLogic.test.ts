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
    expect(rejectionMessage('file-invalid-type', rules)).toBe(
      'File type must be one of image/jpeg, .jpg, .jpeg, image/png, .png',
    );
    expect(rejectionMessage('file-invalid-type', { ...rules, accept: { 'image/png': [] } })).toBe(
      'File type must be image/png',
    );
  });

  it('states sizes in bytes, singular for one', () => {
    expect(rejectionMessage('file-too-large', rules)).toBe('File is larger than 5242880 bytes');
    expect(rejectionMessage('file-too-large', { ...rules, maxSize: 1 })).toBe('File is larger than 1 byte');
    expect(rejectionMessage('file-too-small', rules)).toBe('File is smaller than 1024 bytes');
    expect(rejectionMessage('too-many-files', rules)).toBe('Too many files');
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
    const errors = validationErrors(headerSchema, {
      logo: '/images/logo.svg',
      navLinks: [{ label: '', path: 'casino', icon: 'Home' }],
      btn: 'Go',
    });
    expect(errors.get('navLinks.0.label')).toBe('Link label is required');
    expect(errors.get('navLinks.0.path')).toMatch(/must be a path on this site/);
  });

  it('updates nested values without changing the original', () => {
    const data = { cards: [{ title: 'A' }, { title: 'B' }], cta: { label: 'Go' } };
    const next = setAtPath(data, ['cards', 1, 'title'], 'C');
    expect(next).toEqual({ cards: [{ title: 'A' }, { title: 'C' }], cta: { label: 'Go' } });
    expect(data.cards[1]!.title).toBe('B');
    expect(setAtPath(data, ['cta'], undefined)).toEqual({ cards: data.cards });
  });
});
