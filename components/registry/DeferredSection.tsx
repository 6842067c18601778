import { useEffect, useLayoutEffect, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { isHydratingServerHtml, KEEP_SERVER_HTML } from '@/lib/client/hydration';
import { restoreFields, snapshotFields, type FieldSnapshot } from '@/lib/client/fieldSnapshot';

type View = ComponentType<{ data: unknown }>;

interface DeferredSectionProps {
  /** The view (lazy), for the server render. */
  view: View;
  /** Loads the view's code in the browser. */
  load: () => Promise<View>;
  data: unknown;
}

/** How close to the viewport the section comes before its code is fetched. */
const WAKE_MARGIN = '400px 0px';

// useLayoutEffect warns when rendered on the server, where nothing is restored anyway.
const useClientLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * An interactive section (the enquiry form) whose code is not part of the first load. Its exported
 * HTML is kept, and already works as plain HTML: the fields take input. The code is fetched when
 * the section comes near the viewport or is first touched, focused or submitted; the rendered
 * component then replaces the HTML, with whatever was typed, the focus and the caret carried over,
 * and a submission made meanwhile is made again. Mounted after the first hydration (a client-side
 * navigation), it loads its code at once.
 */
export function DeferredSection({ view: ServerView, load, data }: DeferredSectionProps) {
  const isServer = typeof window === 'undefined';
  const [keepServerHtml] = useState(isHydratingServerHtml);
  const [Live, setLive] = useState<View | undefined>(undefined);
  const [carried, setCarried] = useState<{ snapshot?: FieldSnapshot; submit: boolean }>({ submit: false });
  const container = useRef<HTMLDivElement>(null);
  const waking = useRef(false);
  const submitRequested = useRef(false);

  const wake = () => {
    if (isServer || waking.current) return;
    waking.current = true;
    void load().then((Loaded) => {
      const snapshot =
        keepServerHtml && container.current
          ? snapshotFields(container.current, document.activeElement)
          : undefined;
      setCarried({ snapshot, submit: submitRequested.current });
      setLive(() => Loaded);
    });
  };

  useEffect(() => {
    if (isServer) return;
    const element = container.current;
    if (!keepServerHtml || !element || !('IntersectionObserver' in window)) {
      wake();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) wake();
      },
      { rootMargin: WAKE_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
    // Runs once: the section wakes once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useClientLayoutEffect(() => {
    const element = container.current;
    if (!Live || !element) return;
    if (carried.snapshot) restoreFields(element, carried.snapshot);
    // After the restored values have reached the form's state (the updates above re-render it).
    if (carried.submit) setTimeout(() => element.querySelector('form')?.requestSubmit(), 0);
  }, [Live, carried]);

  if (isServer) {
    return (
      <div>
        <ServerView data={data} />
      </div>
    );
  }
  if (Live) {
    return (
      <div ref={container} data-section-live="true">
        <Live data={data} />
      </div>
    );
  }
  if (!keepServerHtml) return <div ref={container} />;
  const submitLater = (event: FormEvent) => {
    event.preventDefault();
    submitRequested.current = true;
    wake();
  };
  return (
    <div ref={container} onFocus={wake} onPointerDown={wake} onSubmit={submitLater} {...KEEP_SERVER_HTML} />
  );
}
