import { describe, expect, it } from 'vitest';
import { findInternalLinks } from '@/lib/model/pages/linkRetargeting';

describe('the links of a page’s data to this site', () => {
  it('finds addresses and the links inside long texts, with their fields; leaves other sites and plain text', () => {
    const data = {
      HeroesFullBleedPhoto: {
        cta: { href: '/contact-us?from=hero' },
        image: { src: '/images/a.jpg', alt: 'A / B' },
      },
      TextsIntro: { body: 'See [our casino page](/casino#faq) or [Gozo](https://gozo.example/) — 24/7.' },
      HeadersVariant7Hotels: { navLinks: [{ label: 'Home', path: '/pl/' }] },
      NoticesX: { helpLinks: [{ href: '//evil.example/x' }, { href: 'https://www.rgf.org.mt/' }] },
    };
    expect(findInternalLinks(data)).toEqual([
      { field: 'HeroesFullBleedPhoto.cta.href', href: '/contact-us?from=hero', path: '/contact-us' },
      { field: 'HeroesFullBleedPhoto.image.src', href: '/images/a.jpg', path: '/images/a.jpg' },
      { field: 'TextsIntro.body', href: '/casino#faq', path: '/casino' },
      { field: 'HeadersVariant7Hotels.navLinks[0].path', href: '/pl/', path: '/pl/' },
    ]);
  });
});
