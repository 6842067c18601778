/** The element Next hydrates the exported HTML into. */
const ROOT_ID = '__next';

let hydrated = false;

/**
 * Called once the app's first render has been committed. The page says so on its root element
 * (`data-hydrated`), for whatever needs to know that its controls now respond (the browser tests).
 */
export function markHydrated(): void {
  hydrated = true;
  document.documentElement.dataset.hydrated = '';
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
