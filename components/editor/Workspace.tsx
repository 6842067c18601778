import RedoIcon from '@mui/icons-material/Redo';
import SaveIcon from '@mui/icons-material/Save';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { findDefinition } from '@/lib/model/content/catalog';
import { SelectedComponentsProvider, useSelectedComponents } from '@/context/SelectedComponentsContext';
import { useEditorLanguage, useWords } from '@/hooks/editor/useEditorLanguage';
import { useEditorSession, type EditorSession } from '@/hooks/editor/useEditorSession';
import type { PageStateAnswer } from '@/lib/editor/client/apiClient';
import { useEditorShortcuts } from '@/hooks/editor/useEditorShortcuts';
import { useUnsavedChangesWarning } from '@/hooks/editor/useUnsavedChangesWarning';
import type { CatalogLink } from '@/lib/model/content/pageProps';
import { componentKey, isLayoutCategory } from '@/lib/model/content/selection';
import { isLayoutTarget, localeOfTarget } from '@/lib/editor/client/editorTargets';
import { describeObject, validationErrors } from '@/lib/editor/client/schemaForm';
import { componentDescription, componentName } from '@/lib/editor/client/words/componentCatalog';
import { WORKSPACE_WORDS } from '@/lib/editor/client/words/workspace';
import { CatalogPanel } from './CatalogPanel';
import { ComponentList } from './ComponentList';
import { DataForm } from './DataForm';
import { PreviewFrame } from './PreviewFrame';
import { SectionMarks } from './SectionMarks';
import { SectionComments } from './SectionComments';
import { SharedSectionNote } from './SharedSectionNote';
import { SharedSectionsPanel } from './SharedSectionsPanel';
import type { SharedSections } from '@/hooks/editor/useSharedSections';
import type { ReviewComment } from '@/lib/editor/contract/review';
import type { TranslationMark } from '@/lib/model/content/translationSync';
import type { z } from 'zod';
import { useEditorMediaLibrary } from '@/hooks/editor/useMediaLibrary';
import { imageSources, placedImages } from '@/lib/model/images/mediaLibrary';
import { localeOfPageName } from '@/lib/model/i18n/locales';

interface WorkspaceProps {
  target: string;
  pageName: string;
  /** The page state as loaded: the session's store starts from it. */
  initial: PageStateAnswer;
  onDirtyChange: (dirty: boolean) => void;
  /** The footer's catalog, for the preview. */
  catalog: CatalogLink[];
  initialSelectedKey?: string;
  /** The header or footer was clicked in the preview of a page: they are edited as the layout. */
  onOpenLayout: (key: string) => void;
  /** This target's out-of-date translated fields, and "still correct" for one. */
  marks: readonly TranslationMark[];
  onKeepTranslation: (mark: TranslationMark) => void;
  /** Reviewers' comments on a section of this page (the studio's; none under `npm run dev`). */
  commentsOf: (section: string) => ReviewComment[];
  /** The site's shared sections and their actions. */
  shared: SharedSections;
  /** After a shared section was placed on this page: it is loaded again. */
  onPageChanged: () => void;
}

/**
 * The editing area of one page: its session's store, which SelectedComponentsProvider shows and
 * whose drag-end saves through it, and the view.
 */
export function Workspace({ target, pageName, initial, initialSelectedKey, ...view }: WorkspaceProps) {
  const session = useEditorSession({ target, pageName, initial, initialSelectedKey });
  return (
    <SelectedComponentsProvider
      pageName={pageName}
      selectedComponents={session.all}
      onSave={session.saveOrder}
    >
      <WorkspaceView target={target} pageName={pageName} session={session} {...view} />
    </SelectedComponentsProvider>
  );
}

type WorkspaceViewProps = Omit<WorkspaceProps, 'initial' | 'initialSelectedKey'> & { session: EditorSession };

/** Catalogue, component list, the selected component's form, preview. */
function WorkspaceView({
  target,
  pageName,
  session,
  onDirtyChange,
  catalog,
  onOpenLayout,
  marks,
  onKeepTranslation,
  commentsOf,
  shared,
  onPageChanged,
}: WorkspaceViewProps) {
  const { handleDragEnd } = useSelectedComponents();
  const uiLocale = useEditorLanguage();
  const w = useWords(WORKSPACE_WORDS);
  const dirty = session.dirtyKeys.length > 0;
  useUnsavedChangesWarning(dirty);
  useEditorShortcuts(session.undo, session.redo);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const selected = session.visible.find((component) => componentKey(component) === session.selectedKey);
  const definition = selected ? findDefinition(selected) : undefined;
  const fields = definition ? describeObject(definition.schema as z.ZodObject) : [];
  const value = selected ? session.valueOf(selected) : undefined;
  const sectionMarks = useMemo(
    () => marks.filter((mark) => mark.section === session.selectedKey),
    [marks, session.selectedKey],
  );
  const fieldMarks = useMemo(
    () => ({ byField: new Map(sectionMarks.map((mark) => [mark.field, mark])), onKeep: onKeepTranslation }),
    [sectionMarks, onKeepTranslation],
  );
  const markCounts = useMemo(() => {
    const counts: Record<string, number> = {};
    for (const mark of marks) counts[mark.section] = (counts[mark.section] ?? 0) + 1;
    return counts;
  }, [marks]);
  const errors =
    definition && value !== undefined
      ? validationErrors(definition.schema, value, uiLocale)
      : new Map<string, string>();

  // The preview shows each component's draft when it is valid, otherwise its saved data.
  const preview = useMemo(() => {
    const data: Record<string, unknown> = {};
    for (const component of session.all) {
      const key = componentKey(component);
      const draft = session.drafts[key];
      const valid = draft !== undefined && findDefinition(component)?.schema.safeParse(draft).success;
      data[key] = valid ? draft : session.saved[key]?.data;
    }
    return data;
  }, [session.all, session.drafts, session.saved]);
  // The preview's images as the media library describes them in the page's language.
  const library = useEditorMediaLibrary();
  const media = useMemo(
    () => placedImages(library, imageSources(preview), localeOfPageName(pageName)),
    [library, preview, pageName],
  );

  const isLayout = isLayoutTarget(target);
  const { select, visible } = session;
  const form = useRef<HTMLElement>(null);
  const picked = useRef(false);
  const [pickNote, setPickNote] = useState('');
  const pick = useCallback(
    (key: string) => {
      if (visible.some((component) => componentKey(component) === key)) {
        picked.current = true;
        setPickNote('');
        select(key);
      } else if (!isLayout) onOpenLayout(key);
      else setPickNote(w.pageSectionsElsewhere);
    },
    [visible, isLayout, select, onOpenLayout, w],
  );
  // A section picked in the preview brings its form into view, as the list's buttons do not need to.
  useEffect(() => {
    if (!picked.current || !selected || value === undefined) return;
    picked.current = false;
    form.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [selected, value]);

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr' },
        '@media (min-width: 1200px)': { gridTemplateColumns: '260px 380px 1fr' },
      }}
    >
      <Paper component="aside" aria-label={w.catalogue} sx={{ p: 2, alignSelf: 'start' }}>
        <CatalogPanel layout={isLayout} disabled={session.busy} onToggle={session.toggle} />
        {/* The shared sections are a catalogue too: placed on this page from here. */}
        {!isLayout && (
          <SharedSectionsPanel
            shared={shared}
            pageName={pageName}
            disabled={session.busy}
            onPlaced={onPageChanged}
          />
        )}
      </Paper>
      <Paper sx={{ p: 2, alignSelf: 'start' }}>
        <Box role="toolbar" aria-label={w.editing} sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<UndoIcon />}
            onClick={session.undo}
            disabled={!session.canUndo || session.busy}
            title={w.undoTitle}
          >
            {w.undo}
          </Button>
          <Button
            variant="outlined"
            startIcon={<RedoIcon />}
            onClick={session.redo}
            disabled={!session.canRedo || session.busy}
            title={w.redoTitle}
          >
            {w.redo}
          </Button>
          <Button
            startIcon={<SaveIcon />}
            onClick={session.save}
            disabled={!dirty || session.busy || errors.size > 0}
          >
            {w.save}
          </Button>
          <Typography
            role="status"
            sx={{ alignSelf: 'center', fontSize: '0.875rem', color: dirty ? '#8a4b00' : 'text.secondary' }}
          >
            {dirty ? w.unsaved(session.dirtyKeys.length) : w.allSaved}
          </Typography>
        </Box>
        <ComponentList
          components={session.visible}
          selectedKey={session.selectedKey}
          dirtyKeys={session.dirtyKeys}
          markCounts={markCounts}
          disabled={session.busy}
          onSelect={session.select}
          onReorder={(from, to) => void handleDragEnd(session.reordered(from, to))}
        />
        {selected && definition && (
          <Box
            component="section"
            ref={form}
            aria-labelledby="form-heading"
            sx={{ mt: 3, scrollMarginTop: 16 }}
          >
            <Typography id="form-heading" variant="h2" sx={{ fontSize: '1.125rem', mb: 0.5 }}>
              {w.edit(componentName(selected, definition.label, uiLocale))}
            </Typography>
            <Typography sx={{ fontSize: '0.8125rem', color: 'text.secondary', mb: 2 }}>
              {componentDescription(selected, definition.description, uiLocale)}
            </Typography>
            <SectionComments comments={session.selectedKey ? commentsOf(session.selectedKey) : []} />
            {!isLayout && (
              <SharedSectionNote
                shared={shared}
                pageName={pageName}
                component={selected}
                disabled={session.busy}
              />
            )}
            {value !== undefined && sectionMarks.length > 0 && (
              <SectionMarks marks={sectionMarks} value={value} onKeep={onKeepTranslation} />
            )}
            {value === undefined ? (
              <Typography>{w.loading}</Typography>
            ) : (
              <DataForm
                fields={fields}
                value={value}
                errors={errors}
                onChange={(path, next) => session.editField(selected, path, next)}
                marks={fieldMarks}
              />
            )}
          </Box>
        )}
      </Paper>
      {/* Beside a long form (three columns), the preview stays in view while the form scrolls. */}
      <Paper
        sx={{
          p: 2,
          minWidth: 0,
          '@media (min-width: 1200px)': { position: 'sticky', top: 16, alignSelf: 'start' },
        }}
      >
        <PreviewFrame
          state={{
            pageName,
            components: session.all.filter((component) => !isLayoutCategory(component.category)),
            layout: session.all.filter((component) => isLayoutCategory(component.category)),
            data: preview,
            media,
            catalog,
            selectedKey: session.selectedKey,
          }}
          onPick={pick}
        />
        <Typography role="status" sx={{ mt: 1, fontSize: '0.8125rem', color: '#8a4b00' }}>
          {pickNote}
        </Typography>
        {isLayout && (
          <Typography sx={{ mt: 1, fontSize: '0.8125rem', color: 'text.secondary' }}>
            {localeOfTarget(target) === 'en' ? w.layoutNote : w.polishLayoutNote} {w.layoutShared}
          </Typography>
        )}
      </Paper>
    </Box>
  );
}
