import { expect, test, type Page } from '@playwright/test';
import { CONSENT_COOKIE, CONSENT_VERSION, parseConsent } from '@/lib/model/consent/consent';
import { axeViolations } from '../support/axe';
import { leadsWithEmail, uniqueEmail } from './leads';
import { watchForProblems, waitForApp } from './site';

/**
 * The privacy notice at first paint (components/layout/PrivacyChoices.tsx, remembered by the boot
 * script): before a choice, and after "Reject", nothing of the visit is kept on the device; after
 * "Accept" the ad click and the landing page are, and the enquiry carries them to the lead. These
 * visitors start without a choice (the other browser tests' visitors have made one).
 */
test.use({ storageState: { cookies: [], origins: [] } });

const LANDING = '/pl/kasyno?gclid=ad-click-lato&utm_source=google&utm_medium=cpc&utm_campaign=lato';

/** Everything the page has kept on the device: its cookies, sessionStorage and localStorage. */
async function keptOnDevice(page: Page) {
  const storage = await page.evaluate(() => ({
    session: Object.fromEntries(Object.entries(sessionStorage)),
    local: Object.fromEntries(Object.entries(localStorage)),
  }));
  const cookies = await page.context().cookies();
  return { ...storage, cookies: Object.fromEntries(cookies.map((cookie) => [cookie.name, cookie.value])) };
}

const notice = (page: Page) => page.getByRole('dialog', { name: 'Państwa prywatność' });

/** Sends an enquiry from the Polish contact page, reached by the site's own link. */
async function sendEnquiry(page: Page, email: string) {
  await page.goto('/pl/kontakt');
  await waitForApp(page);
  await page.getByRole('textbox', { name: 'Imię i nazwisko' }).fill('Zofia Wiśniewska');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page
    .getByRole('combobox', { name: 'Rodzaj wyjazdu' })
    .selectOption({ label: 'Pobyt w hotelu z kasynem' });
  await page.getByRole('textbox', { name: 'Wiadomość' }).fill('Dwie osoby, długi weekend w maju.');
  await page.getByRole('checkbox', { name: /polityką prywatności/ }).check();
  await page.getByRole('button', { name: 'Wysyłam zapytanie' }).click();
  await expect(page.getByRole('status').getByText(/Dziękujemy!/)).toBeVisible();
  const leads = leadsWithEmail(email);
  expect(leads).toHaveLength(1);
  return leads[0]!;
}

test('before a choice: the notice shows at first paint in the page’s language, and nothing is kept, whatever the visitor does', async ({
  page,
}) => {
  const problems = watchForProblems(page);
  await page.goto(LANDING);
  await expect(notice(page)).toBeVisible();
  await expect(notice(page).getByRole('button', { name: 'Akceptuję' })).toBeVisible();
  await expect(notice(page).getByRole('button', { name: 'Odrzucam' })).toBeVisible();
  await waitForApp(page);
  await page.getByRole('link', { name: 'Kontakt' }).first().click();
  await page.getByRole('textbox', { name: 'Imię i nazwisko' }).fill('Zofia');
  expect(await keptOnDevice(page)).toEqual({ session: {}, local: {}, cookies: {} });
  expect(problems).toEqual([]);
});

test('“Accept”: the choice is remembered with its version and time, and the lead has the click id, the campaign and the consent state', async ({
  page,
}) => {
  await page.goto(LANDING);
  const before = Date.now() / 1000;
  await notice(page).getByRole('button', { name: 'Akceptuję' }).click();
  await expect(notice(page)).toBeHidden();
  // The page writes document.cookie at once; the browser's cookie store, which the context reads,
  // has it a moment later.
  await expect
    .poll(async () => (await keptOnDevice(page)).cookies[CONSENT_COOKIE], { timeout: 5_000 })
    .toBeDefined();
  const kept = await keptOnDevice(page);
  expect(kept.session).toEqual({
    gclid: 'ad-click-lato',
    landingPage: '/pl/kasyno',
    utmSource: 'google',
    utmMedium: 'cpc',
    utmCampaign: 'lato',
  });
  const choice = parseConsent(kept.cookies[CONSENT_COOKIE]);
  expect(choice).toMatchObject({ version: CONSENT_VERSION, measurement: true, advertising: true });
  expect(choice!.at).toBeGreaterThanOrEqual(Math.floor(before) - 1);
  const [cookie] = await page.context().cookies();
  // 12 months, first-party, readable by the page's own script only on this site.
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 86_400);
  expect(cookie!.sameSite).toBe('Lax');

  const lead = await sendEnquiry(page, uniqueEmail('privacy-accept'));
  expect(lead).toMatchObject({
    gclid: 'ad-click-lato',
    landing_page: '/pl/kasyno',
    utm_source: 'google',
    utm_medium: 'cpc',
    utm_campaign: 'lato',
    consent_ad_storage: 'granted',
    consent_ad_user_data: 'granted',
    consent_ad_personalization: 'denied',
    consent_analytics_storage: 'granted',
    consent_version: CONSENT_VERSION,
    consent_at: new Date(choice!.at * 1000).toISOString(),
  });
  // The next page does not ask again.
  await expect(notice(page)).toBeHidden();
});

test('“Reject”: nothing of the visit is kept, the enquiry still works, and the lead has no click id, landing page or campaign', async ({
  page,
}) => {
  await page.goto(LANDING);
  await notice(page).getByRole('button', { name: 'Odrzucam' }).click();
  await expect(notice(page)).toBeHidden();
  const kept = await keptOnDevice(page);
  expect(kept.session).toEqual({});
  expect(kept.local).toEqual({});
  expect(parseConsent(kept.cookies[CONSENT_COOKIE])).toMatchObject({
    measurement: false,
    advertising: false,
  });
  const lead = await sendEnquiry(page, uniqueEmail('privacy-reject'));
  expect(lead).toMatchObject({
    gclid: null,
    landing_page: null,
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    // The refusal itself, so that the office knows nothing may be sent on.
    consent_ad_user_data: 'denied',
    consent_analytics_storage: 'denied',
  });
});

test('the footer’s “Privacy settings” brings the notice back with the choice made, and a withdrawal forgets the click', async ({
  page,
}) => {
  await page.goto(LANDING);
  await notice(page).getByRole('button', { name: 'Akceptuję' }).click();
  await waitForApp(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Ustawienia prywatności' }).click();
  await expect(notice(page)).toBeVisible();
  await expect(page).toHaveURL(/\/pl\/kasyno/);
  const advertising = notice(page).getByRole('checkbox', { name: /Reklama/ });
  await expect(notice(page).getByRole('checkbox', { name: /Pomiar strony/ })).toBeChecked();
  await expect(advertising).toBeChecked();
  await advertising.uncheck();
  await notice(page).getByRole('button', { name: 'Zapisuję wybór' }).click();
  await expect(notice(page)).toBeHidden();
  const kept = await keptOnDevice(page);
  expect(kept.session).toEqual({
    landingPage: '/pl/kasyno',
    utmSource: 'google',
    utmMedium: 'cpc',
    utmCampaign: 'lato',
  });
  expect(parseConsent(kept.cookies[CONSENT_COOKIE])).toMatchObject({ measurement: true, advertising: false });
});

test('the notice works by keyboard: it comes right after the skip link, and “Reject” is as easy to press as “Accept”', async ({
  page,
}) => {
  await page.goto('/casino');
  await expect(page.getByRole('dialog', { name: 'Your privacy' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('dialog').getByRole('link', { name: 'privacy notice' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Reject' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Your privacy' })).toBeHidden();
  const cookies = await page.context().cookies();
  expect(parseConsent(cookies.find((cookie) => cookie.name === CONSENT_COOKIE)?.value)).toMatchObject({
    advertising: false,
  });
});

for (const width of [390, 1280])
  for (const path of ['/pl/kasyno', '/casino'])
    test(`axe finds nothing with the notice open on ${path} at ${width} px, and the page lies the same under it shown or gone`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(path);
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('dialog').locator('summary').click();
      await expect(page.getByRole('dialog').getByRole('checkbox')).toHaveCount(2);
      expect(await axeViolations(page)).toEqual([]);
      // Fixed to the window: the page lies the same under it, shown or gone.
      const boxes = () =>
        page.evaluate(() =>
          ['header', 'main', 'footer'].map((selector) => {
            const box = document.querySelector(selector)!.getBoundingClientRect();
            return [box.top + window.scrollY, box.left, box.width, box.height];
          }),
        );
      const shown = await boxes();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /Odrzucam|Reject/ })
        .click();
      await expect(page.getByRole('dialog')).toBeHidden();
      expect(await boxes()).toEqual(shown);
    });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the notice shows and its answers close it, and nothing is kept either way', async ({ page }) => {
    await page.goto(LANDING);
    await notice(page).getByRole('button', { name: 'Akceptuję' }).click();
    await expect(notice(page)).toBeHidden();
    expect((await page.context().cookies()).map((cookie) => cookie.name)).toEqual([]);
  });
});
