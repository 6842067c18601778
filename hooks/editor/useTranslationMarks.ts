import { useCallback } from 'react';
import { toast } from '@/lib/browser/toast';
import { editorApi } from '@/lib/editor/client/apiClient';
import type { TranslationMark } from '@/lib/model/content/translationSync';
import { useFreshAnswer } from './useFreshAnswer';

const NONE: TranslationMark[] = [];
const askMarks = () => editorApi.translationMarks().then((answer) => answer.marks);

/**
 * The site's out-of-date translated fields (lib/model/content/translationSync.ts), asked again after
 * every accepted write and when the window comes back (a colleague may have changed the twin), and
 * "still correct" for one of them.
 */
export function useTranslationMarks() {
  const { answer, keep: keepAnswer } = useFreshAnswer(askMarks, ['saved', 'focus']);
  const keep = useCallback(
    async (mark: TranslationMark) => {
      try {
        keepAnswer((await editorApi.keepTranslation(mark)).marks);
      } catch (error) {
        toast.error(error instanceof Error ? error.message : String(error));
      }
    },
    [keepAnswer],
  );
  return { marks: answer ?? NONE, keep };
}

export type TranslationMarks = ReturnType<typeof useTranslationMarks>;
