import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useEditorLanguage, useWords } from '@/hooks/editor/useEditorLanguage';
import { editorApi } from '@/lib/editor/client/apiClient';
import { apiFailure, isConflict } from '@/lib/editor/client/apiMessages';
import type { PageSummary, TrashEntry } from '@/lib/editor/contract/pageRequests';
import { TRASH_WORDS } from '@/lib/editor/client/words/trashDialog';
import { LOCALE_INFO, type Locale } from '@/lib/model/i18n/locales';
import { DialogCloseFooter, DialogFailure } from './DialogFooter';

interface TrashDialogProps {
  trash: readonly TrashEntry[];
  onClose: () => void;
  onRestored: (page: PageSummary) => void;
}

const when = (iso: string, locale: Locale) =>
  new Date(iso).toLocaleString(LOCALE_INFO[locale].intl, { dateStyle: 'medium', timeStyle: 'short' });

/** The deleted pages, newest first, each with Restore; a taken address (409) is explained. */
export function TrashDialog({ trash, onClose, onRestored }: TrashDialogProps) {
  const uiLocale = useEditorLanguage();
  const w = useWords(TRASH_WORDS);
  const [busy, setBusy] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const entries = [...trash].sort((a, b) => b.deletedAt.localeCompare(a.deletedAt));

  const restore = async (entry: TrashEntry) => {
    setBusy(entry.id);
    setFailure(undefined);
    try {
      onRestored(await editorApi.restorePage({ trashId: entry.id }));
    } catch (error) {
      setFailure(
        isConflict(error)
          ? w.addressTaken(entry.label, entry.path, apiFailure(error, uiLocale))
          : w.notRestored(entry.label, apiFailure(error, uiLocale)),
      );
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="trash-title">
      <DialogTitle id="trash-title">{w.title}</DialogTitle>
      <DialogContent>
        <DialogFailure failure={failure} sx={{ mb: 2 }} />
        {entries.length === 0 ? (
          <DialogContentText>{w.empty}</DialogContentText>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {entries.map((entry) => (
              <Box
                component="li"
                key={entry.id}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  gap: 2,
                  py: 1,
                  borderBottom: '1px solid #e1e8ed',
                }}
              >
                <span>
                  <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
                    {entry.label} ({entry.path})
                  </Typography>
                  <Typography component="span" sx={{ fontSize: '0.8125rem', color: 'text.secondary' }}>
                    {w.deleted(when(entry.deletedAt, uiLocale))}
                  </Typography>
                </span>
                <Button
                  variant="outlined"
                  size="small"
                  disabled={busy !== undefined}
                  onClick={() => void restore(entry)}
                  aria-label={w.restoreLabel(entry.label, entry.path)}
                >
                  {w.restore}
                </Button>
              </Box>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogCloseFooter onClose={onClose} label={w.close} />
    </Dialog>
  );
}
