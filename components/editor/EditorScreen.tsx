import { EditorImagesProvider, useImagesAnswer } from '@/hooks/editor/useMediaLibrary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import Head from 'next/head';
import NextLink from 'next/link';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { EditorLanguageContext, useEditorLanguage, useWords } from '@/hooks/editor/useEditorLanguage';
import { useEditorLanguageChoice } from '@/hooks/editor/useEditorLanguageChoice';
import { useEditorPages } from '@/hooks/editor/useEditorPages';
import { UNSAVED_MESSAGES } from '@/hooks/editor/useUnsavedChangesWarning';
import { requestToastContainer } from '@/lib/browser/toastContainer';
import { editorApi, type PageStateAnswer } from '@/lib/editor/client/apiClient';
import type { StudioAccount } from '@/lib/editor/client/studioApi';
import { EDITOR_SCREEN_WORDS } from '@/lib/editor/client/words/editorScreen';
import {
  catalogFromPages,
  editorTargets,
  isLayoutTarget,
  layoutTarget,
  localeOfTarget,
  pageNameOf,
  targetInLanguage,
} from '@/lib/editor/client/editorTargets';
import { pageNameToPath } from '@/lib/model/pages/pageName';
import { LOCALE_INFO, LOCALES, isLocale, type Locale } from '@/lib/model/i18n/locales';
import { editorTheme } from './editorTheme';
import { PageActions } from './PageActions';
import { StudioBar } from './StudioBar';
import { PagePicker } from './PagePicker';
import { useTranslationMarks } from '@/hooks/editor/useTranslationMarks';
import { useReviews } from '@/hooks/editor/useReviews';
import { useSharedSections } from '@/hooks/editor/useSharedSections';
import { commentsOnSection } from '@/lib/editor/client/reviewComments';
import { marksByTarget } from '@/lib/model/content/translationSync';
import { usePageResults } from '@/hooks/editor/usePageResults';
import { usePlannedReleases } from '@/hooks/editor/usePlannedReleases';
import { RELEASE_WORDS } from '@/lib/editor/client/words/releases';
import { formatWhen } from '@/lib/editor/client/studioMessages';
import { Workspace } from './Workspace';

/** What the workspace shows: a target, loaded again (`revision`) when its files changed under it. */
interface Opened {
  target: string;
  revision: number;
  /** A component to select on opening (the header picked in a page's preview). */
  selectKey?: string;
}

/**
 * The editor: choose a language and a page of it (or that language's header and footer), manage
 * the pages, arrange and edit one; its own words in the team member's language (Polish or English).
 */
export function EditorScreen() {
  const choice = useEditorLanguageChoice();
  return (
    <ThemeProvider theme={editorTheme}>
      <CssBaseline />
      <EditorLanguageContext.Provider value={choice.locale}>
        {choice.ready ? (
          <EditorBody account={choice.account} onChooseLanguage={(next) => void choice.choose(next)} />
        ) : (
          <CircularProgress aria-label={EDITOR_SCREEN_WORDS[choice.locale].loadingEditor} sx={{ m: 2 }} />
        )}
      </EditorLanguageContext.Provider>
    </ThemeProvider>
  );
}

interface EditorBodyProps {
  /** The studio's signed-in account; undefined under `npm run dev`. */
  account: StudioAccount | undefined;
  onChooseLanguage: (next: Locale) => void;
}

function EditorBody({ account, onChooseLanguage }: EditorBodyProps) {
  const w = useWords(EDITOR_SCREEN_WORDS);
  const releaseWords = useWords(RELEASE_WORDS);
  const uiLocale = useEditorLanguage();
  const pages = useEditorPages();
  const images = useImagesAnswer();
  const [opened, setOpened] = useState<Opened>({ target: 'index', revision: 0 });
  const { target } = opened;
  // What was loaded, and for which opening: a stale answer is never shown for another page.
  const [loaded, setLoaded] = useState<
    { opened: Opened; state?: PageStateAnswer; error?: string } | undefined
  >();
  const [dirty, setDirty] = useState(false);
  // Every editor action reports in a toast: the container is there at once.
  useEffect(requestToastContainer, []);
  const pageName = pageNameOf(target);
  const current = loaded?.opened === opened ? loaded : undefined;
  const state = current?.state;
  const loadError = current?.error;

  useEffect(() => {
    let cancelled = false;
    editorApi
      .pageState(pageNameOf(opened.target))
      .then((answer) => {
        if (!cancelled) setLoaded({ opened, state: answer });
      })
      .catch((error: unknown) => !cancelled && setLoaded({ opened, error: String(error) }));
    return () => {
      cancelled = true;
    };
  }, [opened]);

  const switchTo = useCallback(
    (next: string, selectKey?: string) => {
      if (next === target) return;
      if (dirty && !window.confirm(UNSAVED_MESSAGES[uiLocale])) return;
      setDirty(false);
      setOpened({ target: next, revision: 0, selectKey });
    },
    [dirty, target, uiLocale],
  );
  const language = localeOfTarget(target);
  const openLayout = useCallback(
    (key: string) => switchTo(layoutTarget(localeOfTarget(target)), key),
    [switchTo, target],
  );
  const switchLanguage = (next: Locale) =>
    switchTo(targetInLanguage(target, next, pages.answer?.pages ?? []));
  const reloadWorkspace = () =>
    setOpened((previous) => ({ target: previous.target, revision: previous.revision + 1 }));

  const pageResults = usePageResults(account);
  const waitingReleases = usePlannedReleases(account);
  const heldBy = isLayoutTarget(target)
    ? []
    : waitingReleases.filter((entry) => entry.pages.some((page) => page.path === pageNameToPath(pageName)));
  const translations = useTranslationMarks();
  const reviews = useReviews(account);
  const shared = useSharedSections();
  const pageAddresses = pages.answer?.pages ?? [];
  const commentsOf = useCallback(
    (section: string) =>
      commentsOnSection(
        reviews.answer,
        isLayoutTarget(target) ? 'layout' : pageNameToPath(pageNameOf(target)),
        section,
        pages.answer?.pages ?? [],
      ),
    [reviews.answer, target, pages.answer],
  );
  const targets = useMemo(() => {
    const outOfDate = marksByTarget(translations.marks);
    return editorTargets(
      pages.answer?.pages ?? [],
      language,
      language === 'en' ? (pages.answer?.missingTranslations.pl ?? []) : [],
      uiLocale,
    ).map((option) => (outOfDate[option.value] ? { ...option, outOfDate: outOfDate[option.value] } : option));
  }, [pages.answer, language, uiLocale, translations.marks]);
  const targetMarks = useMemo(
    () => translations.marks.filter((mark) => mark.target === target),
    [translations.marks, target],
  );
  const catalog = useMemo(
    () => catalogFromPages(pages.answer?.pages ?? [], language),
    [pages.answer, language],
  );

  return (
    <EditorImagesProvider value={images}>
      <Head>
        <title>{w.documentTitle}</title>
      </Head>
      {/* Named, as its main is, apart from the previewed page's own banner and main in the frame. */}
      <Box
        component="header"
        aria-labelledby="editor-title"
        sx={{
          bgcolor: '#0f2a40',
          color: '#fff',
          px: 2,
          py: 1.5,
          display: 'flex',
          gap: 2,
          alignItems: 'center',
          flexWrap: 'wrap',
        }}
      >
        <Typography id="editor-title" component="h1" sx={{ fontWeight: 700, fontSize: '1.25rem' }}>
          {w.title}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={language}
          onChange={(_event, next: unknown) => isLocale(next) && switchLanguage(next)}
          aria-label={w.contentLanguage}
          sx={{
            bgcolor: '#fff',
            '& .MuiToggleButton-root': { color: '#0f2a40', px: 1.5 },
            '& .MuiToggleButton-root.Mui-selected': { bgcolor: '#c9d4dc', color: '#0f2a40', fontWeight: 700 },
          }}
        >
          {LOCALES.map((locale) => (
            <ToggleButton key={locale} value={locale} lang={LOCALE_INFO[locale].lang}>
              {LOCALE_INFO[locale].name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <PagePicker targets={targets} value={target} onChange={switchTo} results={pageResults} />
        {!isLayoutTarget(target) && (
          <Box
            component={NextLink}
            href={pageNameToPath(pageName)}
            target="_blank"
            rel="noopener"
            sx={{ color: '#fff' }}
          >
            {w.openInNewTab}
          </Box>
        )}
        <Button
          variant="text"
          lang={uiLocale === 'pl' ? 'en' : 'pl'}
          onClick={() => onChooseLanguage(uiLocale === 'pl' ? 'en' : 'pl')}
          sx={{ ml: 'auto', color: '#fff', textDecoration: 'underline' }}
        >
          {w.otherEditorLanguage}
        </Button>
      </Box>
      {account && (
        <StudioBar
          account={account}
          reviews={reviews}
          pages={pageAddresses}
          pageName={isLayoutTarget(target) ? undefined : pageName}
          onDraftsChanged={() => {
            pages.reload();
            reloadWorkspace();
          }}
        />
      )}
      <Box
        component="nav"
        aria-label={w.pageManagement}
        sx={{
          px: 2,
          py: 1,
          bgcolor: '#fff',
          borderBottom: '1px solid #c9d4dc',
          display: 'flex',
          gap: 1,
          flexWrap: 'wrap',
          alignItems: 'center',
        }}
      >
        <PageActions
          answer={pages.answer}
          target={target}
          dirty={dirty}
          reload={pages.reload}
          onOpen={switchTo}
          onChanged={reloadWorkspace}
        />
      </Box>
      <Box component="main" aria-label={w.workspace} sx={{ p: 2 }}>
        {pages.error && <Alert severity="error">{w.pagesFailed(pages.error)}</Alert>}
        {loadError && <Alert severity="error">{w.pageFailed(loadError)}</Alert>}
        {heldBy.map((entry) => (
          <Alert key={entry.id} severity="warning" role="note" sx={{ mb: 2 }} data-held-by={entry.id}>
            {releaseWords.heldBy(entry.name, formatWhen(entry.at, uiLocale))}
          </Alert>
        ))}
        {!state && !loadError && <CircularProgress aria-label={w.loadingPage} />}
        {state && (
          <Workspace
            key={`${target}:${opened.revision}`}
            target={target}
            pageName={pageName}
            initial={state}
            onDirtyChange={setDirty}
            catalog={catalog}
            initialSelectedKey={opened.selectKey}
            onOpenLayout={openLayout}
            marks={targetMarks}
            commentsOf={commentsOf}
            shared={shared}
            onPageChanged={reloadWorkspace}
            onKeepTranslation={(mark) => void translations.keep(mark)}
          />
        )}
      </Box>
    </EditorImagesProvider>
  );
}
