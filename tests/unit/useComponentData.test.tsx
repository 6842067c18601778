import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useComponentData } from '@/hooks/useComponentData';
import { stubFetch } from './fetchStub';

const hero = { category: 'Heroes', name: 'FullBleedPhoto' };
const header = { category: 'Headers', name: 'Variant7Hotels' };
const RUSSIAN_MESSAGE = 'Ошибка загрузки данных компонента';

describe('useComponentData (spec sections 4 and 8)', () => {
  it('loads a page component from /data/{page}/{category}{name}.json', async () => {
    stubFetch({ '/data/casino/HeroesFullBleedPhoto.json': { body: { data: { title: 'Hi' } } } });
    const { result } = renderHook(() => useComponentData(hero, 'casino'));
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toEqual({ data: { title: 'Hi' }, loading: false, fetchError: false });
  });

  it('loads a header from /data/{category}{name}.json whatever the page', async () => {
    stubFetch({ '/data/HeadersVariant7Hotels.json': { body: { data: { btn: 'Go' } } } });
    const { result } = renderHook(() => useComponentData(header, 'about-us'));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.data).toEqual({ btn: 'Go' });
  });

  it('on a non-OK answer sets fetchError, logs in Russian and reports the component state', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch({ '/data/index/HeroesFullBleedPhoto.json': { status: 404 } });
    const onComponentState = vi.fn();
    const { result } = renderHook(() =>
      useComponentData(hero, 'index', { isActive: true, onComponentState }),
    );
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.fetchError).toBe(true);
    expect(result.current.data).toBeUndefined();
    expect(onComponentState).toHaveBeenCalledWith(hero, true);
    expect(error.mock.calls[0]?.[0]).toContain(RUSSIAN_MESSAGE);
  });

  it('on an exception sets fetchError, logs, and still ends loading', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch({ '/data/index/HeroesFullBleedPhoto.json': new TypeError('network down') });
    const onComponentState = vi.fn();
    const { result } = renderHook(() => useComponentData(hero, 'index', { onComponentState }));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.fetchError).toBe(true);
    expect(error.mock.calls[0]?.[0]).toContain(RUSSIAN_MESSAGE);
    expect(onComponentState).not.toHaveBeenCalled();
  });

  it('uses build-time data without fetching', () => {
    const { spy } = stubFetch({});
    const { result } = renderHook(() => useComponentData(hero, 'index', { initialData: { title: 'Built' } }));
    expect(result.current).toEqual({ data: { title: 'Built' }, loading: false, fetchError: false });
    expect(spy).not.toHaveBeenCalled();
  });
});
