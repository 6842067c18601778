import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { PageLoading } from '@/components/feedback/PageLoading';
import { RouteChangeOverlay } from '@/components/layout/RouteChangeOverlay';
import { SkipLink } from '@/components/layout/SkipLink';
import ContactDetails from '@/components/sections/Contacts/Details';
import FooterVariant10Hotels from '@/components/sections/Footers/Variant10Hotels';
import HeaderVariant7Hotels from '@/components/sections/Headers/Variant7Hotels';
import type { HeaderData } from '@/components/sections/Headers/Variant7Hotels.schema';
import { ExternalLink } from '@/components/site/ExternalLink';
import { LocaleProvider, type PageLocale } from '@/context/LocaleContext';
import { SiteCatalogProvider } from '@/context/SiteCatalogContext';
import type { LanguageSwitch } from '@/lib/model/content/pageProps';
import { catalogLinks, loadSitePages } from '@/lib/server/sitePages';
import { MESSAGES } from '@/lib/model/site/messages';
import { createRouter, renderWithRouter } from './renderWithRouter';

const polishHeader: HeaderData = {
  logo: '/images/logo.svg',
  navLinks: [
    { label: 'Strona główna', path: '/pl/', icon: 'Home' },
    { label: 'Hotele z kasynem', path: '/pl/kasyno', icon: 'Stars' },
    { label: 'Kontakt', path: '/pl/kontakt', icon: 'ContactSupport' },
  ],
  btn: 'Zaplanujmy wyjazd na Maltę',
};

const toEnglishTwin: LanguageSwitch = { locale: 'en', path: '/casino', twin: true };

function polish(ui: ReactElement, languageSwitch: LanguageSwitch = toEnglishTwin): ReactElement {
  const value: PageLocale = { locale: 'pl', languageSwitch };
  return <LocaleProvider value={value}>{ui}</LocaleProvider>;
}

function languageSwitchLink(): HTMLElement {
  return document.querySelector<HTMLElement>('a[data-language-switch]')!;
}

describe('the header in Polish', () => {
  it('names the logo, the navigation and the menu in Polish, and links home and contact to the Polish pages', () => {
    renderWithRouter(polish(<HeaderVariant7Hotels data={polishHeader} />), createRouter('/pl/kasyno'));
    const logo = screen.getByRole('img', { name: 'Hidden Gems Malta – strona główna' });
    expect(logo.closest('a')).toHaveAttribute('href', '/pl');
    expect(document.querySelector('nav[aria-label="Menu główne"]')).not.toBeNull();
    const menuButton = screen.getByRole('button', { name: 'Otwórz menu' });
    const popover = document.getElementById(menuButton.getAttribute('popovertarget')!)!;
    expect(popover).toHaveAttribute('aria-label', 'Menu');
    expect(
      within(popover).getByRole('navigation', { name: 'Menu mobilne', hidden: true }),
    ).toBeInTheDocument();
    expect(within(popover).getByRole('button', { name: 'Zamknij menu', hidden: true })).toBeInTheDocument();
    const ctas = screen.getAllByText('Zaplanujmy wyjazd na Maltę').map((text) => text.closest('a'));
    expect(ctas).toHaveLength(2);
    for (const cta of ctas) expect(cta).toHaveAttribute('href', '/pl/kontakt');
  });

  it('opens the drawer with Polish labels once hydrated', async () => {
    renderWithRouter(polish(<HeaderVariant7Hotels data={polishHeader} />), createRouter('/pl/kasyno'));
    fireEvent.click(screen.getByRole('button', { name: 'Otwórz menu' }));
    const drawerNav = await screen.findByRole('navigation', { name: 'Menu mobilne' });
    expect(within(drawerNav).getAllByRole('link')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Zamknij menu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zaplanujmy wyjazd na Maltę' })).toHaveAttribute(
      'href',
      '/pl/kontakt',
    );
  });

  it('has a language switch to the English twin, in English, that says where it leads', () => {
    renderWithRouter(polish(<HeaderVariant7Hotels data={polishHeader} />), createRouter('/pl/kasyno'));
    const link = screen.getByRole('link', { name: 'English – this page in English' });
    expect(link).toBe(languageSwitchLink());
    expect(link).toHaveAttribute('href', '/casino');
    expect(link).toHaveAttribute('hreflang', 'en');
    expect(link).toHaveAttribute('lang', 'en');
    // The visible label begins the accessible name (WCAG 2.5.3, label in name).
    expect(link).toHaveTextContent(/^English$/);
    // It is in the bar, not only in the menu: reachable without opening it.
    expect(link.closest('[popover]')).toBeNull();
  });

  it('leads to the English home page where the page has no English version', () => {
    renderWithRouter(
      polish(<HeaderVariant7Hotels data={polishHeader} />, { locale: 'en', path: '/', twin: false }),
      createRouter('/pl/regulamin-stary'),
    );
    const link = screen.getByRole('link', { name: 'English – home page' });
    expect(link).toHaveAttribute('href', '/');
    expect(link).toHaveAttribute('hreflang', 'en');
  });
});

describe('the header in English', () => {
  const englishHeader: HeaderData = {
    ...polishHeader,
    navLinks: [{ label: 'Casino hotels', path: '/casino', icon: 'Stars' }],
    btn: 'Plan my Malta trip',
  };

  it('keeps its English labels and addresses, and switches to the Polish twin in Polish', () => {
    renderWithRouter(
      <LocaleProvider
        value={{ locale: 'en', languageSwitch: { locale: 'pl', path: '/pl/kasyno', twin: true } }}
      >
        <HeaderVariant7Hotels data={englishHeader} />
      </LocaleProvider>,
      createRouter('/casino'),
    );
    expect(screen.getByRole('img', { name: 'Hidden Gems Malta, home' }).closest('a')).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    for (const text of screen.getAllByText('Plan my Malta trip'))
      expect(text.closest('a')).toHaveAttribute('href', '/contact-us');
    const link = screen.getByRole('link', { name: 'Polski – ta strona po polsku' });
    expect(link).toBe(languageSwitchLink());
    expect(link).toHaveAttribute('href', '/pl/kasyno');
    expect(link).toHaveAttribute('hreflang', 'pl');
    expect(link).toHaveAttribute('lang', 'pl');
    expect(link).toHaveTextContent(/^Polski$/);
  });

  it('leads to the Polish home page where the page has no Polish version', () => {
    renderWithRouter(
      <LocaleProvider value={{ locale: 'en', languageSwitch: { locale: 'pl', path: '/pl/', twin: false } }}>
        <HeaderVariant7Hotels data={englishHeader} />
      </LocaleProvider>,
    );
    const link = screen.getByRole('link', { name: 'Polski – strona główna' });
    // next/link writes the home of a language without its trailing slash, like the nav's links.
    expect(link.getAttribute('href')).toMatch(/^\/pl\/?$/);
  });
});

describe('the footer in Polish', () => {
  function renderPolishFooter() {
    const catalog = catalogLinks(loadSitePages(), 'pl');
    render(
      polish(
        <SiteCatalogProvider value={catalog}>
          <FooterVariant10Hotels data={{ tagline: 'Hotele z kasynem na Malcie.' }} />
        </SiteCatalogProvider>,
      ),
    );
  }

  it('lists the Polish pages under a Polish heading, and not the thank-you page', () => {
    renderPolishFooter();
    const links = within(screen.getByRole('region', { name: 'Na skróty' })).getAllByRole('link');
    // A one-letter word is bound to the next by a no-break space, as Polish typesetting wants.
    expect(links.map((link) => link.textContent)).toEqual([
      'Strona główna',
      'Hotele z\u00a0kasynem',
      'O\u00a0nas',
      'Kontakt',
      'Polityka prywatności',
      'Regulamin',
    ]);
    expect(links.slice(1).map((link) => link.getAttribute('href'))).toEqual([
      '/pl/kasyno',
      '/pl/o-nas',
      '/pl/kontakt',
      '/pl/polityka-prywatnosci',
      '/pl/regulamin',
    ]);
    expect(links[0]?.getAttribute('href')).toMatch(/^\/pl\/?$/);
  });

  it('has Polish headings, the Polish address and the phone as Poles write it', () => {
    renderPolishFooter();
    expect(screen.getByRole('region', { name: 'Kontakt' })).toHaveTextContent('00-029 Warszawa, Polska');
    expect(screen.getByRole('link', { name: '+48\u00a022\u00a0123\u00a045\u00a067' })).toHaveAttribute(
      'href',
      'tel:+48221234567',
    );
    const social = screen.getByRole('region', { name: 'Media społecznościowe' });
    expect(within(social).getByRole('link', { name: /^WhatsApp/ }).textContent).toBe(
      'WhatsApp(otwiera się w\u00a0nowej karcie)',
    );
  });

  it('names the Polish helpline for behavioural addictions first in the 18+ line, as a number to call', () => {
    renderPolishFooter();
    const helpline = screen.getByRole('link', { name: 'telefon zaufania 801\u00a0889\u00a0880' });
    expect(helpline).toHaveAttribute('href', 'tel:801889880');
    expect(helpline).not.toHaveAttribute('target');
    const line = helpline.closest('p')!;
    expect(line.textContent).toMatch(/^18\+ Wstęp do kasyn wyłącznie dla osób pełnoletnich\./);
    const links = within(line).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'tel:801889880',
      'https://www.rgf.org.mt/',
    ]);
    expect(links[1]).toHaveAttribute('target', '_blank');
  });

  it('links the photo credits to the Polish about page, and says its rights in Polish', () => {
    renderPolishFooter();
    expect(screen.getByRole('link', { name: 'źródła zdjęć' })).toHaveAttribute('href', '/pl/o-nas');
    expect(screen.getByText(/Wszelkie prawa zastrzeżone\.$/)).toHaveTextContent(
      /^© \d* ?Hidden Gems Malta sp\. z o\.o\., Warszawa\. Wszelkie prawa zastrzeżone\.$/,
    );
  });
});

describe('the footer in English', () => {
  it('keeps its English headings, lines and links', () => {
    render(
      <SiteCatalogProvider value={catalogLinks(loadSitePages())}>
        <FooterVariant10Hotels data={{ tagline: 'Casino hotels in Malta.' }} />
      </SiteCatalogProvider>,
    );
    for (const name of ['Catalog', 'Contact us', 'Follow us'])
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Contact us' })).toHaveTextContent('00-029 Warszawa, Poland');
    const help = screen.getByRole('link', { name: 'Responsible Gaming Foundation(opens in a new tab)' });
    expect(help.closest('p')).toHaveTextContent(
      '18+ Casino visits are for adults only. Play responsibly; free help: Responsible Gaming Foundation(opens in a new tab).',
    );
    expect(screen.queryByText(/801/)).toBeNull();
    expect(screen.getByRole('link', { name: 'photo credits' })).toHaveAttribute('href', '/about-us');
    expect(screen.getByText(/All rights reserved\.$/)).toBeInTheDocument();
  });
});

describe('the rest of the chrome in Polish', () => {
  it('skips to the content in Polish', () => {
    render(polish(<SkipLink targetId="main-content" />));
    expect(screen.getByRole('link', { name: 'Przejdź do treści' })).toHaveAttribute('href', '#main-content');
  });

  it('says „loading” in Polish, and keeps a label it is given', () => {
    render(polish(<PageLoading />));
    expect(screen.getByRole('progressbar', { name: 'Wczytywanie' })).toBeInTheDocument();
    render(polish(<PageLoading label={MESSAGES.pl.loading.pageContent} />));
    expect(screen.getByRole('progressbar', { name: 'Wczytywanie treści strony' })).toBeInTheDocument();
  });

  it('names the route-change overlay in the language of the page being left', () => {
    const { unmount } = renderWithRouter(<RouteChangeOverlay />, createRouter('/pl/kasyno?gclid=x'));
    expect(screen.getByRole('status', { name: 'Wczytywanie kolejnej strony' })).toBeInTheDocument();
    unmount();
    renderWithRouter(<RouteChangeOverlay />, createRouter('/casino'));
    expect(screen.getByRole('status', { name: 'Loading the next page' })).toBeInTheDocument();
  });

  it('says in Polish that a link opens in a new tab', () => {
    render(polish(<ExternalLink href="https://kcpu.gov.pl/">KCPU</ExternalLink>));
    expect(screen.getByRole('link')).toHaveAccessibleName('KCPU(otwiera się w\u00a0nowej karcie)');
  });

  it('heads the contact details in Polish, with the Polish address and phone', () => {
    render(
      polish(
        <ContactDetails
          data={{ heading: 'Biuro', intro: '', openingHours: [{ days: 'Sobota', hours: '10:00–14:00' }] }}
        />,
      ),
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Nasze biuro',
      'Telefon i\u00a0e-mail',
      'Godziny otwarcia',
      'Komunikatory',
    ]);
    expect(screen.getByText('00-029 Warszawa, Polska', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+48\u00a022\u00a0123\u00a045\u00a067' })).toHaveAttribute(
      'href',
      'tel:+48221234567',
    );
  });
});
