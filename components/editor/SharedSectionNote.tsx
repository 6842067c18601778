import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useWords } from '@/hooks/editor/useEditorLanguage';
import type { SharedSections } from '@/hooks/editor/useSharedSections';
import { SHARED_SECTION_WORDS } from '@/lib/editor/client/words/sharedSections';
import type { SelectedComponent } from '@/lib/model/content/selection';
import { pageNameToPath } from '@/lib/model/pages/pageName';

/**
 * Above a page's section form: for a shared section, where else it is and "Detach"; for any other,
 * "Make shared" with a name.
 */
export function SharedSectionNote({
  shared,
  pageName,
  component,
  disabled,
}: {
  shared: SharedSections;
  pageName: string;
  component: SelectedComponent;
  disabled: boolean;
}) {
  const w = useWords(SHARED_SECTION_WORDS);
  const [label, setLabel] = useState('');
  const placed = shared.shared.find(
    (section) =>
      section.placedOn.includes(pageName) &&
      section.category === component.category &&
      section.name === component.name,
  );
  if (placed)
    return (
      <Alert
        severity="info"
        role="note"
        sx={{ mb: 2 }}
        data-shared-note={placed.id}
        action={
          <Button
            size="small"
            variant="outlined"
            color="inherit"
            disabled={disabled}
            onClick={() => void shared.act({ action: 'detach', id: placed.id, pageName }, w.detached)}
          >
            {w.detach}
          </Button>
        }
      >
        {w.shared(placed.label, placed.placedOn.map(pageNameToPath).join(', '))}
      </Alert>
    );
  return (
    <Box
      component="form"
      aria-label={w.share}
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault();
        const name = label.trim();
        if (name === '') return;
        void shared
          .act({ action: 'create', pageName, component, label: name }, w.madeShared(name))
          .then((done) => done && setLabel(''));
      }}
      sx={{ display: 'flex', gap: 1, mb: 2, alignItems: 'center' }}
    >
      <TextField
        label={w.shareName}
        value={label}
        onChange={(event) => setLabel(event.target.value)}
        size="small"
        sx={{ flex: 1 }}
        slotProps={{ htmlInput: { maxLength: 80 } }}
      />
      <Button type="submit" variant="outlined" size="small" disabled={disabled || label.trim() === ''}>
        {w.makeShared}
      </Button>
    </Box>
  );
}
