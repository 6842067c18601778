import { useCallback, useEffect, useState } from 'react';
import type { PageChanges } from '@/lib/model/content/siteChanges';
import { CONTENT_SAVED_EVENT } from '@/lib/editor/client/apiClient';
import { studioApi, type StudioAccount } from '@/lib/editor/client/studioApi';

const PRESENCE_EVERY_MS = 15_000;

/**
 * The studio around the editor, when there is one: the signed-in account, the count of pages with
 * unpublished changes, and who else has the open page (told every 15 s). Under `npm run dev` the
 * account stays undefined and nothing else is asked.
 */
export function useStudio(pageName: string | undefined) {
  const [account, setAccount] = useState<StudioAccount | undefined>();
  const [changes, setChanges] = useState<PageChanges[]>([]);
  const [others, setOthers] = useState<{ name: string }[]>([]);

  useEffect(() => {
    let live = true;
    studioApi.me().then(
      (me) => live && setAccount(me),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  const refreshChanges = useCallback(() => {
    if (!account) return;
    studioApi.changes().then(
      (answer) => setChanges(answer.pages),
      () => undefined,
    );
  }, [account]);
  useEffect(refreshChanges, [refreshChanges]);
  // Counted again after every save, and when the window comes back (a colleague may have published).
  useEffect(() => {
    if (!account) return;
    window.addEventListener(CONTENT_SAVED_EVENT, refreshChanges);
    window.addEventListener('focus', refreshChanges);
    return () => {
      window.removeEventListener(CONTENT_SAVED_EVENT, refreshChanges);
      window.removeEventListener('focus', refreshChanges);
    };
  }, [account, refreshChanges]);

  useEffect(() => {
    if (!account || !pageName) return;
    let live = true;
    const tell = () =>
      studioApi.presence(pageName).then(
        (answer) => live && setOthers(answer.others),
        () => undefined,
      );
    void tell();
    const timer = window.setInterval(() => void tell(), PRESENCE_EVERY_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [account, pageName]);

  return { account, setAccount, changes, refreshChanges, others };
}
