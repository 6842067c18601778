import Head from 'next/head';
import { useCallback, useEffect, useState } from 'react';
import { PreviewCanvas } from '@/components/editor/PreviewCanvas';
import { SelectedComponentsProvider } from '@/context/SelectedComponentsContext';
import { SiteCatalogProvider } from '@/context/SiteCatalogContext';
import {
  isPreviewState,
  PREVIEW_READY,
  PREVIEW_SELECT,
  type PreviewSelect,
  type PreviewState,
} from '@/lib/editor/previewMessages';

/**
 * The editor's live preview (development only): the page rendered by the real section
 * components from the state the editor posts, in a frame as wide as the chosen device. A click
 * on a section tells the editor to select it.
 */
export default function EditorPreview() {
  const [state, setState] = useState<PreviewState | undefined>();

  useEffect(() => {
    const receive = (event: MessageEvent) => {
      if (event.origin === window.location.origin && isPreviewState(event.data)) setState(event.data);
    };
    window.addEventListener('message', receive);
    window.parent.postMessage({ type: PREVIEW_READY }, window.location.origin);
    return () => window.removeEventListener('message', receive);
  }, []);

  const pick = useCallback((key: string) => {
    const message: PreviewSelect = { type: PREVIEW_SELECT, key };
    window.parent.postMessage(message, window.location.origin);
  }, []);

  return (
    <>
      <Head>
        <title>Preview</title>
        <meta name="robots" content="noindex" />
      </Head>
      {state && (
        <SiteCatalogProvider value={state.catalog}>
          <SelectedComponentsProvider
            key={`${state.pageName}:${JSON.stringify([...state.components, ...state.layout])}`}
            pageName={state.pageName}
            initialComponents={state.components}
            initialLayout={state.layout}
          >
            <PreviewCanvas state={state} onPick={pick} />
          </SelectedComponentsProvider>
        </SiteCatalogProvider>
      )}
    </>
  );
}

EditorPreview.bare = true;
