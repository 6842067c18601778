import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { editorApi } from '@/lib/editor/client/apiClient';
import { apiFailure, isConflict } from '@/lib/editor/client/apiMessages';
import type { PageSummary, TrashEntry } from '@/lib/editor/contract/pageRequests';
import { DialogCloseFooter, DialogFailure } from './DialogFooter';

interface TrashDialogProps {
  trash: readonly TrashEntry[];
  onClose: () => void;
  onRestored: (page: PageSummary) => void;
}

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** The deleted pages, newest first, each with Restore; a taken address (409) is explained. */
export function TrashDialog({ trash, onClose, onRestored }: TrashDialogProps) {
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
          ? `“${entry.label}” was not restored: its address ${entry.path} has been taken since, by another page or by an old address that redirects. Change that page’s address (or delete it), then restore this one. (${apiFailure(error)})`
          : `“${entry.label}” was not restored: ${apiFailure(error)}`,
      );
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="trash-title">
      <DialogTitle id="trash-title">Deleted pages</DialogTitle>
      <DialogContent>
        <DialogFailure failure={failure} sx={{ mb: 2 }} />
        {entries.length === 0 ? (
          <DialogContentText>No page has been deleted.</DialogContentText>
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
                    Deleted {when(entry.deletedAt)}
                  </Typography>
                </span>
                <Button
                  variant="outlined"
                  size="small"
                  disabled={busy !== undefined}
                  onClick={() => void restore(entry)}
                  aria-label={`Restore ${entry.label} (${entry.path})`}
                >
                  Restore
                </Button>
              </Box>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogCloseFooter onClose={onClose} label="Close" />
    </Dialog>
  );
}
