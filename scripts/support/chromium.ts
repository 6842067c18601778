/**
 * Debian's Chromium, as the tests and the bench start it. The browser tests run its headless build
 * (chromium-headless-shell: the same engine without the browser's windows and UI, as Playwright
 * runs its own browser headless): on the site's quality checks at 1280 px, 19.1-20.6 CPU-seconds
 * against 29.7-32.6 for the whole browser run headless, two runs each, and the tests are bound by
 * the machine's two cores. Lighthouse in the bench runs the whole browser.
 */
export const CHROMIUM_HEADLESS_PATH =
  process.env.CHROMIUM_HEADLESS_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
