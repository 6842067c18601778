/** The element Next hydrates the exported HTML into. */
const ROOT_ID = '__next';

let hydrated = false;
/** Whether the root's first commit has happened (its effects ran). */
let rootCommitted = false;
/** Hydration regions (HydrationRegion) counted in the first render that have not hydrated yet. */
let regionsPending = 0;

function finishHydration(): void {
  hydrated = true;
  document.documentElement.dataset.hydrated = '';
}

/**
 * Called once the app's first render has been committed. The parts of the page in hydration
 * regions hydrate after it; once they all have, the page says so on its root element
 * (`data-hydrated`), for whatever needs to know that its controls now respond (the browser tests).
 */
export function markHydrated(): void {
  rootCommitted = true;
  if (regionsPending === 0 && !hydrated) finishHydration();
}

/** A region of the exported HTML hydrates after the root's first commit: the page waits for it. */
export function countRegionToHydrate(): void {
  regionsPending += 1;
}

/**
 * A client-side navigation is starting: what it mounts renders in the browser, even when some
 * region of the first page has not hydrated yet (the new page replaces it).
 */
export function markNavigating(): void {
  if (!hydrated) finishHydration();
}

/** A counted region has hydrated (or left the page before it could). */
export function regionHydrated(): void {
  regionsPending -= 1;
  if (rootCommitted && regionsPending === 0 && !hydrated) finishHydration();
}

/**
 * Whether the current render is the browser's first one over the exported HTML. Blocks rendered
 * now can keep the server's HTML; blocks mounted later (a client-side navigation, the editor's
 * preview) or rendered without server HTML (unit tests) render in the browser.
 */
export function isHydratingServerHtml(): boolean {
  return (
    !hydrated && typeof document !== 'undefined' && document.getElementById(ROOT_ID)?.hasChildNodes() === true
  );
}

/**
 * Props of an element whose server HTML React keeps as it is while hydrating: an empty
 * `dangerouslySetInnerHTML` is neither compared with nor written over the children already there.
 */
export const KEEP_SERVER_HTML = {
  dangerouslySetInnerHTML: { __html: '' },
  suppressHydrationWarning: true,
} as const;
