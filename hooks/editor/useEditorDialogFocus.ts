import { useMemo, useRef } from 'react';

/**
 * Focus on a dialog's first field once it has opened. MUI's focus trap focuses the dialog itself
 * as it opens, and in development's strict mode its remount takes the focus back from a field
 * with autoFocus: the field is focused when the opening transition has ended instead.
 */
export function useEditorDialogFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const slotProps = useMemo(() => ({ transition: { onEntered: () => ref.current?.focus() } }), []);
  return { ref, slotProps };
}
