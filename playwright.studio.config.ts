import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';

/**
 * The studio (`npm run studio`), tested as it runs in production: its production build, a real
 * git clone of this project, real builds of the site, nginx on loopback serving the live name.
 * One worker: each spec file has its own studio, and builds are heavy on two cores.
 */
export default defineConfig({
  ...baseConfig,
  testDir: 'tests/studio',
  fullyParallel: false,
  workers: 1,
  timeout: 600_000,
  expect: { timeout: 15_000 },
  use: { ...baseConfig.use, actionTimeout: 30_000 },
  globalSetup: './tests/studio/buildStudio.ts',
  webServer: undefined,
});
