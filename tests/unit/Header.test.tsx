import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import HeaderVariant7Hotels from '@/components/sections/Headers/Variant7Hotels';
import type { HeaderData } from '@/components/sections/Headers/Variant7Hotels.schema';
import { createRouter, renderWithRouter } from './renderWithRouter';

const data: HeaderData = {
  logo: '/images/logo.svg',
  navLinks: [
    { label: 'Home', path: '/', icon: 'Home' },
    { label: 'Casino', path: '/casino', icon: 'Stars' },
    { label: 'Hours', path: '/contact-us#hours', icon: 'Time' },
    { label: 'Call us', path: '/contact-us#phone', icon: 'Phone' },
  ],
  btn: 'Book a stay',
};

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'pageYOffset', { value: y, configurable: true });
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

describe('Headers/Variant7Hotels', () => {
  it('shows the logo, the links from the data with their icons, and marks the current page', () => {
    renderWithRouter(<HeaderVariant7Hotels data={data} />, createRouter('/casino?gclid=x'));
    // jsdom applies no media queries, so the bar's links count as hidden (and nameless): which of
    // bar and drawer shows at which width is checked in the browser tests.
    const nav = document.querySelector<HTMLElement>('nav[aria-label="Main"]')!;
    const links = within(nav).getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Casino', 'Hours', 'Call us']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/casino',
      '/contact-us#hours',
      '/contact-us#phone',
    ]);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, 'page', null, null]);
    expect(nav.querySelectorAll('svg')).toHaveLength(4);
    expect(screen.getByRole('img', { name: 'Hidden Gems Malta, home' })).toHaveAttribute(
      'src',
      '/images/logo.svg',
    );
  });

  it('has a call-to-action to /contact-us with the text from the data', () => {
    renderWithRouter(<HeaderVariant7Hotels data={data} />);
    expect(screen.getByText('Book a stay').closest('a')).toHaveAttribute('href', '/contact-us');
  });

  it('turns solid only once the page is scrolled by more than 50 px', () => {
    renderWithRouter(<HeaderVariant7Hotels data={data} />);
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-scrolled', 'false');
    scrollTo(50);
    expect(header).toHaveAttribute('data-scrolled', 'false');
    scrollTo(51);
    expect(header).toHaveAttribute('data-scrolled', 'true');
    scrollTo(10);
    expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  it('opens the drawer with the same links and closes it with its close button', async () => {
    renderWithRouter(<HeaderVariant7Hotels data={data} />, createRouter('/'));
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(menuButton);
    const drawerNav = await screen.findByRole('navigation', { name: 'Mobile' });
    expect(
      within(drawerNav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Casino', 'Hours', 'Call us']);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });
});
