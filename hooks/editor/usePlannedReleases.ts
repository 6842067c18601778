import { useMemo } from 'react';
import { studioApi, type StudioAccount } from '@/lib/editor/client/studioApi';
import type { PlannedReleaseView } from '@/lib/editor/contract/studio';
import { useFreshAnswer } from './useFreshAnswer';

const NONE: PlannedReleaseView[] = [];

/**
 * The releases waiting for their time (the studio's; none under `npm run dev`), asked again after
 * every save and when the window comes back: the editor warns on a page one of them holds.
 */
export function usePlannedReleases(account: StudioAccount | undefined): PlannedReleaseView[] {
  const ask = useMemo(
    () =>
      account
        ? () =>
            studioApi
              .plannedReleases()
              .then((answer) =>
                answer.planned.filter((entry) => ['building', 'ready', 'failed'].includes(entry.state)),
              )
        : undefined,
    [account],
  );
  return useFreshAnswer(ask, ['saved', 'focus']).answer ?? NONE;
}
