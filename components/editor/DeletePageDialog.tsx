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
      .catch(
        (error: unknown) =>
          !cancelled && setFailure(`Could not list the links to the page: ${apiFailure(error)}`),
      );
    return () => {
      cancelled = true;
    };
  }, [page.name]);

  const mustReplace = links !== undefined && contentLinks(links).length > 0;
  const problem = polishName
    ? 'Delete the Polish version first'
    : links === undefined
      ? 'Listing the links…'
      : deleteProblem(links, choice, replacement);

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
      setFailure(
        found
          ? 'Not deleted: the page’s content links here (the list is updated). Choose a page to send those links to.'
          : `Not deleted: ${apiFailure(error)}`,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="delete-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="delete-title">
          Delete “{page.label}” ({page.path})?
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            The page and its data go to the deleted pages, from where they can be restored.
          </DialogContentText>
          {polishName && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              This page has a Polish version, “{polish?.label ?? polishName}” ({polish?.path ?? polishName}),
              which names it as its original. Delete the Polish version first (choose it under Polski), then
              this page.
            </Alert>
          )}
          {links === undefined && !failure && <CircularProgress size={24} aria-label="Listing the links" />}
          {links !== undefined &&
            (links.length === 0 ? (
              <DialogContentText sx={{ mb: 2 }}>No page of the site links to it.</DialogContentText>
            ) : (
              <>
                <DialogContentText>It is linked from:</DialogContentText>
                <Box component="ul" data-testid="page-links" sx={{ mt: 0.5, mb: 2, fontSize: '0.875rem' }}>
                  {links.map((link) => (
                    <li key={`${link.file}:${link.field}`}>{describeLink(link)}</li>
                  ))}
                </Box>
              </>
            ))}
          {links !== undefined && (
            <FormControl component="fieldset">
              <FormLabel component="legend">What happens to the links and the address</FormLabel>
              <RadioGroup value={choice} onChange={(event) => setChoice(event.target.value as LinkChoice)}>
                <FormControlLabel
                  value="drop"
                  disabled={mustReplace}
                  control={<Radio />}
                  label={
                    mustReplace
                      ? 'Remove the navigation link (not possible: content links here)'
                      : links.some((link) => link.navigation)
                        ? 'Remove the navigation link; the address then answers “not found”'
                        : 'Leave the address unused; it then answers “not found”'
                  }
                />
                <FormControlLabel
                  value="replace"
                  control={<Radio />}
                  label="Send the links, and the old address, to another page"
                />
              </RadioGroup>
            </FormControl>
          )}
          {choice === 'replace' && (
            <PageSelect
              label="Send them to"
              value={replacement}
              onChange={setReplacement}
              pages={others}
              empty="Choose a page"
              required
              sx={{ mt: 1 }}
            />
          )}
          <DialogFailure failure={failure} />
        </DialogContent>
        <DialogFooter
          onCancel={onClose}
          submitLabel="Delete the page"
          color="error"
          disabled={busy || problem !== undefined}
        />
      </form>
    </Dialog>
  );
}
