import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';

/**
 * The studio (`npm run studio`), tested as it runs in production: its production build, a real
 * git clone of this project, real builds of the site, nginx on loopback serving the live name.
 * One worker: the spec files share one studio, and builds are heavy on two cores (two workers,
 * each with a studio, were 2 minutes faster of 21 beside the editor's suite, which took 5 more).
 * `npm test` runs it beside the site's and the editor's suites, one after the other (npm run
 * test:browser), once the site and the studio are built (both at once: each build is mostly one
 * core's work): much of its time is waited for (schedules, restarts), which they fill. They run
 * at the priority of the studio's builds (nice 10), which would otherwise get a tenth of the
 * machine beside them (a first build took over 5 minutes); the studio and its browser keep theirs.
 * The lint, types and unit tests (nice 10) and the receiver's tests run beside all of it.
 */
export default defineConfig({
  ...baseConfig,
  testDir: 'tests/studio',
  // The list as the run goes; each failure once more at the end of `npm test` (scripts/print-test-failures.ts).
  reporter: [['list'], ['json', { outputFile: 'test-results/reports/studio.json' }]],
  outputDir: 'test-results/studio',
  fullyParallel: false,
  workers: 1,
  timeout: 600_000,
  expect: { timeout: 15_000 },
  use: { ...baseConfig.use, actionTimeout: 30_000 },
  globalSetup: './tests/studio/buildStudio.ts',
  webServer: undefined,
});
