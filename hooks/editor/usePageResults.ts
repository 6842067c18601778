import { useMemo } from 'react';
import { samePagePath, type PageResult } from '@/lib/model/measure/pageResults';
import { studioApi, type StudioAccount } from '@/lib/editor/client/studioApi';
import { useFreshAnswer } from './useFreshAnswer';

/**
 * Each page's figures for the page list, by its address, in the studio (asked again when the
 * window comes back); undefined under `npm run dev`, which has no leads database, or until they come.
 */
export function usePageResults(account: StudioAccount | undefined): Map<string, PageResult> | undefined {
  const ask = useMemo(
    () => (account ? () => studioApi.pageResults().then((answer) => answer.pages) : undefined),
    [account],
  );
  const { answer } = useFreshAnswer(ask, ['focus']);
  return useMemo(
    () => (answer ? new Map(answer.map((page) => [samePagePath(page.path), page])) : undefined),
    [answer],
  );
}
