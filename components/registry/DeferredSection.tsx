import {
  CacheProvider,
  __unsafe_useEmotionCache as useEmotionCache,
  type EmotionCache,
} from '@emotion/react';
import { Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { useInternalLinkNavigation } from '@/hooks/useInternalLinkNavigation';
import { replayEnteredValues } from '@/lib/client/enteredValues';
import { isHydratingServerHtml, KEEP_SERVER_HTML } from '@/lib/client/hydration';

type View = ComponentType<{ data: unknown }>;

interface DeferredSectionProps {
  /** The view (lazy), for the server render and for sections mounted in the browser. */
  view: View;
  /** Loads the view's code in the browser. */
  load: () => Promise<View>;
  data: unknown;
}

/**
 * The visitor reaching for the section: a pointer over it, a tap, the focus, typing or autofill,
 * a submission. Any of them starts loading its code.
 */
const WAKE_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'input', 'change', 'submit'] as const;

/**
 * An interactive section (the enquiry form) whose code is not part of the first load. Its exported
 * HTML already works as plain HTML: the fields take input, and the form posts. The code is fetched
 * when the visitor reaches for the section, and then hydrates the exported HTML where it is, in a
 * React root of its own: the elements stay, so the focus, the caret and an open on-screen keyboard
 * stay too. What was entered meanwhile is reported to the form's state, and a submission made
 * meanwhile is made again. Mounted after the first hydration (a client-side navigation, the
 * editor's preview), the section renders at once.
 */
export function DeferredSection({ view: LazyView, load, data }: DeferredSectionProps) {
  const [keepServerHtml] = useState(isHydratingServerHtml);
  if (typeof window === 'undefined') {
    return (
      <div>
        <LazyView data={data} />
      </div>
    );
  }
  if (keepServerHtml) return <HydratedOnUse load={load} data={data} />;
  return (
    <div>
      <Suspense fallback={null}>
        <LazyView data={data} />
      </Suspense>
    </div>
  );
}

/** Calls `onHydrated` once its tree has been hydrated and committed. */
function AfterHydration({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  // Runs once, after the first commit of the root.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(onHydrated, []);
  return children;
}

interface Hydrated {
  root: Root;
  render: (data: unknown) => ReactNode;
  done: boolean;
}

interface SectionRootProps {
  View: View;
  data: unknown;
  /** The page's emotion cache, which already holds the exported styles. */
  cache: EmotionCache | null;
  onHydrated: () => void;
}

/** What the section's own root renders: the view, with the page's styles, reporting its hydration. */
function SectionRoot({ View, data, cache, onHydrated }: SectionRootProps) {
  const view = <View data={data} />;
  return (
    <AfterHydration onHydrated={onHydrated}>
      {cache ? <CacheProvider value={cache}>{view}</CacheProvider> : view}
    </AfterHydration>
  );
}

function HydratedOnUse({ load, data }: Omit<DeferredSectionProps, 'view'>) {
  const container = useRef<HTMLDivElement>(null);
  const cache = useEmotionCache();
  const followLink = useInternalLinkNavigation();
  const [live, setLive] = useState(false);
  // The data the exported HTML was rendered from: the hydration must render the same.
  const [serverData] = useState(() => data);
  const latestData = useRef(data);
  const hydrated = useRef<Hydrated | undefined>(undefined);
  const wakeRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let disposed = false;
    let started = false;
    let submitPending = false;

    const holdSubmit = (event: Event) => {
      event.preventDefault();
      submitPending = true;
    };
    const onHydrated = () => {
      const section = hydrated.current;
      if (!section) return;
      section.done = true;
      element.removeEventListener('submit', holdSubmit, true);
      replayEnteredValues(element);
      setLive(true);
      if (latestData.current !== serverData) section.root.render(section.render(latestData.current));
      // After the replayed values have reached the form's state.
      if (submitPending) setTimeout(() => element.querySelector('form')?.requestSubmit(), 0);
    };
    const wake = () => {
      if (started) return;
      started = true;
      stopWaking();
      load().then(
        (View) => {
          if (disposed) return;
          const render = (sectionData: unknown) => (
            <SectionRoot View={View} data={sectionData} cache={cache} onHydrated={onHydrated} />
          );
          hydrated.current = { root: hydrateRoot(element, render(serverData)), render, done: false };
        },
        () => {
          // The code did not arrive (the connection dropped): the next touch tries again, and a
          // held submission is sent then.
          started = false;
          if (!disposed) startWaking();
        },
      );
    };
    const startWaking = () => {
      for (const type of WAKE_EVENTS)
        element.addEventListener(type, wake, { capture: true, passive: type !== 'submit' });
    };
    const stopWaking = () => {
      for (const type of WAKE_EVENTS) element.removeEventListener(type, wake, true);
    };

    wakeRef.current = wake;
    element.addEventListener('submit', holdSubmit, true);
    startWaking();
    return () => {
      disposed = true;
      stopWaking();
      element.removeEventListener('submit', holdSubmit, true);
      const root = hydrated.current?.root;
      // A root cannot be unmounted while the page's own tree is committing.
      if (root) setTimeout(() => root.unmount(), 0);
    };
    // Runs once per mount: the exported HTML is hydrated once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // New data (the editor's preview): rendered once hydrated, which it now starts.
  useEffect(() => {
    latestData.current = data;
    if (data === serverData) return;
    const section = hydrated.current;
    if (section?.done) section.root.render(section.render(data));
    else wakeRef.current();
  }, [data, serverData]);

  return (
    // The handler only forwards clicks on the links inside, which are keyboard operable.
    <div
      ref={container}
      onClick={followLink}
      data-section-live={live ? 'true' : undefined}
      {...KEEP_SERVER_HTML}
    />
  );
}
