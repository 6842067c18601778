import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_PAGES, layoutData, pageIn } from './site';

test.use({ javaScriptEnabled: false });

function pageTexts(pageName: string): string[] {
  const dir = path.join(process.cwd(), 'public', 'data', pageName);
  const list = JSON.parse(
    readFileSync(path.join(process.cwd(), 'public', 'selectedComponents', `${pageName}.json`), 'utf8'),
  ) as { components: { category: string; name: string }[] };
  return list.components.flatMap(({ category, name }) => {
    const { data } = JSON.parse(readFileSync(path.join(dir, `${category}${name}.json`), 'utf8')) as {
      data: Record<string, unknown>;
    };
    return [data.title, data.heading].filter((text): text is string => typeof text === 'string');
  });
}

for (const route of SITE_PAGES) {
  test(`${route.path} shows its full content with JavaScript disabled`, async ({ page }) => {
    await page.goto(route.path);
    for (const text of pageTexts(route.name)) {
      await expect(page.getByRole('heading', { name: text, exact: true })).toBeVisible();
    }
    // The header's button and the footer's catalog, in the page's language.
    const { btn } = layoutData<{ btn: string }>(route.locale, 'HeadersVariant7Hotels');
    const contact = page.getByRole('banner').getByRole('link', { name: btn });
    await expect(contact).toBeVisible();
    await expect(contact).toHaveAttribute('href', pageIn(route.locale, 'contact-us').path);
    const privacy = pageIn(route.locale, 'privacy-policy');
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: privacy.label, exact: true }),
    ).toHaveAttribute('href', privacy.path);
    for (const image of await page.locator('main img').all()) {
      await expect(image).toHaveJSProperty('complete', true);
      expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    }
  });
}
