import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import FooterVariant10Hotels from '@/components/sections/Footers/Variant10Hotels';
import { footerDefaults } from '@/components/sections/Footers/Variant10Hotels.schema';
import { SiteCatalogProvider } from '@/context/SiteCatalogContext';
import { catalogLinks, loadSitePages } from '@/lib/server/sitePages';

describe('Footers/Variant10Hotels', () => {
  it('links the catalog to every page listed in its page file, in order, and not to the thank-you page', () => {
    const catalog = catalogLinks(loadSitePages());
    render(
      <SiteCatalogProvider value={catalog}>
        <FooterVariant10Hotels data={footerDefaults} />
      </SiteCatalogProvider>,
    );
    const links = within(screen.getByRole('region', { name: 'Catalog' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Casino hotels', '/casino'],
      ['About us', '/about-us'],
      ['Contact us', '/contact-us'],
      ['Privacy policy', '/privacy-policy'],
      ['Terms and conditions', '/terms-and-conditions'],
    ]);
    expect(links.map((link) => link.getAttribute('href'))).not.toContain('/thank-you');
  });
});
