import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The unit tests: logic in Node (`*.test.ts`); components, and logic that reads the browser's
 * document or storage (`*.dom.test.ts`), in jsdom. Setting jsdom up costs most of a second per
 * file, which the logic files do not need (the unit tests took 183 CPU-seconds in jsdom, 126 so).
 */
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname),
      // next/font is compiled by Next; tests get a font object of the same shape.
      'next/font/local': path.resolve(import.meta.dirname, 'tests/unit/stubs/nextFontLocal.ts'),
    },
  },
  test: {
    restoreMocks: true,
    // The run as it goes; each failure once more at the end of `npm test` (scripts/print-test-failures.ts).
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/reports/unit.json' },
    testTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'logic',
          include: ['tests/unit/**/*.test.ts'],
          exclude: ['tests/unit/**/*.dom.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          include: ['tests/unit/**/*.test.tsx', 'tests/unit/**/*.dom.test.ts'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
    ],
  },
});
