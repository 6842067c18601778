import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useEditorDialogFocus } from '@/hooks/useEditorDialogFocus';
import { editorApi } from '@/lib/editor/api';
import { apiFailure } from '@/lib/editor/apiMessages';
import type { NewPageSource, PageSummary, PagesAnswer } from '@/lib/editor/pageAdmin';
import { addressFromInput, addressProblem, sortPageSummaries } from '@/lib/editor/pages';
import { lengthNote, TITLE_ADVISED, TITLE_MAX } from '@/lib/editor/pageSettings';
import { AddressField } from './AddressField';
import { LengthHint } from './LengthHint';

interface NewPageDialogProps {
  answer: PagesAnswer;
  onClose: () => void;
  onCreated: (page: PageSummary) => void;
}

type SourceKind = NewPageSource['kind'];

/** A new page: its address, its title, and what it starts with (nothing, the starter, a copy). */
export function NewPageDialog({ answer, onClose, onCreated }: NewPageDialogProps) {
  const pages = sortPageSummaries(answer.pages);
  const firstField = useEditorDialogFocus<HTMLInputElement>();
  const [address, setAddress] = useState('');
  const [title, setTitle] = useState('');
  const [titleTyped, setTitleTyped] = useState(false);
  const [kind, setKind] = useState<SourceKind>('starter');
  const [copyFrom, setCopyFrom] = useState(pages[0]?.name ?? 'index');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();

  const name = addressFromInput(address);
  const problem = addressProblem(name, answer);
  const titleProblem =
    title.trim() === ''
      ? 'The title is required'
      : title.trim().length > TITLE_MAX
        ? 'The title is too long'
        : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTitleTyped(true);
    if (problem || titleProblem) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const source: NewPageSource = kind === 'copy' ? { kind, from: copyFrom } : { kind };
      onCreated(await editorApi.createPage({ name, title: title.trim(), source }));
    } catch (error) {
      setFailure(`The page was not created: ${apiFailure(error)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="new-page-title"
      slotProps={firstField.slotProps}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="new-page-title">New page</DialogTitle>
        <DialogContent>
          <AddressField value={address} problem={problem} onChange={setAddress} inputRef={firstField.ref} />
          <TextField
            label="Title"
            value={title}
            onChange={(event) => {
              setTitleTyped(true);
              setTitle(event.target.value);
            }}
            required
            error={titleTyped && titleProblem !== undefined}
            helperText={
              titleTyped && titleProblem ? (
                titleProblem
              ) : (
                <LengthHint note={lengthNote(title.trim().length, TITLE_ADVISED, TITLE_MAX, 'titles')} />
              )
            }
            fullWidth
            size="small"
            sx={{ mb: 2 }}
          />
          <FormControl component="fieldset">
            <FormLabel component="legend">Start with</FormLabel>
            <RadioGroup value={kind} onChange={(event) => setKind(event.target.value as SourceKind)}>
              <FormControlLabel
                value="starter"
                control={<Radio />}
                label="The landing-page starter (sections ready to fill in)"
              />
              <FormControlLabel value="blank" control={<Radio />} label="A blank page" />
              <FormControlLabel value="copy" control={<Radio />} label="A copy of an existing page" />
            </RadioGroup>
          </FormControl>
          {kind === 'copy' && (
            <TextField
              select
              label="Page to copy"
              value={copyFrom}
              onChange={(event) => setCopyFrom(event.target.value)}
              fullWidth
              size="small"
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              sx={{ mt: 1 }}
            >
              {pages.map((page) => (
                <option key={page.name} value={page.name}>
                  {page.label} ({page.path})
                </option>
              ))}
            </TextField>
          )}
          {failure && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button variant="text" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy || problem !== undefined || titleProblem !== undefined}>
            Create the page
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
