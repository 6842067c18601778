import { describe, expect, it, vi } from 'vitest';
import { restoreFields, snapshotFields } from '@/lib/client/fieldSnapshot';

function form(): HTMLFormElement {
  const element = document.createElement('form');
  element.innerHTML = `
    <input name="name" type="text" />
    <input name="email" type="email" />
    <select name="interest"><option value="">Choose</option><option value="Nightlife">Nightlife</option></select>
    <textarea name="message"></textarea>
    <input name="consent" type="checkbox" />`;
  document.body.append(element);
  return element;
}

const field = <T extends Element>(root: ParentNode, name: string) =>
  root.querySelector<T>(`[name="${name}"]`)!;

describe('carrying a form’s input over to its rendered copy', () => {
  it('takes the values, the checked boxes, the focused field and its caret', () => {
    const before = form();
    field<HTMLInputElement>(before, 'name').value = 'Anna Kowalska';
    field<HTMLSelectElement>(before, 'interest').value = 'Nightlife';
    field<HTMLInputElement>(before, 'consent').checked = true;
    const message = field<HTMLTextAreaElement>(before, 'message');
    message.value = 'Two of us';
    message.focus();
    message.setSelectionRange(3, 5);

    const snapshot = snapshotFields(before, document.activeElement);
    expect(snapshot).toEqual({
      values: {
        name: 'Anna Kowalska',
        email: '',
        interest: 'Nightlife',
        message: 'Two of us',
        consent: true,
      },
      focus: { name: 'message', selectionStart: 3, selectionEnd: 5 },
    });

    before.remove();
    const after = form();
    const typed = vi.fn();
    for (const type of ['input', 'change'])
      after.addEventListener(type, (event) => typed((event.target as HTMLInputElement).name));
    restoreFields(after, snapshot);
    expect(field<HTMLInputElement>(after, 'name').value).toBe('Anna Kowalska');
    expect(field<HTMLSelectElement>(after, 'interest').value).toBe('Nightlife');
    expect(field<HTMLInputElement>(after, 'consent').checked).toBe(true);
    expect(document.activeElement).toBe(field(after, 'message'));
    expect(field<HTMLTextAreaElement>(after, 'message').selectionStart).toBe(3);
    // Changed fields are announced as typing would (React's change handlers listen for it);
    // untouched ones are left alone.
    const announced = new Set(typed.mock.calls.map(([name]) => name as string));
    expect([...announced].sort()).toEqual(['consent', 'interest', 'message', 'name']);
    after.remove();
  });
});
