import { randomUUID } from 'node:crypto';
import { axeViolations, settled } from '../support/axe';
import { PAGE_PICKER_WORDS } from '@/lib/editor/client/words/pagePicker';
import { openDatabase } from '@/receiver/db/database';
import { saveLead } from '@/receiver/leads/store';
import { warsawAt } from '@/receiver/leads/warsawClock';
import { PRIVACY_ACCEPTED, validEnquiry } from '../fixtures/enquiry';
import { PASSWORD } from '@/scripts/support/studioProcess';
import { expect, test } from './test';
import { ADMIN, EDITOR } from './world';

/**
 * The studio's page list says how each page does: its views over 7 and 30 days, its enquiries,
 * how many are booked (and what share) for how much, and a small line of its views a day, read
 * from the leads database the desk uses; in Polish and English, and axe finds nothing in the open
 * list. The figures are written into that database here as the receiver writes them.
 */
const DAY_MS = 86_400_000;
const EDITOR_OPENS_MS = 180_000;

test.beforeAll(async ({ studio }) => {
  const db = await openDatabase({ kind: 'sqlite', file: studio.world.dbFile });
  const now = Date.now();
  const day = (ago: number) => warsawAt(new Date(now - ago * DAY_MS)).date;
  const views = (ago: number, kind: 'view' | 'form', path: string, device: string, count: number) => ({
    day: day(ago),
    kind,
    path,
    locale: path.startsWith('/pl') ? 'pl' : 'en',
    referrer: '',
    utm_source: '',
    utm_medium: '',
    utm_campaign: '',
    device,
    count,
  });
  await db
    .insertInto('page_views')
    .values([
      // /casino: 40 views today, 25 three days ago, 100 twenty days ago; 9 form starts today.
      views(0, 'view', '/casino', 'desktop', 40),
      views(3, 'view', '/casino', 'phone', 25),
      views(20, 'view', '/casino', 'desktop', 100),
      views(0, 'form', '/casino', 'desktop', 9),
      // Older than 30 days: not counted.
      views(45, 'view', '/casino', 'desktop', 1000),
      views(1, 'view', '/pl/kasyno', 'phone', 7),
    ])
    .execute();
  // Four enquiries that landed on /casino two days ago, two of them booked.
  const at = new Date(now - 2 * DAY_MS);
  for (const booking of [1_250_000, 750_000, null, null]) {
    const { id } = await saveLead(
      db,
      validEnquiry({
        email: `${randomUUID()}@example.pl`,
        landingPage: '/casino',
        privacy: PRIVACY_ACCEPTED,
      }),
      'script',
      at,
    );
    if (booking !== null)
      await db
        .updateTable('leads')
        .set({
          status: 'booked',
          booked_at: at.toISOString(),
          booking_value_minor: booking,
          booking_currency: 'PLN',
        })
        .where('id', '=', id)
        .execute();
  }
  await db.destroy();
});

for (const { account, locale, signIn, figures } of [
  {
    account: EDITOR,
    locale: 'pl' as const,
    signIn: { email: 'E-mail', password: 'Hasło', button: 'Zaloguj się', query: '' },
    figures: 'Odsłony, 7 dni: 65 · 30 dni: 165 · Zapytania: 4 · Rezerwacje: 2 (50%) · 20 000,00 zł',
  },
  {
    account: ADMIN,
    locale: 'en' as const,
    signIn: { email: 'Email', password: 'Password', button: 'Sign in', query: '?lang=en' },
    figures: 'Views, 7 days: 65 · 30 days: 165 · Enquiries: 4 · Booked: 2 (50%) · PLN 20,000.00',
  },
]) {
  test(`the page list shows each page’s views, enquiries, bookings and trend (${locale})`, async ({
    page,
    studio,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${studio.world.origin}/login${signIn.query}`);
    await page.getByLabel(signIn.email).fill(account.email);
    await page.getByLabel(signIn.password).fill(PASSWORD);
    await page.getByRole('button', { name: signIn.button }).click();
    await expect(page.getByRole('navigation', { name: 'Studio' })).toBeVisible({ timeout: EDITOR_OPENS_MS });

    const words = PAGE_PICKER_WORDS[locale];
    await page.getByRole('combobox', { name: words.page }).click();
    const casino = page.getByRole('option', { name: /Casino hotels/ });
    await expect(casino).toContainText(figures);
    await expect(casino.getByRole('img')).toHaveAccessibleName(words.trend(0, 40, 100));
    // A page with no view and no enquiry says so in zeros, not in silence.
    await expect(page.getByRole('option', { name: /About us/ })).toContainText(`${words.enquiries}: 0`);
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
    // By keyboard: Escape closes the list, Enter on a page opens it.
    await casino.focus();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await page.getByRole('combobox', { name: words.page }).press('Enter');
    await casino.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    // The closed field names the page alone.
    const field = page.getByRole('combobox', { name: words.page });
    await expect(field).toHaveText('Casino hotels (/casino)');
  });
}
