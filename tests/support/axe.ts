import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

type Axe = typeof axe;
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * axe's violations (WCAG 2.2 AA and best practice) on the whole page, frames included, or inside
 * `include` (a selector) alone, one line each; a frame axe could not run in is one too
 * ("frame-tested"), never a silent pass.
 *
 * axe is put into every frame first, with no time limit, and then run in each frame from the page
 * itself (axe.runPartial, then axe.finishRun to put the frames' results together, as axe's own
 * API documents for frames), without the messages between frames of axe.run or
 * @axe-core/playwright: those skip a frame silently when its axe has not come in 1 s or has not
 * answered in 500 ms, which on a busy machine left the editor's preview unchecked
 * (tests/e2e/checks.spec.ts then saw nothing wrong in its frame). Only violations are worked out in
 * full (axe names every node it passed too, unless told not to), and only their lines leave the
 * page.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // A frame loading its page when axe was put in (a frame shows about:blank before its own page,
  // and the editor's preview mounts once the page's data has come) has lost it by the scan: the
  // scan is made again, and a frame still untested the third time is reported.
  for (let attempt = 1; ; attempt += 1) {
    const violations = await scan(page, include);
    if (attempt === 3 || !violations.some((line) => line.startsWith(`${UNTESTED_FRAME}:`))) return violations;
    await page.waitForTimeout(1_000);
  }
}

/** The id of the line for a frame axe could not run in (axe's own rule for it is "frame-tested"). */
const UNTESTED_FRAME = 'frame-tested';

/** One scan: every frame as it is, axe put in each. */
async function scan(page: Page, include: string | undefined): Promise<string[]> {
  // What says it is still loading is not scanned half-made: the editor's preview is busy until its
  // page has said it is ready, and is loaded again when it does not (a busy machine's first try).
  await expect(page.locator('[aria-busy="true"]'), 'parts of the page still loading (aria-busy)').toHaveCount(
    0,
    { timeout: 60_000 },
  );
  await expect
    .poll(() => runningAnimations(page), {
      message: 'transitions and animations running in the page or its frames',
      timeout: 30_000,
    })
    .toBe(0);
  for (const frame of page.frames()) {
    await frame.waitForLoadState('load').catch(() => undefined);
    // Once per document: a page scanned again (or a second try) keeps the axe it was given. A
    // frame that cannot take axe is reported from the page below; one taken away meanwhile is no
    // longer the page's.
    const needsAxe = await frame
      .evaluate(() => typeof (window as { axe?: { runPartial?: unknown } }).axe?.runPartial !== 'function')
      .catch(() => false);
    if (needsAxe) await frame.evaluate(axe.source).catch(() => undefined);
  }
  return page.evaluate(
    async ({ include, tags, untestedFrame }) => {
      const options = {
        runOnly: { type: 'tag' as const, values: tags },
        resultTypes: ['violations' as const],
      };
      const top = (window as unknown as { axe: Axe }).axe;
      const partials: Array<Awaited<ReturnType<Axe['runPartial']>> | null> = [];
      const untested: string[] = [];
      // Depth first, in axe's order: a frame's own results, then each of its frames'.
      async function test(win: Window, context: Parameters<Axe['runPartial']>[0]): Promise<void> {
        const frameAxe = (win as unknown as { axe: Axe }).axe;
        const frames = frameAxe.utils.getFrameContexts(context, options);
        partials.push(await frameAxe.runPartial(context, options));
        for (const { frameSelector, frameContext } of frames) {
          const element = frameAxe.utils.shadowSelect(frameSelector) as HTMLIFrameElement | null;
          let child: Window | null = null;
          try {
            // A frame of another origin (or sandboxed) throws here; one without axe has none.
            if (element?.contentWindow && (element.contentWindow as unknown as { axe?: Axe }).axe)
              child = element.contentWindow;
          } catch {
            child = null;
          }
          if (child) await test(child, frameContext);
          else {
            untested.push(
              `${untestedFrame}: ${JSON.stringify(frameSelector)} ${element?.outerHTML.slice(0, 200) ?? ''} axe could not run in this frame`,
            );
            partials.push(null);
          }
        }
      }
      await test(window, include ? { include: [include] } : document);
      const results = await top.finishRun(partials, options);
      return [
        ...results.violations.map(
          (violation) =>
            `${violation.id}: ${violation.nodes
              .map(
                (node) => `${node.target.join(' ')} ${node.html.slice(0, 200)} ${node.failureSummary ?? ''}`,
              )
              .join(', ')}`,
        ),
        ...untested,
      ];
    },
    { include, tags: TAGS, untestedFrame: UNTESTED_FRAME },
  );
}

/**
 * Finite CSS transitions and animations running in the page and in each of its frames: a scan in
 * the middle of one reads colours that are on their way (the preview's header fading to its solid
 * background read as white on the page's teal).
 */
async function runningAnimations(page: Page): Promise<number> {
  let running = 0;
  for (const frame of page.frames())
    running += await frame
      .evaluate(
        () =>
          document
            .getAnimations()
            .filter(
              (animation) =>
                animation.playState === 'running' &&
                animation.effect?.getComputedTiming().endTime !== Infinity,
            ).length,
      )
      // A frame taken away meanwhile runs nothing of the page's.
      .catch(() => 0);
  return running;
}

/**
 * Waits until the page holds still, for a scan of what stays rather than of a dialog half faded in:
 * nothing in a dialog still loading, every dialog fully opaque, and no finite CSS transition or
 * animation running, in the page or its frames. A condition, not a fixed pause: on a slow machine a
 * transition starts late.
 */
export async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('dialog').getByRole('progressbar')).toHaveCount(0);
  await expect
    .poll(
      async () =>
        (await page.evaluate(
          () =>
            [...document.querySelectorAll('[role="dialog"]')].filter((dialog) => {
              for (let element: Element | null = dialog; element; element = element.parentElement)
                if (getComputedStyle(element).opacity !== '1') return true;
              return false;
            }).length,
        )) + (await runningAnimations(page)),
      { message: 'dialogs fading in, transitions and animations running' },
    )
    .toBe(0);
}
