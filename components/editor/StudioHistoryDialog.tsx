import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import type { Locale } from '@/lib/model/i18n/locales';
import { studioApi, type PlannedReleaseView, type StudioRelease } from '@/lib/editor/client/studioApi';
import { describeRelease, formatWhen, type StudioWords } from '@/lib/editor/client/studioMessages';
import { pageNameToPath } from '@/lib/model/pages/pageRules';
import { releasePreviewAddress, SCHEDULER_EMAIL } from '@/lib/editor/contract/studio';

import { DialogCloseFooter } from './DialogFooter';
import { useWords } from '@/hooks/editor/useEditorLanguage';
import { REVIEW_WORDS } from '@/lib/editor/client/words/review';
import { RELEASE_WORDS } from '@/lib/editor/client/words/releases';
import { TRANSLATION_MARK_WORDS } from '@/lib/editor/client/words/translationMarks';

interface HistoryDialogProps {
  words: StudioWords;
  locale: Locale;
  onClose: () => void;
  /** After a restore: the editor reloads what it shows. */
  onRestored: () => void;
}

/** Every publish (when, who, the message, its pages), newest first, each with Restore. */
export function HistoryDialog({ words, locale, onClose, onRestored }: HistoryDialogProps) {
  const [history, setHistory] = useState<{ liveId: string | null; releases: StudioRelease[] } | undefined>();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | undefined>();
  const [busy, setBusy] = useState(false);
  const reviewWords = useWords(REVIEW_WORDS);
  const releaseWords = useWords(RELEASE_WORDS);
  const [planned, setPlanned] = useState<PlannedReleaseView[]>([]);
  const loadPlanned = useCallback(() => {
    studioApi.plannedReleases().then(
      (answer) => setPlanned(answer.planned.filter((entry) => entry.state !== 'cancelled').slice(0, 10)),
      () => undefined,
    );
  }, []);
  useEffect(loadPlanned, [loadPlanned]);
  const cancelPlanned = async (entry: PlannedReleaseView) => {
    setBusy(true);
    try {
      await studioApi.cancelRelease(entry.id);
      setNotice({ ok: true, text: releaseWords.cancelled });
      loadPlanned();
      onRestored();
    } catch (error) {
      setNotice({ ok: false, text: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };
  const marksWords = useWords(TRANSLATION_MARK_WORDS);
  const load = useCallback(() => {
    studioApi.history().then(setHistory, (error: unknown) =>
      setNotice({
        ok: false,
        text: words.loadFailed(error instanceof Error ? error.message : String(error)),
      }),
    );
  }, [words]);
  useEffect(load, [load]);

  const restore = async (release: StudioRelease) => {
    setBusy(true);
    setNotice(undefined);
    try {
      const { ms } = await studioApi.restore(release.id);
      setNotice({ ok: true, text: words.restored(ms) });
      onRestored();
      load();
    } catch (error) {
      setNotice({ ok: false, text: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="studio-history-title">
      <DialogTitle id="studio-history-title">{words.historyTitle}</DialogTitle>
      <DialogContent>
        <Box role="status" aria-live="polite">
          {notice && (
            <Alert severity={notice.ok ? 'success' : 'error'} sx={{ mb: 2 }}>
              {notice.text}
            </Alert>
          )}
        </Box>
        {planned.length > 0 && (
          <Box component="section" aria-labelledby="studio-planned-title" sx={{ mb: 2 }}>
            <Typography
              id="studio-planned-title"
              component="h3"
              sx={{ fontWeight: 700, fontSize: '1.0625rem' }}
            >
              {releaseWords.heading}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {planned.map((entry) => (
                <Box
                  component="li"
                  key={entry.id}
                  data-planned-release={entry.id}
                  sx={{ borderTop: '1px solid #d5dbe0', py: 1 }}
                >
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography component="span" sx={{ fontWeight: 700 }}>
                      {entry.name}
                    </Typography>
                    <Typography component="span">
                      · {releaseWords.goesLive(formatWhen(entry.at, locale))} · {entry.author.name}
                    </Typography>
                    <Box sx={{ flex: 1 }} />
                    {['building', 'ready', 'failed'].includes(entry.state) && (
                      <Button
                        size="small"
                        variant="outlined"
                        disabled={busy}
                        onClick={() => void cancelPlanned(entry)}
                      >
                        {releaseWords.cancel(entry.name)}
                      </Button>
                    )}
                  </Box>
                  <Typography sx={{ color: entry.state === 'failed' ? '#a4161a' : '#3d4a56' }}>
                    {releaseWords.state(entry)}
                  </Typography>
                  {entry.problems && entry.problems.length > 0 && (
                    <Box component="ul" sx={{ m: 0, pl: 3 }}>
                      {entry.problems.map((problem, index) => (
                        <li key={index}>{words.problem(problem)}</li>
                      ))}
                    </Box>
                  )}
                  {entry.pages.length > 0 && (
                    <Typography sx={{ color: '#3d4a56' }}>
                      {words.pagesChanged}: {entry.pages.map((page) => page.path).join(', ')}
                    </Typography>
                  )}
                  {entry.state === 'ready' && entry.pages.some((page) => page.kind !== 'deleted') && (
                    <Typography sx={{ color: '#3d4a56' }}>
                      {releaseWords.preview}:{' '}
                      {entry.pages
                        .filter((page) => page.kind !== 'deleted')
                        .map((page, index) => (
                          <span key={page.path}>
                            {index > 0 && ', '}
                            <Link
                              href={releasePreviewAddress(entry.id, page.path)}
                              target="_blank"
                              rel="noopener"
                              sx={{ color: '#1f4e79' }}
                            >
                              {page.path}
                            </Link>
                          </span>
                        ))}
                    </Typography>
                  )}
                </Box>
              ))}
            </Box>
          </Box>
        )}
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {history?.releases.map((release) => (
            <Box component="li" key={release.id} sx={{ borderTop: '1px solid #d5dbe0', py: 1.5 }}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1rem' }}>
                  {formatWhen(release.at, locale)}
                </Typography>
                <Typography component="span">
                  {words.kinds[release.kind]} ·{' '}
                  {release.author.email === SCHEDULER_EMAIL ? words.scheduler : release.author.name}
                </Typography>
                {release.id === history.liveId && <Chip color="success" size="small" label={words.live} />}
                <Box sx={{ flex: 1 }} />
                {release.restorable ? (
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={busy}
                    onClick={() => void restore(release)}
                  >
                    {words.restore}
                  </Button>
                ) : (
                  release.id !== history.liveId && (
                    <Typography sx={{ color: '#3d4a56' }}>{words.notKept}</Typography>
                  )
                )}
              </Box>
              <Typography sx={{ mt: 0.5 }}>
                {describeRelease(release, history.releases, words, locale, pageNameToPath)}
              </Typography>
              {release.pages.length > 0 && (
                <Typography sx={{ color: '#3d4a56' }}>
                  {words.pagesChanged}: {release.pages.map((page) => page.path).join(', ')}
                </Typography>
              )}
              {release.review && (
                <Typography sx={{ color: '#3d4a56' }}>
                  {reviewWords.reviewed(release.review.requestedBy, release.review.approvedBy)}
                </Typography>
              )}
              {release.outOfDate && release.outOfDate.length > 0 && (
                <Typography sx={{ color: '#7a3e00' }}>
                  {marksWords.publishedOutOfDate(release.outOfDate.length)}
                </Typography>
              )}
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogCloseFooter onClose={onClose} label={words.close} />
    </Dialog>
  );
}
