import { useCallback, useEffect, useState } from 'react';
import { CONTENT_SAVED_EVENT } from '@/lib/editor/client/apiClient';
import { studioApi, type StudioAccount } from '@/lib/editor/client/studioApi';
import type { ReviewsAnswer } from '@/lib/editor/contract/review';

/**
 * The studio's review requests (docs/studio.md, "Review"): asked again after every save (an edit
 * leaves an approval behind) and when the window comes back. Nothing under `npm run dev`.
 */
export function useReviews(account: StudioAccount | undefined) {
  const [answer, setAnswer] = useState<ReviewsAnswer>();
  const refresh = useCallback(() => {
    if (!account) return;
    studioApi.reviews().then(setAnswer, () => undefined);
  }, [account]);
  useEffect(() => {
    refresh();
    if (!account) return;
    window.addEventListener(CONTENT_SAVED_EVENT, refresh);
    window.addEventListener('focus', refresh);
    return () => {
      window.removeEventListener(CONTENT_SAVED_EVENT, refresh);
      window.removeEventListener('focus', refresh);
    };
  }, [account, refresh]);
  return { answer, refresh };
}

export type Reviews = ReturnType<typeof useReviews>;
