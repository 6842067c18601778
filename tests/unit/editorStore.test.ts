import { describe, expect, it } from 'vitest';
import {
  dirtyKeys,
  editorReducer,
  hasUnsavedList,
  startEditor,
  valueOf,
  type EditorAction,
  type EditorState,
} from '@/lib/editor/client/editorStore';

const hero = { category: 'Heroes', name: 'TitleBand' };
const intro = { category: 'Texts', name: 'Intro' };
const faq = { category: 'Faqs', name: 'Accordion' };
const header = { category: 'Headers', name: 'Variant7Hotels' };

const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state);
const loaded = run(startEditor([hero, intro, header], 'v1'), {
  type: 'dataLoaded',
  key: 'HeroesTitleBand',
  saved: { data: { title: 'Saved' }, version: 'd1' },
});

describe('the editor’s store', () => {
  it('reorders the page’s list as a step, leaving the layout where it is', () => {
    const state = run(loaded, { type: 'reorder', scope: 'page', from: 0, to: 1 });
    expect(state.present.list).toEqual([intro, hero, header]);
    expect(state.past).toHaveLength(1);
    expect(hasUnsavedList(state)).toBe(true);
  });

  it('records nothing for an order that did not change', () => {
    expect(run(loaded, { type: 'replaceList', list: [hero, intro, header] })).toBe(loaded);
  });

  it('takes the server’s answer as the saved state without a new step', () => {
    const state = run(
      loaded,
      { type: 'toggle', component: faq, isActive: true },
      { type: 'stateSaved', list: [hero, intro, faq, header], version: 'v2' },
    );
    expect(state.present.list).toEqual([hero, intro, faq, header]);
    expect(state.past).toHaveLength(1);
    expect(state.version).toBe('v2');
    expect(hasUnsavedList(state)).toBe(false);
  });

  it('undoes and redoes steps in order; after an undo the list is unsaved', () => {
    const saved = run(
      loaded,
      { type: 'reorder', scope: 'page', from: 0, to: 1 },
      { type: 'stateSaved', list: [intro, hero, header], version: 'v2' },
    );
    const undone = run(saved, { type: 'undo' });
    expect(undone.present.list).toEqual([hero, intro, header]);
    expect(hasUnsavedList(undone)).toBe(true);
    expect(run(undone, { type: 'undo' })).toBe(undone);
    expect(run(undone, { type: 'redo' }).present.list).toEqual([intro, hero, header]);
  });

  it('merges typing in one field into one step, and a new step clears redo', () => {
    const edit = (title: string): EditorAction => ({
      type: 'editField',
      component: hero,
      path: ['title'],
      value: title,
    });
    const typed = run(loaded, edit('H'), edit('Hi'));
    expect(typed.past).toHaveLength(1);
    expect(valueOf(typed, hero)).toEqual({ title: 'Hi' });
    expect(dirtyKeys(typed)).toEqual(['HeroesTitleBand']);
    const undone = run(typed, { type: 'undo' });
    expect(valueOf(undone, hero)).toEqual({ title: 'Saved' });
    expect(run(undone, { type: 'reorder', scope: 'page', from: 0, to: 1 }).future).toEqual([]);
  });

  it('drops a draft once its data is saved', () => {
    const state = run(
      loaded,
      { type: 'editField', component: hero, path: ['title'], value: 'New' },
      { type: 'dataSaved', key: 'HeroesTitleBand', saved: { data: { title: 'New' }, version: 'd2' } },
    );
    expect(dirtyKeys(state)).toEqual([]);
    expect(valueOf(state, hero)).toEqual({ title: 'New' });
    expect(state.saved.HeroesTitleBand?.version).toBe('d2');
  });

  it('keeps at most a hundred steps', () => {
    const steps = Array.from({ length: 120 }, (_, index): EditorAction => ({
      type: 'editField',
      component: hero,
      path: [`field${index}`],
      value: index,
    }));
    expect(run(loaded, ...steps).past).toHaveLength(100);
  });
});
