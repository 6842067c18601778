import { useEffect, useMemo, useState } from 'react';
import type { TranslationMark } from '@/lib/model/content/translationSync';
import type { PageChanges } from '@/lib/model/content/siteChanges';
import { studioApi, type StudioAccount } from '@/lib/editor/client/studioApi';
import { useFreshAnswer } from './useFreshAnswer';

const NO_CHANGES: PageChanges[] = [];
const NO_MARKS: TranslationMark[] = [];

const PRESENCE_EVERY_MS = 15_000;

/**
 * The studio around the editor, for its signed-in account (useEditorLanguageChoice asks who that
 * is): the pages with unpublished changes and the translations out of date, and who else has the
 * open page (told every 15 s). Under `npm run dev` there is no account and nothing is asked.
 */
export function useStudio(account: StudioAccount | undefined, pageName: string | undefined) {
  const ask = useMemo(() => (account ? () => studioApi.changes() : undefined), [account]);
  // Counted again after every save, and when the window comes back (a colleague may have published).
  const { answer, refresh: refreshChanges } = useFreshAnswer(ask, ['saved', 'focus']);
  const [others, setOthers] = useState<{ name: string }[]>([]);

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

  return {
    changes: answer?.pages ?? NO_CHANGES,
    translations: answer?.translations ?? NO_MARKS,
    refreshChanges,
    others,
  };
}
