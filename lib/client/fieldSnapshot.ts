/**
 * What a visitor has entered in a form's fields, to carry it over when the form's server HTML is
 * replaced by the rendered component (components/registry/DeferredSection.tsx).
 */
export interface FieldSnapshot {
  values: Record<string, string | boolean>;
  focus?: { name: string; selectionStart: number | null; selectionEnd: number | null };
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function fields(root: ParentNode): Field[] {
  return Array.from(root.querySelectorAll<Field>('input[name], textarea[name], select[name]'));
}

const isToggle = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

const hasSelection = (field: Field): field is HTMLInputElement | HTMLTextAreaElement =>
  field instanceof HTMLTextAreaElement ||
  (field instanceof HTMLInputElement &&
    ['text', 'search', 'tel', 'url', 'email', 'password'].includes(field.type));

export function snapshotFields(root: ParentNode, active: Element | null): FieldSnapshot {
  const values: FieldSnapshot['values'] = {};
  for (const field of fields(root)) values[field.name] = isToggle(field) ? field.checked : field.value;
  const focused = fields(root).find((field) => field === active);
  if (!focused) return { values };
  return {
    values,
    focus: {
      name: focused.name,
      selectionStart: hasSelection(focused) ? focused.selectionStart : null,
      selectionEnd: hasSelection(focused) ? focused.selectionEnd : null,
    },
  };
}

/** Sets a value the way typing does, so that React's change handlers see it. */
function setValue(field: Field, value: string): void {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** Enters the snapshot's values in the fields of the same names, and gives back the focus. */
export function restoreFields(root: ParentNode, snapshot: FieldSnapshot): void {
  for (const field of fields(root)) {
    const value = snapshot.values[field.name];
    if (value === undefined) continue;
    if (isToggle(field)) {
      if (typeof value === 'boolean' && field.checked !== value) field.click();
    } else if (typeof value === 'string' && field.value !== value) {
      setValue(field, value);
    }
  }
  const focus = snapshot.focus;
  if (!focus) return;
  const target = fields(root).find((field) => field.name === focus.name);
  target?.focus();
  if (target && hasSelection(target) && focus.selectionStart !== null) {
    target.setSelectionRange(focus.selectionStart, focus.selectionEnd);
  }
}
