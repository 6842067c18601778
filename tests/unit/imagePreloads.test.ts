import { describe, expect, it } from 'vitest';
import { imagePreloadTag, takeImagePreloads } from '@/scripts/firstPaint/imagePreloads';

const LOGO = '<link rel="preload" as="image" href="/images/logo.svg"/>';
const HERO =
  '<link rel="preload" as="image" imageSrcSet="/images/optimized/hero-640.webp 640w, /images/optimized/hero-1680.webp 3840w" imageSizes="100vw" fetchPriority="high"/>';
const PAGE = '<div id="__next"><img src="/images/logo.svg" alt=""/></div>';

describe('takeImagePreloads', () => {
  it('takes the image preloads off the start of the page, the high-priority photo first', () => {
    const { preloads, html } = takeImagePreloads(LOGO + HERO + PAGE);
    expect(html).toBe(PAGE);
    expect(preloads).toEqual([
      {
        rel: 'preload',
        as: 'image',
        imageSrcSet: '/images/optimized/hero-640.webp 640w, /images/optimized/hero-1680.webp 3840w',
        imageSizes: '100vw',
        fetchPriority: 'high',
      },
      { rel: 'preload', as: 'image', href: '/images/logo.svg' },
    ]);
  });

  it('decodes the attributes as the browser would read them', () => {
    const { preloads } = takeImagePreloads(
      '<link rel="preload" as="image" href="/images/a.svg?x=1&amp;y=2"/>',
    );
    expect(preloads[0]?.href).toBe('/images/a.svg?x=1&y=2');
  });

  it('leaves a preload with an attribute it does not know, and everything after it, in place', () => {
    const odd = '<link rel="preload" as="image" href="/images/a.svg" integrity="sha256-x"/>';
    const { preloads, html } = takeImagePreloads(LOGO + odd + HERO + PAGE);
    expect(preloads).toEqual([{ rel: 'preload', as: 'image', href: '/images/logo.svg' }]);
    expect(html).toBe(odd + HERO + PAGE);
  });

  it('leaves a preload whose priority it cannot read in place', () => {
    const odd = '<link rel="preload" as="image" href="/images/a.svg" fetchPriority="urgent"/>';
    expect(takeImagePreloads(odd + PAGE)).toEqual({ preloads: [], html: odd + PAGE });
  });

  it('keeps a responsive preload without an href: a browser that reads no imagesrcset would fetch a file its picture does not choose', () => {
    const tag =
      '<link rel="preload" as="image" imageSrcSet="/img?w=640,q=85 640w, /img?w=1680,q=85 1680w" fetchPriority="high" type="image/avif"/>';
    const [preload] = takeImagePreloads(tag).preloads;
    expect(preload?.href).toBeUndefined();
    expect(preload?.imageSrcSet).toBe('/img?w=640,q=85 640w, /img?w=1680,q=85 1680w');
    expect(preload?.type).toBe('image/avif');
    expect(imagePreloadTag(preload!)).toBe(tag);
  });

  it('moves nothing from inside the page or when there is no preload', () => {
    expect(takeImagePreloads(PAGE)).toEqual({ preloads: [], html: PAGE });
    const inside = `<div id="__next">${LOGO}</div>`;
    expect(takeImagePreloads(inside)).toEqual({ preloads: [], html: inside });
  });
});
