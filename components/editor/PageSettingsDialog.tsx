import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useEditorDialogFocus } from '@/hooks/editor/useEditorDialogFocus';
import { useEditorLanguage, useWords } from '@/hooks/editor/useEditorLanguage';
import { editorApi } from '@/lib/editor/client/apiClient';
import { apiFailure } from '@/lib/editor/client/apiMessages';
import type { PageSummary, PagesAnswer } from '@/lib/editor/contract/pageRequests';
import {
  DESCRIPTION_ADVISED,
  DESCRIPTION_MAX,
  draftFromPage,
  isHomePage,
  LABEL_MAX,
  lengthNote,
  NAV_ICONS,
  navigationPositions,
  retireToChoices,
  retireToDefaultLabel,
  scheduleNote,
  settingsBody,
  settingsProblems,
  TITLE_ADVISED,
  TITLE_MAX,
  type SettingsDraft,
} from '@/lib/editor/client/settingsDraft';
import { PAGE_SETTINGS_WORDS } from '@/lib/editor/client/words/pageSettings';
import { settingLabel } from '@/lib/model/content/siteChangesText';
import type { NavIconName } from '@/components/sections/Headers/Variant7Hotels.schema';
import { DialogFailure, DialogFooter } from './DialogFooter';
import { ImageField } from './ImageField';
import { LengthHint } from './LengthHint';
import { SearchResultPreview } from './SearchResultPreview';
import { SocialCardPreview } from './SocialCardPreview';

interface PageSettingsDialogProps {
  page: PageSummary;
  /** Every page of the site: where a retired page may send its visitors. */
  pages: readonly PageSummary[];
  navigation: PagesAnswer['navigation'];
  onClose: () => void;
  onSaved: (page: PageSummary) => void;
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: '1px solid #c9d4dc', borderRadius: 1, p: 1.5, pt: 0.5, mb: 2 }}>
      <Typography component="legend" sx={{ px: 0.5, fontWeight: 600, fontSize: '0.9375rem' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * A page's settings: what search engines and link previews show (with live previews of both),
 * its short name, its place in the header navigation and the footer's catalog, whether search
 * engines may index it, and when it goes live and retires (Warsaw time). Saved with the page's
 * version; a refused save keeps what was typed.
 */
export function PageSettingsDialog({ page, pages, navigation, onClose, onSaved }: PageSettingsDialogProps) {
  const locale = useEditorLanguage();
  const w = useWords(PAGE_SETTINGS_WORDS);
  const firstField = useEditorDialogFocus<HTMLInputElement>();
  const [draft, setDraft] = useState<SettingsDraft>(() => draftFromPage(page, navigation));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const update = <K extends keyof SettingsDraft>(key: K, value: SettingsDraft[K]) =>
    setDraft((previous) => ({ ...previous, [key]: value }));
  const problems = settingsProblems(page, draft, navigation, locale);
  const invalid = Object.keys(problems).length > 0;
  const preview = { title: draft.title, description: draft.description, path: page.path };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (invalid) return;
    setBusy(true);
    setFailure(undefined);
    try {
      onSaved(await editorApi.pageSettings(settingsBody(page, draft), page.version));
    } catch (error) {
      setFailure(apiFailure(error, locale));
    } finally {
      setBusy(false);
    }
  };

  const scheduleTime = (key: 'liveFrom' | 'retireAt', label: string, clearLabel: string) => (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 2 }}>
      <TextField
        type="datetime-local"
        label={label}
        value={draft[key]}
        onChange={(event) => update(key, event.target.value)}
        error={problems[key] !== undefined}
        helperText={problems[key] ?? w.warsawTime}
        size="small"
        sx={{ flex: '1 1 auto' }}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
      />
      {draft[key] !== '' && (
        <Button size="small" variant="text" onClick={() => update(key, '')} sx={{ mt: 0.5 }}>
          {clearLabel}
        </Button>
      )}
    </Box>
  );
  const note = scheduleNote(draft, new Date(), locale);
  const choices = retireToChoices(pages, page);

  const text = (
    key: 'title' | 'description' | 'keywords' | 'label' | 'navLabel',
    label: string,
    hint?: ReactNode,
    extra: { multiline?: boolean; required?: boolean } = {},
  ) => (
    <TextField
      label={label}
      value={draft[key]}
      onChange={(event) => update(key, event.target.value)}
      error={problems[key] !== undefined}
      helperText={problems[key] ?? hint}
      required={extra.required}
      multiline={extra.multiline}
      minRows={extra.multiline ? 3 : undefined}
      fullWidth
      size="small"
      sx={{ mb: 2 }}
      inputRef={key === 'title' ? firstField.ref : undefined}
    />
  );

  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="lg"
      fullWidth
      aria-labelledby="settings-title"
      slotProps={firstField.slotProps}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="settings-title">{w.title(page.label, page.path)}</DialogTitle>
        <DialogContent dividers>
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
            }}
          >
            <Box>
              <Group title={w.searchGroup}>
                {text(
                  'title',
                  settingLabel('title', locale),
                  <LengthHint
                    note={lengthNote(draft.title.trim().length, TITLE_ADVISED, TITLE_MAX, 'titles', locale)}
                  />,
                  { required: true },
                )}
                {text(
                  'description',
                  settingLabel('description', locale),
                  <LengthHint
                    note={lengthNote(
                      draft.description.trim().length,
                      DESCRIPTION_ADVISED,
                      DESCRIPTION_MAX,
                      'descriptions',
                      locale,
                    )}
                  />,
                  { multiline: true },
                )}
                {text('keywords', settingLabel('keywords', locale), w.keywordsHint)}
                <ImageField
                  label={w.sharingImage}
                  value={draft.imageSrc}
                  error={problems.imageSrc}
                  onChange={(src) => update('imageSrc', src)}
                  described
                />
                {draft.imageSrc !== '' && (
                  <Button
                    size="small"
                    variant="text"
                    onClick={() => update('imageSrc', '')}
                    sx={{ mt: -1, mb: 1 }}
                  >
                    {w.useFirstPhoto}
                  </Button>
                )}
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={draft.noindex}
                      onChange={(event) => update('noindex', event.target.checked)}
                    />
                  }
                  label={w.noindex}
                />
                <FormHelperText sx={{ mt: -0.5, mb: 1 }}>{w.noindexHint}</FormHelperText>
              </Group>
              <Group title={w.siteGroup}>
                {text('label', settingLabel('label', locale), w.labelHint(LABEL_MAX))}
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={draft.catalog}
                      onChange={(event) => update('catalog', event.target.checked)}
                    />
                  }
                  label={w.catalog}
                />
                <FormControlLabel
                  sx={{ display: 'flex' }}
                  control={
                    <Checkbox
                      checked={draft.inNavigation}
                      onChange={(event) => update('inNavigation', event.target.checked)}
                    />
                  }
                  label={w.inNavigation}
                />
                {problems.inNavigation && <FormHelperText error>{problems.inNavigation}</FormHelperText>}
                {draft.inNavigation && (
                  <Box sx={{ mt: 1.5 }}>
                    {text('navLabel', w.navLabel, undefined, { required: true })}
                    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
                      <TextField
                        select
                        label={w.icon}
                        value={draft.navIcon}
                        onChange={(event) => update('navIcon', event.target.value as NavIconName)}
                        error={problems.navIcon !== undefined}
                        helperText={problems.navIcon}
                        size="small"
                        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                      >
                        {NAV_ICONS.map((icon) => (
                          <option key={icon} value={icon}>
                            {w.iconNames[icon]}
                          </option>
                        ))}
                      </TextField>
                      <TextField
                        select
                        label={w.position}
                        value={draft.navPosition}
                        onChange={(event) => update('navPosition', Number(event.target.value))}
                        size="small"
                        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                      >
                        {navigationPositions(navigation, page.path, locale).map((option) => (
                          <option key={option.value} value={option.value}>
                            {option.label}
                          </option>
                        ))}
                      </TextField>
                    </Box>
                  </Box>
                )}
              </Group>
              <Group title={w.scheduleGroup}>
                {isHomePage(page) ? (
                  <Typography variant="body2" sx={{ mb: 1 }}>
                    {w.homeAlwaysLive}
                  </Typography>
                ) : (
                  <>
                    <Typography variant="body2" sx={{ mb: 1.5 }}>
                      {w.scheduleIntro}
                    </Typography>
                    {scheduleTime('liveFrom', w.goesLiveAt, w.clearLiveFrom)}
                    {scheduleTime('retireAt', w.retiresAt, w.clearRetireAt)}
                    {draft.retireAt !== '' && (
                      <TextField
                        select
                        label={w.retireTo}
                        value={draft.retireTo}
                        onChange={(event) => update('retireTo', event.target.value)}
                        error={problems.retireTo !== undefined}
                        helperText={problems.retireTo ?? w.retireToHint}
                        fullWidth
                        size="small"
                        sx={{ mb: 1 }}
                        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                      >
                        <option value="">{retireToDefaultLabel(page, locale)}</option>
                        {draft.retireTo !== '' &&
                          !choices.some((choice) => choice.name === draft.retireTo) && (
                            <option value={draft.retireTo}>{w.noSuchPage(draft.retireTo)}</option>
                          )}
                        {choices.map((choice) => (
                          <option key={choice.name} value={choice.name}>
                            {choice.label} ({choice.path})
                          </option>
                        ))}
                      </TextField>
                    )}
                    {note && <FormHelperText sx={{ mt: 0 }}>{note}</FormHelperText>}
                  </>
                )}
              </Group>
            </Box>
            <Box>
              <SearchResultPreview input={preview} noindex={draft.noindex} />
              <SocialCardPreview input={preview} imageSrc={draft.imageSrc} />
            </Box>
          </Box>
          <DialogFailure failure={failure} />
        </DialogContent>
        <DialogFooter onCancel={onClose} submitLabel={w.save} disabled={busy || invalid} />
      </form>
    </Dialog>
  );
}
