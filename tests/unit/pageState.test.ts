import { describe, expect, it } from 'vitest';
import {
  buildPageState,
  insertComponent,
  isComponentActive,
  isSameSelection,
  moveItem,
  removeComponent,
  reorderScope,
  scopeList,
  splitPageState,
  toggleComponent,
  toggleInPageState,
  withScopeList,
} from '@/lib/model/content/pageState';

const hero = { category: 'Heroes', name: 'FullBleedPhoto' };
const intro = { category: 'Texts', name: 'Intro' };
const faq = { category: 'Faqs', name: 'Accordion' };
const header = { category: 'Headers', name: 'Variant7Hotels' };
const footer = { category: 'Footers', name: 'Variant10Hotels' };
const state = [hero, intro, header, footer];

describe('the page state (spec sections 3 and 4)', () => {
  it('is the page list followed by the layout list', () => {
    expect(buildPageState([hero, intro], [header, footer])).toEqual(state);
  });

  it('splits into the page list and the layout list by category, each in its order', () => {
    expect(splitPageState([header, hero, footer, intro])).toEqual({
      components: [hero, intro],
      layout: [header, footer],
    });
    expect(scopeList(state, 'layout')).toEqual([header, footer]);
  });

  it('calls a component active when the state has one of the same category and name', () => {
    expect(isComponentActive(state, { category: 'Heroes', name: 'FullBleedPhoto' })).toBe(true);
    expect(isComponentActive(state, { category: 'Heroes', name: 'TitleBand' })).toBe(false);
    expect(isComponentActive(state, { category: 'Texts', name: 'FullBleedPhoto' })).toBe(false);
  });

  it('compares selections by order as well as content', () => {
    expect(isSameSelection([hero, intro], [{ ...hero }, { ...intro }])).toBe(true);
    expect(isSameSelection([hero, intro], [intro, hero])).toBe(false);
    expect(isSameSelection([hero, intro], [hero])).toBe(false);
  });
});

describe('page-state operations', () => {
  it('inserts a component at an index, appended by default, and never twice', () => {
    expect(insertComponent([hero, intro], faq)).toEqual([hero, intro, faq]);
    expect(insertComponent([hero, intro], faq, 1)).toEqual([hero, faq, intro]);
    expect(insertComponent([hero, intro], faq, 99)).toEqual([hero, intro, faq]);
    expect(insertComponent([hero, intro], { ...hero }, 2)).toEqual([hero, intro]);
  });

  it('keeps only the identity of what it inserts', () => {
    const withExtra = { ...faq, injected: true } as typeof faq;
    expect(insertComponent([], withExtra)).toEqual([faq]);
  });

  it('removes a component, and leaves a list without it as it was', () => {
    expect(removeComponent([hero, intro, faq], intro)).toEqual([hero, faq]);
    expect(removeComponent([hero, faq], intro)).toEqual([hero, faq]);
  });

  it('toggles: on appends where absent, off removes', () => {
    expect(toggleComponent([hero], faq, true)).toEqual([hero, faq]);
    expect(toggleComponent([hero, faq], faq, true)).toEqual([hero, faq]);
    expect(toggleComponent([hero, faq], faq, false)).toEqual([hero]);
  });

  it('toggles a component in its own scope of the page state', () => {
    expect(toggleInPageState(state, faq, true)).toEqual([hero, intro, faq, header, footer]);
    expect(toggleInPageState(state, footer, false)).toEqual([hero, intro, header]);
  });

  it('moves an item, clamped to the list, without changing the original', () => {
    const list = ['a', 'b', 'c'];
    expect(moveItem(list, 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(list, 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(list, 1, 9)).toEqual(['a', 'c', 'b']);
    expect(moveItem(list, 5, 0)).toEqual(list);
    expect(list).toEqual(['a', 'b', 'c']);
  });

  it('reorders within one scope and keeps the other where it was', () => {
    expect(reorderScope(state, 'page', 0, 1)).toEqual([intro, hero, header, footer]);
    expect(reorderScope(state, 'layout', 1, 0)).toEqual([hero, intro, footer, header]);
  });

  it('replaces one scope’s list', () => {
    expect(withScopeList(state, 'page', [faq])).toEqual([faq, header, footer]);
    expect(withScopeList(state, 'layout', [])).toEqual([hero, intro]);
  });
});
