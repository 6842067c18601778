import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import type { PageSummary } from '@/lib/editor/contract/pageRequests';

interface PageSelectProps {
  label: string;
  /** The chosen page's name ('' for the empty choice). */
  value: string;
  onChange: (name: string) => void;
  pages: readonly Pick<PageSummary, 'name' | 'label' | 'path'>[];
  /** The text of a first choice with the value '', when choosing no page is allowed or must be undone. */
  empty?: string;
  required?: boolean;
  helperText?: ReactNode;
  sx?: SxProps<Theme>;
}

/** A native list of pages, each as “label (path)”, giving the chosen page's name. */
export function PageSelect({
  label,
  value,
  onChange,
  pages,
  empty,
  required,
  helperText,
  sx,
}: PageSelectProps) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required={required}
      fullWidth
      size="small"
      helperText={helperText}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={sx}
    >
      {empty !== undefined && <option value="">{empty}</option>}
      {pages.map((page) => (
        <option key={page.name} value={page.name}>
          {page.label} ({page.path})
        </option>
      ))}
    </TextField>
  );
}
