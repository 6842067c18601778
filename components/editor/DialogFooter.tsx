import Alert from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import type { SxProps, Theme } from '@mui/material/styles';
import { useWords } from '@/hooks/editor/useEditorLanguage';
import { DIALOG_FOOTER_WORDS } from '@/lib/editor/client/words/dialogFooter';

interface DialogFailureProps {
  /** Why the last attempt failed, or undefined (nothing is shown). */
  failure: string | undefined;
  /** Where it sits: below the form by default. */
  sx?: SxProps<Theme>;
}

/** A page dialog's failure, as an alert inside its content (where it scrolls with the form). */
export function DialogFailure({ failure, sx = { mt: 2 } }: DialogFailureProps) {
  return failure ? (
    <Alert severity="error" sx={sx}>
      {failure}
    </Alert>
  ) : null;
}

interface DialogFooterProps {
  onCancel: () => void;
  /** The submit button's text, which is also its accessible name. */
  submitLabel: string;
  /** While a request runs, or while what was typed cannot be sent. */
  disabled: boolean;
  color?: ButtonProps['color'];
}

/** A page dialog's buttons: Cancel, and the button that submits the dialog's form. */
export function DialogFooter({ onCancel, submitLabel, disabled, color }: DialogFooterProps) {
  const w = useWords(DIALOG_FOOTER_WORDS);
  return (
    <DialogActions>
      <Button variant="text" onClick={onCancel}>
        {w.cancel}
      </Button>
      <Button type="submit" color={color} disabled={disabled}>
        {submitLabel}
      </Button>
    </DialogActions>
  );
}

interface DialogCloseFooterProps {
  onClose: () => void;
  /** The button's text: "Close", or "Done" after the dialog's task. */
  label: string;
}

/** The footer of a dialog with nothing to submit (a list, or a task that is done): one button. */
export function DialogCloseFooter({ onClose, label }: DialogCloseFooterProps) {
  return (
    <DialogActions>
      <Button variant="text" onClick={onClose}>
        {label}
      </Button>
    </DialogActions>
  );
}
