import { useCallback, useEffect, useState } from 'react';
import { toast } from '@/lib/browser/toast';
import { CONTENT_SAVED_EVENT, editorApi } from '@/lib/editor/client/apiClient';
import type { TranslationMark } from '@/lib/model/content/translationSync';

/**
 * The site's out-of-date translated fields (lib/model/content/translationSync.ts), asked again after
 * every accepted write and when the window comes back (a colleague may have changed the twin), and
 * "still correct" for one of them.
 */
export function useTranslationMarks() {
  const [marks, setMarks] = useState<TranslationMark[]>([]);
  const load = useCallback(
    () =>
      editorApi.translationMarks().then(
        (answer) => setMarks(answer.marks),
        () => undefined,
      ),
    [],
  );
  useEffect(() => {
    void load();
    window.addEventListener(CONTENT_SAVED_EVENT, load);
    window.addEventListener('focus', load);
    return () => {
      window.removeEventListener(CONTENT_SAVED_EVENT, load);
      window.removeEventListener('focus', load);
    };
  }, [load]);
  const keep = useCallback(async (mark: TranslationMark) => {
    try {
      setMarks((await editorApi.keepTranslation(mark)).marks);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
  }, []);
  return { marks, keep };
}

export type TranslationMarks = ReturnType<typeof useTranslationMarks>;
