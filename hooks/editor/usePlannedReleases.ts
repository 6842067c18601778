import { useCallback, useEffect, useState } from 'react';
import { CONTENT_SAVED_EVENT } from '@/lib/editor/client/apiClient';
import { studioApi, type StudioAccount } from '@/lib/editor/client/studioApi';
import type { PlannedReleaseView } from '@/lib/editor/contract/studio';

/**
 * The releases waiting for their time (the studio's; none under `npm run dev`), asked again after
 * every save and when the window comes back: the editor warns on a page one of them holds.
 */
export function usePlannedReleases(account: StudioAccount | undefined): PlannedReleaseView[] {
  const [waiting, setWaiting] = useState<PlannedReleaseView[]>([]);
  const load = useCallback(() => {
    if (!account) return;
    studioApi.plannedReleases().then(
      (answer) =>
        setWaiting(answer.planned.filter((entry) => ['building', 'ready', 'failed'].includes(entry.state))),
      () => undefined,
    );
  }, [account]);
  useEffect(() => {
    load();
    if (!account) return;
    window.addEventListener(CONTENT_SAVED_EVENT, load);
    window.addEventListener('focus', load);
    return () => {
      window.removeEventListener(CONTENT_SAVED_EVENT, load);
      window.removeEventListener('focus', load);
    };
  }, [account, load]);
  return waiting;
}
