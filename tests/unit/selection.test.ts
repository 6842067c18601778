import { describe, expect, it } from 'vitest';
import { componentDataUrl, selectedComponentsUrl } from '@/lib/model/content/selection';

const hero = { category: 'Heroes', name: 'FullBleedPhoto' };
const header = { category: 'Headers', name: 'Variant7Hotels' };
const footer = { category: 'Footers', name: 'Variant10Hotels' };

describe('selected components (spec section 4)', () => {
  it('fetches Headers and Footers data from /data and other components from /data/{page}', () => {
    expect(componentDataUrl(header, 'casino')).toBe('/data/HeadersVariant7Hotels.json');
    expect(componentDataUrl(footer, 'index')).toBe('/data/FootersVariant10Hotels.json');
    expect(componentDataUrl(hero, 'casino')).toBe('/data/casino/HeroesFullBleedPhoto.json');
    expect(selectedComponentsUrl('index')).toBe('/selectedComponents/index.json');
  });
});
