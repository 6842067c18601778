import { useCallback, useEffect, useState } from 'react';
import { editorApi } from '@/lib/editor/client/apiClient';
import type { PagesAnswer } from '@/lib/editor/contract/pageRequests';

export interface EditorPages {
  answer: PagesAnswer | undefined;
  error: string | undefined;
  /** Fetches the list again (after a change, or for fresh versions before a dialog writes). */
  reload: () => Promise<PagesAnswer | undefined>;
}

/** The site's pages, the trash and the header navigation, as GET /api/pages gives them. */
export function useEditorPages(): EditorPages {
  const [answer, setAnswer] = useState<PagesAnswer | undefined>();
  const [error, setError] = useState<string | undefined>();

  const reload = useCallback(
    () =>
      editorApi.pages().then(
        (next) => {
          setAnswer(next);
          setError(undefined);
          return next;
        },
        (caught: unknown) => {
          setError(caught instanceof Error ? caught.message : String(caught));
          return undefined;
        },
      ),
    [],
  );

  useEffect(() => {
    let cancelled = false;
    editorApi.pages().then(
      (next) => !cancelled && setAnswer(next),
      (caught: unknown) => !cancelled && setError(caught instanceof Error ? caught.message : String(caught)),
    );
    return () => {
      cancelled = true;
    };
  }, []);

  return { answer, error, reload };
}
