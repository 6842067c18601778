import { defineConfig } from '@playwright/test';
import { BASE_URL, E2E_PORT, LEADS_DB, RATE_LIMIT } from './tests/e2e/server';
import { CONSENT_COOKIE, CONSENT_VERSION, formatConsent } from './lib/model/consent/consent';
import { CHROMIUM_HEADLESS_PATH, CHROMIUM_TEST_ARGS } from './scripts/support/chromium';

export { BASE_URL };

/**
 * The browser tests' visitors have made their privacy choice (both purposes allowed), so that the
 * notice does not cover what they test and the click ids they bring are kept; the notice's own
 * tests (tests/e2e/privacy.spec.ts) start without one.
 */
const privacyChosen = {
  cookies: ['127.0.0.1', 'localhost'].map((domain) => ({
    name: CONSENT_COOKIE,
    value: formatConsent({
      version: CONSENT_VERSION,
      measurement: true,
      advertising: true,
      at: 1_780_000_000,
    }),
    domain,
    path: '/',
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  })),
  origins: [],
};

/**
 * Browser tests run against the built static export (`out/`) as `npm start` serves it (the enquiry
 * receiver, which also stores the form's enquiries), on loopback, in Debian's Chromium.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // The list as the run goes; each failure once more at the end of `npm test` (scripts/print-test-failures.ts).
  reporter: [['list'], ['json', { outputFile: 'test-results/reports/e2e.json' }]],
  outputDir: 'test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    storageState: privacyChosen,
    // A failed test keeps its trace: each action's DOM, network and console. Not the trace's
    // screencast, nor Playwright's screenshot on failure (taken of every page before it closes):
    // capturing frames cost a quarter of the browser tests' CPU (quality.spec at 1280 px, two runs
    // each: 36.8 and 36.9 CPU-seconds with the screencast, 27.8 and 31.1 without).
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      // Its headless build (scripts/support/chromium.ts).
      executablePath: CHROMIUM_HEADLESS_PATH,
      args: CHROMIUM_TEST_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // Each run starts with an empty leads database. This cannot be a globalSetup: Playwright
    // starts the web server first. The shell expands $LEADS_DB from the env below.
    command: 'rm -f "$LEADS_DB" "$LEADS_DB-wal" "$LEADS_DB-shm" && exec tsx receiver/main.ts',
    env: {
      // The production headers (CSP included) apply to every browser test.
      LEADS_SITE_ROOT: 'out',
      HOST: '127.0.0.1',
      PORT: String(E2E_PORT),
      LEADS_DB,
      LEADS_RATE_LIMIT: String(RATE_LIMIT),
      // Leads wait in the outbox: no test run emails anyone, whatever the caller's environment.
      SMTP_URL: '',
      DATABASE_URL: '',
    },
    url: BASE_URL,
    // Never test a server left over from another checkout or an older build.
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
