import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { studioApi, type StudioJob } from '@/lib/editor/client/studioApi';
import type { StudioWords } from '@/lib/editor/client/studioMessages';
import { useWords } from '@/hooks/editor/useEditorLanguage';
import { TRANSLATION_MARK_WORDS } from '@/lib/editor/client/words/translationMarks';
import type { TranslationMark } from '@/lib/model/content/translationSync';
import type { Locale } from '@/lib/model/i18n/locales';
import { TranslationMarkList } from './TranslationMarkList';
import type { ReviewsAnswer } from '@/lib/editor/contract/review';
import { REVIEW_WORDS } from '@/lib/editor/client/words/review';
import { RELEASE_WORDS } from '@/lib/editor/client/words/releases';
import { formatWhen } from '@/lib/editor/client/studioMessages';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

interface PublishDialogProps {
  words: StudioWords;
  locale: Locale;
  /** The drafts' translated fields out of date: listed, and published only if the author says so. */
  translations: readonly TranslationMark[];
  /**
   * For an account whose publishes wait for a review: the requests (null until they come). Without
   * an approval of the drafts as they are, Publish asks for a review instead.
   */
  review?: ReviewsAnswer | null;
  onReviewRequested?: () => void;
  onClose: () => void;
  /** After the release went live: Changes and History reload. */
  onPublished: () => void;
}

const POLL_MS = 1000;

/** Publish with a message: the progress as it goes, and what to fix when the checks refuse it. */
export function PublishDialog({
  words,
  locale,
  translations,
  review,
  onReviewRequested,
  onClose,
  onPublished,
}: PublishDialogProps) {
  const marksWords = useWords(TRANSLATION_MARK_WORDS);
  const reviewWords = useWords(REVIEW_WORDS);
  const [requested, setRequested] = useState(false);
  const releaseWords = useWords(RELEASE_WORDS);
  const [when, setWhen] = useState<'now' | 'at'>('now');
  const [at, setAt] = useState('');
  const [plannedNote, setPlannedNote] = useState<string>();
  // Publishes after review and the drafts as they are have no approval: ask for one.
  const asking = review !== undefined && !review?.approved;
  const waiting = asking && (review?.reviews ?? []).some((each) => each.state === 'open' && each.current);
  const outOfDate = translations.length > 0;
  const [message, setMessage] = useState('');
  const [job, setJob] = useState<StudioJob | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const running = job !== undefined && job.state !== 'done' && job.state !== 'failed';

  useEffect(() => {
    if (!job || !running) return;
    const timer = window.setTimeout(() => {
      studioApi.job(job.id).then(
        (next) => {
          setJob(next);
          if (next.state === 'done') onPublished();
        },
        (error: unknown) => setFailure(error instanceof Error ? error.message : String(error)),
      );
    }, POLL_MS);
    return () => window.clearTimeout(timer);
  }, [job, running, onPublished]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    if (asking) {
      try {
        await studioApi.requestReview(message.trim());
        setRequested(true);
        onReviewRequested?.();
      } catch (error) {
        setFailure(error instanceof Error ? error.message : String(error));
      }
      return;
    }
    if (when === 'at') {
      try {
        const answer = await studioApi.planRelease(message.trim(), at, outOfDate);
        setPlannedNote(
          [
            releaseWords.planned(formatWhen(answer.planned.at, locale)),
            answer.heldElsewhere.length > 0
              ? releaseWords.heldElsewhere(answer.heldElsewhere.map((page) => page.path).join(', '))
              : '',
          ]
            .filter(Boolean)
            .join(' '),
        );
        onPublished();
      } catch (error) {
        setFailure(error instanceof Error ? error.message : String(error));
      }
      return;
    }
    try {
      setJob(await studioApi.publish(message.trim(), outOfDate));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Dialog
      open
      onClose={running ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="studio-publish-title"
    >
      <Box component="form" onSubmit={submit}>
        <DialogTitle id="studio-publish-title">{words.publishTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{words.publishIntro}</DialogContentText>
          {asking && (
            <Alert severity="info" role="note" sx={{ mb: 2 }}>
              {waiting ? reviewWords.waiting : reviewWords.needsReview}
            </Alert>
          )}
          {review?.approved && (
            <Alert severity="success" role="note" sx={{ mb: 2 }}>
              {reviewWords.approvedBy(review.approved.approvedBy)}
            </Alert>
          )}
          {outOfDate && !job && (
            <Alert severity="warning" role="note" sx={{ mb: 2 }}>
              <TranslationMarkList
                marks={translations}
                locale={locale}
                headingId="studio-publish-translations"
              />
              {marksWords.publishIntro}
            </Alert>
          )}
          <TextField
            label={words.message}
            helperText={words.messageHint}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            required
            fullWidth
            autoFocus
            disabled={running}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          {!asking && !job && !plannedNote && (
            <Box sx={{ mt: 2 }}>
              <FormControl component="fieldset">
                <FormLabel component="legend">{releaseWords.when}</FormLabel>
                <RadioGroup
                  row
                  value={when}
                  onChange={(event) => setWhen(event.target.value === 'at' ? 'at' : 'now')}
                >
                  <FormControlLabel value="now" control={<Radio />} label={releaseWords.now} />
                  <FormControlLabel value="at" control={<Radio />} label={releaseWords.atTime} />
                </RadioGroup>
              </FormControl>
              {when === 'at' && (
                <TextField
                  type="datetime-local"
                  label={releaseWords.at}
                  helperText={releaseWords.atHint}
                  value={at}
                  onChange={(event) => setAt(event.target.value)}
                  required
                  fullWidth
                  sx={{ mt: 1 }}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              )}
            </Box>
          )}
          <Box role="status" aria-live="polite" sx={{ mt: 2 }}>
            {plannedNote && <Alert severity="success">{plannedNote}</Alert>}
            {job?.waitedFor && running && <Alert severity="info">{words.waitingFor(job.waitedFor)}</Alert>}
            {running && (
              <Box sx={{ mt: 1 }}>
                {words.state[job.state]}…
                <LinearProgress aria-label={words.publishing} sx={{ mt: 1 }} />
              </Box>
            )}
            {job?.state === 'done' && <Alert severity="success">{words.published}</Alert>}
            {requested && <Alert severity="success">{reviewWords.requested}</Alert>}
          </Box>
          {job?.state === 'failed' && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {words.refused}
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {(job.problems ?? []).map((problem, index) => (
                  <li key={index}>{words.problem(problem)}</li>
                ))}
              </Box>
            </Alert>
          )}
          {failure && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button variant="text" onClick={onClose} disabled={running}>
            {job?.state === 'done' || plannedNote || requested
              ? words.close
              : outOfDate && !job
                ? marksWords.fixFirst
                : words.cancel}
          </Button>
          {job?.state !== 'done' && !requested && !plannedNote && (
            <Button
              type="submit"
              disabled={running || message.trim() === '' || (when === 'at' && !asking && at === '')}
            >
              {asking
                ? reviewWords.requestReview
                : when === 'at'
                  ? releaseWords.plan
                  : running
                    ? words.publishing
                    : outOfDate
                      ? marksWords.publishAnyway
                      : words.publishNow}
            </Button>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}
