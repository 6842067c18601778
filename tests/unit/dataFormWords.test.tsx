import { EditorImagesProvider } from '@/hooks/editor/useMediaLibrary';
import type { MediaLibrary } from '@/lib/model/images/mediaLibrary';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DataForm } from '@/components/editor/DataForm';
import { fullBleedPhotoSchema } from '@/components/sections/Heroes/FullBleedPhoto.schema';
import { headerSchema } from '@/components/sections/Headers/Variant7Hotels.schema';
import { EditorLanguageContext } from '@/hooks/editor/useEditorLanguage';
import { describeObject, type FieldSpec } from '@/lib/editor/client/schemaForm';
import { listCatalog } from '@/lib/model/content/catalog';
import { translateLabel } from '@/lib/model/content/siteChangesText';
import type { Locale } from '@/lib/model/i18n/locales';

function titles(fields: FieldSpec[]): string[] {
  return fields.flatMap((field) => [
    field.title,
    ...(field.kind === 'object' ? titles(field.fields) : field.kind === 'list' ? titles(field.item) : []),
  ]);
}

function renderForm(locale: Locale, fields: FieldSpec[], value: unknown) {
  return render(
    <EditorLanguageContext.Provider value={locale}>
      <EditorImagesProvider value={{ images: [], library, versions: {}, usage: {} }}>
        <DataForm fields={fields} value={value} errors={new Map()} onChange={() => undefined} />
      </EditorImagesProvider>
    </EditorLanguageContext.Provider>,
  );
}

const hero = {
  eyebrow: '',
  title: 'Malta',
  text: 'Intro',
  image: { src: '/images/sea.jpg' },
};

/** The sea is described in English only: the form says so under the photo. */
const library: MediaLibrary = {
  '/images/sea.jpg': { alt: { en: 'The sea', pl: '' }, decorative: false, focus: { x: 50, y: 50 } },
};

describe('the data form in the editor’s language', () => {
  it('has a Polish name for every field title the form can show (Logo is Logo)', () => {
    const shown = new Set(
      listCatalog().flatMap(({ definition }) =>
        definition.schema instanceof z.ZodObject ? titles(describeObject(definition.schema)) : [],
      ),
    );
    expect([...shown].filter((title) => translateLabel(title, 'pl') === title)).toEqual(['Logo']);
  });

  it('keeps the English words', () => {
    renderForm('en', describeObject(fullBleedPhotoSchema), hero);
    expect(screen.getByLabelText(/^Title/)).toBeTruthy();
    expect(screen.getByText('Show cta')).toBeTruthy();
    expect(screen.getByText('Leave a blank line between paragraphs.')).toBeTruthy();
    expect(screen.getByTestId('image-alt-en').textContent).toBe('The sea');
    expect(screen.getByTestId('image-alt-pl').textContent).toMatch(/^Not described yet/);
  });

  it('names the fields, groups, hints and list controls in Polish', () => {
    renderForm('pl', describeObject(fullBleedPhotoSchema), hero);
    expect(screen.getByLabelText(/^Tytuł/)).toBeTruthy();
    expect(screen.getByLabelText(/^Nadtytuł/)).toBeTruthy();
    expect(screen.getByText('Pokaż: przycisk')).toBeTruthy();
    expect(screen.getByText('Oddziel akapity pustym wierszem.')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Zdjęcie w tle' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Prześlij nowy obraz: Zdjęcie w tle' })).toBeTruthy();
    expect(screen.getByTestId('image-alt-en').textContent).toBe('The sea');
    expect(screen.getByTestId('image-alt-pl').textContent).toMatch(/^Jeszcze bez opisu/);
    expect(screen.queryByText(/Show|Choose|Drop a/)).toBeNull();
  });

  it('lists items and their choices in Polish', () => {
    renderForm('pl', describeObject(headerSchema), {
      logo: '/images/logo.svg',
      navLinks: [{ label: 'Start', path: '/', icon: 'Home' }],
      btn: 'Go',
    });
    expect(screen.getByRole('group', { name: 'Linki nawigacji, element 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Usuń: Linki nawigacji, element 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dodaj do listy „Linki nawigacji”' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Dom' })).toBeTruthy();
  });
});
