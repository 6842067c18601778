import path from 'node:path';
import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { IDEMPOTENCY_KEY_PATTERN } from '@/lib/model/enquiry/schema';
import { leadsWithEmail, uniqueEmail, type StoredLead } from './leads';
import { axeViolations } from '../support/axe';
import { WHOLE_BROWSER, waitForApp } from './site';

// What happens before any use: in the whole browser (tests/e2e/site.ts).
test.use(WHOLE_BROWSER);

/**
 * What a visitor does between the first paint and hydration, on a phone, under Lighthouse's mobile
 * throttling (4x CPU, 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up), where the page paints
 * about a second and a half before it hydrates. The menu, the enquiry form and the ad click id
 * must work in between, and without JavaScript. Every visitor here has a context of their own.
 */

const PHONE: BrowserContextOptions = {
  viewport: { width: 375, height: 740 },
  hasTouch: true,
  isMobile: true,
};
// Every test here is a phone at a quarter of this machine's speed on a slow network: one visit to
// hydration takes about 10 s with the other worker idle (15-20 s a test), two or three times that
// while it is busy, and `tapRightAfterFirstPaint` may need three visits. The config's 60 s is made
// for a desktop; this is the time these visits take, not a wait for anything that may not come.
test.describe.configure({ timeout: 180_000 });

const MENU_BUTTON = 'button[aria-label="Open menu"]';
const MOMENTS_KEY = 'first-paint-test:moments';

/** A click or a submission, and whether the page had been hydrated when it happened. */
interface Moment {
  type: string;
  target: string;
  hydrated: boolean;
}

/**
 * A new visitor's phone. With JavaScript it is throttled and records the moments of its clicks.
 * Without, there is no hydration to race and the page works at any speed, so it is not throttled:
 * Chromium's emulated network can stall (once in a full run here, the page's HTML answered and
 * none of its images or fonts ever did, so "load" never came), a risk worth taking only where the
 * slow network is what the test is about.
 */
async function visitor(browser: Browser, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled });
  const page = await context.newPage();
  if (!javaScriptEnabled) return page;
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // Kept in sessionStorage, so that a click that leaves the page is still on record.
  await page.addInitScript((key) => {
    const record = (event: Event) => {
      const element = event.target instanceof Element ? event.target : null;
      // The control: a tap on the menu button's icon targets the icon.
      const target = element?.closest('a, button, form') ?? element;
      const moments = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[];
      moments.push({
        type: event.type,
        target: target?.getAttribute('aria-label') ?? target?.textContent?.trim() ?? '',
        hydrated: document.documentElement.dataset.hydrated !== undefined,
      });
      sessionStorage.setItem(key, JSON.stringify(moments));
    };
    document.addEventListener('click', record, true);
    document.addEventListener('submit', record, true);
  }, MOMENTS_KEY);
  return page;
}

async function moments(page: Page): Promise<Moment[]> {
  return page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as Moment[], MOMENTS_KEY);
}

/**
 * A new visitor loads `path` and taps `selector` as soon as the page has painted. Until then the
 * test talks to the page only through its own world and the browser's touch events: Playwright's
 * machinery in the page (its injected script, actionability checks) costs about a second on a 4x
 * slower CPU. On a busy machine the page may still hydrate first, or React may already be
 * listening (a click while it hydrates is replayed to the hydrated app, which then opens the drawer
 * in the popover's place); the visitor then comes again (three times at most), so that the tap
 * under test is always one the app did not see: `tappedBeforeTheApp` says whether it had the
 * platform's effect, and kept it.
 */
async function tapRightAfterFirstPaint(
  browser: Browser,
  path: string,
  selector: string,
  tappedBeforeTheApp: (page: Page) => Promise<boolean>,
): Promise<Page> {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const page = await visitor(browser);
    await page.goto(path, { waitUntil: 'commit' });
    const centre = await page.evaluate(async (selector) => {
      await new Promise<void>((resolve) => {
        const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
        if (painted()) resolve();
        else new PerformanceObserver(() => painted() && resolve()).observe({ type: 'paint', buffered: true });
      });
      // The first paint may come while the HTML is still arriving (1.6 Mbit/s): the visitor taps
      // the control once it is there and painted, so wait for it to be parsed and for a frame.
      const element = await new Promise<Element | null>((resolve) => {
        const look = () => {
          const element = document.querySelector(selector);
          // One more frame after it is found, so that it has been painted.
          if (element || document.readyState !== 'loading') requestAnimationFrame(() => resolve(element));
          else requestAnimationFrame(look);
        };
        look();
      });
      if (!element) throw new Error(`Nothing matches ${selector}`);
      element.scrollIntoView({ block: 'center', behavior: 'instant' });
      const box = element.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    }, selector);
    await page.touchscreen.tap(centre.x, centre.y);
    const platform = await tappedBeforeTheApp(page);
    const [tap] = await moments(page);
    if (platform && tap && !tap.hydrated) return page;
    await page.context().close();
  }
  throw new Error(`The app took the tap three times: ${path} cannot be tested before it here`);
}

/** Whether the tap opened the menu's popover and it is still the menu once the page has hydrated. */
async function popoverOpened(page: Page): Promise<boolean> {
  await waitForApp(page);
  return page.evaluate(
    () =>
      document.getElementById('mobile-menu-popover')?.matches(':popover-open') === true &&
      document.getElementById('mobile-menu') === null,
  );
}

/** Taps the element's centre with a finger, `times` times. */
async function tap(page: Page, selector: string, times = 1): Promise<void> {
  const centre = await page.evaluate((selector) => {
    const element = document.querySelector(selector);
    if (!element) throw new Error(`Nothing matches ${selector}`);
    element.scrollIntoView({ block: 'center', behavior: 'instant' });
    const box = element.getBoundingClientRect();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }, selector);
  for (let time = 0; time < times; time += 1) await page.touchscreen.tap(centre.x, centre.y);
}

/**
 * Holds the app's scripts until the returned function is called: typing a whole enquiry takes a
 * person (and this test) longer than the time before hydration, so the window is made as long as
 * a slower connection would make it. The boot script is not held.
 */
async function holdAppScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/**', async (route) => {
    await released;
    // The page may have been left meanwhile (the form's post), taking the request with it.
    await route.continue().catch(() => undefined);
  });
  return release;
}

interface Enquiry {
  name: string;
  email: string;
  interest: string;
  message: string;
}

const enquiryFor = (email: string): Enquiry => ({
  name: 'Anna Kowalska',
  email,
  interest: 'Casino hotel stay',
  message: 'Two of us, a long weekend with an evening at the casino.',
});

/** Types an enquiry into the form on the page, whichever renders it (the site's or the receiver's). */
async function typeEnquiry(page: Page, enquiry: Enquiry): Promise<void> {
  await page.getByLabel('Full name').fill(enquiry.name);
  await page.getByLabel('Email').fill(enquiry.email);
  await page.getByLabel('Travel interest').selectOption(enquiry.interest);
  await page.getByLabel('Your message').fill(enquiry.message);
  await page.getByRole('checkbox', { name: /privacy policy/ }).check();
}

/** The language and landing page a lead was stored with (tests/e2e/leads.ts does not read them). */
function storedExtras(id: string): { locale: string; landing_page: string | null } | undefined {
  const file = path.resolve(process.env.E2E_LEADS_DB ?? path.join('.e2e', 'leads.db'));
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare<[string], { locale: string; landing_page: string | null }>(
        'SELECT locale, landing_page FROM leads WHERE id = ?',
      )
      .get(id);
  } finally {
    db.close();
  }
}

const localeOf = (id: string) => storedExtras(id)?.locale;

function expectStoredOnce(email: string, enquiry: Enquiry, gclid: string | null = null): StoredLead {
  const leads = leadsWithEmail(email);
  expect(leads, 'stored exactly once').toHaveLength(1);
  expect(leads[0]).toMatchObject({ ...enquiry, gclid, status: 'new' });
  return leads[0]!;
}

test.describe('the mobile menu', () => {
  test('tapped right after the first paint, before hydration, opens with its links, and closes', async ({
    browser,
  }) => {
    const page = await tapRightAfterFirstPaint(browser, '/about-us', MENU_BUTTON, popoverOpened);
    expect(await moments(page)).toEqual([{ type: 'click', target: 'Open menu', hydrated: false }]);

    const popover = page.locator('#mobile-menu-popover');
    await expect(popover).toBeVisible();
    expect(await popover.evaluate((element) => element.matches(':popover-open'))).toBe(true);
    // A right-side panel, the full height of the screen, min(320px, 85vw) wide, like the drawer.
    const box = (await popover.boundingBox())!;
    expect(box.width).toBeCloseTo(375 * 0.85, 0);
    expect(box.x + box.width).toBeCloseTo(375, 0);
    expect([box.y, box.height]).toEqual([0, 740]);
    const links = popover.getByRole('link');
    await expect(links).toHaveText(['Home', 'Casino hotels', 'About us', 'Contact', 'Plan my Malta trip']);
    await expect(popover.getByRole('link', { name: 'About us' })).toHaveAttribute('aria-current', 'page');
    // The keyboard reaches every link, in order, from the menu button.
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.focus();
    await page.keyboard.press('Tab');
    await expect(popover.getByRole('button', { name: 'Close menu' })).toBeFocused();
    for (const link of await links.all()) {
      await page.keyboard.press('Tab');
      await expect(link).toBeFocused();
      // The focus shows.
      expect(await link.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
    }
    const violations = await axeViolations(page);
    expect(violations, violations.join('\n')).toEqual([]);
    // One menu: the drawer is not there too.
    await expect(page.locator('#mobile-menu')).toHaveCount(0);

    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
    await expect(menuButton).toBeFocused();
    // Closed, its links are out of the tab order.
    await page.keyboard.press('Tab');
    await expect(page.locator('#mobile-menu-popover :focus')).toHaveCount(0);
    await page.context().close();
  });

  test('opened before hydration, it says so once hydrated, and a link closes it as it navigates', async ({
    browser,
  }) => {
    const page = await tapRightAfterFirstPaint(browser, '/', MENU_BUTTON, popoverOpened);
    const popover = page.locator('#mobile-menu-popover');
    await expect(popover).toBeVisible();
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await popover.getByRole('link', { name: 'Casino hotels' }).tap();
    await expect(page).toHaveURL('/casino');
    await expect(popover).toBeHidden();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    // From now on the button opens the drawer, and only the drawer.
    await menuButton.tap();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    // The drawer is modal: the rest of the page, the button included, is hidden from the role query.
    await expect(page.locator(MENU_BUTTON)).toHaveAttribute('aria-expanded', 'true');
    await expect(popover).toBeHidden();
    await page.context().close();
  });

  test('opens and closes with JavaScript disabled', async ({ browser }) => {
    const page = await visitor(browser, false);
    await page.goto('/casino');
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Contact' })).toBeVisible();
    await menu.getByRole('button', { name: 'Close menu' }).tap();
    await expect(menu).toBeHidden();
    await page.context().close();
  });
});

test.describe('an enquiry sent before hydration', () => {
  test('is stored exactly once, even sent twice, and the visitor lands on the thank-you page', async ({
    browser,
  }) => {
    const email = uniqueEmail('early');
    const enquiry = enquiryFor(email);
    const page = await visitor(browser);
    const release = await holdAppScripts(page);
    await page.goto('/contact-us', { waitUntil: 'commit' });
    await typeEnquiry(page, enquiry);
    // The boot script gave the form its key when the visitor first used it.
    const key = await page.locator('input[name="idempotencyKey"]').inputValue();
    expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    // A double tap sends the form twice.
    await tap(page, 'form[data-enquiry-form] button[type="submit"]', 2);
    await expect(page).toHaveURL('/thank-you');
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Thank you, your enquiry has reached us',
    );
    const sent = (await moments(page)).filter((moment) => moment.type === 'submit');
    expect(sent.length).toBeGreaterThanOrEqual(1);
    expect(sent.every((moment) => !moment.hydrated)).toBe(true);

    const lead = expectStoredOnce(email, enquiry);
    expect(lead.idempotency_key).toBe(`form:${key}`);
    await page.context().close();
  });

  test('from the Polish page, is stored exactly once in Polish, and the visitor lands on /pl/dziekujemy', async ({
    browser,
  }) => {
    const email = uniqueEmail('early-pl');
    const enquiry = { ...enquiryFor(email), name: 'Zofia Wiśniewska' };
    const page = await visitor(browser);
    const release = await holdAppScripts(page);
    await page.goto('/pl/kontakt?gclid=PlEarly-1', { waitUntil: 'commit' });
    await page.getByRole('textbox', { name: 'Imię i nazwisko' }).fill(enquiry.name);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(enquiry.email);
    // The Polish label; the English value is sent.
    await page
      .getByRole('combobox', { name: 'Rodzaj wyjazdu' })
      .selectOption({ label: 'Pobyt w hotelu z kasynem' });
    await page.getByRole('textbox', { name: 'Wiadomość' }).fill(enquiry.message);
    await page.getByRole('checkbox', { name: /polityką prywatności/ }).check();
    // The boot script filled the Polish form's hidden fields when it was first used, as the
    // English one's.
    const key = await page.locator('input[name="idempotencyKey"]').inputValue();
    expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    await expect(page.locator('input[name="gclid"]')).toHaveValue('PlEarly-1');
    await expect(page.locator('input[name="locale"]')).toHaveValue('pl');
    await tap(page, 'form[data-enquiry-form] button[type="submit"]', 2);
    await expect(page).toHaveURL('/pl/dziekujemy');
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Dziękujemy, Państwa zapytanie do nas dotarło',
    );
    const lead = expectStoredOnce(email, enquiry, 'PlEarly-1');
    expect(lead.idempotency_key).toBe(`form:${key}`);
    expect(localeOf(lead.id)).toBe('pl');
    await page.context().close();
  });

  test('carries the gclid and the landing page kept from the visit’s first page, and its time, posted from a later page before hydration', async ({
    browser,
  }) => {
    const email = uniqueEmail('early-kept');
    const enquiry = enquiryFor(email);
    const page = await visitor(browser);
    const release = await holdAppScripts(page);
    await page.goto('/casino?gclid=Kept-Early-1', { waitUntil: 'domcontentloaded' });
    // A page loaded afresh, its address without the gclid: the boot script reads the kept one
    // from storage when the visitor first uses the form. (The held scripts include the fonts, which
    // the load event would wait for.)
    await page.goto('/contact-us', { waitUntil: 'domcontentloaded' });
    await typeEnquiry(page, enquiry);
    const posted = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/enquiry',
    );
    await tap(page, 'form[data-enquiry-form] button[type="submit"]');
    await expect(page).toHaveURL('/thank-you');
    release();
    const sent = (await moments(page)).filter((moment) => moment.type === 'submit');
    expect(sent.length).toBeGreaterThanOrEqual(1);
    expect(sent.every((moment) => !moment.hydrated)).toBe(true);
    // The boot script's hidden fields: the visit's first page, and the time since the form's first use.
    const fields = new URLSearchParams((await posted).postData() ?? '');
    expect(fields.get('landingPage')).toBe('/casino');
    expect(fields.get('formMs')).toMatch(/^\d+$/);
    const lead = expectStoredOnce(email, enquiry, 'Kept-Early-1');
    expect(storedExtras(lead.id)?.landing_page).toBe('/casino');
    await page.context().close();
  });

  test('is stored exactly once with JavaScript disabled, and the visitor lands on the thank-you page', async ({
    browser,
  }) => {
    const email = uniqueEmail('no-js');
    const enquiry = enquiryFor(email);
    const page = await visitor(browser, false);
    await page.goto('/contact-us');
    await typeEnquiry(page, enquiry);
    await page.getByRole('button', { name: 'Send my enquiry' }).tap();
    await expect(page).toHaveURL('/thank-you');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('link', { name: 'our casino hotels' })).toHaveAttribute('href', '/casino');
    await expect(page.getByRole('link', { name: 'home page' })).toHaveAttribute('href', '/');
    expectStoredOnce(email, enquiry);
    await page.context().close();
  });

  test('held in the page by the browser’s own checks when invalid (JavaScript disabled)', async ({
    browser,
  }) => {
    const email = uniqueEmail('held');
    const page = await visitor(browser, false);
    await page.goto('/contact-us');
    await page.getByLabel('Full name').fill('Anna Kowalska');
    await page.getByLabel('Email').fill(email.replace('@example.com', '@'));
    await page.getByRole('button', { name: 'Send my enquiry' }).tap();
    // The browser refused to send it: the page and what was typed stay, and nothing reached us.
    await expect(page).toHaveURL('/contact-us');
    await expect(page.getByLabel('Full name')).toHaveValue('Anna Kowalska');
    await expect(page.locator('form[data-enquiry-form] :invalid').first()).toBeAttached();
    expect(leadsWithEmail(email)).toEqual([]);
    await page.context().close();
  });

  test('comes back with the messages and everything typed when a browser sends it invalid (JavaScript disabled)', async ({
    browser,
  }) => {
    const email = uniqueEmail('invalid');
    const enquiry = enquiryFor(email);
    const wrongEmail = email.replace('@example.com', '@');
    const page = await visitor(browser, false);
    await page.goto('/contact-us');
    await page.getByLabel('Full name').fill(enquiry.name);
    await page.getByLabel('Email').fill(wrongEmail);
    await page.getByLabel('Phone (optional)').fill('+48 600 100 200');
    await page.getByLabel('Travel interest').selectOption(enquiry.interest);
    await page.getByLabel('Your message').fill(enquiry.message);
    // A browser that does not check forms (or a bot) sends it as it is: the receiver answers it.
    await page.locator('form[data-enquiry-form]').evaluate((form: HTMLFormElement) => {
      form.noValidate = true;
    });
    await page.getByRole('button', { name: 'Send my enquiry' }).tap();

    await expect(page.getByText('Please enter a valid email address').first()).toBeVisible();
    await expect(page.getByText(/Please agree to the privacy policy/).first()).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue(enquiry.name);
    await expect(page.getByLabel('Email')).toHaveValue(wrongEmail);
    await expect(page.getByLabel('Phone (optional)')).toHaveValue('+48 600 100 200');
    await expect(page.getByLabel('Travel interest')).toHaveValue(enquiry.interest);
    await expect(page.getByLabel('Your message')).toHaveValue(enquiry.message);
    expect(leadsWithEmail(email)).toEqual([]);

    // Corrected and sent again from that page, it is stored once.
    await page.getByLabel('Email').fill(email);
    await page.getByRole('checkbox', { name: /privacy policy/ }).check();
    await page.getByRole('button', { name: /Send/ }).tap();
    await expect(page).toHaveURL('/thank-you');
    expectStoredOnce(email, enquiry);
    await page.context().close();
  });
});

test('an empty enquiry sent before hydration stays in the page, and the form’s own checks take over once its code arrives', async ({
  browser,
}) => {
  const page = await visitor(browser);
  const release = await holdAppScripts(page);
  const posted: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/enquiry')
      posted.push(request.url());
  });
  await page.goto('/contact-us', { waitUntil: 'commit' });
  await page.locator('form[data-enquiry-form] button[type="submit"]').waitFor();
  await tap(page, 'form[data-enquiry-form] button[type="submit"]');
  // The browser's checks held it: still the form, nothing posted, the first empty field flagged.
  await expect(page).toHaveURL('/contact-us');
  expect(
    await page.getByLabel('Full name').evaluate((input: HTMLInputElement) => input.validity.valueMissing),
  ).toBe(true);
  expect(posted).toEqual([]);
  release();
  // Once the page has hydrated, the form's code arrives on the visitor's first use of it (a touch:
  // the browser already put the focus in the empty field it flagged); from then on its own
  // messages speak.
  await waitForApp(page);
  await tap(page, 'form[data-enquiry-form] input[name="name"]');
  await expect(page.locator('form[data-enquiry-form][novalidate]')).toBeAttached({ timeout: 60_000 });
  await tap(page, 'form[data-enquiry-form] button[type="submit"]');
  await expect(page.getByText('Please enter your name').first()).toBeVisible();
  await expect(page).toHaveURL('/contact-us');
  expect(posted).toEqual([]);
  await page.context().close();
});

test('a gclid of the landing address reaches the enquiry after a tap on "Plan my trip" before hydration', async ({
  browser,
}) => {
  const email = uniqueEmail('gclid');
  const enquiry = enquiryFor(email);
  const page = await tapRightAfterFirstPaint(
    browser,
    '/?gclid=TeSt-123_abc',
    'main a[href="/contact-us"]',
    async (landed) => {
      // A link in a static section: the app never handles it, hydrated or not.
      await expect(landed).toHaveURL('/contact-us');
      return true;
    },
  );
  expect(await moments(page)).toEqual([{ type: 'click', target: 'Plan my trip', hydrated: false }]);
  // The boot script writes the gclid kept from the landing page into the form when it is first used.
  await page.getByLabel('Full name').focus();
  await expect(page.locator('input[name="gclid"]')).toHaveValue('TeSt-123_abc');

  // Sent by the hydrated form, as JSON.
  await waitForApp(page);
  await typeEnquiry(page, enquiry);
  await page.getByRole('button', { name: 'Send my enquiry' }).tap();
  await expect(page.getByRole('status').getByText(/Your enquiry is on its way/)).toBeVisible();
  expectStoredOnce(email, enquiry, 'TeSt-123_abc');
  await page.context().close();
});
