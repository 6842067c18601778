import { describe, expect, it } from 'vitest';
import {
  buildPageState,
  componentDataUrl,
  isComponentActive,
  isSameSelection,
  selectedComponentsUrl,
} from '@/lib/model/content/selection';

const hero = { category: 'Heroes', name: 'FullBleedPhoto' };
const intro = { category: 'Texts', name: 'Intro' };
const header = { category: 'Headers', name: 'Variant7Hotels' };
const footer = { category: 'Footers', name: 'Variant10Hotels' };

describe('selected components (spec section 4)', () => {
  it('builds the state as the page list followed by the layout list', () => {
    expect(buildPageState([hero, intro], [header, footer])).toEqual([hero, intro, header, footer]);
  });

  it('calls a component active when the state has one of the same category and name', () => {
    const state = [hero, header];
    expect(isComponentActive(state, { category: 'Heroes', name: 'FullBleedPhoto' })).toBe(true);
    expect(isComponentActive(state, { category: 'Heroes', name: 'TitleBand' })).toBe(false);
    expect(isComponentActive(state, { category: 'Texts', name: 'FullBleedPhoto' })).toBe(false);
  });

  it('compares selections by order as well as content', () => {
    expect(isSameSelection([hero, intro], [{ ...hero }, { ...intro }])).toBe(true);
    expect(isSameSelection([hero, intro], [intro, hero])).toBe(false);
    expect(isSameSelection([hero, intro], [hero])).toBe(false);
  });

  it('fetches Headers and Footers data from /data and other components from /data/{page}', () => {
    expect(componentDataUrl(header, 'casino')).toBe('/data/HeadersVariant7Hotels.json');
    expect(componentDataUrl(footer, 'index')).toBe('/data/FootersVariant10Hotels.json');
    expect(componentDataUrl(hero, 'casino')).toBe('/data/casino/HeroesFullBleedPhoto.json');
    expect(selectedComponentsUrl('index')).toBe('/selectedComponents/index.json');
  });
});
