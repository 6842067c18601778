import { useEffect, useState } from 'react';
import { samePagePath, type PageResult } from '@/lib/model/measure/pageResults';
import { studioApi, type StudioAccount } from '@/lib/editor/client/studioApi';

/**
 * Each page's figures for the page list, by its address, in the studio (asked again when the
 * window comes back); undefined under `npm run dev`, which has no leads database, or until they come.
 */
export function usePageResults(account: StudioAccount | undefined): Map<string, PageResult> | undefined {
  const [results, setResults] = useState<Map<string, PageResult>>();
  useEffect(() => {
    if (!account) return;
    let live = true;
    const load = () =>
      studioApi.pageResults().then(
        (answer) => live && setResults(new Map(answer.pages.map((page) => [samePagePath(page.path), page]))),
        () => undefined,
      );
    void load();
    window.addEventListener('focus', load);
    return () => {
      live = false;
      window.removeEventListener('focus', load);
    };
  }, [account]);
  return results;
}
