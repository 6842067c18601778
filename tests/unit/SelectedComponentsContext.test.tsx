import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SelectedComponentsProvider, useSelectedComponents } from '@/context/SelectedComponentsContext';
import type { SelectedComponent } from '@/lib/model/content/selection';
import { editorApi } from '@/lib/editor/client/apiClient';
import { stubFetch } from './fetchStub';

const hero = { category: 'Heroes', name: 'FullBleedPhoto' };
const intro = { category: 'Texts', name: 'Intro' };
const header = { category: 'Headers', name: 'Variant7Hotels' };
const footer = { category: 'Footers', name: 'Variant10Hotels' };

/** The editor's saver: POST /api/saveState {selectedComponents, pageName}, with the loaded version. */
const editorSave = async (selectedComponents: SelectedComponent[], pageName: string) => {
  await editorApi.saveState(pageName, selectedComponents, 'v1');
};

function withProvider(props: {
  pageName: string;
  initial?: boolean;
  onSave?: (list: SelectedComponent[], pageName: string) => Promise<void>;
}) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <SelectedComponentsProvider
        pageName={props.pageName}
        initialComponents={props.initial ? [hero, intro] : undefined}
        initialLayout={props.initial ? [header, footer] : undefined}
        onSave={props.onSave}
      >
        {children}
      </SelectedComponentsProvider>
    );
  };
}

describe('SelectedComponentsProvider', () => {
  it('loads the page list and the layout list and concatenates them', async () => {
    const { calls } = stubFetch({
      '/selectedComponents/casino.json': { body: { components: [hero, intro] } },
      '/selectedComponents/layout.json': { body: { layout: [header, footer] } },
    });
    const { result } = renderHook(() => useSelectedComponents(), {
      wrapper: withProvider({ pageName: 'casino' }),
    });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.selectedComponents).toEqual([hero, intro, header, footer]);
    expect(calls.map((call) => call.url).sort()).toEqual([
      '/selectedComponents/casino.json',
      '/selectedComponents/layout.json',
    ]);
  });

  it('starts from the build-time lists without fetching', () => {
    const { spy } = stubFetch({});
    const { result } = renderHook(() => useSelectedComponents(), {
      wrapper: withProvider({ pageName: 'index', initial: true }),
    });
    expect(result.current.loading).toBe(false);
    expect(result.current.selectedComponents).toEqual([hero, intro, header, footer]);
    expect(spy).not.toHaveBeenCalled();
  });

  it('logs "Failed to load the JSON data" when a list answers non-OK', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch({
      '/selectedComponents/casino.json': { status: 500 },
      '/selectedComponents/layout.json': { body: { layout: [header] } },
    });
    const { result } = renderHook(() => useSelectedComponents(), {
      wrapper: withProvider({ pageName: 'casino' }),
    });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(error).toHaveBeenCalledWith(
      'Failed to load the JSON data',
      '/selectedComponents/casino.json',
      500,
    );
    expect(result.current.selectedComponents).toEqual([header]);
  });

  it('calls a component active when one of the same category and name is in the state', () => {
    stubFetch({});
    const { result } = renderHook(() => useSelectedComponents(), {
      wrapper: withProvider({ pageName: 'index', initial: true }),
    });
    expect(result.current.isActive({ category: 'Headers', name: 'Variant7Hotels' })).toBe(true);
    expect(result.current.isActive({ category: 'Heroes', name: 'TitleBand' })).toBe(false);
  });

  it('does nothing and returns false when a drag ends in the same order', async () => {
    const { spy } = stubFetch({});
    const { result } = renderHook(() => useSelectedComponents(), {
      wrapper: withProvider({ pageName: 'index', initial: true, onSave: editorSave }),
    });
    let changed: boolean | undefined;
    await act(async () => {
      changed = await result.current.handleDragEnd([{ ...hero }, { ...intro }, header, footer]);
    });
    expect(changed).toBe(false);
    expect(spy).not.toHaveBeenCalled();
    expect(result.current.selectedComponents).toEqual([hero, intro, header, footer]);
  });

  it('replaces the list, saves it and returns true when the order changed', async () => {
    const { calls } = stubFetch({ '/api/saveState': { body: { ok: true } } });
    const { result } = renderHook(() => useSelectedComponents(), {
      wrapper: withProvider({ pageName: 'about-us', initial: true, onSave: editorSave }),
    });
    const reordered = [intro, hero, header, footer];
    let changed: boolean | undefined;
    await act(async () => {
      changed = await result.current.handleDragEnd(reordered);
    });
    expect(changed).toBe(true);
    expect(result.current.selectedComponents).toEqual(reordered);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/saveState');
    expect(calls[0]!.init?.method).toBe('POST');
    expect(JSON.parse(String(calls[0]!.init?.body))).toEqual({
      selectedComponents: reordered,
      pageName: 'about-us',
    });
    expect(new Headers(calls[0]!.init?.headers).get('If-Match')).toBe('"v1"');
  });

  it('on the visitor’s site (no saver) replaces the order and writes nothing', async () => {
    const { spy } = stubFetch({});
    const { result } = renderHook(() => useSelectedComponents(), {
      wrapper: withProvider({ pageName: 'index', initial: true }),
    });
    let changed: boolean | undefined;
    await act(async () => {
      changed = await result.current.handleDragEnd([intro, hero, header, footer]);
    });
    expect(changed).toBe(true);
    expect(result.current.selectedComponents).toEqual([intro, hero, header, footer]);
    expect(spy).not.toHaveBeenCalled();
  });

  it('throws the spec’s message when the hook is used outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Orphan() {
      useSelectedComponents();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow(
      'useSelectedComponents must be used within a SelectedComponentsProvider',
    );
    expect(screen.queryByText(/./)).toBeNull();
  });
});
