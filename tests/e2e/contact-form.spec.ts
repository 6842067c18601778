import { expect, test, type Page, type Route } from '@playwright/test';
import { IDEMPOTENCY_KEY_PATTERN } from '@/lib/model/enquiry/schema';
import { WHOLE_BROWSER, entryScripts, waitForApp, watchForProblems } from './site';
import { VALID_ENQUIRY } from '../fixtures/enquiry';

// Its tests hold the site's scripts and act before they run: in the whole browser (tests/e2e/site.ts).
test.use(WHOLE_BROWSER);

/** The enquiry endpoint configured at build time; this test server answers in its place. */
const ENDPOINT = '**/api/enquiry';

/**
 * Moves the pointer over the form, which loads its code, and waits for the form to hydrate. (Typing
 * into the exported form before that is covered on its own below.)
 */
async function openForm(page: Page) {
  await page.getByRole('form', { name: 'Travel enquiry' }).hover();
  await page.locator('[data-section-live="true"] form').waitFor();
}

/** Types VALID_ENQUIRY into the form. */
async function fillValid(page: Page) {
  await page.getByLabel('Full name').fill(VALID_ENQUIRY.name);
  await page.getByLabel('Email').fill(VALID_ENQUIRY.email);
  await page.getByLabel('Phone (optional)').fill(VALID_ENQUIRY.phone);
  await page.getByLabel('Travel interest').selectOption(VALID_ENQUIRY.interest);
  await page.getByLabel('Arrival (optional)').fill(VALID_ENQUIRY.arrival);
  await page.getByLabel('Departure (optional)').fill(VALID_ENQUIRY.departure);
  await page.getByLabel('Your message').fill(VALID_ENQUIRY.message);
  await page.getByRole('checkbox', { name: /privacy policy/ }).check();
}

function answer(status: number, received: unknown[]) {
  return async (route: Route) => {
    received.push(route.request().postDataJSON());
    await route.fulfill({
      status,
      contentType: 'application/json',
      body: JSON.stringify(status < 300 ? { ok: true } : { error: 'down' }),
    });
  };
}

/**
 * Opens the contact page with the enquiry endpoint answering `status`, and waits for the rendered
 * form. Returns the enquiries the endpoint receives.
 */
async function openContactForm(page: Page, status = 201): Promise<unknown[]> {
  const received: unknown[] = [];
  await page.route(ENDPOINT, answer(status, received));
  await page.goto('/contact-us');
  await waitForApp(page);
  await openForm(page);
  return received;
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('refuses invalid input with messages next to the fields, and sends nothing', async ({ page }) => {
  const received = await openContactForm(page);
  await page.getByLabel('Email').fill('anna@');
  await page.getByLabel('Your message').fill('Hi');
  await page.getByRole('button', { name: 'Send my enquiry' }).click();

  await expect(page.getByLabel('Full name')).toBeFocused();
  await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Please enter your name')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Please choose what interests you most')).toBeVisible();
  await expect(page.getByText('at least 10 characters')).toBeVisible();
  await expect(page.getByText('Please agree to the privacy policy')).toBeVisible();
  // The message is tied to its field for screen readers.
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address');
  expect(received).toEqual([]);
});

test('accepts a valid enquiry, confirms it with a toast and clears the form', async ({ page }) => {
  const received = await openContactForm(page);
  await fillValid(page);
  await page.getByRole('button', { name: 'Send my enquiry' }).click();

  await expect(page.locator('.Toastify').getByText(/Your enquiry is on its way/)).toBeVisible();
  expect(received).toEqual([
    {
      ...VALID_ENQUIRY,
      idempotencyKey: expect.stringMatching(IDEMPOTENCY_KEY_PATTERN),
      // The choice the browser tests' visitors made (playwright.config.ts): both purposes.
      privacy: expect.stringMatching(/^1\.1\.1\.\d+$/),
      // The boot script's: the visit's first page, and ms from the form's first use to sending.
      landingPage: '/contact-us',
      formMs: expect.any(Number),
    },
  ]);
  await expect(page.getByLabel('Full name')).toHaveValue('');
});

test('keeps everything the visitor typed when sending fails', async ({ page }) => {
  const received = await openContactForm(page, 500);
  await fillValid(page);
  await page.getByRole('button', { name: 'Send my enquiry' }).click();

  await expect(page.locator('.Toastify').getByText(/We could not send your enquiry/)).toBeVisible();
  expect(received).toHaveLength(1);
  await expect(page.getByLabel('Full name')).toHaveValue('Anna Kowalska');
  await expect(page.getByLabel('Your message')).toHaveValue(
    'Two of us, a long weekend with an evening at the casino.',
  );
  await expect(page.getByRole('checkbox', { name: /privacy policy/ })).toBeChecked();
  await expect(page.getByLabel('Arrival (optional)')).toHaveValue('2027-05-10');
});

test('sends the gclid of the landing page after navigating to the contact page', async ({ page }) => {
  const received: unknown[] = [];
  await page.route(ENDPOINT, answer(201, received));
  await page.goto('/casino?gclid=Cj0KCQ_test-123');
  await waitForApp(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About us' }).click();
  await expect(page).toHaveURL('/about-us');
  await page.getByRole('banner').getByRole('link', { name: 'Plan my Malta trip' }).click();
  await expect(page).toHaveURL('/contact-us');
  await fillValid(page);
  await page.getByRole('button', { name: 'Send my enquiry' }).click();
  await expect(page.locator('.Toastify').getByText(/Your enquiry is on its way/)).toBeVisible();
  expect(received).toHaveLength(1);
  expect(received[0]).toMatchObject({
    gclid: 'Cj0KCQ_test-123',
    landingPage: '/casino',
    name: 'Anna Kowalska',
  });
});

test('a bot that fills the hidden field is thanked and nothing is sent', async ({ page }) => {
  const received = await openContactForm(page);
  await fillValid(page);
  await page.locator('input[name="website"]').fill('http://spam.example', { force: true });
  await page.getByRole('button', { name: 'Send my enquiry' }).click();
  await expect(page.getByRole('status').getByText(/Your enquiry is on its way/)).toBeVisible();
  expect(received).toEqual([]);
});

/** The scripts the contact page's HTML lists: everything else is the form's code. */
async function firstLoadScripts(page: Page): Promise<Set<string>> {
  const html = await (await page.request.get('/contact-us')).text();
  const listed = /data-scripts="([^"]*)"/.exec(html)?.[1]?.replaceAll('&quot;', '"') ?? '[]';
  return new Set(JSON.parse(listed) as string[]);
}

/** Holds every script the page's HTML does not list (the form's code) until `release` is called. */
async function holdLaterScripts(page: Page): Promise<() => void> {
  const firstLoad = await firstLoadScripts(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    if (!firstLoad.has(new URL(route.request().url()).pathname)) await held;
    await route.continue();
  });
  return release;
}

test('loads the form’s code only when the visitor reaches for the form', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/contact-us');
  await waitForApp(page);
  // Scrolled to (without the pointer crossing it): the form is in view, yet nothing beyond the
  // page's entry scripts has been fetched.
  await page.evaluate(() => document.querySelector('form[aria-label="Travel enquiry"]')?.scrollIntoView());
  await expect(page.getByRole('form', { name: 'Travel enquiry' })).toBeInViewport();
  await page.waitForLoadState('networkidle');
  const firstLoad = [...scripts];
  const entries = await entryScripts(page);
  expect(firstLoad.filter((script) => !entries.includes(script))).toEqual([]);

  await page.getByRole('form', { name: 'Travel enquiry' }).hover();
  await expect(page.locator('[data-section-live="true"]')).toHaveCount(1);
  expect(scripts.length).toBeGreaterThan(firstLoad.length);
});

test('the privacy policy link in the hydrated form navigates on the client', async ({ page }) => {
  const problems = watchForProblems(page);
  await openContactForm(page);
  // A full page load would lose this marker.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page
    .getByRole('form', { name: 'Travel enquiry' })
    .getByRole('link', { name: 'privacy policy' })
    .click();
  await expect(page).toHaveURL('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/privacy/i);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  // The form's own root was unmounted cleanly with the page it was on.
  await page.waitForTimeout(100);
  expect(problems.filter((problem) => !/_next\/data\/.*net::ERR_ABORTED$/.test(problem))).toEqual([]);
});

test('takes input before its code has arrived and keeps it, with the focus, once it has', async ({
  page,
}) => {
  const problems = watchForProblems(page);
  const release = await holdLaterScripts(page);
  await page.goto('/contact-us');
  await waitForApp(page);
  await page.getByLabel('Full name').fill('Anna Kowalska');
  await page.getByLabel('Travel interest').selectOption('Nightlife');
  await page.getByRole('checkbox', { name: /privacy policy/ }).check();
  await page.getByLabel('Your message').fill('Two of us, a long weekend.');
  await expect(page.locator('[data-section-live]')).toHaveCount(0);
  // The field being typed in, with a word selected, and the form's place on the page.
  const message = await page.getByLabel('Your message').elementHandle();
  await message?.evaluate((field) => (field as HTMLTextAreaElement).setSelectionRange(4, 6));
  const place = () =>
    page.getByRole('form', { name: 'Travel enquiry' }).evaluate((form) => {
      const box = form.getBoundingClientRect();
      return { top: box.top + window.scrollY, left: box.left, width: box.width, height: box.height };
    });
  const exported = await place();

  release();
  await expect(page.locator('[data-section-live="true"]')).toHaveCount(1);
  // The form hydrates where it is: the same elements (so the focus, and a phone's keyboard, stay),
  // in the same place.
  expect(await message?.evaluate((field) => field.isConnected && field === document.activeElement)).toBe(
    true,
  );
  expect(
    await message?.evaluate((field) => [
      (field as HTMLTextAreaElement).selectionStart,
      (field as HTMLTextAreaElement).selectionEnd,
    ]),
  ).toEqual([4, 6]);
  // …and it looks focused: the form knows where the focus is.
  await expect(page.locator('label[for="enquiry-message"]')).toHaveClass(/Mui-focused/);
  expect(await place()).toEqual(exported);
  await expect(page.getByLabel('Full name')).toHaveValue('Anna Kowalska');
  await expect(page.getByLabel('Travel interest')).toHaveValue('Nightlife');
  await expect(page.getByRole('checkbox', { name: /privacy policy/ })).toBeChecked();
  await expect(page.getByLabel('Your message')).toHaveValue('Two of us, a long weekend.');
  // The form holds the values in its state: validation sees them.
  await page.getByRole('button', { name: 'Send my enquiry' }).click();
  await expect(page.getByText('Please enter your name')).toHaveCount(0);
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Please agree to the privacy policy')).toHaveCount(0);
  await expect(page.getByLabel('Full name')).toHaveValue('Anna Kowalska');
  await expect(page.getByLabel('Your message')).toHaveValue('Two of us, a long weekend.');
  // Hydrated without a mismatch (React would report one as an error, and render the form anew).
  expect(problems).toEqual([]);
});

/**
 * Opens the contact page and sends a valid enquiry before the form's code has run (the test holds
 * or drops it): nothing leaves as a plain HTML form submission, and the address stays clean.
 */
async function sendBeforeTheCode(page: Page, received: unknown[]) {
  await page.goto('/contact-us');
  await waitForApp(page);
  await fillValid(page);
  await page.getByRole('button', { name: 'Send my enquiry' }).click();
  await expect(page).toHaveURL('/contact-us');
  expect(received).toEqual([]);
}

test('an enquiry sent before the form’s code has arrived is sent once it has', async ({ page }) => {
  const received: unknown[] = [];
  await page.route(ENDPOINT, answer(201, received));
  const release = await holdLaterScripts(page);
  await sendBeforeTheCode(page, received);

  release();
  await expect.poll(() => received.length).toBe(1);
  expect(received[0]).toMatchObject({ name: 'Anna Kowalska', email: 'anna@example.pl' });
  await expect(page).toHaveURL('/contact-us');
});

test('sent without JavaScript, the form never puts the visitor’s details into an address', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/contact-us');
  await page.getByLabel('Full name').fill('Anna Kowalska');
  await page.getByLabel('Email').fill('anna@example.pl');
  await page.getByLabel('Travel interest').selectOption('Casino hotel stay');
  await page.getByLabel('Your message').fill('A weekend for two.');
  await page.getByRole('checkbox', { name: /privacy policy/ }).check();
  const [request] = await Promise.all([
    page.waitForRequest((sent) => sent.isNavigationRequest() && sent.frame() === page.mainFrame()),
    page.getByRole('button', { name: 'Send my enquiry' }).click(),
  ]);
  expect(request.method()).toBe('POST');
  expect(request.url()).not.toContain('Kowalska');
  expect(request.url()).not.toContain('anna');
  await context.close();
});

test('when the form’s code fails to arrive, the next touch tries again and a held enquiry is sent', async ({
  page,
}) => {
  const received: unknown[] = [];
  await page.route(ENDPOINT, answer(201, received));
  const firstLoad = await firstLoadScripts(page);
  // The connection drops for the first attempt at the form's code.
  let dropping = true;
  await page.route('**/_next/static/chunks/**', async (route) => {
    if (dropping && !firstLoad.has(new URL(route.request().url()).pathname)) await route.abort();
    else await route.continue();
  });
  await sendBeforeTheCode(page, received);
  await expect(page.locator('[data-section-live]')).toHaveCount(0);

  dropping = false;
  await page.getByRole('button', { name: 'Send my enquiry' }).click();
  await expect.poll(() => received.length).toBe(1);
  expect(received[0]).toMatchObject({ name: 'Anna Kowalska', email: 'anna@example.pl' });
  await expect(page.getByRole('status').getByText(/Your enquiry is on its way/)).toBeVisible();
});
