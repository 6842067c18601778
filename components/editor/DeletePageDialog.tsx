import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useEffect, useState, type FormEvent } from 'react';
import { useEditorLanguage, useWords } from '@/hooks/editor/useEditorLanguage';
import { editorApi } from '@/lib/editor/client/apiClient';
import { apiFailure, isConflict } from '@/lib/editor/client/apiMessages';
import type { DeleteAnswer, PageLink, PageSummary } from '@/lib/editor/contract/pageRequests';
import {
  contentLinks,
  deleteBody,
  deleteProblem,
  describeLink,
  linksOfError,
  type LinkChoice,
} from '@/lib/editor/client/linkChoices';
import { sortPageSummaries } from '@/lib/editor/client/editorTargets';
import { DELETE_PAGE_WORDS } from '@/lib/editor/client/words/deletePageDialog';
import { DialogFailure, DialogFooter } from './DialogFooter';
import { PageSelect } from './PageSelect';

interface DeletePageDialogProps {
  page: PageSummary;
  pages: readonly PageSummary[];
  onClose: () => void;
  onDeleted: (answer: DeleteAnswer) => void;
}

/**
 * Deletes a page (into the trash, from which it can be restored), after saying where it is linked
 * from and choosing what happens to those links: the header's link removed, or every link and the
 * old address sent to another page of its language. Links from content leave only the second
 * choice. An English page with a Polish version is deleted after that version (which names it).
 */
export function DeletePageDialog({ page, pages, onClose, onDeleted }: DeletePageDialogProps) {
  const uiLocale = useEditorLanguage();
  const w = useWords(DELETE_PAGE_WORDS);
  const others = sortPageSummaries(
    pages.filter((entry) => entry.name !== page.name && entry.locale === page.locale),
  );
  const polishName = page.translations?.pl;
  const polish = polishName ? pages.find((entry) => entry.name === polishName) : undefined;
  const [links, setLinks] = useState<PageLink[] | undefined>();
  const [choice, setChoice] = useState<LinkChoice>('drop');
  const [replacement, setReplacement] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();

  const showLinks = (found: PageLink[]) => {
    setLinks(found);
    if (contentLinks(found).length > 0) setChoice('replace');
  };

  useEffect(() => {
    let cancelled = false;
    editorApi
      .pageLinks(page.name)
      .then((answer) => !cancelled && showLinks(answer.links))
      .catch((error: unknown) => !cancelled && setFailure(w.linksNotListed(apiFailure(error, uiLocale))));
    return () => {
      cancelled = true;
    };
  }, [page.name, w, uiLocale]);

  const mustReplace = links !== undefined && contentLinks(links).length > 0;
  const problem = polishName
    ? w.deletePolishFirst
    : links === undefined
      ? w.listing
      : deleteProblem(links, choice, replacement, uiLocale);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (problem) return;
    setBusy(true);
    setFailure(undefined);
    try {
      onDeleted(await editorApi.deletePage(deleteBody(page.name, choice, replacement), page.version));
    } catch (error) {
      const found = isConflict(error) ? linksOfError(error) : undefined;
      if (found) showLinks(found);
      setFailure(found ? w.contentLinksHere : w.notDeleted(apiFailure(error, uiLocale)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="delete-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="delete-title">{w.title(page.label, page.path)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{w.intro}</DialogContentText>
          {polishName && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {w.hasPolishVersion(polish?.label ?? polishName, polish?.path ?? polishName)}
            </Alert>
          )}
          {links === undefined && !failure && <CircularProgress size={24} aria-label={w.listingLabel} />}
          {links !== undefined &&
            (links.length === 0 ? (
              <DialogContentText sx={{ mb: 2 }}>{w.noLinks}</DialogContentText>
            ) : (
              <>
                <DialogContentText>{w.linkedFrom}</DialogContentText>
                <Box component="ul" data-testid="page-links" sx={{ mt: 0.5, mb: 2, fontSize: '0.875rem' }}>
                  {links.map((link) => (
                    <li key={`${link.file}:${link.field}`}>{describeLink(link, uiLocale)}</li>
                  ))}
                </Box>
              </>
            ))}
          {links !== undefined && (
            <FormControl component="fieldset">
              <FormLabel component="legend">{w.choice}</FormLabel>
              <RadioGroup value={choice} onChange={(event) => setChoice(event.target.value as LinkChoice)}>
                <FormControlLabel
                  value="drop"
                  disabled={mustReplace}
                  control={<Radio />}
                  label={
                    mustReplace
                      ? w.dropNotPossible
                      : links.some((link) => link.navigation)
                        ? w.dropNavigation
                        : w.leaveUnused
                  }
                />
                <FormControlLabel value="replace" control={<Radio />} label={w.replace} />
              </RadioGroup>
            </FormControl>
          )}
          {choice === 'replace' && (
            <PageSelect
              label={w.sendTo}
              value={replacement}
              onChange={setReplacement}
              pages={others}
              empty={w.choosePage}
              required
              sx={{ mt: 1 }}
            />
          )}
          <DialogFailure failure={failure} />
        </DialogContent>
        <DialogFooter
          onCancel={onClose}
          submitLabel={w.submit}
          color="error"
          disabled={busy || problem !== undefined}
        />
      </form>
    </Dialog>
  );
}
