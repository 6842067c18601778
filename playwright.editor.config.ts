import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';
import { EDITOR_PORT, EDITOR_URL } from './tests/editor/copy';

/**
 * The editor and its API, tested against `next dev` on a copy of the project (they write content).
 * One worker: the tests share the copy's files.
 */
export default defineConfig({
  ...baseConfig,
  testDir: 'tests/editor',
  // The list as the run goes; each failure once more at the end of `npm test` (scripts/print-test-failures.ts).
  reporter: [['list'], ['json', { outputFile: 'test-results/reports/editor.json' }]],
  outputDir: 'test-results/editor',
  fullyParallel: false,
  workers: 1,
  timeout: 120_000,
  use: { ...baseConfig.use, baseURL: EDITOR_URL },
  webServer: {
    command: 'tsx tests/editor/serve-copy.ts',
    url: `${EDITOR_URL}/api/pageState?pageName=index`,
    reuseExistingServer: false,
    timeout: 240_000,
    env: { EDITOR_E2E_PORT: String(EDITOR_PORT) },
  },
});
