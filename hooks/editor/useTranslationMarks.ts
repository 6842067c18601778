import { useCallback, useEffect, useState } from 'react';
import { toast } from '@/lib/browser/toast';
import { CONTENT_SAVED_EVENT, editorApi } from '@/lib/editor/client/apiClient';
import type { TranslationMark } from '@/lib/model/content/translationSync';

/**
 * The site's out-of-date translated fields (lib/model/content/translationSync.ts), asked again after
 * every accepted write and when the window comes back (a colleague may have changed the twin), and
 * "still correct" for one of them.
 */
const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function useTranslationMarks() {
  const [marks, setMarks] = useState<TranslationMark[]>([]);
  const load = useCallback(
    () =>
      editorApi.translationMarks().then(
        // The same marks keep the same array: a look that finds nothing new re-renders nothing
        // (the preview would post its state again, and scroll back to the selected section).
        (answer) => setMarks((now) => (sameJson(now, answer.marks) ? now : answer.marks)),
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
      const { marks: left } = await editorApi.keepTranslation(mark);
      setMarks((now) => (sameJson(now, left) ? now : left));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
  }, []);
  return { marks, keep };
}

export type TranslationMarks = ReturnType<typeof useTranslationMarks>;
