import { useCallback, useEffect, useState } from 'react';
import type { TranslationMark } from '@/lib/model/content/translationSync';
import type { PageChanges } from '@/lib/model/content/siteChanges';
import { CONTENT_SAVED_EVENT } from '@/lib/editor/client/apiClient';
import { studioApi, type StudioAccount } from '@/lib/editor/client/studioApi';

const PRESENCE_EVERY_MS = 15_000;

/**
 * The studio around the editor, for its signed-in account (useEditorLanguageChoice asks who that
 * is): the pages with unpublished changes and the translations out of date, and who else has the
 * open page (told every 15 s). Under `npm run dev` there is no account and nothing is asked.
 */
export function useStudio(account: StudioAccount | undefined, pageName: string | undefined) {
  const [changes, setChanges] = useState<PageChanges[]>([]);
  const [translations, setTranslations] = useState<TranslationMark[]>([]);
  const [others, setOthers] = useState<{ name: string }[]>([]);

  const refreshChanges = useCallback(() => {
    if (!account) return;
    studioApi.changes().then(
      (answer) => {
        setChanges(answer.pages);
        setTranslations(answer.translations);
      },
      () => undefined,
    );
  }, [account]);
  useEffect(refreshChanges, [refreshChanges]);
  // Counted again after every save, and when the window comes back (a colleague may have published).
  useEffect(() => {
    if (!account) return;
    window.addEventListener(CONTENT_SAVED_EVENT, refreshChanges);
    window.addEventListener('focus', refreshChanges);
    return () => {
      window.removeEventListener(CONTENT_SAVED_EVENT, refreshChanges);
      window.removeEventListener('focus', refreshChanges);
    };
  }, [account, refreshChanges]);

  useEffect(() => {
    if (!account || !pageName) return;
    let live = true;
    const tell = () =>
      studioApi.presence(pageName).then(
        (answer) => live && setOthers(answer.others),
        () => undefined,
      );
    void tell();
    const timer = window.setInterval(() => void tell(), PRESENCE_EVERY_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [account, pageName]);

  return { changes, translations, refreshChanges, others };
}
