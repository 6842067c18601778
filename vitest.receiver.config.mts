import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The enquiry receiver's tests (tests/receiver/), in Node: real SQLite files, a PostgreSQL server,
 * an SMTP server and receivers in processes of their own. One file at a time, apart from the
 * browser-side unit tests: the fault test loads both cores, and timing-sensitive tests must not
 * share them with it.
 */
export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: ['tests/receiver/**/*.test.ts'],
    environment: 'node',
    // The run as it goes; each failure once more at the end of `npm test` (scripts/print-test-failures.ts).
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/reports/receiver.json' },
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
