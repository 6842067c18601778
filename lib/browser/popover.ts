import { useCallback, useSyncExternalStore } from 'react';

/**
 * The HTML popover, read and closed from React. A browser without the popover API (Safari before
 * 17, Firefox before 125) never opens one, and would throw on its `:popover-open` selector.
 */
function supportsPopover(element: HTMLElement): boolean {
  return typeof element.hidePopover === 'function';
}

export function isPopoverOpen(element: HTMLElement | null): boolean {
  return element !== null && supportsPopover(element) && element.matches(':popover-open');
}

export function hidePopover(element: HTMLElement | null): void {
  if (element && isPopoverOpen(element)) element.hidePopover();
}

/**
 * Whether the popover with this id is open, followed through its `toggle` events; undefined
 * during the server render and the hydration, when it cannot be known (the popover may have been
 * opened before the page's scripts ran), so that an `aria-expanded` built from it is left to the
 * browser, which states a popover invoker's expanded state by itself.
 */
export function usePopoverOpen(id: string): boolean | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const element = document.getElementById(id);
      element?.addEventListener('toggle', onChange);
      return () => element?.removeEventListener('toggle', onChange);
    },
    [id],
  );
  return useSyncExternalStore(
    subscribe,
    () => isPopoverOpen(document.getElementById(id)),
    () => undefined,
  );
}
