import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useWords } from '@/hooks/editor/useEditorLanguage';
import { isLayoutTarget, type EditorTarget } from '@/lib/editor/client/editorTargets';
import { PAGE_PICKER_WORDS } from '@/lib/editor/client/words/pagePicker';
import { TRANSLATION_MARK_WORDS } from '@/lib/editor/client/words/translationMarks';
import { samePagePath, type PageResult } from '@/lib/model/measure/pageResults';
import { pageNameToPath } from '@/lib/model/pages/pageRules';
import { PageFigures } from './PageFigures';

interface PagePickerProps {
  targets: readonly EditorTarget[];
  value: string;
  onChange: (target: string) => void;
  /** Each page's figures by its address (the studio's); none under `npm run dev`. */
  results?: ReadonlyMap<string, PageResult>;
}

/** A page's figures, or nothing for the header and footer; a page with none yet shows zeros. */
function resultOf(target: string, results: ReadonlyMap<string, PageResult>): PageResult | undefined {
  if (isLayoutTarget(target)) return undefined;
  const path = samePagePath(pageNameToPath(target));
  return (
    results.get(path) ?? {
      path,
      views7: 0,
      views30: 0,
      enquiries: 0,
      bookings: 0,
      bookedValue: [],
      trend: Array.from({ length: 30 }, () => 0),
    }
  );
}

const badge = (color: string) => ({
  ml: 0.5,
  px: 0.75,
  fontSize: '0.75rem',
  border: `1px solid ${color}`,
  color,
  borderRadius: 1,
});

/**
 * The page being edited, among the pages of the language chosen: each as `label (path)`, noindex
 * ones and English pages without a Polish version marked, then that language's header and footer;
 * in the studio, under each page, how it does (views, enquiries, bookings, a trend line).
 * It sits on the editor's dark top bar: its label stands beside the white field, in white, rather
 * than floating over the field's top edge, half on the dark bar (unreadable there).
 */
export function PagePicker({ targets, value, onChange, results }: PagePickerProps) {
  const w = useWords(PAGE_PICKER_WORDS);
  const marksWords = useWords(TRANSLATION_MARK_WORDS);
  const labelId = useId();
  // Until the list arrives the current choice is its only option (MUI warns of a value it lacks).
  const options = targets.some((target) => target.value === value)
    ? targets
    : [{ value, label: value, noindex: false }, ...targets];
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      {/* Names the list (aria-labelledby) and, clicked, focuses it, as MUI's own label does. */}
      <Box id={labelId} sx={{ color: '#fff', fontWeight: 600 }}>
        {w.page}
      </Box>
      <TextField
        select
        size="small"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        slotProps={{
          select: {
            labelId,
            // The open list stays inside the editor's banner (not in a portal at the end of the
            // body, outside every landmark), where screen readers find it.
            MenuProps: { disablePortal: true },
            // The closed field shows the page's name only; its figures are in the open list.
            renderValue: (selected) =>
              options.find((option) => option.value === selected)?.label ?? String(selected),
          },
        }}
        sx={{ minWidth: 320, bgcolor: '#fff', borderRadius: 1 }}
      >
        {options.map((option) => {
          const result = results && resultOf(option.value, results);
          return (
            <MenuItem key={option.value} value={option.value} sx={{ display: 'block' }}>
              {option.label}
              {option.noindex && ' '}
              {option.noindex && (
                <Box component="span" sx={badge('#8a4b00')}>
                  {w.noindex}
                </Box>
              )}
              {option.untranslated && ' '}
              {option.untranslated && (
                <Box component="span" sx={badge('#5b3a8c')}>
                  {w.untranslated}
                </Box>
              )}
              {(option.outOfDate ?? 0) > 0 && ' '}
              {(option.outOfDate ?? 0) > 0 && (
                <Box component="span" sx={badge('#8a4b00')}>
                  {marksWords.count(option.outOfDate!)}
                </Box>
              )}
              {result && <PageFigures result={result} />}
            </MenuItem>
          );
        })}
      </TextField>
    </Box>
  );
}
