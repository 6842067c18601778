import { defineConfig } from '@playwright/test';

/** Browser tests run against the built static export (`out/`), served on loopback, in Debian's Chromium. */
const PORT = Number(process.env.E2E_PORT ?? 4173);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // The production headers (CSP included) apply to every browser test.
    command: `serve out --config ../deploy/serve.json --listen tcp://127.0.0.1:${PORT} --no-port-switching --no-clipboard --no-request-logging`,
    env: { NO_UPDATE_CHECK: '1' },
    url: BASE_URL,
    // Never test a server left over from another checkout or an older build.
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
