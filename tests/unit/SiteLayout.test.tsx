import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SiteLayout } from '@/components/layout/SiteLayout';
import { headerDefaults } from '@/components/sections/Headers/Variant7Hotels.schema';
import { footerDefaults } from '@/components/sections/Footers/Variant10Hotels.schema';
import { LocaleProvider } from '@/context/LocaleContext';
import { SelectedComponentsProvider } from '@/context/SelectedComponentsContext';
import { stubFetch } from './fetchStub';
import { renderWithRouter } from './renderWithRouter';

const header = { category: 'Headers', name: 'Variant7Hotels' };
const footer = { category: 'Footers', name: 'Variant10Hotels' };

function renderLayout(data: Record<string, unknown> = {}) {
  return renderWithRouter(
    <SelectedComponentsProvider pageName="index" initialComponents={[]} initialLayout={[header, footer]}>
      <SiteLayout data={data}>
        <p>Page body</p>
      </SiteLayout>
    </SelectedComponentsProvider>,
  );
}

function renderPolishLayout(data: Record<string, unknown> = {}) {
  return renderWithRouter(
    <LocaleProvider value={{ locale: 'pl', languageSwitch: { locale: 'en', path: '/', twin: true } }}>
      <SelectedComponentsProvider pageName="pl/index" initialComponents={[]} initialLayout={[header, footer]}>
        <SiteLayout data={data}>
          <p>Treść strony</p>
        </SiteLayout>
      </SelectedComponentsProvider>
    </LocaleProvider>,
  );
}

describe('SiteLayout', () => {
  it('shows a loading indicator until both header and footer have loaded', async () => {
    stubFetch({
      '/data/HeadersVariant7Hotels.json': { body: { data: headerDefaults } },
      '/data/FootersVariant10Hotels.json': { body: { data: footerDefaults } },
    });
    renderLayout();
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    expect(screen.queryByText('Page body')).toBeNull();
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    // The footer's code is loaded on demand (a static section), so it arrives a moment later.
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Page body');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('leaves out a block whose data fails to load and still renders the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch({
      '/data/HeadersVariant7Hotels.json': { body: { data: headerDefaults } },
      '/data/FootersVariant10Hotels.json': { status: 500 },
    });
    renderLayout();
    await waitFor(() => expect(screen.getByRole('main')).toHaveTextContent('Page body'));
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('renders build-time data at once, without fetching', async () => {
    const { spy } = stubFetch({});
    renderLayout({ HeadersVariant7Hotels: headerDefaults, FootersVariant10Hotels: footerDefaults });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
    expect(spy).not.toHaveBeenCalled();
  });

  it('speaks the language of the page: the loading label and the skip link of a Polish page', async () => {
    stubFetch({
      '/data/pl/HeadersVariant7Hotels.json': { body: { data: headerDefaults } },
      '/data/pl/FootersVariant10Hotels.json': { body: { data: footerDefaults } },
    });
    renderPolishLayout();
    expect(screen.getByRole('progressbar', { name: 'Wczytywanie strony' })).toBeInTheDocument();
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Przejdź do treści' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveTextContent('Treść strony');
  });
});
