import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SiteLink } from '@/components/site/SiteLink';
import { renderWithRouter } from './renderWithRouter';

describe('a link of the site', () => {
  it('goes to one of the site’s pages on the client, keeping the hash', () => {
    const { router } = renderWithRouter(<SiteLink href="/casino#faq">Casino hotels</SiteLink>);
    fireEvent.click(screen.getByRole('link', { name: 'Casino hotels' }));
    expect(router.push).toHaveBeenCalledWith('/casino#faq');
  });

  it('leaves a click with a modifier, a prevented click and a file to the browser', () => {
    const onClick = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const { router } = renderWithRouter(
      <>
        <SiteLink href="/casino">Casino</SiteLink>
        <SiteLink href="/about-us" onClick={onClick}>
          About
        </SiteLink>
        <SiteLink href="/images/licenses/CREDITS.md">Credits</SiteLink>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Casino' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    fireEvent.click(screen.getByRole('link', { name: 'Credits' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('fetches the page ahead once the visitor points at it or focuses it, and never a file', () => {
    const { router } = renderWithRouter(
      <>
        <SiteLink href="/pl/kasyno">Kasyno</SiteLink>
        <SiteLink href="/images/licenses/CREDITS.md">Credits</SiteLink>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Kasyno' });
    fireEvent.pointerEnter(link);
    fireEvent.focus(link);
    fireEvent.touchStart(link);
    fireEvent.pointerEnter(screen.getByRole('link', { name: 'Credits' }));
    expect(router.prefetch).toHaveBeenCalledTimes(1);
    expect(router.prefetch).toHaveBeenCalledWith('/pl/kasyno');
  });

  it('is written as the router writes addresses, with or without a router', () => {
    renderWithRouter(<SiteLink href="/pl/">Polski</SiteLink>);
    expect(screen.getByRole('link', { name: 'Polski' }).getAttribute('href')).toBe('/pl');
    render(<SiteLink href="/pl/?gclid=x">Strona główna</SiteLink>);
    expect(screen.getByRole('link', { name: 'Strona główna' }).getAttribute('href')).toBe('/pl?gclid=x');
  });
});
