import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import CssBaseline from '@mui/material/CssBaseline';
import MenuItem from '@mui/material/MenuItem';
import { ThemeProvider } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useCallback, useEffect, useRef, useState } from 'react';
import { SelectedComponentsProvider } from '@/context/SelectedComponentsContext';
import { UNSAVED_MESSAGE } from '@/hooks/useUnsavedChangesWarning';
import type { SelectedComponent } from '@/lib/content/selection';
import { editorApi, type PageStateAnswer } from '@/lib/editor/api';
import { EDITOR_TARGETS, LAYOUT_TARGET, pageNameOf } from '@/lib/editor/pages';
import { pageNameToPath } from '@/lib/content/pageName';
import { editorTheme } from './editorTheme';
import { Workspace } from './Workspace';

/** The editor: choose a page (or the shared header and footer), then arrange and edit it. */
export function EditorScreen() {
  const [target, setTarget] = useState<string>('index');
  // What was loaded, and for which target: a stale answer is never shown for another page.
  const [loaded, setLoaded] = useState<
    { target: string; state?: PageStateAnswer; error?: string } | undefined
  >();
  const [dirty, setDirty] = useState(false);
  const versionRef = useRef('');
  const pageName = pageNameOf(target);
  const current = loaded?.target === target ? loaded : undefined;
  const state = current?.state;
  const loadError = current?.error;

  useEffect(() => {
    let cancelled = false;
    editorApi
      .pageState(pageName)
      .then((answer) => {
        if (cancelled) return;
        versionRef.current = answer.version;
        setLoaded({ target, state: answer });
      })
      .catch((error: unknown) => !cancelled && setLoaded({ target, error: String(error) }));
    return () => {
      cancelled = true;
    };
  }, [pageName, target]);

  // The provider's drag-end saves through this: POST /api/saveState with the loaded version.
  const saveOrder = useCallback(async (selectedComponents: SelectedComponent[], name: string) => {
    const answer = await editorApi.saveState(name, selectedComponents, versionRef.current);
    versionRef.current = answer.version;
  }, []);

  const switchTo = (next: string) => {
    if (next === target) return;
    if (dirty && !window.confirm(UNSAVED_MESSAGE)) return;
    setDirty(false);
    setTarget(next);
  };

  return (
    <ThemeProvider theme={editorTheme}>
      <CssBaseline />
      <Box
        component="header"
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
        <Typography component="h1" sx={{ fontWeight: 700, fontSize: '1.25rem' }}>
          Page editor
        </Typography>
        <TextField
          select
          size="small"
          label="Page"
          value={target}
          onChange={(event) => switchTo(event.target.value)}
          sx={{ minWidth: 280, bgcolor: '#fff', borderRadius: 1 }}
        >
          {EDITOR_TARGETS.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        {target !== LAYOUT_TARGET && (
          <Box
            component={NextLink}
            href={pageNameToPath(pageName)}
            target="_blank"
            rel="noopener"
            sx={{ color: '#fff' }}
          >
            Open the page in a new tab
          </Box>
        )}
      </Box>
      <Box component="main" sx={{ p: 2 }}>
        {loadError && <Alert severity="error">Could not load the page: {loadError}</Alert>}
        {!state && !loadError && <CircularProgress aria-label="Loading the page" />}
        {state && (
          <SelectedComponentsProvider
            key={target}
            pageName={pageName}
            initialComponents={state.components}
            initialLayout={state.layout}
            onSave={saveOrder}
          >
            <Workspace target={target} pageName={pageName} versionRef={versionRef} onDirtyChange={setDirty} />
          </SelectedComponentsProvider>
        )}
      </Box>
    </ThemeProvider>
  );
}
