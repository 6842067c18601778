import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { preloadSections } from '@/components/registry/views';
import { listCatalog } from '@/lib/model/content/catalog';
import { useRouteChangeLoading } from '@/hooks/useRouteChangeLoading';
import { renderWithRouter } from './renderWithRouter';

function Probe() {
  return <p>{useRouteChangeLoading() ? 'loading' : 'idle'}</p>;
}

describe('route change loading (spec section 4)', () => {
  it('is on from the start of a route change until it completes', async () => {
    const { router } = renderWithRouter(<Probe />);
    expect(screen.getByText('idle')).toBeInTheDocument();
    act(() => router.events.emit('routeChangeStart', '/casino', { shallow: false }));
    expect(screen.getByText('loading')).toBeInTheDocument();
    act(() => router.events.emit('routeChangeComplete', '/casino', { shallow: false }));
    expect(screen.getByText('idle')).toBeInTheDocument();
    // The route change started loading every section's code: let it end within the test.
    await preloadSections(listCatalog());
  });

  it('turns off when the route change fails', async () => {
    const { router } = renderWithRouter(<Probe />);
    act(() => router.events.emit('routeChangeStart', '/casino', { shallow: false }));
    act(() => router.events.emit('routeChangeError', new Error('aborted'), '/casino', { shallow: false }));
    expect(screen.getByText('idle')).toBeInTheDocument();
    await preloadSections(listCatalog());
  });
});
