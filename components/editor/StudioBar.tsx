import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useWords } from '@/hooks/editor/useEditorLanguage';
import { useStudio } from '@/hooks/editor/useStudio';
import { studioCsrfToken } from '@/lib/editor/client/apiClient';
import type { StudioAccount } from '@/lib/editor/client/studioApi';
import { STUDIO_WORDS } from '@/lib/editor/client/studioMessages';
import { ChangesDialog } from './StudioChangesDialog';
import { HistoryDialog } from './StudioHistoryDialog';
import { PublishDialog } from './StudioPublishDialog';
import { ReviewDialog } from './StudioReviewDialog';
import type { Reviews } from '@/hooks/editor/useReviews';
import type { PageAddresses } from '@/lib/editor/client/reviewComments';
import { REVIEW_WORDS } from '@/lib/editor/client/words/review';

interface StudioBarProps {
  account: StudioAccount;
  pageName: string | undefined;
  /** The review requests (the bar's Review, and Publish for an account that waits for one). */
  reviews: Reviews;
  /** The site's pages by address, for comments on a renamed page. */
  pages: PageAddresses;
  /** After a discard or a restore changed the drafts: the editor reloads the page it shows. */
  onDraftsChanged: () => void;
}

/**
 * The studio's bar under the editor's (only in `npm run studio`): who is signed in, who else has
 * this page open, Changes, Publish, History and sign-out. (The account's language is switched in
 * the editor's bar, as under `npm run dev`.)
 */
export function StudioBar({ account, pageName, reviews, pages, onDraftsChanged }: StudioBarProps) {
  const { changes, translations, refreshChanges, others } = useStudio(account, pageName);
  const [open, setOpen] = useState<'changes' | 'publish' | 'history' | 'review' | undefined>();
  const w = useWords(STUDIO_WORDS);
  const reviewWords = useWords(REVIEW_WORDS);
  const openReviews = (reviews.answer?.reviews ?? []).filter((review) => review.state === 'open').length;
  const locale = account.locale;
  const close = () => {
    setOpen(undefined);
    refreshChanges();
    reviews.refresh();
  };
  return (
    <Box
      component="nav"
      aria-label={w.studio}
      sx={{
        bgcolor: '#e8eef3',
        color: '#10202e',
        px: 2,
        py: 1,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        flexWrap: 'wrap',
      }}
    >
      <Typography component="span" sx={{ fontWeight: 700 }}>
        {w.studio}
      </Typography>
      <Typography component="span">{w.signedInAs(account.name)}</Typography>
      {others.length > 0 && (
        <Typography component="span" role="status" sx={{ fontWeight: 600, color: '#7a3e00' }}>
          {w.alsoHere(others.map((other) => other.name))}
        </Typography>
      )}
      <Box sx={{ flex: 1 }} />
      <Button variant="outlined" onClick={() => setOpen('changes')}>
        {w.changes(changes.length)}
      </Button>
      <Button variant="contained" onClick={() => setOpen('publish')}>
        {w.publish}
      </Button>
      <Button variant="outlined" onClick={() => setOpen('review')}>
        {reviewWords.review(openReviews)}
      </Button>
      <Button variant="outlined" onClick={() => setOpen('history')}>
        {w.history}
      </Button>
      <Box component="form" method="post" action="/logout" sx={{ display: 'inline' }}>
        <input type="hidden" name="_csrf" value={studioCsrfToken() ?? ''} />
        <Button type="submit" variant="text">
          {w.signOut}
        </Button>
      </Box>
      {account.pushError && (
        <Alert severity="warning" sx={{ width: '100%' }}>
          {w.pushFailed}
        </Alert>
      )}
      {open === 'changes' && (
        <ChangesDialog
          pages={changes}
          translations={translations}
          words={w}
          locale={locale}
          onClose={close}
          onDiscarded={() => {
            refreshChanges();
            onDraftsChanged();
          }}
        />
      )}
      {open === 'publish' && (
        <PublishDialog
          words={w}
          locale={locale}
          translations={translations}
          review={account.publishAfterReview ? (reviews.answer ?? null) : undefined}
          onReviewRequested={reviews.refresh}
          onClose={close}
          onPublished={refreshChanges}
        />
      )}
      {open === 'review' && (
        <ReviewDialog
          reviews={reviews}
          changes={changes}
          pages={pages}
          words={w}
          locale={locale}
          onClose={close}
        />
      )}
      {open === 'history' && (
        <HistoryDialog
          words={w}
          locale={locale}
          onClose={close}
          onRestored={() => {
            refreshChanges();
            onDraftsChanged();
          }}
        />
      )}
    </Box>
  );
}
