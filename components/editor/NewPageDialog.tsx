import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useEditorDialogFocus } from '@/hooks/editor/useEditorDialogFocus';
import { editorApi } from '@/lib/editor/client/apiClient';
import { apiFailure } from '@/lib/editor/client/apiMessages';
import {
  LANGUAGE_NAMES,
  type NewPageSource,
  type PageSummary,
  type PagesAnswer,
} from '@/lib/editor/contract/pageRequests';
import {
  addressFromInput,
  addressProblem,
  sortPageSummaries,
  translationAddressProblem,
  untranslatedPages,
} from '@/lib/editor/client/editorTargets';
import type { Locale } from '@/lib/model/i18n/locales';
import { lengthNote, TITLE_ADVISED, TITLE_MAX } from '@/lib/editor/client/settingsDraft';
import { AddressField } from './AddressField';
import { DialogFailure, DialogFooter } from './DialogFooter';
import { LengthHint } from './LengthHint';
import { PageSelect } from './PageSelect';

interface NewPageDialogProps {
  answer: PagesAnswer;
  /** The language chosen in the editor: a Polish page's address starts with pl/. */
  locale?: Locale;
  onClose: () => void;
  onCreated: (page: PageSummary) => void;
}

type SourceKind = NewPageSource['kind'];

/**
 * A new page: its address, its title, and what it starts with (nothing, the starter, a copy). In
 * Polish, its address starts with pl/, and it may be made the Polish version of an English page
 * that has none (“Create the Polish version” makes one from a copy of the English page instead).
 */
export function NewPageDialog({ answer, locale = 'en', onClose, onCreated }: NewPageDialogProps) {
  const pages = sortPageSummaries(answer.pages);
  const firstField = useEditorDialogFocus<HTMLInputElement>();
  const [address, setAddress] = useState(locale === 'en' ? '' : `${locale}/`);
  const [translationOf, setTranslationOf] = useState('');
  const untranslated = locale === 'en' ? [] : untranslatedPages(answer, locale);
  const [title, setTitle] = useState('');
  const [titleTyped, setTitleTyped] = useState(false);
  const [kind, setKind] = useState<SourceKind>('starter');
  const [copyFrom, setCopyFrom] = useState(pages[0]?.name ?? 'index');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();

  const name = addressFromInput(address);
  const problem =
    locale !== 'en' && translationOf !== ''
      ? translationAddressProblem(name, locale, answer)
      : addressProblem(name, answer);
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
      onCreated(
        await editorApi.createPage({
          name,
          title: title.trim(),
          source,
          ...(translationOf !== '' ? { translationOf } : {}),
        }),
      );
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
        <DialogTitle id="new-page-title">
          {locale === 'en' ? 'New page' : `New ${LANGUAGE_NAMES[locale]} page`}
        </DialogTitle>
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
            <PageSelect
              label="Page to copy"
              value={copyFrom}
              onChange={setCopyFrom}
              pages={pages}
              sx={{ mt: 1 }}
            />
          )}
          {untranslated.length > 0 && (
            <PageSelect
              label="The Polish version of"
              value={translationOf}
              onChange={setTranslationOf}
              pages={untranslated}
              empty="No English page"
              helperText="Pairs the two pages for the language switch and search engines"
              sx={{ mt: 2 }}
            />
          )}
          <DialogFailure failure={failure} />
        </DialogContent>
        <DialogFooter
          onCancel={onClose}
          submitLabel="Create the page"
          disabled={busy || problem !== undefined || titleProblem !== undefined}
        />
      </form>
    </Dialog>
  );
}
