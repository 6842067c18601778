import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import DriveFileRenameOutlineIcon from '@mui/icons-material/DriveFileRenameOutline';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import SettingsIcon from '@mui/icons-material/Settings';
import TranslateIcon from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useWords } from '@/hooks/editor/useEditorLanguage';
import { toast } from '@/lib/browser/toast';
import type { PageSummary, PagesAnswer } from '@/lib/editor/contract/pageRequests';
import {
  homePageName,
  isLayoutTarget,
  localeOfTarget,
  untranslatedPages,
} from '@/lib/editor/client/editorTargets';
import { PAGE_ACTIONS_WORDS } from '@/lib/editor/client/words/pageActions';
import { MEDIA_LIBRARY_WORDS } from '@/lib/editor/client/words/mediaLibrary';
import { pageNameWithinLocale } from '@/lib/model/i18n/locales';
import { DeletePageDialog } from './DeletePageDialog';
import { NewPageDialog } from './NewPageDialog';
import { PageSettingsDialog } from './PageSettingsDialog';
import { RenamePageDialog } from './RenamePageDialog';
import { TranslationDialog } from './TranslationDialog';
import { TrashDialog } from './TrashDialog';
import { MediaLibraryDialog } from './MediaLibraryDialog';

interface PageActionsProps {
  answer: PagesAnswer | undefined;
  target: string;
  /** Unsaved edits in the workspace: changing the page under them would lose them. */
  dirty: boolean;
  reload: () => Promise<PagesAnswer | undefined>;
  /** Opens a page in the editor (a new, renamed or restored one; the home page after a deletion). */
  onOpen: (name: string) => void;
  /** The open page's files changed (its settings, the header's links): load it again. */
  onChanged: () => void;
}

type PageDialog = 'settings' | 'rename' | 'delete';
type OpenDialog =
  | { kind: 'new' | 'trash'; answer: PagesAnswer }
  | { kind: PageDialog | 'translate'; answer: PagesAnswer; page: PageSummary };

/**
 * The page's own actions (settings, address, deletion, its Polish version), a new page, the
 * deleted pages, and, in Polish, the English pages that have no Polish version yet.
 */
export function PageActions({ answer, target, dirty, reload, onOpen, onChanged }: PageActionsProps) {
  const w = useWords(PAGE_ACTIONS_WORDS);
  const libraryWords = useWords(MEDIA_LIBRARY_WORDS);
  const [dialog, setDialog] = useState<OpenDialog | undefined>();
  const [libraryOpen, setLibraryOpen] = useState(false);
  const close = () => setDialog(undefined);
  const isPage = !isLayoutTarget(target);
  const pageBlocked = !answer || !isPage || dirty;
  const language = localeOfTarget(target);
  const isHome = isPage && pageNameWithinLocale(target) === 'index';
  const current = answer?.pages.find((entry) => entry.name === target);
  const untranslated = current?.locale === 'en' && current.translations?.pl === undefined;

  // Each dialog gets a fresh list: the page's version moves with every save in the workspace.
  const open = async (kind: OpenDialog['kind'], pageName = target) => {
    const fresh = await reload();
    if (!fresh) return toast.error(w.listFailed);
    if (kind === 'new' || kind === 'trash') return setDialog({ kind, answer: fresh });
    const page = fresh.pages.find((entry) => entry.name === pageName);
    if (!page) return toast.error(w.pageGone);
    if (kind === 'translate' && page.translations?.pl !== undefined)
      return toast.error(w.alreadyTranslated(page.label));
    setDialog({ kind, answer: fresh, page });
  };

  const reasons = [
    !isPage && w.layoutHasNoSettings,
    isPage && dirty && w.saveFirst,
    isHome && (language === 'en' ? w.homeFixed : w.polishHomeFixed),
  ].filter(Boolean);
  const missing = answer && language !== 'en' ? untranslatedPages(answer, language) : [];

  return (
    <>
      <Box role="toolbar" aria-label={w.toolbar} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() => void open('new')}
          disabled={!answer}
        >
          {w.newPage}
        </Button>
        <Button
          variant="outlined"

          startIcon={<SettingsIcon />}
          onClick={() => void open('settings')}
          disabled={pageBlocked}
        >
          {w.settings}
        </Button>
        <Button
          variant="outlined"

          startIcon={<DriveFileRenameOutlineIcon />}
          onClick={() => void open('rename')}
          disabled={pageBlocked || isHome}
        >
          {w.rename}
        </Button>
        {language === 'en' && (
          <Button
            variant="outlined"
            startIcon={<TranslateIcon />}
            onClick={() => void open('translate')}
            disabled={pageBlocked || !untranslated}
          >
            {w.translate}
          </Button>
        )}
        <Button
          variant="outlined"

          startIcon={<DeleteIcon />}
          onClick={() => void open('delete')}
          disabled={pageBlocked || isHome}
        >
          {w.delete}
        </Button>
        <Button
          variant="outlined"

          startIcon={<RestoreFromTrashIcon />}
          onClick={() => void open('trash')}
          disabled={!answer}
        >
          {w.trash(answer?.trash.length ?? 0)}
        </Button>
        <Button variant="outlined" startIcon={<PhotoLibraryIcon />} onClick={() => setLibraryOpen(true)}>
          {libraryWords.open}
        </Button>
      </Box>
      {reasons.length > 0 && (
        <Typography sx={{ fontSize: '0.8125rem', width: '100%' }}>{reasons.join(' ')}</Typography>
      )}
      {isPage && language === 'en' && current && (
        <Typography sx={{ fontSize: '0.8125rem', width: '100%' }} data-testid="translation-status">
          {current.translations?.pl
            ? w.polishVersion(
                answer?.pages.find((entry) => entry.name === current.translations?.pl)?.path ??
                  current.translations.pl,
              )
            : w.noPolishVersion}
        </Typography>
      )}
      {language !== 'en' && missing.length > 0 && (
        <Box
          component="section"
          aria-labelledby="missing-translations"
          sx={{ width: '100%', display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
        >
          <Typography id="missing-translations" component="h2" sx={{ fontSize: '0.875rem', fontWeight: 700 }}>
            {w.missingVersions(language, missing.length)}
          </Typography>
          {missing.map((page) => (
            <Button
              key={page.name}
              size="small"
              variant="text"
              startIcon={<TranslateIcon />}
              onClick={() => void open('translate', page.name)}
              disabled={dirty}
              aria-label={w.translatePage(page.label, page.path)}
            >
              {page.label} ({page.path})
            </Button>
          ))}
        </Box>
      )}

      {dialog?.kind === 'new' && (
        <NewPageDialog
          answer={dialog.answer}
          locale={language}
          onClose={close}
          onCreated={(page) => {
            close();
            toast.success(w.created(page.path));
            void reload();
            onOpen(page.name);
          }}
        />
      )}
      {dialog?.kind === 'translate' && (
        <TranslationDialog
          english={dialog.page}
          locale="pl"
          answer={dialog.answer}
          onClose={close}
          onCreated={(page) => {
            close();
            toast.success(w.translationCreated(page.path));
            void reload();
            onOpen(page.name);
          }}
        />
      )}
      {dialog?.kind === 'settings' && (
        <PageSettingsDialog
          page={dialog.page}
          pages={dialog.answer.pages}
          navigation={dialog.answer.navigationByLocale[dialog.page.locale]}
          onClose={close}
          onSaved={() => {
            close();
            toast.success(w.settingsSaved);
            void reload();
            onChanged();
          }}
        />
      )}
      {dialog?.kind === 'rename' && (
        <RenamePageDialog
          page={dialog.page}
          answer={dialog.answer}
          onClose={close}
          onRenamed={(renamed) => {
            toast.success(w.renamed(renamed.page.path));
            void reload();
            onOpen(renamed.page.name);
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeletePageDialog
          page={dialog.page}
          pages={dialog.answer.pages}
          onClose={close}
          onDeleted={() => {
            close();
            toast.success(w.deleted(dialog.page.label));
            void reload();
            onOpen(homePageName(dialog.page.locale));
          }}
        />
      )}
      {libraryOpen && <MediaLibraryDialog onClose={() => setLibraryOpen(false)} />}
      {dialog?.kind === 'trash' && (
        <TrashDialog
          trash={dialog.answer.trash}
          onClose={close}
          onRestored={(page) => {
            close();
            toast.success(w.restored(page.label, page.path));
            void reload();
            onOpen(page.name);
          }}
        />
      )}
    </>
  );
}
