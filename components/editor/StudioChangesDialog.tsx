import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { describeChange, describePageKind } from '@/lib/model/content/siteChangesText';
import type { PageChanges } from '@/lib/model/content/siteChanges';
import type { Locale } from '@/lib/model/i18n/locales';
import { studioApi } from '@/lib/editor/client/studioApi';
import type { StudioWords } from '@/lib/editor/client/studioMessages';
import { DialogCloseFooter } from './DialogFooter';
import { TranslationMarkList } from './TranslationMarkList';
import type { TranslationMark } from '@/lib/model/content/translationSync';

interface ChangesDialogProps {
  pages: readonly PageChanges[];
  /** The drafts' translated fields out of date with their twins. */
  translations: readonly TranslationMark[];
  words: StudioWords;
  locale: Locale;
  onClose: () => void;
  /** After a page's draft was discarded: the list and the editor reload. */
  onDiscarded: (pageName: string) => void;
}

/** Every page whose draft differs from what is live, in the team's words, each with Discard. */
export function ChangesDialog({
  pages,
  translations,
  words,
  locale,
  onClose,
  onDiscarded,
}: ChangesDialogProps) {
  const [busy, setBusy] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const discard = async (page: PageChanges) => {
    const label = page.path || words.layout;
    if (!window.confirm(words.discardConfirm(label))) return;
    setBusy(page.name);
    setFailure(undefined);
    try {
      await studioApi.discard(page.name);
      onDiscarded(page.name);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="studio-changes-title">
      <DialogTitle id="studio-changes-title">{words.changesTitle}</DialogTitle>
      <DialogContent>
        {failure && <Alert severity="error">{failure}</Alert>}
        {translations.length > 0 && (
          <TranslationMarkList marks={translations} locale={locale} headingId="studio-changes-translations" />
        )}
        {pages.length === 0 && <Typography>{words.noChanges}</Typography>}
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {pages.map((page) => (
            <Box component="li" key={page.name} sx={{ borderTop: '1px solid #d5dbe0', py: 1.5 }}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
                <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1rem' }}>
                  {page.path || words.layout}
                </Typography>
                <Typography component="span" sx={{ color: '#3d4a56' }}>
                  {describePageKind(page.kind, locale)}
                </Typography>
                <Box sx={{ flex: 1 }} />
                {page.kind !== 'deleted' && page.path && (
                  <Link href={`/preview${page.path === '/' ? '' : page.path}`} target="_blank" rel="noopener">
                    {words.preview}
                  </Link>
                )}
                <Button
                  size="small"
                  color="error"
                  variant="outlined"
                  disabled={busy !== undefined}
                  onClick={() => void discard(page)}
                  aria-label={`${words.discard}: ${page.path || words.layout}`}
                >
                  {words.discard}
                </Button>
              </Box>
              {page.changes.length > 0 && (
                <Box component="ul" sx={{ mt: 0.5, mb: 0, pl: 3 }}>
                  {page.changes.map((change, index) => (
                    <li key={index}>{describeChange(change, locale)}</li>
                  ))}
                </Box>
              )}
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogCloseFooter onClose={onClose} label={words.close} />
    </Dialog>
  );
}
