import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useEditorDialogFocus } from '@/hooks/editor/useEditorDialogFocus';
import { useEditorLanguage, useWords } from '@/hooks/editor/useEditorLanguage';
import { editorApi } from '@/lib/editor/client/apiClient';
import { apiFailure } from '@/lib/editor/client/apiMessages';
import {
  proposeTranslationName,
  type PageSummary,
  type PagesAnswer,
  type TranslatedLocale,
} from '@/lib/editor/contract/pageRequests';
import { addressFromInput, translationAddressProblem } from '@/lib/editor/client/editorTargets';
import { lengthNote, TITLE_ADVISED, TITLE_MAX } from '@/lib/editor/client/settingsDraft';
import { TRANSLATION_WORDS } from '@/lib/editor/client/words/translationDialog';
import { AddressField } from './AddressField';
import { DialogFailure, DialogFooter } from './DialogFooter';
import { LengthHint } from './LengthHint';

interface TranslationDialogProps {
  /** The English page to make a version of. */
  english: PageSummary;
  locale: TranslatedLocale;
  answer: PagesAnswer;
  onClose: () => void;
  onCreated: (page: PageSummary) => void;
}

/**
 * "Create the Polish version": the new page's title and its address (proposed from the title
 * until the address is typed, and checked as it is typed). The page starts as a copy of the
 * English one, paired with it, so that its texts can be translated in the editor.
 */
export function TranslationDialog({ english, locale, answer, onClose, onCreated }: TranslationDialogProps) {
  const uiLocale = useEditorLanguage();
  const w = useWords(TRANSLATION_WORDS);
  const firstField = useEditorDialogFocus<HTMLInputElement>();
  const [title, setTitle] = useState('');
  const [titleTyped, setTitleTyped] = useState(false);
  const [address, setAddress] = useState(() => proposeTranslationName(english.name, locale));
  const [addressTyped, setAddressTyped] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();

  const name = addressFromInput(address);
  const problem = translationAddressProblem(name, locale, answer, uiLocale);
  const titleProblem =
    title.trim() === ''
      ? w.titleRequired(locale)
      : title.trim().length > TITLE_MAX
        ? w.titleTooLong
        : undefined;

  const changeTitle = (next: string) => {
    setTitleTyped(true);
    setTitle(next);
    // The address follows the title until it is typed.
    if (!addressTyped) setAddress(proposeTranslationName(english.name, locale, next));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTitleTyped(true);
    if (problem || titleProblem) return;
    setBusy(true);
    setFailure(undefined);
    try {
      onCreated(
        await editorApi.createPage({
          name,
          title: title.trim(),
          source: { kind: 'translation', from: english.name },
        }),
      );
    } catch (error) {
      setFailure(w.notCreated(locale, apiFailure(error, uiLocale)));
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
      aria-labelledby="translation-title"
      slotProps={firstField.slotProps}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="translation-title">{w.title(locale, english.label)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{w.intro(locale, english.path)}</DialogContentText>
          <TextField
            label={w.titleLabel(locale)}
            value={title}
            onChange={(event) => changeTitle(event.target.value)}
            required
            inputRef={firstField.ref}
            error={titleTyped && titleProblem !== undefined}
            helperText={
              titleTyped && titleProblem ? (
                titleProblem
              ) : (
                <LengthHint
                  note={lengthNote(title.trim().length, TITLE_ADVISED, TITLE_MAX, 'titles', uiLocale)}
                />
              )
            }
            fullWidth
            size="small"
            sx={{ mb: 2 }}
          />
          <AddressField
            value={address}
            problem={problem}
            proposed
            onChange={(next) => {
              setAddressTyped(true);
              setAddress(next);
            }}
          />
          <DialogFailure failure={failure} />
        </DialogContent>
        <DialogFooter
          onCancel={onClose}
          submitLabel={w.submit(locale)}
          disabled={busy || problem !== undefined || titleProblem !== undefined}
        />
      </form>
    </Dialog>
  );
}
