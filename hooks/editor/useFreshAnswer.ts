import { useCallback, useEffect, useRef, useState } from 'react';
import { CONTENT_SAVED_EVENT } from '@/lib/editor/client/apiClient';

/** When an answer is asked again: after every accepted write, and when the window comes back. */
export type FreshWhen = 'saved' | 'focus';

const EVENTS: Record<FreshWhen, string> = { saved: CONTENT_SAVED_EVENT, focus: 'focus' };

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * An answer of the editor's or the studio's API kept fresh: asked when mounted and again on each
 * of `when` (a colleague may have changed something meanwhile). An answer the same as the last
 * keeps the same value, so a look that finds nothing new re-renders nothing (the preview would
 * post its state again and scroll back to the selected section). With no `ask` (no studio account
 * under `npm run dev`) nothing is asked. A failed look keeps what was there. `keep` sets the answer
 * an action's own reply gave.
 */
export function useFreshAnswer<T>(ask: (() => Promise<T>) | undefined, when: readonly FreshWhen[]) {
  const [answer, setAnswer] = useState<T>();
  const keep = useCallback((next: T) => setAnswer((now) => (sameJson(now, next) ? now : next)), []);
  const mounted = useRef(true);
  const refresh = useCallback(() => {
    if (!ask) return;
    ask().then(
      (next) => mounted.current && keep(next),
      () => undefined,
    );
  }, [ask, keep]);
  const events = when.map((name) => EVENTS[name]).join(' ');
  useEffect(() => {
    mounted.current = true;
    refresh();
    const names = events === '' ? [] : events.split(' ');
    if (ask) for (const name of names) window.addEventListener(name, refresh);
    return () => {
      mounted.current = false;
      for (const name of names) window.removeEventListener(name, refresh);
    };
  }, [ask, events, refresh]);
  return { answer, refresh, keep };
}
