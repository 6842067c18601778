import { useSyncExternalStore } from 'react';

/**
 * Whether any part of the page has asked for a toast. The toast container (and react-toastify's
 * code) is mounted only then: toasts follow an action, so a visit without one never loads it.
 * react-toastify keeps toasts raised before the container mounts and shows them once it does.
 */
let requested = false;
const listeners = new Set<() => void>();

export function requestToastContainer(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToastContainerRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
}
