import Head from 'next/head';
import { useEffect, useState } from 'react';
import { SiteLayout } from '@/components/layout/SiteLayout';
import { PageSections } from '@/components/registry/PageSections';
import { SelectedComponentsProvider } from '@/context/SelectedComponentsContext';
import { isPreviewState, PREVIEW_READY, type PreviewState } from '@/lib/editor/previewMessages';

/**
 * The editor's live preview (development only): the page rendered by the real section
 * components from the state the editor posts, in a frame as wide as the chosen device.
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

  return (
    <>
      <Head>
        <title>Preview</title>
        <meta name="robots" content="noindex" />
      </Head>
      {state && (
        <SelectedComponentsProvider
          key={`${state.pageName}:${JSON.stringify([...state.components, ...state.layout])}`}
          pageName={state.pageName}
          initialComponents={state.components}
          initialLayout={state.layout}
        >
          <SiteLayout data={state.data}>
            <PageSections data={state.data} />
          </SiteLayout>
        </SelectedComponentsProvider>
      )}
    </>
  );
}

EditorPreview.bare = true;
