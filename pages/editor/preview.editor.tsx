import Head from 'next/head';
import { useCallback, useEffect, useState } from 'react';
import { PreviewCanvas } from '@/components/editor/PreviewCanvas';
import { SelectedComponentsProvider } from '@/context/SelectedComponentsContext';
import { LocaleProvider, type PageLocale } from '@/context/LocaleContext';
import { SiteCatalogProvider } from '@/context/SiteCatalogContext';
import { PageMediaProvider } from '@/context/PageMediaContext';
import { DEFAULT_LOCALE, LOCALE_INFO, localeHomePath, localeOfPageName } from '@/lib/model/i18n/locales';
import {
  isPreviewState,
  PREVIEW_READY,
  PREVIEW_SELECT,
  type PreviewSelect,
  type PreviewState,
} from '@/lib/editor/client/previewMessages';

/**
 * The page's language for the chrome's texts (menus, skip link, footer): from its name. The
 * language switch leads to the other language's home (links do not navigate in the preview).
 */
function previewLocale(pageName: string): PageLocale {
  const locale = localeOfPageName(pageName);
  const other = locale === DEFAULT_LOCALE ? 'pl' : DEFAULT_LOCALE;
  return { locale, languageSwitch: { locale: other, path: localeHomePath(other), twin: false } };
}

/**
 * The editor's live preview (development only): the page rendered by the real section
 * components from the state the editor posts, in a frame as wide as the chosen device, in the
 * page's language (a Polish page with the Polish header and footer, whose data the editor loads
 * for it). A click on a section tells the editor to select it.
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

  // The frame's <html lang> follows the page (hyphenation, screen readers, the fonts' letters).
  const lang = state ? LOCALE_INFO[localeOfPageName(state.pageName)].lang : undefined;
  useEffect(() => {
    if (lang) document.documentElement.lang = lang;
  }, [lang]);

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
        <LocaleProvider value={previewLocale(state.pageName)}>
          <SiteCatalogProvider value={state.catalog}>
            <PageMediaProvider value={state.media}>
              <SelectedComponentsProvider
                key={`${state.pageName}:${JSON.stringify([...state.components, ...state.layout])}`}
                pageName={state.pageName}
                initialComponents={state.components}
                initialLayout={state.layout}
              >
                <PreviewCanvas state={state} onPick={pick} />
              </SelectedComponentsProvider>
            </PageMediaProvider>
          </SiteCatalogProvider>
        </LocaleProvider>
      )}
    </>
  );
}

EditorPreview.bare = true;
