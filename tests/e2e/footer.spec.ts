import { expect, test } from '@playwright/test';
import { LISTED_PAGES } from './site';

test('the footer has the catalog, contact and social columns', async ({ page }) => {
  await page.goto('/privacy-policy');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { level: 2 })).toHaveText(['Catalog', 'Contact us', 'Follow us']);

  const catalog = footer.getByRole('region', { name: 'Catalog' });
  // Every page but the thank-you page, which is reached by sending an enquiry.
  await expect(catalog.getByRole('link')).toHaveText(LISTED_PAGES.map((route) => route.label));
  await expect(catalog.locator('a[href="/thank-you"]')).toHaveCount(0);
  for (const route of LISTED_PAGES) {
    await expect(catalog.getByRole('link', { name: route.label, exact: true })).toHaveAttribute(
      'href',
      route.path,
    );
  }

  const contact = footer.getByRole('region', { name: 'Contact us' });
  await expect(contact).toContainText('Warszawa');
  await expect(contact).toContainText('ul. Nowy Świat 35');
  await expect(contact.getByRole('link', { name: '+48 22 123 45 67' })).toHaveAttribute(
    'href',
    'tel:+48221234567',
  );

  const social = footer.getByRole('region', { name: 'Follow us' }).getByRole('link');
  await expect(social).toHaveText([/WhatsApp/, /Telegram/, /Instagram/]);
  for (const link of await social.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', /^https:\/\//);
    await expect(link).toHaveAccessibleName(/opens in a new tab/);
  }
});

test('a catalog link navigates', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and conditions' }).click();
  await expect(page).toHaveURL('/terms-and-conditions');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and conditions');
});
