import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useEditorLanguage, useWords } from '@/hooks/editor/useEditorLanguage';
import { getAtPath } from '@/lib/editor/client/schemaForm';
import { markField, TRANSLATION_MARK_WORDS } from '@/lib/editor/client/words/translationMarks';
import type { TranslationMark } from '@/lib/model/content/translationSync';
import { TranslationMarkNote } from './TranslationMarkNote';

interface SectionMarksProps {
  /** The section's out-of-date fields (at least one). */
  marks: readonly TranslationMark[];
  /** The section's data as the form shows it. */
  value: unknown;
  onKeep: (mark: TranslationMark) => void;
}

/**
 * Above a section's form: how many of its fields are out of date with the other language, and the
 * marks of fields this side does not have (an item the other language added), which no field of
 * the form can carry.
 */
export function SectionMarks({ marks, value, onKeep }: SectionMarksProps) {
  const w = useWords(TRANSLATION_MARK_WORDS);
  const uiLocale = useEditorLanguage();
  const elsewhere = marks.filter((mark) => getAtPath(value, mark.field.split('.')) === undefined);
  return (
    <Box sx={{ mb: 2 }}>
      <Alert severity="warning" role="note" sx={{ mb: elsewhere.length > 0 ? 1 : 0 }}>
        {w.sectionSummary(marks.length, marks[0]!.changed)}
      </Alert>
      {elsewhere.map((mark) => (
        <TranslationMarkNote key={mark.field} mark={mark} onKeep={onKeep} place={markField(mark, uiLocale)} />
      ))}
    </Box>
  );
}
