import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useWords } from '@/hooks/editor/useEditorLanguage';
import type { Reviews } from '@/hooks/editor/useReviews';
import { studioApi } from '@/lib/editor/client/studioApi';
import { formatWhen, type StudioWords } from '@/lib/editor/client/studioMessages';
import { REVIEW_WORDS } from '@/lib/editor/client/words/review';
import type { ReviewsAnswer, StudioReview } from '@/lib/editor/contract/review';
import { sectionOfKey, type PageChanges, type SectionRef } from '@/lib/model/content/siteChanges';
import { componentKey } from '@/lib/model/content/selection';
import type { Locale } from '@/lib/model/i18n/locales';
import { describeChange, sectionLabel } from '@/lib/model/content/siteChangesText';
import { DialogCloseFooter } from './DialogFooter';
import { commentsOnSection, currentPathOf, type PageAddresses } from '@/lib/editor/client/reviewComments';

interface ReviewDialogProps {
  reviews: Reviews;
  /** The drafts' changes, page by page: what a reviewer reviews. */
  changes: readonly PageChanges[];
  pages: PageAddresses;
  words: StudioWords;
  locale: Locale;
  onClose: () => void;
}

/** The sections a page's changes touch, each once, as a comment can name them. */
function sectionsOf(page: PageChanges): SectionRef[] {
  const found = new Map<string, SectionRef>();
  for (const change of page.changes)
    if ('section' in change) found.set(componentKey(change.section), change.section);
  return [...found.values()];
}

/**
 * The review requests, newest first. A reviewer sees each open one with the drafts' changes, page by
 * page, comments on a section, and approves them or asks for changes; everyone sees where each stands.
 */
export function ReviewDialog({ reviews, changes, pages, words, locale, onClose }: ReviewDialogProps) {
  const w = useWords(REVIEW_WORDS);
  const list = reviews.answer?.reviews ?? [];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="studio-review-title">
      <DialogTitle id="studio-review-title">{w.title}</DialogTitle>
      <DialogContent>
        {list.length === 0 && <Typography>{w.none}</Typography>}
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {list.map((review) => (
            <ReviewItem
              key={review.id}
              review={review}
              reviewer={reviews.answer?.reviewer ?? false}
              you={reviews.answer?.you ?? ''}
              answer={reviews.answer}
              changes={changes}
              pages={pages}
              locale={locale}
              onChanged={reviews.refresh}
            />
          ))}
        </Box>
      </DialogContent>
      <DialogCloseFooter onClose={onClose} label={words.close} />
    </Dialog>
  );
}

function ReviewItem({
  review,
  reviewer,
  you,
  answer,
  changes,
  pages,
  locale,
  onChanged,
}: {
  review: StudioReview;
  reviewer: boolean;
  you: string;
  answer: ReviewsAnswer | undefined;
  changes: readonly PageChanges[];
  pages: PageAddresses;
  locale: Locale;
  onChanged: () => void;
}) {
  const w = useWords(REVIEW_WORDS);
  const [failure, setFailure] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [note, setNote] = useState('');
  const own = review.requestedBy.id === you;
  const deciding = reviewer && !own && review.state === 'open' && review.current;
  const headingId = `review-${review.id}`;
  const act = async (action: () => Promise<unknown>, done?: string) => {
    setFailure(undefined);
    try {
      await action();
      setNotice(done);
      onChanged();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <Box component="li" aria-labelledby={headingId} sx={{ borderTop: '1px solid #d5dbe0', py: 1.5 }}>
      <Typography id={headingId} component="h3" sx={{ fontWeight: 700, fontSize: '1rem' }}>
        {review.message}
      </Typography>
      <Typography sx={{ color: '#3d4a56', fontSize: '0.875rem' }}>
        {w.askedBy(review.requestedBy.name, formatWhen(review.requestedAt, locale))} · {w.state(review)}
        {review.note ? `: ${review.note}` : ''}
      </Typography>
      {failure && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {failure}
        </Alert>
      )}
      <Box role="status" aria-live="polite">
        {notice && (
          <Alert severity="success" sx={{ mt: 1 }}>
            {notice}
          </Alert>
        )}
      </Box>
      {deciding &&
        changes.map((page) => (
          <Box key={page.name} component="section" aria-label={page.path || 'layout'} sx={{ mt: 1.5 }}>
            <Typography component="h4" sx={{ fontWeight: 700, fontSize: '0.9375rem' }}>
              {page.path || 'layout'}
            </Typography>
            <Box component="ul" sx={{ mt: 0.5, mb: 0.5, pl: 3 }}>
              {page.changes.map((change, index) => (
                <li key={index}>{describeChange(change, locale)}</li>
              ))}
            </Box>
            {sectionsOf(page).map((section) => (
              <SectionComments
                key={componentKey(section)}
                answer={answer}
                pagePath={page.path || 'layout'}
                section={section}
                pages={pages}
                locale={locale}
                onComment={(body) =>
                  act(() =>
                    studioApi.comment(review.id, {
                      pagePath: page.path || 'layout',
                      section: componentKey(section),
                      body,
                    }),
                  )
                }
              />
            ))}
          </Box>
        ))}
      {!deciding && review.comments.length > 0 && (
        <Box component="ul" aria-label={w.comments} sx={{ mt: 1, pl: 3 }}>
          {review.comments.map((comment) => (
            <li key={comment.id}>
              <strong>
                {currentPathOf(comment.pagePath, pages)} ›{' '}
                {sectionLabel(sectionOfKey(comment.section), locale)}
              </strong>
              : {comment.author}: {comment.body}
            </li>
          ))}
        </Box>
      )}
      {reviewer && own && review.state === 'open' && (
        <Typography sx={{ mt: 1, fontSize: '0.875rem' }}>{w.ownRequest}</Typography>
      )}
      {deciding && (
        <Box sx={{ mt: 1.5, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <TextField
            label={w.note}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            size="small"
            sx={{ flex: '1 1 280px' }}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <Button
            variant="contained"
            onClick={() => void act(() => studioApi.decide(review.id, 'approve'), w.decided)}
          >
            {w.approve}
          </Button>
          <Button
            variant="outlined"
            onClick={() => void act(() => studioApi.decide(review.id, 'changes', note.trim()), w.decided)}
          >
            {w.askChanges}
          </Button>
        </Box>
      )}
    </Box>
  );
}

/** A section's comments (on any request still to be published), and a field to add one. */
function SectionComments({
  answer,
  pagePath,
  section,
  pages,
  locale,
  onComment,
}: {
  answer: ReviewsAnswer | undefined;
  pagePath: string;
  section: SectionRef;
  pages: PageAddresses;
  locale: Locale;
  onComment: (body: string) => Promise<void>;
}) {
  const w = useWords(REVIEW_WORDS);
  const [body, setBody] = useState('');
  const key = componentKey(section);
  const name = sectionLabel(section, locale);
  // Every comment on the section still to be published, whichever request it was made on.
  const comments = commentsOnSection(answer, pagePath, key, pages);
  return (
    <Box sx={{ ml: 3, mb: 1 }} data-review-section={`${pagePath} ${key}`}>
      {comments.length > 0 && (
        <Box component="ul" aria-label={`${w.comments}: ${name}`} sx={{ m: 0, pl: 2 }}>
          {comments.map((comment) => (
            <li key={comment.id}>
              <strong>{comment.author}</strong>: {comment.body}
            </li>
          ))}
        </Box>
      )}
      <Box
        component="form"
        onSubmit={(event: React.FormEvent) => {
          event.preventDefault();
          if (body.trim() === '') return;
          void onComment(body.trim()).then(() => setBody(''));
        }}
        sx={{ display: 'flex', gap: 1, mt: 0.5, alignItems: 'center' }}
      >
        <TextField
          label={`${w.comment}: ${name}`}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          size="small"
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        <Button type="submit" variant="outlined" size="small" disabled={body.trim() === ''}>
          {w.addComment}
        </Button>
      </Box>
    </Box>
  );
}
