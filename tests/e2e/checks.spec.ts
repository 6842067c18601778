import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { watchForProblems } from './site';

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

/**
 * A page of the site's own origin (as the studio's and the editor's previews are) holding a frame
 * whose image has no alt text; `frameAttributes` are the iframe's own.
 */
async function openPageWithFrame(page: Page, frameAttributes = ''): Promise<void> {
  await page.route('**/axe-check/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: route.request().url().endsWith('/frame')
        ? '<!doctype html><html lang="en"><head><title>Frame</title></head><body>' +
          '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></body></html>'
        : '<!doctype html><html lang="en"><head><title>Page</title></head><body><main><h1>Page</h1>' +
          `<iframe ${frameAttributes} src="/axe-check/frame" title="Preview"></iframe></main></body></html>`,
    }),
  );
  await page.goto('/axe-check/page');
  await expect(page.frameLocator('iframe').locator('img')).toHaveCount(1);
}

test('the axe check reports what is wrong inside a frame, as the editor’s preview is one', async ({
  page,
}) => {
  await openPageWithFrame(page);
  const violations = await axeViolations(page);
  expect(violations.map((line) => line.split(':')[0])).toEqual(['image-alt']);
  expect(violations[0]).toContain('iframe');
});

test('the axe check reports a frame it could not test, instead of passing it', async ({ page }) => {
  // A sandboxed frame is of no origin: the page cannot reach into it.
  await openPageWithFrame(page, 'sandbox=""');
  const violations = await axeViolations(page);
  expect(violations.map((line) => line.split(':')[0])).toEqual(['frame-tested']);
  expect(violations[0]).toContain('sandbox');
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
  // The timer's exception comes last, after the 404's two lines and the console's one: waited for
  // by itself (a count of three was reached without it on a busy machine).
  await expect.poll(() => problems.join('\n')).toMatch(/exception: Uncaught in a timer/);
  expect(problems.join('\n')).toMatch(/HTTP 404: .*\/no-such-page/);
  expect(problems.join('\n')).toMatch(/console: Something broke/);
});
