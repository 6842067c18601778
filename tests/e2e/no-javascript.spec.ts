import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_PAGES } from './site';

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
      await expect(page.getByRole('heading', { name: text })).toBeVisible();
    }
    await expect(page.getByRole('banner').getByRole('link', { name: 'Plan my Malta trip' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' })).toBeVisible();
    for (const image of await page.locator('main img').all()) {
      await expect(image).toHaveJSProperty('complete', true);
      expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    }
  });
}
