import {
  CacheProvider,
  __unsafe_useEmotionCache as useEmotionCache,
  type EmotionCache,
} from '@emotion/react';
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { useInternalLinkNavigation } from '@/hooks/useInternalLinkNavigation';
import {
  CHECKS_HELD_ATTRIBUTE,
  enteredValues,
  replayEnteredValues,
  replayFocus,
  type EnteredValues,
} from '@/lib/browser/earlyInput';
import { isHydratingServerHtml, KEEP_SERVER_HTML } from '@/lib/browser/hydration';
import { LazySectionView } from './LazySectionView';
import { SectionErrorBoundary } from './SectionErrorBoundary';

type View = ComponentType<{ data: unknown }>;

interface DeferredSectionProps {
  /** The view (lazy), for the server render and for sections mounted in the browser. */
  view: View;
  /** Loads the view's code in the browser. */
  load: () => Promise<View>;
  data: unknown;
  /** The section's name, for the console should it fail. */
  label: string;
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
 * stay too. What was entered meanwhile, and the focus, are reported to the form's state, and a
 * submission made meanwhile is made again. Mounted after the first hydration (a client-side
 * navigation, the editor's preview), the section renders at once.
 *
 * The section's own root hydrates an inner element: the outer one belongs to the page's root,
 * which keeps its exported children as they are (KEEP_SERVER_HTML).
 */
export function DeferredSection({ view, load, data, label }: DeferredSectionProps) {
  const [keepServerHtml] = useState(isHydratingServerHtml);
  if (keepServerHtml) return <HydratedOnUse load={load} data={data} label={label} />;
  // The server's render, and a section mounted in the browser; the inner element is the one the
  // section's own root hydrates.
  return (
    <div>
      <div>
        <LazySectionView view={view} data={data} />
      </div>
    </div>
  );
}

/** Calls `onHydrated` once its tree has been hydrated and committed. */
function AfterHydration({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(() => {
    onHydrated();
    // Runs once, after the first commit of the root.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return children;
}

interface SectionRootProps {
  View: View;
  data: unknown;
  label: string;
  /** The page's emotion cache, which already holds the exported styles. */
  cache: EmotionCache | null;
  onHydrated: () => void;
}

/** What the section's own root renders: the view, with the page's styles, reporting its hydration. */
function SectionRoot({ View, data, label, cache, onHydrated }: SectionRootProps) {
  const view = <View data={data} />;
  return (
    <AfterHydration onHydrated={onHydrated}>
      {/* The page's boundaries do not reach into this root. */}
      <SectionErrorBoundary label={label}>
        {cache ? <CacheProvider value={cache}>{view}</CacheProvider> : view}
      </SectionErrorBoundary>
    </AfterHydration>
  );
}

interface Hydrated {
  root: Root;
  render: (data: unknown) => ReactNode;
  /** Whether the hydration has committed and been caught up with. */
  done: boolean;
  /** The data last rendered. */
  rendered: unknown;
}

/** Renders `data` in the section's root, unless it is what the root shows already. */
function renderData(section: Hydrated, data: unknown): void {
  if (section.rendered === data) return;
  section.rendered = data;
  section.root.render(section.render(data));
}

function HydratedOnUse({ load, data, label }: Omit<DeferredSectionProps, 'view'>) {
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
    const sectionElement = element?.firstElementChild;
    if (!element || !(sectionElement instanceof HTMLElement)) return;
    let disposed = false;
    let started = false;
    let submitPending = false;
    // What the visitor entered before the hydration: a render may write over it before the report.
    let enteredBefore: EnteredValues = [];

    const holdSubmit = (event: Event) => {
      event.preventDefault();
      submitPending = true;
    };
    /** Once hydrated: what happened meanwhile is reported, after React's commit (see earlyInput). */
    const catchUp = () => {
      const section = hydrated.current;
      if (disposed || !section) return;
      element.removeEventListener('submit', holdSubmit, true);
      replayEnteredValues(sectionElement, enteredBefore);
      replayFocus(sectionElement);
      section.done = true;
      renderData(section, latestData.current);
      setLive(true);
      // After the replayed values have reached the form's state: a submission held meanwhile is
      // sent; one the browser's checks held before is checked again, now with the form's messages.
      const form = sectionElement.querySelector('form');
      if (submitPending) form?.removeAttribute(CHECKS_HELD_ATTRIBUTE);
      if (form && (submitPending || form.hasAttribute(CHECKS_HELD_ATTRIBUTE)))
        setTimeout(() => form.requestSubmit(), 0);
    };
    const wake = () => {
      if (started) return;
      started = true;
      stopWaking();
      load().then(
        (View) => {
          if (disposed) return;
          const render = (sectionData: unknown) => (
            <SectionRoot
              View={View}
              data={sectionData}
              label={label}
              cache={cache}
              onHydrated={() => setTimeout(catchUp, 0)}
            />
          );
          enteredBefore = enteredValues(sectionElement);
          const root = hydrateRoot(sectionElement, render(serverData));
          hydrated.current = { root, render, done: false, rendered: serverData };
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
    // Used before this code ran: a sending the browser's checks held (which left the focus in the
    // form, and no event is coming), or the focus already in it. It is woken now, not at the next use.
    if (
      sectionElement.querySelector(`form[${CHECKS_HELD_ATTRIBUTE}]`) ||
      sectionElement.contains(document.activeElement)
    )
      wake();
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

  // New data (the editor's preview): rendered once hydrated, which it starts if need be.
  useEffect(() => {
    latestData.current = data;
    const section = hydrated.current;
    if (section?.done) {
      renderData(section, data);
    } else if (data !== serverData) {
      wakeRef.current();
    }
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
