import { useMemo } from 'react';
import { studioApi, type StudioAccount } from '@/lib/editor/client/studioApi';
import { useFreshAnswer } from './useFreshAnswer';

/**
 * The studio's review requests (docs/studio.md, "Review"): asked again after every save (an edit
 * leaves an approval behind) and when the window comes back. Nothing under `npm run dev`.
 */
export function useReviews(account: StudioAccount | undefined) {
  const ask = useMemo(() => (account ? () => studioApi.reviews() : undefined), [account]);
  const { answer, refresh } = useFreshAnswer(ask, ['saved', 'focus']);
  return { answer, refresh };
}

export type Reviews = ReturnType<typeof useReviews>;
