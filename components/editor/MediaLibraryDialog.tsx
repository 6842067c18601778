import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { toast } from '@/lib/browser/toast';
import { useEditorLanguage, useWords } from '@/hooks/editor/useEditorLanguage';
import { useEditorImages } from '@/hooks/editor/useMediaLibrary';
import { ApiError, editorApi, fileToBase64 } from '@/lib/editor/client/apiClient';
import { apiFailure } from '@/lib/editor/client/apiMessages';
import { MEDIA_LIBRARY_WORDS } from '@/lib/editor/client/words/mediaLibrary';
import { LOCALES, type Locale } from '@/lib/model/i18n/locales';
import { ALT_MAX_LENGTH, type FocalPoint, type MediaEntry } from '@/lib/model/images/mediaLibrary';
import { UPLOAD_RULES, type UploadType } from '@/lib/editor/contract/uploadRules';
import { DialogCloseFooter, DialogFailure } from './DialogFooter';

interface MediaLibraryDialogProps {
  onClose: () => void;
}

/** An entry as the form edits it: every text present, the credit's too. */
interface EntryDraft {
  alt: Record<Locale, string>;
  decorative: boolean;
  focus: FocalPoint;
  credit: { author: string; licence: string; source: string };
}

function draftOf(entry: MediaEntry): EntryDraft {
  return {
    alt: { ...entry.alt },
    decorative: entry.decorative,
    focus: { ...entry.focus },
    credit: { author: '', licence: '', source: '', ...entry.credit },
  };
}

function entryOf(draft: EntryDraft): MediaEntry {
  const credit = {
    author: draft.credit.author.trim(),
    licence: draft.credit.licence.trim(),
    source: draft.credit.source.trim(),
  };
  const hasCredit = credit.author !== '' || credit.licence !== '' || credit.source !== '';
  return {
    alt: Object.fromEntries(LOCALES.map((locale) => [locale, draft.alt[locale].trim()])) as Record<
      Locale,
      string
    >,
    decorative: draft.decorative,
    focus: draft.focus,
    ...(hasCredit ? { credit } : {}),
  };
}

const clamp = (value: number) => Math.max(0, Math.min(100, Math.round(value)));
const FOCUS_STEP = 5;
const KEY_STEPS: Record<string, [number, number]> = {
  ArrowLeft: [-FOCUS_STEP, 0],
  ArrowRight: [FOCUS_STEP, 0],
  ArrowUp: [0, -FOCUS_STEP],
  ArrowDown: [0, FOCUS_STEP],
};

/**
 * The media library: every image once, searchable; for the chosen one its description in each
 * language (or the decorative mark), its focal point (a click on the photo, or the arrow keys), its
 * credit and the pages that show it. Save, replace its file (every use follows) or delete it (refused
 * while a page shows it, naming the pages).
 */
export function MediaLibraryDialog({ onClose }: MediaLibraryDialogProps) {
  const uiLocale = useEditorLanguage();
  const w = useWords(MEDIA_LIBRARY_WORDS);
  const { images, library, versions, usage } = useEditorImages();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<string | undefined>();
  const [draft, setDraft] = useState<EntryDraft | undefined>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  // The version this dialog saved last: a second save need not wait for the list to be asked again.
  const [savedVersions, setSavedVersions] = useState<Record<string, string>>({});
  const fileInput = useRef<HTMLInputElement>(null);
  const hintId = useId();

  const listed = useMemo(() => {
    const words = query.trim().toLowerCase();
    return Object.entries(library)
      .filter(([src, entry]) =>
        [src, ...LOCALES.map((locale) => entry.alt[locale]), entry.credit?.author ?? '']
          .join(' ')
          .toLowerCase()
          .includes(words),
      )
      .sort(([a], [b]) => a.localeCompare(b));
  }, [library, query]);

  const choose = (src: string) => {
    const entry = library[src];
    if (!entry) return;
    setChosen(src);
    setDraft(draftOf(entry));
    setFailure(undefined);
  };

  const act = async (action: () => Promise<string>) => {
    setBusy(true);
    setFailure(undefined);
    try {
      toast.success(await action());
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.status === 409 && error.uses && chosen
          ? w.inUse(chosen, error.uses)
          : w.failed(apiFailure(error, uiLocale)),
      );
    } finally {
      setBusy(false);
    }
  };

  const save = () =>
    act(async () => {
      if (!chosen || !draft) return '';
      const version = savedVersions[chosen] ?? versions[chosen] ?? '';
      const saved = await editorApi.saveMediaEntry(chosen, entryOf(draft), version);
      setSavedVersions((now) => ({ ...now, [chosen]: saved.version }));
      setDraft(draftOf(saved.entry));
      return w.saved(chosen);
    });

  const replace = (file: File) =>
    act(async () => {
      if (!chosen) return '';
      await editorApi.replaceImage(chosen, file.name, file.type, await fileToBase64(file));
      return w.replaced(chosen);
    });

  const remove = () =>
    act(async () => {
      if (!chosen) return '';
      await editorApi.deleteImage(chosen);
      const deleted = chosen;
      setChosen(undefined);
      setDraft(undefined);
      return w.deleted(deleted);
    });

  const setFocus = (focus: FocalPoint) => setDraft((now) => now && { ...now, focus });
  const pickFocus = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setFocus({
      x: clamp(((event.clientX - box.left) / box.width) * 100),
      y: clamp(((event.clientY - box.top) / box.height) * 100),
    });
  };
  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = KEY_STEPS[event.key];
    if (!step || !draft) return;
    event.preventDefault();
    setFocus({ x: clamp(draft.focus.x + step[0]), y: clamp(draft.focus.y + step[1]) });
  };

  const file = chosen ? images.find((image) => image.src === chosen) : undefined;
  const uses = chosen ? (usage[chosen] ?? []) : [];

  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="media-library-title">
      <DialogTitle id="media-library-title">{w.title}</DialogTitle>
      <DialogContent dividers>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 3fr)' },
          }}
        >
          <Box component="section" aria-labelledby="media-library-list">
            <Typography id="media-library-list" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
              {w.images}
            </Typography>
            <TextField
              label={w.search}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              type="search"
              size="small"
              fullWidth
              sx={{ mb: 1.5 }}
            />
            {listed.length === 0 && <Typography>{w.noMatch}</Typography>}
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: 520, overflowY: 'auto' }}>
              {listed.map(([src, entry]) => {
                const undescribed = entry.decorative
                  ? 0
                  : LOCALES.filter((locale) => entry.alt[locale] === '').length;
                return (
                  <li key={src}>
                    <Box
                      component="button"
                      type="button"
                      onClick={() => choose(src)}
                      aria-pressed={src === chosen}
                      sx={{
                        display: 'flex',
                        gap: 1.5,
                        alignItems: 'center',
                        width: '100%',
                        p: 0.75,
                        mb: 0.5,
                        border: '2px solid',
                        borderColor: src === chosen ? 'primary.main' : 'transparent',
                        borderRadius: 1,
                        bgcolor: '#f4f7f9',
                        font: 'inherit',
                        textAlign: 'left',
                        cursor: 'pointer',
                      }}
                    >
                      {/* A plain img: an upload shows at once, before the loader's manifest reloads. */}
                      {/* eslint-disable-next-line @next/next/no-img-element */}
                      <img
                        src={src}
                        alt=""
                        width={72}
                        height={48}
                        style={{ objectFit: 'cover', borderRadius: 4, flex: 'none' }}
                      />
                      <span>
                        <Typography
                          component="span"
                          sx={{ display: 'block', fontSize: '0.875rem', wordBreak: 'break-all' }}
                        >
                          {src.replace('/images/', '')}
                        </Typography>
                        <Typography
                          component="span"
                          sx={{
                            fontSize: '0.8125rem',
                            color: undescribed > 0 ? '#9a3412' : 'text.secondary',
                          }}
                        >
                          {w.status(undescribed, usage[src]?.length ?? 0)}
                        </Typography>
                      </span>
                    </Box>
                  </li>
                );
              })}
            </Box>
          </Box>
          <Box component="section" aria-label={chosen ?? w.chooseImage}>
            {!chosen || !draft ? (
              <Typography>{w.chooseImage}</Typography>
            ) : (
              <>
                <Typography component="h3" sx={{ fontWeight: 600, mb: 1, wordBreak: 'break-all' }}>
                  {chosen}
                  {file ? ` (${file.width} × ${file.height})` : ''}
                </Typography>
                <Typography id={hintId} sx={{ fontSize: '0.8125rem', mb: 1 }}>
                  <strong>{w.focus}.</strong> {w.focusHint}
                </Typography>
                <Box
                  component="button"
                  type="button"
                  onClick={pickFocus}
                  onKeyDown={moveFocus}
                  aria-label={w.focusAt(draft.focus.x, draft.focus.y)}
                  aria-describedby={hintId}
                  data-testid="focal-point-picker"
                  sx={{
                    position: 'relative',
                    display: 'block',
                    width: '100%',
                    p: 0,
                    border: 0,
                    cursor: 'crosshair',
                    lineHeight: 0,
                    '&:focus-visible': { outline: '3px solid #24527a', outlineOffset: 2 },
                  }}
                >
                  {/* eslint-disable-next-line @next/next/no-img-element */}
                  <img
                    src={chosen}
                    alt=""
                    style={{ width: '100%', height: 'auto', maxHeight: 320, objectFit: 'contain' }}
                  />
                  <Box
                    aria-hidden="true"
                    sx={{
                      position: 'absolute',
                      left: `${draft.focus.x}%`,
                      top: `${draft.focus.y}%`,
                      width: 28,
                      height: 28,
                      ml: '-14px',
                      mt: '-14px',
                      borderRadius: '50%',
                      border: '3px solid #fff',
                      boxShadow: '0 0 0 2px #0b2230',
                      pointerEvents: 'none',
                    }}
                  />
                </Box>
                <Typography role="status" sx={{ fontSize: '0.8125rem', mt: 0.5, mb: 2 }}>
                  {w.focusAt(draft.focus.x, draft.focus.y)}
                </Typography>
                {LOCALES.map((locale) => (
                  <TextField
                    key={locale}
                    label={w.alt(locale)}
                    value={draft.alt[locale]}
                    onChange={(event) =>
                      setDraft({ ...draft, alt: { ...draft.alt, [locale]: event.target.value } })
                    }
                    disabled={draft.decorative}
                    helperText={w.altHint}
                    slotProps={{ htmlInput: { maxLength: ALT_MAX_LENGTH, lang: locale } }}
                    multiline
                    fullWidth
                    size="small"
                    sx={{ mb: 2 }}
                  />
                ))}
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={draft.decorative}
                      onChange={(event) => setDraft({ ...draft, decorative: event.target.checked })}
                    />
                  }
                  label={w.decorative}
                  sx={{ mb: 1 }}
                />
                <Box
                  component="fieldset"
                  sx={{ border: '1px solid #c9d4dc', borderRadius: 1, p: 1.5, mb: 2 }}
                >
                  <Typography component="legend" sx={{ px: 0.5, fontWeight: 600, fontSize: '0.9375rem' }}>
                    {w.credit}
                  </Typography>
                  {(['author', 'licence', 'source'] as const).map((part) => (
                    <TextField
                      key={part}
                      label={w[part]}
                      value={draft.credit[part]}
                      onChange={(event) =>
                        setDraft({ ...draft, credit: { ...draft.credit, [part]: event.target.value } })
                      }
                      fullWidth
                      size="small"
                      sx={{ mb: 1.5 }}
                    />
                  ))}
                </Box>
                <Typography component="h4" sx={{ fontWeight: 600, fontSize: '0.9375rem' }}>
                  {w.usedOn}
                </Typography>
                {uses.length === 0 ? (
                  <Typography sx={{ fontSize: '0.875rem', mb: 2 }}>{w.unused}</Typography>
                ) : (
                  <Box
                    component="ul"
                    data-testid="image-uses"
                    sx={{ mt: 0.5, mb: 2, pl: 2.5, fontSize: '0.875rem' }}
                  >
                    {uses.map((use) => (
                      <li key={use.page}>{w.use(use)}</li>
                    ))}
                  </Box>
                )}
                <DialogFailure failure={failure} sx={{ mb: 2 }} />
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                  <Button variant="contained" onClick={() => void save()} disabled={busy}>
                    {w.save}
                  </Button>
                  <Button variant="outlined" onClick={() => fileInput.current?.click()} disabled={busy}>
                    {w.replace}
                  </Button>
                  <input
                    ref={fileInput}
                    type="file"
                    hidden
                    aria-label={w.replace}
                    accept={Object.keys(UPLOAD_RULES.types).join(',')}
                    onChange={(event) => {
                      const picked = event.target.files?.[0];
                      event.target.value = '';
                      if (picked && picked.type in UPLOAD_RULES.types) void replace(picked);
                      else if (picked)
                        setFailure(
                          w.failed(
                            `${picked.type || picked.name}: ${(Object.keys(UPLOAD_RULES.types) as UploadType[]).join(', ')}`,
                          ),
                        );
                    }}
                  />
                  <Button variant="outlined" color="error" onClick={() => void remove()} disabled={busy}>
                    {w.delete}
                  </Button>
                </Box>
              </>
            )}
          </Box>
        </Box>
      </DialogContent>
      <DialogCloseFooter onClose={onClose} label={w.close} />
    </Dialog>
  );
}
