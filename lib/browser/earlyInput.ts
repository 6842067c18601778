/**
 * What a visitor did in a form's server HTML before React hydrated it, reported to React once it
 * has. Hydration keeps the values in the DOM, but React's state still holds the rendered ones, and
 * React's value tracker has recorded the entered values as current, so it would see no change:
 * each entered value is reported again, the way typing reports it. Likewise the focus, which
 * arrived before React listened. Call these after the hydration has committed, outside React's
 * commit (a timer), so that each report re-renders the form at once.
 *
 * Radio buttons are left out: the forms here have none, and a group needs handling of its own.
 */

/**
 * The mark the boot script (lib/browser/boot.js) puts on an enquiry form whose sending the browser's
 * own checks held (an empty required field), before the form's code had taken over the checks.
 * The browser then showed one bubble, in its own language; once hydrated, the form sends itself
 * through its own checks (components/registry/DeferredSection.tsx), which show every message in
 * the page's language and send nothing (hooks/useEnquiryForm.ts).
 */
export const CHECKS_HELD_ATTRIBUTE = 'data-checks-held';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function fields(root: ParentNode): Field[] {
  return Array.from(
    root.querySelectorAll<Field>('input[name]:not([type="radio"]), textarea[name], select[name]'),
  );
}

const isCheckbox = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && field.type === 'checkbox';

const hasSelection = (field: Element | null): field is HTMLInputElement | HTMLTextAreaElement =>
  field instanceof HTMLTextAreaElement ||
  (field instanceof HTMLInputElement &&
    // The types with a caret the page can read and set (not email, number or date).
    ['text', 'search', 'tel', 'url', 'password'].includes(field.type));

/** The option the server HTML selected. */
function renderedOption(select: HTMLSelectElement): string {
  return (
    Array.from(select.options).find((option) => option.defaultSelected)?.value ??
    select.options[0]?.value ??
    ''
  );
}

/** A field whose value differs from the rendered one, with that value. */
interface Entry {
  field: Field;
  entered: string | boolean;
}

/** What was entered in a form's fields at one moment (enteredValues). */
export type EnteredValues = readonly Entry[];

function enteredIn(field: Field): Entry | undefined {
  if (isCheckbox(field))
    return field.checked === field.defaultChecked ? undefined : { field, entered: field.checked };
  if (field instanceof HTMLSelectElement) {
    return field.value === renderedOption(field) ? undefined : { field, entered: field.value };
  }
  return field.value === field.defaultValue ? undefined : { field, entered: field.value };
}

function replay({ field, entered }: Entry): void {
  if (field instanceof HTMLSelectElement) {
    // Selects have no tracker: a change event is reported as it is.
    field.value = String(entered);
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (isCheckbox(field)) {
    // React's own setter puts its tracker on the rendered state; the click brings back the entered
    // one and is the event React listens to for boxes.
    field.checked = field.defaultChecked;
    field.click();
  } else {
    // React's own setter puts its tracker on the rendered value; the prototype's setter then writes
    // the entered value past it, and the input event reports the difference.
    field.value = field.defaultValue;
    const prototype = Object.getPrototypeOf(field) as object;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, String(entered));
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * The values entered in `root`'s fields so far. Take them just before hydrating: any render of the
 * form between its hydration and the report (a state update in an effect, such as MUI's check of
 * whether a field is filled) writes the form's state, still the rendered values, into the fields.
 */
export function enteredValues(root: ParentNode): EnteredValues {
  return fields(root).flatMap((field) => enteredIn(field) ?? []);
}

/**
 * Reports to React every value entered in `root`'s fields before hydration; the caret stays put.
 * `before` (enteredValues, taken before hydrating) brings back what a render has written over
 * since; a field's value now wins over its value then.
 */
export function replayEnteredValues(root: ParentNode, before: EnteredValues = []): void {
  const active = document.activeElement;
  const caret =
    hasSelection(active) && active.selectionStart !== null
      ? { start: active.selectionStart, end: active.selectionEnd }
      : undefined;
  // All read first: each report re-renders the form, which writes its state (still the rendered
  // values for the fields not yet reported) into every field.
  const now = enteredValues(root);
  const writtenOver = before.filter(
    (entry) => root.contains(entry.field) && !now.some(({ field }) => field === entry.field),
  );
  for (const entry of [...now, ...writtenOver]) replay(entry);
  if (caret && hasSelection(active)) active.setSelectionRange(caret.start, caret.end);
}

/**
 * Tells the form which of its fields has the focus, if one has: the focus moved there before React
 * listened, so the field would not look focused (MUI's outline and label) until it was left.
 */
export function replayFocus(root: ParentNode): void {
  const active = document.activeElement;
  if (active && active !== document.body && root.contains(active)) {
    active.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  }
}
