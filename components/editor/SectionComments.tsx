import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useEditorLanguage, useWords } from '@/hooks/editor/useEditorLanguage';
import { formatWhen } from '@/lib/editor/client/studioMessages';
import { REVIEW_WORDS } from '@/lib/editor/client/words/review';
import type { ReviewComment } from '@/lib/editor/contract/review';

/**
 * Above a section's form: what reviewers said about it. A comment is on the section itself (its
 * key), so it stays with it wherever the section moves, and with the page when it is renamed.
 */
export function SectionComments({ comments }: { comments: readonly ReviewComment[] }) {
  const w = useWords(REVIEW_WORDS);
  const locale = useEditorLanguage();
  if (comments.length === 0) return null;
  return (
    <Alert severity="info" role="note" sx={{ mb: 2 }} data-review-comments>
      <strong>{w.sectionComments(comments.length)}</strong>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {comments.map((comment) => (
          <li key={comment.id}>
            {comment.author} ({formatWhen(comment.at, locale)}): {comment.body}
          </li>
        ))}
      </Box>
    </Alert>
  );
}
