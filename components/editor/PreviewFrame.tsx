import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useEditorLanguage } from '@/hooks/editor/useEditorLanguage';
import {
  isPreviewSelect,
  PREVIEW_READY,
  PREVIEW_STATE,
  type PreviewState,
} from '@/lib/editor/client/previewMessages';
import { PREVIEW_WORDS } from '@/lib/editor/client/words/preview';

export const PREVIEW_WIDTHS = { Phone: 375, Tablet: 768, Desktop: 1280 } as const;

/**
 * A preview that loaded and has not said it is ready this long after is loaded again, a few times:
 * the development server answers an error when a request overlaps its rebuild (it can read a
 * manifest it is rewriting: vercel/next.js #97593), and the frame would stay empty.
 */
const READY_WAIT_MS = 15_000;
const RELOADS = 3;
type Device = keyof typeof PREVIEW_WIDTHS;

interface PreviewFrameProps {
  /** What the preview shows; the editor's language is added here. */
  state: Omit<PreviewState, 'type' | 'uiLocale'>;
  /** A section was clicked in the preview (its component key). */
  onPick: (key: string) => void;
}

/**
 * The live preview: the page in a frame of the chosen device's width, scaled to fit the column.
 * A click on a section in it selects that section (messages from the frame itself only).
 */
export function PreviewFrame({ state, onPick }: PreviewFrameProps) {
  const uiLocale = useEditorLanguage();
  const w = PREVIEW_WORDS[uiLocale];
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [device, setDevice] = useState<Device>('Desktop');
  const [available, setAvailable] = useState(800);
  const [ready, setReady] = useState(false);
  // Whether the frame's current document has loaded, and how many times it was loaded again.
  const [loaded, setLoaded] = useState(false);
  const [reloads, setReloads] = useState(0);
  const width = PREVIEW_WIDTHS[device];
  const scale = Math.min(1, available / width);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setAvailable(entry?.contentRect.width ?? 800));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      if ((event.data as { type?: string })?.type === PREVIEW_READY) setReady(true);
      else if (isPreviewSelect(event.data)) onPick(event.data.key);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [onPick]);

  useEffect(() => {
    if (ready || !loaded || reloads >= RELOADS) return;
    const timer = setTimeout(() => {
      setLoaded(false);
      setReloads((count) => count + 1);
    }, READY_WAIT_MS);
    return () => clearTimeout(timer);
  }, [ready, loaded, reloads]);

  useEffect(() => {
    if (!ready) return;
    const message: PreviewState = { type: PREVIEW_STATE, ...state, uiLocale };
    frame.current?.contentWindow?.postMessage(message, window.location.origin);
  }, [ready, state, uiLocale]);

  return (
    <Box component="section" aria-labelledby="preview-heading">
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          mb: 1,
          flexWrap: 'wrap',
        }}
      >
        <Box>
          <Typography id="preview-heading" variant="h2" sx={{ fontSize: '1.125rem' }}>
            {w.heading}
          </Typography>
          <Typography sx={{ fontSize: '0.8125rem', color: 'text.secondary' }}>{w.hint}</Typography>
        </Box>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={device}
          onChange={(_event, next: Device | null) => next && setDevice(next)}
          aria-label={w.width}
        >
          {(Object.keys(PREVIEW_WIDTHS) as Device[]).map((name) => (
            <ToggleButton key={name} value={name}>
              {w.devices[name]} ({PREVIEW_WIDTHS[name]} px)
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <Box
        ref={box}
        // Busy until the preview says it is ready: what it shows until then is not yet the page.
        aria-busy={!ready}
        sx={{
          width: '100%',
          height: 760,
          overflow: 'hidden',
          border: '1px solid #c9d4dc',
          borderRadius: 1,
          bgcolor: '#fff',
        }}
      >
        <iframe
          key={reloads}
          ref={frame}
          onLoad={() => setLoaded(true)}
          src="/editor/preview"
          title={w.frameTitle(width)}
          width={width}
          height={Math.round(760 / scale)}
          style={{ border: 0, transform: `scale(${scale})`, transformOrigin: '0 0', display: 'block' }}
        />
      </Box>
    </Box>
  );
}
