import { expect, test } from '@playwright/test';
import { axeViolations, watchForProblems } from './site';

/** The browser checks themselves must be able to fail: each is shown a deliberately broken page. */
test('the axe check reports an image without alt text and unreadable text', async ({ page }) => {
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>Broken</title></head><body><main>' +
      '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">' +
      '<h1>Broken</h1><p style="color:#ffffff;background:#5dacbd">White on the page background</p></main></body></html>',
  );
  const violations = await axeViolations(page);
  expect(violations.map((line) => line.split(':')[0])).toEqual(
    expect.arrayContaining(['image-alt', 'color-contrast']),
  );
});

test('the console check reports console errors, exceptions and failed requests', async ({ page }) => {
  const problems = watchForProblems(page);
  await page.goto('/no-such-page');
  await page.evaluate(() => {
    console.error('Something broke');
    setTimeout(() => {
      throw new Error('Uncaught in a timer');
    });
  });
  await expect.poll(() => problems.length).toBeGreaterThanOrEqual(3);
  expect(problems.join('\n')).toMatch(/HTTP 404: .*\/no-such-page/);
  expect(problems.join('\n')).toMatch(/console: Something broke/);
  expect(problems.join('\n')).toMatch(/exception: Uncaught in a timer/);
});
