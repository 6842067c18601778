import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import FooterVariant10Hotels from '@/components/sections/Footers/Variant10Hotels';
import { footerDefaults } from '@/components/sections/Footers/Variant10Hotels.schema';
import { LISTED_PAGES, SITE_PAGES, isListedPage } from '@/lib/site/pages';

describe('Footers/Variant10Hotels', () => {
  it('links the catalog to every listed page, and not to the thank-you page', () => {
    render(<FooterVariant10Hotels data={footerDefaults} />);
    const catalog = screen.getByRole('region', { name: 'Catalog' });
    const links = within(catalog).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      LISTED_PAGES.map((page) => [page.label, page.path]),
    );
    expect(SITE_PAGES.filter((page) => !isListedPage(page)).map((page) => page.path)).toEqual(['/thank-you']);
    expect(links.map((link) => link.getAttribute('href'))).not.toContain('/thank-you');
    expect(links).toHaveLength(6);
  });
});
