import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

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
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['tests/unit/setup.ts'],
    restoreMocks: true,
    testTimeout: 60_000,
  },
});
