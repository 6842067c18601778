import { expect, test } from '@playwright/test';
import { INDEXED_PAGES, SITE_PAGES, SITE_URL, canonicalFor } from './site';

test('sitemap.xml lists exactly the indexed routes of both languages with the configured site URL', async ({
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locations).toEqual(INDEXED_PAGES.map((page) => canonicalFor(page.path)));
  // Each language's indexed pages, the Polish home with its slash.
  for (const locale of ['en', 'pl'] as const) {
    const indexed = INDEXED_PAGES.filter((page) => page.locale === locale);
    expect(indexed.length, locale).toBeGreaterThanOrEqual(6);
  }
  expect(locations).toContain(`${SITE_URL}/pl/`);
  for (const page of SITE_PAGES.filter((page) => !INDEXED_PAGES.includes(page)))
    expect(xml).not.toContain(canonicalFor(page.path));
});

for (const route of SITE_PAGES.filter((page) => !INDEXED_PAGES.includes(page))) {
  test(`${route.path} asks search engines not to index it, and invites nothing to it`, async ({ page }) => {
    await page.goto(route.path);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await expect(page.locator('meta[property="og:url"]')).toHaveCount(0);
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  });
}

test('robots.txt allows crawling and names the sitemap', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toContain('Allow: /');
  expect(text).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
});

for (const route of INDEXED_PAGES) {
  test(`${route.path} has structured data naming the Warsaw address, and sharing tags`, async ({
    page,
    request,
  }) => {
    await page.goto(route.path);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
    const agency = data.find((item) => item['@type'] === 'TravelAgency');
    expect(agency).toMatchObject({
      name: 'Hidden Gems Malta',
      address: { streetAddress: 'ul. Nowy Świat 35', addressLocality: 'Warszawa', addressCountry: 'PL' },
    });
    const breadcrumb = data.find((item) => item['@type'] === 'BreadcrumbList') as
      { itemListElement: { item: string }[] } | undefined;
    expect(breadcrumb?.itemListElement.at(-1)?.item).toBe(canonicalFor(route.path));

    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      'content',
      canonicalFor(route.path),
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', await page.title());
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toMatch(new RegExp(`^${SITE_URL}/images/optimized/.+-social\\.jpg$`));
    const served = await request.get(image!.replace(SITE_URL, ''));
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/jpeg');
  });
}

test('the favicon set and the web manifest are served', async ({ page, request }) => {
  await page.goto('/');
  for (const selector of [
    'link[rel="icon"][type="image/svg+xml"]',
    'link[rel="apple-touch-icon"]',
    'link[rel="manifest"]',
  ]) {
    const href = await page.locator(selector).getAttribute('href');
    expect((await request.get(href!)).status(), selector).toBe(200);
  }
  const manifest = (await (await request.get('/site.webmanifest')).json()) as { icons: { src: string }[] };
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200);
  expect((await request.get('/favicon.ico')).status()).toBe(200);
});
