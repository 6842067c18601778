import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useRef, useState, type FormEvent } from 'react';
import { useEditorDialogFocus } from '@/hooks/editor/useEditorDialogFocus';
import { useEditorLanguage, useWords } from '@/hooks/editor/useEditorLanguage';
import { editorApi } from '@/lib/editor/client/apiClient';
import { apiFailure } from '@/lib/editor/client/apiMessages';
import type { PageSummary, PagesAnswer, RenameAnswer } from '@/lib/editor/contract/pageRequests';
import { addressFromInput, addressProblem } from '@/lib/editor/client/editorTargets';
import { RENAME_PAGE_WORDS } from '@/lib/editor/client/words/renamePageDialog';
import { pageNameToPath } from '@/lib/model/pages/pageRules';
import { AddressField } from './AddressField';
import { DialogCloseFooter, DialogFailure, DialogFooter } from './DialogFooter';

interface RenamePageDialogProps {
  page: PageSummary;
  answer: PagesAnswer;
  onClose: () => void;
  onRenamed: (answer: RenameAnswer) => void;
}

/**
 * Changes a page's address. Says beforehand what happens to the old one (a permanent redirect)
 * and to the site's links (updated), and afterwards which files were changed.
 */
export function RenamePageDialog({ page, answer, onClose, onRenamed }: RenamePageDialogProps) {
  const uiLocale = useEditorLanguage();
  const w = useWords(RENAME_PAGE_WORDS);
  const firstField = useEditorDialogFocus<HTMLInputElement>();
  const [address, setAddress] = useState(page.name);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const [done, setDone] = useState<RenameAnswer | undefined>();
  const doneHeading = useRef<HTMLParagraphElement>(null);
  const name = addressFromInput(address);
  const problem = addressProblem(name, answer, page.name, uiLocale);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (problem) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const renamed = await editorApi.renamePage({ pageName: page.name, newName: name }, page.version);
      setDone(renamed);
      onRenamed(renamed);
      // The form is replaced by the report: move the focus there, not to the top of the page.
      requestAnimationFrame(() => doneHeading.current?.focus());
    } catch (error) {
      setFailure(w.notChanged(apiFailure(error, uiLocale)));
    } finally {
      setBusy(false);
    }
  };

  if (done)
    return (
      <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="rename-title">
        <DialogTitle id="rename-title">{w.doneTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText ref={doneHeading} tabIndex={-1} sx={{ mb: 1, outline: 'none' }}>
            {w.nowAt(done.page.label, done.page.path, page.path)}
          </DialogContentText>
          {done.updatedFiles.length === 0 ? (
            <DialogContentText>{w.noLinkChanged}</DialogContentText>
          ) : (
            <>
              <DialogContentText>{w.linksUpdated}</DialogContentText>
              <Box component="ul" data-testid="updated-files" sx={{ mt: 0.5, fontSize: '0.875rem' }}>
                {done.updatedFiles.map((file) => (
                  <li key={file}>{file}</li>
                ))}
              </Box>
            </>
          )}
        </DialogContent>
        <DialogCloseFooter onClose={onClose} label={w.done} />
      </Dialog>
    );

  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="rename-title"
      slotProps={firstField.slotProps}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="rename-title">{w.title(page.label)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{w.intro(page.path)}</DialogContentText>
          <AddressField value={address} problem={problem} onChange={setAddress} inputRef={firstField.ref} />
          {!problem && (
            <DialogContentText sx={{ fontSize: '0.875rem' }}>
              {page.path} → {pageNameToPath(name)}
            </DialogContentText>
          )}
          <DialogFailure failure={failure} />
        </DialogContent>
        <DialogFooter onCancel={onClose} submitLabel={w.submit} disabled={busy || problem !== undefined} />
      </form>
    </Dialog>
  );
}
