import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useId } from 'react';
import { useWords } from '@/hooks/editor/useEditorLanguage';
import { TRANSLATION_MARK_WORDS } from '@/lib/editor/client/words/translationMarks';
import type { TranslationMark } from '@/lib/model/content/translationSync';

/** A section's out-of-date fields by their form path (`cards.0.text`), and "still correct". */
export interface FieldMarks {
  byField: ReadonlyMap<string, TranslationMark>;
  onKeep: (mark: TranslationMark) => void;
}

/**
 * Under an out-of-date field: what the other language changed, and "Still correct". A note, not an
 * alert: it is there as long as the field is out of date, and is read when the reader reaches it.
 */
export function TranslationMarkNote({
  mark,
  onKeep,
  place,
}: {
  mark: TranslationMark;
  onKeep: (mark: TranslationMark) => void;
  /** Where the field is, for a mark listed away from its field (one this side does not have). */
  place?: string;
}) {
  const w = useWords(TRANSLATION_MARK_WORDS);
  const id = useId();
  return (
    <Alert
      severity="warning"
      role="note"
      data-translation-mark={`${mark.section}:${mark.field}`}
      sx={{ mb: 2, mt: -1, py: 0, '& .MuiAlert-action': { alignItems: 'center' } }}
      action={
        <Button
          size="small"
          variant="outlined"
          color="inherit"
          aria-describedby={id}
          onClick={() => onKeep(mark)}
        >
          {w.keep}
        </Button>
      }
    >
      <span id={id}>
        {place && <strong>{place}: </strong>}
        {w.changed(mark)}
      </span>
    </Alert>
  );
}
