import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import { WHOLE_BROWSER, watchForProblems, waitForApp } from './site';

// Its tests hold the site's scripts and act before they run: in the whole browser (tests/e2e/site.ts).
test.use(WHOLE_BROWSER);

/**
 * The enquiry form on the Polish contact page (/pl/kontakt), against the built export and the
 * receiver that serves it (tests/e2e/server.ts), which really stores what is sent: Polish labels
 * and messages, the interests shown in Polish and sent in English, the enquiry stored with its
 * language, the Polish confirmation, and without JavaScript the Polish thank-you page or the
 * Polish form page again.
 */

const CONTACT = '/pl/kontakt';
const THANKS = '/pl/dziekujemy';
const SUCCESS = /Dziękujemy! Zapytanie jest już w\s+drodze/;

/** A stored lead, with its language and how it came (tests/e2e/leads.ts reads neither). */
interface StoredLead {
  name: string;
  email: string;
  interest: string;
  message: string;
  gclid: string | null;
  locale: string;
  source: string;
  idempotency_key: string;
}

function leadsWithEmail(email: string): StoredLead[] {
  const file = path.resolve(process.env.E2E_LEADS_DB ?? path.join('.e2e', 'leads.db'));
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare<[string], StoredLead>(
        `SELECT name, email, interest, message, gclid, locale, source, idempotency_key
           FROM leads WHERE email = ? ORDER BY created_at, id`,
      )
      .all(email);
  } finally {
    db.close();
  }
}

const uniqueEmail = (label: string) =>
  `form-pl-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.pl`;

interface PolishEnquiry {
  name: string;
  email: string;
  /** The label the visitor picks; the value sent is English. */
  interest: string;
  message: string;
}

const enquiryFor = (email: string): PolishEnquiry => ({
  name: 'Zofia Wiśniewska',
  email,
  interest: 'Pobyt w hotelu z kasynem',
  message: 'Dwie osoby, długi weekend w maju, wieczór w kasynie.',
});

/** Types the enquiry into the Polish form, whichever renders it (the site's or the receiver's). */
async function typeEnquiry(page: Page, enquiry: PolishEnquiry) {
  await page.getByRole('textbox', { name: 'Imię i nazwisko' }).fill(enquiry.name);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(enquiry.email);
  await page.getByRole('textbox', { name: 'Telefon (opcjonalnie)' }).fill('+48 22 123 45 67');
  await page.getByRole('combobox', { name: 'Rodzaj wyjazdu' }).selectOption({ label: enquiry.interest });
  await page.getByRole('textbox', { name: 'Wiadomość' }).fill(enquiry.message);
  await page.getByRole('checkbox', { name: /polityką prywatności/ }).check();
}

function expectStoredOnce(enquiry: PolishEnquiry, source: 'form' | 'script', gclid: string | null = null) {
  const leads = leadsWithEmail(enquiry.email);
  expect(leads, 'stored exactly once').toHaveLength(1);
  expect(leads[0]).toMatchObject({
    name: enquiry.name,
    message: enquiry.message,
    // The office's inbox stays in one language: the value is the English one.
    interest: 'Casino hotel stay',
    locale: 'pl',
    source,
    gclid,
  });
  return leads[0]!;
}

/** Moves the pointer over the form, which loads its code, and waits for it to hydrate. */
async function openForm(page: Page) {
  await page.getByRole('form', { name: 'Zapytanie o podróż' }).hover();
  await page.locator('[data-section-live="true"] form').waitFor();
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('says in Polish what is missing, next to the fields, and sends nothing', async ({ page }) => {
  const problems = watchForProblems(page);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/enquiry')
      sent.push(request.url());
  });
  await page.goto(CONTACT);
  await waitForApp(page);
  await openForm(page);
  await page.getByRole('button', { name: 'Wysyłam zapytanie' }).click();

  await expect(page.getByRole('textbox', { name: 'Imię i nazwisko' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Imię i nazwisko' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page.getByText('Prosimy podać imię i nazwisko')).toBeVisible();
  await expect(page.getByText('Prosimy podać prawidłowy adres e-mail')).toBeVisible();
  await expect(page.getByText('Prosimy wybrać, co interesuje Państwa najbardziej')).toBeVisible();
  await expect(page.getByText('Prosimy napisać nieco więcej (co najmniej 10 znaków)')).toBeVisible();
  await expect(page.getByText(/Prosimy zaznaczyć pole dotyczące polityki prywatności/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
    'Prosimy podać prawidłowy adres e-mail',
  );
  // A wrong phone number: the example is written as Poles write it.
  await page.getByRole('textbox', { name: 'Telefon (opcjonalnie)' }).fill('zadzwoń');
  await page.getByRole('button', { name: 'Wysyłam zapytanie' }).click();
  await expect(page.getByText('Prosimy podać numer telefonu, np. +48 22 123 45 67')).toBeVisible();
  await expect(page.getByText(/Please /)).toHaveCount(0);
  expect(sent).toEqual([]);
  expect(problems).toEqual([]);
});

test('shows the form in Polish: labels, the interests, the consent’s link, the notes', async ({ page }) => {
  await page.goto(CONTACT);
  const form = page.getByRole('form', { name: 'Zapytanie o podróż' });
  await expect(form.getByRole('combobox', { name: 'Rodzaj wyjazdu' }).locator('option')).toHaveText([
    'Prosimy wybrać',
    'Pobyt w hotelu z kasynem',
    'Pobyt w luksusowym hotelu',
    'Życie nocne',
    'Wyspiarskie atrakcje',
    'Coś innego',
  ]);
  await expect(form.locator('option[value="Nightlife"]')).toHaveText('Życie nocne');
  await expect(form.getByRole('link', { name: 'polityką prywatności' })).toHaveAttribute(
    'href',
    '/pl/polityka-prywatnosci',
  );
  await expect(form.getByText('* pole wymagane')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Wiadomość' })).toHaveAttribute(
    'placeholder',
    /^Kto jedzie/,
  );
  await expect(form.locator('input[type="hidden"][name="locale"]')).toHaveValue('pl');
});

test('says the chosen days in Polish words under the date fields, whatever the browser’s own format', async ({
  page,
}) => {
  await page.goto(CONTACT);
  await waitForApp(page);
  await openForm(page);
  const arrival = page.getByLabel('Data przyjazdu (opcjonalnie)');
  const departure = page.getByLabel('Data wyjazdu (opcjonalnie)');
  await arrival.fill('2027-05-12');
  await departure.fill('2027-05-16');
  await expect(arrival).toHaveAccessibleDescription('środa, 12 maja 2027');
  await expect(departure).toHaveAccessibleDescription('niedziela, 16 maja 2027');
  await expect(page.getByText('niedziela, 16 maja 2027')).toBeVisible();
  // The browser's calendar offers no departure before the arrival.
  await expect(departure).toHaveAttribute('min', '2027-05-12');
});

test('sends a valid enquiry: the receiver stores it in Polish, and the visitor is thanked in Polish', async ({
  page,
}) => {
  const problems = watchForProblems(page);
  const enquiry = enquiryFor(uniqueEmail('js'));
  await page.goto(CONTACT);
  await waitForApp(page);
  await openForm(page);
  await typeEnquiry(page, enquiry);
  await page.getByRole('button', { name: 'Wysyłam zapytanie' }).click();

  await expect(page.locator('.Toastify').getByText(SUCCESS)).toBeVisible();
  await expect(page.getByRole('status').getByText(SUCCESS)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Imię i nazwisko' })).toHaveValue('');
  expectStoredOnce(enquiry, 'script');
  expect(problems).toEqual([]);
});

test('carries the ad click id of the Polish landing page to the enquiry', async ({ page }) => {
  const enquiry = enquiryFor(uniqueEmail('gclid'));
  await page.goto('/pl/kasyno?gclid=PlTest-123_abc');
  await waitForApp(page);
  await page.locator(`main a[href="${CONTACT}"], header a[href="${CONTACT}"]`).first().click();
  await expect(page).toHaveURL(CONTACT);
  await typeEnquiry(page, enquiry);
  await page.getByRole('button', { name: 'Wysyłam zapytanie' }).click();
  await expect(page.getByRole('status').getByText(SUCCESS)).toBeVisible();
  expectStoredOnce(enquiry, 'script', 'PlTest-123_abc');
});

test('takes input before its code has arrived, in Polish, and sends it once the code has', async ({
  page,
}) => {
  const problems = watchForProblems(page);
  const enquiry = enquiryFor(uniqueEmail('early'));
  // The scripts the page lists start at once; the form's code is held until released.
  const html = await (await page.request.get(CONTACT)).text();
  const listed = /data-scripts="([^"]*)"/.exec(html)?.[1]?.replaceAll('&quot;', '"') ?? '[]';
  const firstLoad = new Set(JSON.parse(listed) as string[]);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    if (!firstLoad.has(new URL(route.request().url()).pathname)) await held;
    await route.continue().catch(() => undefined);
  });

  await page.goto(CONTACT);
  await waitForApp(page);
  await typeEnquiry(page, enquiry);
  await page.getByRole('button', { name: 'Wysyłam zapytanie' }).click();
  await expect(page.locator('[data-section-live]')).toHaveCount(0);
  await expect(page).toHaveURL(CONTACT);
  expect(leadsWithEmail(enquiry.email)).toEqual([]);

  release();
  // The form hydrates in Polish, as it was exported (a mismatch would be reported), and sends the
  // enquiry held meanwhile.
  await expect(page.locator('[data-section-live="true"]')).toHaveCount(1);
  await expect(page.getByRole('status').getByText(SUCCESS)).toBeVisible();
  const lead = expectStoredOnce(enquiry, 'script');
  expect(lead.idempotency_key).toMatch(/^form:/);
  expect(problems).toEqual([]);
});

test('a first click held by the browser before the scripts run shows every Polish message once they do', async ({
  page,
}) => {
  const problems = watchForProblems(page);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/enquiry')
      sent.push(request.url());
  });
  // None of the site's scripts runs until released: only the inline boot script.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  await page.goto(CONTACT);
  const name = page.getByRole('textbox', { name: 'Imię i nazwisko' });
  await page.getByRole('button', { name: 'Wysyłam zapytanie' }).click();
  // The browser's own checks held the empty form: its one bubble, on the first field.
  await expect(name).toBeFocused();
  expect(await name.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  await expect(page.locator('[data-section-live]')).toHaveCount(0);
  await expect(page.getByText('Prosimy podać imię i nazwisko')).toHaveCount(0);

  release();
  // No second click: the form, once hydrated, shows its own message on every required field.
  await expect(page.locator('[data-section-live="true"]')).toHaveCount(1);
  await expect(page.getByText('Prosimy podać imię i nazwisko')).toBeVisible();
  await expect(page.getByText('Prosimy podać prawidłowy adres e-mail')).toBeVisible();
  await expect(page.getByText('Prosimy wybrać, co interesuje Państwa najbardziej')).toBeVisible();
  await expect(page.getByText('Prosimy napisać nieco więcej (co najmniej 10 znaków)')).toBeVisible();
  await expect(page.getByText(/Prosimy zaznaczyć pole dotyczące polityki prywatności/)).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();
  await expect(page.getByText(/Please /)).toHaveCount(0);
  expect(sent).toEqual([]);
  expect(problems).toEqual([]);

  // Corrected, it is sent by the next click, as any other.
  const enquiry = enquiryFor(uniqueEmail('held'));
  await typeEnquiry(page, enquiry);
  await page.getByRole('button', { name: 'Wysyłam zapytanie' }).click();
  await expect(page.getByRole('status').getByText(SUCCESS)).toBeVisible();
  expectStoredOnce(enquiry, 'script');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a valid enquiry is stored in Polish, with its ad click id, and the visitor lands on /pl/dziekujemy', async ({
    page,
  }) => {
    const enquiry = enquiryFor(uniqueEmail('no-js'));
    // Landed from an ad: without a script the receiver reads the click id from the page's address.
    await page.goto(`${CONTACT}?gclid=PlNoJs-1`);
    await typeEnquiry(page, enquiry);
    await page.getByRole('button', { name: 'Wysyłam zapytanie' }).click();
    await expect(page).toHaveURL(THANKS);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    expectStoredOnce(enquiry, 'form', 'PlNoJs-1');
  });

  test('an invalid one comes back as the Polish form page with everything typed; corrected, it is stored', async ({
    page,
  }) => {
    const enquiry = enquiryFor(uniqueEmail('invalid'));
    const wrongEmail = enquiry.email.replace('@example.pl', '@');
    await page.goto(CONTACT);
    await typeEnquiry(page, { ...enquiry, email: wrongEmail });
    await page.getByRole('checkbox', { name: /polityką prywatności/ }).uncheck();
    // The browser's own checks would hold it in the page; one that does not check (or a bot) sends it.
    await page.locator('form[data-enquiry-form]').evaluate((form: HTMLFormElement) => {
      form.noValidate = true;
    });
    await page.getByRole('button', { name: 'Wysyłam zapytanie' }).click();

    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(page).toHaveTitle('Prosimy sprawdzić zapytanie | Hidden Gems Malta');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Państwa zapytanie');
    await expect(page.getByRole('heading', { name: 'Prosimy sprawdzić 2 pola' })).toBeVisible();
    await expect(page.getByText('Prosimy podać prawidłowy adres e-mail').first()).toBeVisible();
    await expect(
      page.getByText(/Prosimy zaznaczyć pole dotyczące polityki prywatności/).first(),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Imię i nazwisko' })).toHaveValue(enquiry.name);
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(wrongEmail);
    await expect(page.getByRole('textbox', { name: 'Telefon (opcjonalnie)' })).toHaveValue(
      '+48 22 123 45 67',
    );
    await expect(page.getByRole('combobox', { name: 'Rodzaj wyjazdu' })).toHaveValue('Casino hotel stay');
    await expect(page.getByRole('combobox', { name: 'Rodzaj wyjazdu' }).locator('option:checked')).toHaveText(
      enquiry.interest,
    );
    await expect(page.getByRole('textbox', { name: 'Wiadomość' })).toHaveValue(enquiry.message);
    await expect(page.getByRole('link', { name: 'Hidden Gems Malta' })).toHaveAttribute('href', '/pl/');
    expect(leadsWithEmail(enquiry.email)).toEqual([]);

    await page.getByRole('textbox', { name: 'E-mail' }).fill(enquiry.email);
    await page.getByRole('checkbox', { name: /polityką prywatności/ }).check();
    await page.getByRole('button', { name: 'Wysyłam zapytanie' }).click();
    await expect(page).toHaveURL(THANKS);
    expectStoredOnce(enquiry, 'form');
  });
});
