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
    // No trace: recording each action's DOM, network and console cost a fifth of the browser tests'
    // CPU even where every test passed (quality.spec at 1280 px, CPU-seconds in alternating runs:
    // 25.2 and 24.4 with traces kept on failure, 19.2 and 21.7 without), and the CI keeps only the
    // log, where every failure is printed again at the end. To look into a failure, run its test
    // again with `--trace on` and open it with `npx playwright show-trace`.
    trace: 'off',
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
