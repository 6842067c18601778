import { useCallback, useEffect, useState } from 'react';
import { toast } from '@/lib/browser/toast';
import { ApiError, CONTENT_SAVED_EVENT, editorApi } from '@/lib/editor/client/apiClient';
import type { sharedSectionsBody } from '@/lib/editor/contract/requestSchemas';
import type { SharedSectionSummary } from '@/lib/editor/contract/sharedSections';
import type { z } from 'zod';

/**
 * The shared sections (lib/editor/server/sharedSections.ts), asked again after every accepted write,
 * and their actions. An action answers whether it was done; a refusal (a section still placed) is
 * told in a toast with the API's reason, which names the pages.
 */
export function useSharedSections() {
  const [shared, setShared] = useState<SharedSectionSummary[]>([]);
  const load = useCallback(() => {
    editorApi.sharedSections().then(
      (answer) =>
        setShared((now) => (JSON.stringify(now) === JSON.stringify(answer.shared) ? now : answer.shared)),
      () => undefined,
    );
  }, []);
  useEffect(() => {
    load();
    window.addEventListener(CONTENT_SAVED_EVENT, load);
    return () => window.removeEventListener(CONTENT_SAVED_EVENT, load);
  }, [load]);
  /** `refused`: what to say, in the editor's language, when the API refuses it (409). */
  const act = useCallback(
    async (body: z.input<typeof sharedSectionsBody>, done: string, refused?: string): Promise<boolean> => {
      try {
        setShared((await editorApi.sharedSection(body)).shared);
        toast.success(done);
        return true;
      } catch (error) {
        toast.error(
          error instanceof ApiError && error.status === 409 && refused
            ? refused
            : error instanceof Error
              ? error.message
              : String(error),
        );
        load();
        return false;
      }
    },
    [load],
  );
  return { shared, act };
}

export type SharedSections = ReturnType<typeof useSharedSections>;
