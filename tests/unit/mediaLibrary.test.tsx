import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteImage } from '@/components/media/SiteImage';
import { PageMediaProvider } from '@/context/PageMediaContext';
import { image } from '@/lib/model/fields';
import {
  imageSources,
  newMediaEntry,
  placedImages,
  undescribedImages,
  type MediaLibrary,
} from '@/lib/model/images/mediaLibrary';
import { mediaLibrarySchema } from '@/lib/model/images/mediaLibrarySchema';

const WINE = '/images/nightlife-lounge-wine.jpg';
const DUSK = '/images/contact-calm-water-dusk.jpg';
const library: MediaLibrary = {
  [WINE]: {
    alt: { en: 'A glass of red wine', pl: 'Kieliszek czerwonego wina' },
    decorative: false,
    focus: { x: 47, y: 22 },
  },
  [DUSK]: { alt: { en: '', pl: '' }, decorative: true, focus: { x: 80, y: 72 } },
  '/images/new-upload.jpg': newMediaEntry(),
};

describe('the media library', () => {
  it('describes every photo of public/images, in English and in Polish, with its credit', () => {
    const root = path.join(process.cwd(), 'public');
    const saved = mediaLibrarySchema.parse(
      JSON.parse(readFileSync(path.join(root, 'data', 'media.json'), 'utf8')),
    );
    const photos = readdirSync(path.join(root, 'images')).filter((name) => /\.(jpe?g|png|webp)$/.test(name));
    expect(Object.keys(saved).sort()).toEqual(photos.map((name) => `/images/${name}`).sort());
    for (const [src, entry] of Object.entries(saved)) {
      expect(entry.alt.en, src).not.toBe('');
      expect(entry.alt.pl, src).not.toBe('');
      expect(entry.credit?.licence, src).toBeTruthy();
    }
  });

  it('is what content names: a photo is its address only, so no copy of its words can drift', () => {
    const schema = image('Background photo');
    expect(schema.safeParse({ src: WINE }).success).toBe(true);
    const copied = schema.safeParse({ src: WINE, alt: 'A glass of red wine' });
    expect(copied.success).toBe(false);
    expect(copied.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['alt'] });
  });

  it('refuses a focal point outside the photo, naming the field', () => {
    const wrong = mediaLibrarySchema.safeParse({ [WINE]: { ...library[WINE], focus: { x: 120, y: 10 } } });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.path).toEqual([WINE, 'focus', 'x']);
  });

  it('gives a page its photos in the page’s language; a decorative one with an empty description', () => {
    const data = {
      hero: { image: { src: WINE } },
      cards: [{ image: { src: DUSK } }, { image: { src: WINE } }],
    };
    expect(imageSources(data)).toEqual([WINE, DUSK]);
    expect(placedImages(library, imageSources(data), 'pl')).toEqual({
      [WINE]: { alt: 'Kieliszek czerwonego wina', focus: { x: 47, y: 22 } },
      [DUSK]: { alt: '', focus: { x: 80, y: 72 } },
    });
  });

  it('finds the photos a page would show undescribed in its language, but not the decorative ones or the logo', () => {
    const polishOnly: MediaLibrary = { [WINE]: { ...library[WINE]!, alt: { en: '', pl: 'Wino' } } };
    expect(undescribedImages(polishOnly, [WINE], 'pl')).toEqual([]);
    expect(undescribedImages(polishOnly, [WINE], 'en')).toEqual([
      { src: WINE, locale: 'en', unknown: false },
    ]);
    expect(undescribedImages(library, [DUSK, '/images/logo.svg'], 'pl')).toEqual([]);
    expect(undescribedImages(library, ['/images/new-upload.jpg', '/images/elsewhere.jpg'], 'en')).toEqual([
      { src: '/images/new-upload.jpg', locale: 'en', unknown: false },
      { src: '/images/elsewhere.jpg', locale: 'en', unknown: true },
    ]);
  });

  it('renders a photo with the library’s description and keeps its focal point in view where a frame crops it', () => {
    render(
      <PageMediaProvider value={placedImages(library, [WINE, DUSK], 'en')}>
        <SiteImage src={WINE} sizes="100vw" fill />
        <SiteImage src={DUSK} sizes="100vw" fill />
      </PageMediaProvider>,
    );
    expect(screen.getByAltText('A glass of red wine').style.objectPosition).toBe('47% 22%');
    const decorative = document.querySelector(`img[src*="contact-calm-water-dusk"]`) as HTMLImageElement;
    expect(decorative.alt).toBe('');
    expect(decorative.style.objectPosition).toBe('80% 72%');
  });
});
