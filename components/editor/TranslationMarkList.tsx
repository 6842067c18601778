import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useWords } from '@/hooks/editor/useEditorLanguage';
import { isLayoutTarget, layoutTargetLabel, localeOfTarget } from '@/lib/editor/client/editorTargets';
import { markPlace, TRANSLATION_MARK_WORDS } from '@/lib/editor/client/words/translationMarks';
import type { TranslationMark } from '@/lib/model/content/translationSync';
import type { Locale } from '@/lib/model/i18n/locales';
import { pageNameToPath } from '@/lib/model/pages/pageName';

/** A page's address, or its language's header and footer, as the lists name them. */
function targetName(target: string, locale: Locale): string {
  return isLayoutTarget(target) ? layoutTargetLabel(localeOfTarget(target), locale) : pageNameToPath(target);
}

/** Every out-of-date translated field, by page, with what changed (Changes and Publish). */
export function TranslationMarkList({
  marks,
  locale,
  headingId,
}: {
  marks: readonly TranslationMark[];
  locale: Locale;
  headingId: string;
}) {
  const w = useWords(TRANSLATION_MARK_WORDS);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 2 }}>
      <Typography id={headingId} component="h3" sx={{ fontWeight: 700, fontSize: '1rem', color: '#7a3e00' }}>
        {w.heading} ({marks.length})
      </Typography>
      <Box component="ul" sx={{ mt: 0.5, mb: 0, pl: 3 }}>
        {marks.map((mark) => (
          <li
            key={`${mark.target}:${mark.section}:${mark.field}`}
            data-translation-mark={`${mark.target}:${mark.section}:${mark.field}`}
          >
            <strong>
              {targetName(mark.target, locale)} › {markPlace(mark, locale)}
            </strong>
            : {w.changed(mark)}
          </li>
        ))}
      </Box>
    </Box>
  );
}
