import { useCallback } from 'react';
import { toast } from '@/lib/browser/toast';
import { ApiError, editorApi } from '@/lib/editor/client/apiClient';
import type { sharedSectionsBody } from '@/lib/editor/contract/requestSchemas';
import type { SharedSectionSummary } from '@/lib/editor/contract/sharedSections';
import type { z } from 'zod';
import { useFreshAnswer } from './useFreshAnswer';

const NONE: SharedSectionSummary[] = [];
const askShared = () => editorApi.sharedSections().then((answer) => answer.shared);

/**
 * The shared sections (lib/editor/server/sharedSections.ts), asked again after every accepted write,
 * and their actions. An action answers whether it was done; a refusal (a section still placed) is
 * told in a toast with the API's reason, which names the pages.
 */
export function useSharedSections() {
  const { answer, refresh, keep } = useFreshAnswer(askShared, ['saved']);
  /** `refused`: what to say, in the editor's language, when the API refuses it (409). */
  const act = useCallback(
    async (body: z.input<typeof sharedSectionsBody>, done: string, refused?: string): Promise<boolean> => {
      try {
        keep((await editorApi.sharedSection(body)).shared);
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
        refresh();
        return false;
      }
    },
    [keep, refresh],
  );
  return { shared: answer ?? NONE, act };
}

export type SharedSections = ReturnType<typeof useSharedSections>;
