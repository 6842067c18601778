import { act, screen, waitFor } from '@testing-library/react';
import type { AppProps } from 'next/app';
import { describe, expect, it } from 'vitest';
import { footerDefaults } from '@/components/sections/Footers/Variant10Hotels.schema';
import { headerDefaults } from '@/components/sections/Headers/Variant7Hotels.schema';
import { preloadSections } from '@/components/registry/views';
import { listCatalog } from '@/lib/model/content/catalog';
import { toast } from '@/lib/browser/toast';
import type { GclidProps, SitePageProps } from '@/lib/model/content/pageProps';
import App, { type SitePage } from '@/pages/_app.page';
import { createRouter, renderWithRouter } from './renderWithRouter';

const pageProps: SitePageProps = {
  pageName: 'contact-us',
  meta: {},
  components: [],
  layout: [
    { category: 'Headers', name: 'Variant7Hotels' },
    { category: 'Footers', name: 'Variant10Hotels' },
  ],
  data: { HeadersVariant7Hotels: headerDefaults, FootersVariant10Hotels: footerDefaults },
  media: {},
  path: '/contact-us',
  catalog: [{ label: 'Contact us', path: '/contact-us' }],
  locale: 'en',
  alternates: [
    { locale: 'en', path: '/contact-us' },
    { locale: 'pl', path: '/pl/kontakt' },
  ],
  languageSwitch: { locale: 'pl', path: '/pl/kontakt', twin: true },
  sections: listCatalog(),
};

function ShowGclid({ gclid }: GclidProps) {
  return <p>gclid: {gclid ?? 'none'}</p>;
}

function renderApp(Component: SitePage, query: Record<string, string> = {}) {
  const router = { ...createRouter('/contact-us'), query };
  const props = { Component, pageProps, router } as unknown as AppProps<SitePageProps>;
  return renderWithRouter(<App {...props} />, router);
}

describe('the page wrapper (_app)', () => {
  it('passes the gclid query parameter to the page', () => {
    renderApp(ShowGclid, { gclid: 'Cj0KCQ-test' });
    expect(screen.getByText('gclid: Cj0KCQ-test')).toBeInTheDocument();
  });

  it('renders a page inside the header, the main area and the footer', async () => {
    renderApp(ShowGclid);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('gclid: none');
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });

  it('renders a page that opts out of the layout bare', () => {
    const Bare: SitePage = () => <p>Editor</p>;
    Bare.bare = true;
    renderApp(Bare);
    expect(screen.getByText('Editor')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('main')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('shows the route-change overlay from the start of a route change until it completes', async () => {
    const { router } = renderApp(ShowGclid);
    expect(screen.queryByRole('status', { name: 'Loading the next page' })).toBeNull();
    act(() => router.events.emit('routeChangeStart', '/casino', { shallow: false }));
    expect(screen.getByRole('status', { name: 'Loading the next page' })).toBeInTheDocument();
    act(() => router.events.emit('routeChangeComplete', '/casino', { shallow: false }));
    expect(screen.queryByRole('status', { name: 'Loading the next page' })).toBeNull();
    // The route change started loading every section's code: let it end before the file's
    // environment is torn down (the same modules, so this waits for those loads).
    await preloadSections(listCatalog());
  });

  it('mounts the toast container, at the top right, with the first toast and shows it', async () => {
    renderApp(ShowGclid);
    // Nothing of react-toastify is loaded until a toast is raised.
    await waitFor(() => expect(screen.getByRole('contentinfo')).toBeInTheDocument());
    expect(document.querySelector('.Toastify')).toBeNull();
    act(() => toast.success('Saved'));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(document.querySelector('.Toastify__toast-container--top-right')).not.toBeNull();
    expect(document.querySelector('.Toastify__toast-theme--light')).not.toBeNull();
  });
});
