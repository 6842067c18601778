import { expect, test } from '@playwright/test';
import { MESSAGES } from '@/lib/model/site/messages';
import { expectedHeadings, listedPagesIn, pageIn, pagesIn } from './site';

for (const locale of ['en', 'pl'] as const) {
  const messages = MESSAGES[locale];
  const privacy = pageIn(locale, 'privacy-policy');

  test(`the ${locale} footer has the catalog of its language’s pages, contact and social columns`, async ({
    page,
  }) => {
    await page.goto(privacy.path);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { level: 2 })).toHaveText([
      messages.footer.catalog,
      messages.footer.contact,
      messages.footer.follow,
    ]);

    const catalog = footer.getByRole('region', { name: messages.footer.catalog });
    // Every page of the language but the thank-you page, which is reached by sending an enquiry.
    const listed = listedPagesIn(locale);
    expect(listed.length).toBeGreaterThanOrEqual(6);
    await expect(catalog.getByRole('link')).toHaveText(listed.map((route) => route.label));
    await expect(catalog.locator(`a[href="${pageIn(locale, 'thank-you').path}"]`)).toHaveCount(0);
    for (const route of listed) {
      await expect(catalog.getByRole('link', { name: route.label, exact: true })).toHaveAttribute(
        'href',
        // Next writes the Polish home /pl/ as /pl in a link.
        route.path.length > 1 ? route.path.replace(/\/$/, '') : route.path,
      );
    }
    // Only pages of the footer's own language.
    const paths = await catalog
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const path of paths) expect(path?.startsWith('/pl'), path ?? '').toBe(locale === 'pl');

    const contact = footer.getByRole('region', { name: messages.footer.contact });
    await expect(contact).toContainText('Warszawa');
    await expect(contact).toContainText('ul. Nowy Świat 35');
    await expect(contact.getByRole('link', { name: '+48 22 123 45 67' })).toHaveAttribute(
      'href',
      'tel:+48221234567',
    );

    const social = footer.getByRole('region', { name: messages.footer.follow }).getByRole('link');
    await expect(social).toHaveText([/WhatsApp/, /Telegram/, /Instagram/]);
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAccessibleName(new RegExp(messages.newTab.replace(/[()]/g, '\\$&')));
    }
    // The photo credits line leads to the language's about page.
    const about = pageIn(locale, 'about-us');
    const credits = messages.footer.photoCredits.find((part) => typeof part !== 'string');
    await expect(footer.getByRole('link', { name: credits?.text, exact: true })).toHaveAttribute(
      'href',
      about.path,
    );
  });

  test(`a catalog link of the ${locale} footer navigates`, async ({ page }) => {
    const terms = pageIn(locale, 'terms-and-conditions');
    await page.goto(pagesIn(locale)[0]!.path);
    await page.getByRole('contentinfo').getByRole('link', { name: terms.label, exact: true }).click();
    await expect(page).toHaveURL(terms.path);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expectedHeadings(terms.name)[0]!);
  });
}
