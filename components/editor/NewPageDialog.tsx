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
import { useEditorLanguage, useWords } from '@/hooks/editor/useEditorLanguage';
import { editorApi } from '@/lib/editor/client/apiClient';
import { apiFailure } from '@/lib/editor/client/apiMessages';
import type { NewPageSource, PageSummary, PagesAnswer } from '@/lib/editor/contract/pageRequests';
import {
  addressFromInput,
  addressProblem,
  sortPageSummaries,
  translationAddressProblem,
  untranslatedPages,
} from '@/lib/editor/client/editorTargets';
import type { Locale } from '@/lib/model/i18n/locales';
import { lengthNote, TITLE_ADVISED, TITLE_MAX } from '@/lib/editor/client/settingsDraft';
import { NEW_PAGE_WORDS } from '@/lib/editor/client/words/newPageDialog';
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
  const uiLocale = useEditorLanguage();
  const w = useWords(NEW_PAGE_WORDS);
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
      ? translationAddressProblem(name, locale, answer, uiLocale)
      : addressProblem(name, answer, undefined, uiLocale);
  const titleProblem =
    title.trim() === '' ? w.titleRequired : title.trim().length > TITLE_MAX ? w.titleTooLong : undefined;

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
      setFailure(w.notCreated(apiFailure(error, uiLocale)));
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
        <DialogTitle id="new-page-title">{w.newPage(locale)}</DialogTitle>
        <DialogContent>
          <AddressField value={address} problem={problem} onChange={setAddress} inputRef={firstField.ref} />
          <TextField
            label={w.title}
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
                <LengthHint
                  note={lengthNote(title.trim().length, TITLE_ADVISED, TITLE_MAX, 'titles', uiLocale)}
                />
              )
            }
            fullWidth
            size="small"
            sx={{ mb: 2 }}
          />
          <FormControl component="fieldset">
            <FormLabel component="legend">{w.startWith}</FormLabel>
            <RadioGroup value={kind} onChange={(event) => setKind(event.target.value as SourceKind)}>
              <FormControlLabel value="starter" control={<Radio />} label={w.starter} />
              <FormControlLabel value="blank" control={<Radio />} label={w.blank} />
              <FormControlLabel value="copy" control={<Radio />} label={w.copy} />
            </RadioGroup>
          </FormControl>
          {kind === 'copy' && (
            <PageSelect
              label={w.pageToCopy}
              value={copyFrom}
              onChange={setCopyFrom}
              pages={pages}
              sx={{ mt: 1 }}
            />
          )}
          {locale !== 'en' && untranslated.length > 0 && (
            <PageSelect
              label={w.versionOf(locale)}
              value={translationOf}
              onChange={setTranslationOf}
              pages={untranslated}
              empty={w.noEnglishPage}
              helperText={w.pairs}
              sx={{ mt: 2 }}
            />
          )}
          <DialogFailure failure={failure} />
        </DialogContent>
        <DialogFooter
          onCancel={onClose}
          submitLabel={w.submit}
          disabled={busy || problem !== undefined || titleProblem !== undefined}
        />
      </form>
    </Dialog>
  );
}
