/**
 * Debian's Chromium, as the tests and the bench start it. The browser tests run its headless build
 * (chromium-headless-shell: the same engine without the browser's windows and UI, as Playwright
 * runs its own browser headless): on the site's quality checks at 1280 px, 19.1-20.6 CPU-seconds
 * against 29.7-32.6 for the whole browser run headless, two runs each, and the tests are bound by
 * the machine's two cores. Lighthouse in the bench runs the whole browser, and so do the tests of
 * what a page does before any use: under the headless build a pointerover at (0, 0) reaches every
 * page as it loads (Playwright issue #33441; the whole browser fires none), and the site rightly
 * starts its app on a pointer over it.
 */
export const CHROMIUM_HEADLESS_PATH =
  process.env.CHROMIUM_HEADLESS_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The switches the browser tests start either with. */
export const CHROMIUM_TEST_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
