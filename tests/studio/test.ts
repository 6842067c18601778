import { test as base } from '@playwright/test';
import { openStudio, type Studio } from './world';

/**
 * One studio for all of the studio's spec files (one worker runs them in turn): its clone, its
 * first release and nginx are made once. Each file leaves no draft behind for the next. A failed
 * test ends the worker, and the next file gets a studio of its own.
 */
export const test = base.extend<object, { studio: Studio }>({
  studio: [
    async ({}, use) => {
      const studio = await openStudio();
      await use(studio);
      await studio.stop();
    },
    { scope: 'worker', timeout: 600_000 },
  ],
});

export { expect } from '@playwright/test';
