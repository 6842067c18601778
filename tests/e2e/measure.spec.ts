import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import { LEADS_DB } from './server';

/**
 * Our own measurement (lib/model/measure/views.ts): each page sends one beacon after it has loaded,
 * and the receiver counts it per day, page, language, campaign and device, keeping nothing else.
 * A browser as visitors have them: the headless one says so in its agent and is counted as a robot.
 */
test.use({
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/143.0.0.0 Safari/537.36',
  viewport: { width: 390, height: 844 },
});

/** The count the receiver has written for a campaign (it writes every few seconds). */
function countsOf(
  campaign: string,
): { kind: string; path: string; locale: string; device: string; count: number }[] {
  const db = new Database(LEADS_DB, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare<[string], { kind: string; path: string; locale: string; device: string; count: number }>(
        'SELECT kind, path, locale, device, count FROM page_views WHERE utm_campaign = ? ORDER BY kind, path',
      )
      .all(campaign);
  } finally {
    db.close();
  }
}

test('a page counts its view once it has loaded, with no cookie, for its page, language, campaign and device', async ({
  page,
}) => {
  const campaign = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const events: string[] = [];
  page.on('load', () => events.push('load'));
  page.on('request', (request) => {
    if (request.url().endsWith('/api/view')) events.push('beacon');
  });
  await page.context().clearCookies();
  await page.goto(`/pl/kasyno?utm_source=google&utm_medium=cpc&utm_campaign=${campaign}`);
  await expect.poll(() => events.filter((event) => event === 'beacon').length).toBe(1);
  // After the load event, never before: the visitor's page comes first.
  expect(events).toEqual(['load', 'beacon']);
  expect(await page.context().cookies()).toEqual([]);
  await expect
    .poll(() => countsOf(campaign), { timeout: 20_000 })
    .toEqual([{ kind: 'view', path: '/pl/kasyno', locale: 'pl', device: 'phone', count: 1 }]);
});
