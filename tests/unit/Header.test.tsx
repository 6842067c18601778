import { act, fireEvent, screen, within } from '@testing-library/react';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
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

  it('has a call-to-action to /contact-us with the text from the data, in the bar and in the menu', () => {
    renderWithRouter(<HeaderVariant7Hotels data={data} />);
    const ctas = screen.getAllByText('Book a stay').map((text) => text.closest('a'));
    expect(ctas).toHaveLength(2);
    for (const cta of ctas) expect(cta).toHaveAttribute('href', '/contact-us');
  });

  it('has a language switch in the bar (outside the menu), to the Polish home page by default', () => {
    renderWithRouter(<HeaderVariant7Hotels data={data} />);
    const link = screen.getByRole('link', { name: 'Polski – strona główna' });
    expect(link).toHaveAttribute('data-language-switch');
    expect(link).toHaveAttribute('hreflang', 'pl');
    expect(link).toHaveAttribute('lang', 'pl');
    expect(link).toHaveTextContent('Polski');
    expect(link.closest('[popover], nav')).toBeNull();
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

  it('has the menu as a popover that the button opens without JavaScript, with a close button', () => {
    renderWithRouter(<HeaderVariant7Hotels data={data} />, createRouter('/casino'));
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    const popover = document.getElementById(menuButton.getAttribute('popovertarget')!)!;
    expect(popover).toHaveAttribute('popover', 'auto');
    expect(popover).toHaveAttribute('role', 'dialog');
    expect(popover).toHaveAttribute('aria-label', 'Menu');
    const nav = within(popover).getByRole('navigation', { name: 'Mobile', hidden: true });
    expect(
      within(nav)
        .getAllByRole('link', { hidden: true })
        .map((link) => [link.textContent, link.getAttribute('aria-current')]),
    ).toEqual([
      ['Home', null],
      ['Casino', 'page'],
      ['Hours', null],
      ['Call us', null],
    ]);
    expect(within(popover).getByRole('link', { name: 'Book a stay', hidden: true })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    const close = within(popover).getByRole('button', { name: 'Close menu', hidden: true });
    expect(close).toHaveAttribute('popovertarget', popover.id);
    expect(close).toHaveAttribute('popovertargetaction', 'hide');
  });

  it('once hydrated, opens the drawer instead of the popover (the click is cancelled)', async () => {
    renderWithRouter(<HeaderVariant7Hotels data={data} />);
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    // fireEvent returns false when the event's default (the popover's opening) was prevented.
    expect(fireEvent.click(menuButton)).toBe(false);
    expect(await screen.findByRole('navigation', { name: 'Mobile' })).toBeInTheDocument();
  });

  it('leaves aria-expanded to the browser until hydrated, and hydrates without a mismatch', async () => {
    const router = createRouter('/');
    const ui = (
      <RouterContext.Provider value={router}>
        <HeaderVariant7Hotels data={data} />
      </RouterContext.Provider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    const menuButton = container.querySelector('button[aria-label="Open menu"]')!;
    // Exported: the popover invoker's state is the browser's to state (an explicit "false" would
    // contradict a popover opened before hydration).
    expect(menuButton).not.toHaveAttribute('aria-expanded');
    expect(menuButton).toHaveAttribute('popovertarget', 'mobile-menu-popover');
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, ui, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    container.remove();
  });
});
