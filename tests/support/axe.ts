import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe's violations (WCAG 2.2 AA and best practice) on the whole page, frames included, or inside
 * `include` (a selector) alone, one line each. Only violations are worked out in full (axe names
 * every node it passed too, unless told not to), and axe reaches the frames by its own messages
 * from the page (legacy mode) instead of opening a blank page to put the frames' results
 * together: half of its CPU on the site's pages (14 at 375 px: 24 to 29 CPU-seconds, then 13).
 * tests/e2e/checks.spec.ts shows it still finds what is wrong inside a frame.
 *
 * axe skips a frame that does not answer its first message in time, silently: every frame has
 * loaded before it starts, and has 10 s, not axe's 500 ms, which a busy machine's frame took more
 * than (the frame check above then saw nothing).
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // A frame taken away meanwhile is no longer the page's.
  for (const frame of page.frames()) await frame.waitForLoadState('load').catch(() => undefined);
  const builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .options({ resultTypes: ['violations'], pingWaitTime: 10_000 })
    .setLegacyMode(true);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes
        .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 200)} ${node.failureSummary ?? ''}`)
        .join(', ')}`,
  );
}

/**
 * Waits until the page holds still, for a scan of what stays rather than of a dialog half faded in:
 * nothing in a dialog still loading, every dialog fully opaque, and no finite CSS transition or
 * animation running. A condition, not a fixed pause: on a slow machine a transition starts late.
 */
export async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('dialog').getByRole('progressbar')).toHaveCount(0);
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const fading = [...document.querySelectorAll('[role="dialog"]')].filter((dialog) => {
            for (let element: Element | null = dialog; element; element = element.parentElement)
              if (getComputedStyle(element).opacity !== '1') return true;
            return false;
          });
          const running = document
            .getAnimations()
            .filter(
              (animation) =>
                animation.playState === 'running' &&
                animation.effect?.getComputedTiming().endTime !== Infinity,
            );
          return fading.length + running.length;
        }),
      { message: 'dialogs fading in, transitions and animations running' },
    )
    .toBe(0);
}
