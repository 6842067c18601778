import { describe, expect, it } from 'vitest';
import { DEFAULT_META, canonicalUrl, mergeMeta } from '@/lib/model/site/meta';

describe('page meta merged over the defaults', () => {
  it('uses the defaults when the page has no meta', () => {
    expect(mergeMeta(undefined)).toEqual(DEFAULT_META);
    expect(mergeMeta({})).toEqual(DEFAULT_META);
  });

  it('has a default title about the hidden gems of Malta and the spec’s description topics', () => {
    expect(DEFAULT_META.title).toMatch(/hidden gems of malta/i);
    for (const topic of ['casino hotels', 'luxury stays', 'nightlife', 'island experiences']) {
      expect(DEFAULT_META.description.toLowerCase()).toContain(topic);
    }
  });

  it('lets each page value win field by field', () => {
    const merged = mergeMeta({ title: 'Casino hotels', faviconPath: '/casino.ico' });
    expect(merged).toEqual({ ...DEFAULT_META, title: 'Casino hotels', faviconPath: '/casino.ico' });
  });

  it('keeps the default where the page value is blank', () => {
    expect(mergeMeta({ title: '   ', description: '' })).toEqual(DEFAULT_META);
  });

  it('builds canonical URLs from the configured site URL', () => {
    expect(canonicalUrl('/', 'https://example.test/')).toBe('https://example.test/');
    expect(canonicalUrl('/casino', 'https://example.test')).toBe('https://example.test/casino');
    expect(canonicalUrl('/casino/?gclid=1#top', 'https://example.test')).toBe('https://example.test/casino');
  });
});
