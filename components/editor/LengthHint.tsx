import type { LengthNote } from '@/lib/editor/client/settingsDraft';

/** A field's length advice in its helper text: amber (dark enough for small text) when too long for results. */
export function LengthHint({ note }: { note: LengthNote }) {
  return <span style={{ color: note.tone === 'warning' ? '#8a4b00' : undefined }}>{note.text}</span>;
}
