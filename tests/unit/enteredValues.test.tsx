import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { replayEnteredValues } from '@/lib/client/enteredValues';

interface Entries {
  name: string;
  phone: string;
  interest: string;
  message: string;
  consent: boolean;
}

const EMPTY: Entries = { name: '', phone: '', interest: '', message: '', consent: false };

/** A controlled form like the enquiry form; `seen` receives its state at every render. */
function Form({ seen }: { seen: (entries: Entries) => void }) {
  const [entries, setEntries] = useState(EMPTY);
  seen(entries);
  const set = (field: keyof Entries, value: string | boolean) =>
    setEntries((previous) => ({ ...previous, [field]: value }));
  return (
    <form>
      <input name="name" value={entries.name} onChange={(event) => set('name', event.target.value)} />
      <input
        name="phone"
        type="tel"
        value={entries.phone}
        onChange={(event) => set('phone', event.target.value)}
      />
      <select
        name="interest"
        value={entries.interest}
        onChange={(event) => set('interest', event.target.value)}
      >
        <option value="">Choose one</option>
        <option value="Nightlife">Nightlife</option>
      </select>
      <textarea
        name="message"
        value={entries.message}
        onChange={(event) => set('message', event.target.value)}
      />
      <input
        name="consent"
        type="checkbox"
        checked={entries.consent}
        onChange={(event) => set('consent', event.target.checked)}
      />
    </form>
  );
}

const field = <T extends Element>(root: ParentNode, name: string) =>
  root.querySelector<T>(`[name="${name}"]`)!;

afterEach(() => document.body.replaceChildren());

describe('reporting what was entered in exported HTML to the form that hydrates it', () => {
  it('brings the hydrated state in line with the fields, keeping the focus and the caret', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form seen={() => undefined} />);
    document.body.append(container);
    // The visitor fills the plain HTML form before its code has arrived.
    field<HTMLInputElement>(container, 'name').value = 'Anna Kowalska';
    field<HTMLSelectElement>(container, 'interest').value = 'Nightlife';
    field<HTMLInputElement>(container, 'consent').checked = true;
    const message = field<HTMLTextAreaElement>(container, 'message');
    message.value = 'Two of us';
    message.focus();
    message.setSelectionRange(3, 5);

    let state = EMPTY;
    const seen = (entries: Entries) => (state = entries);
    await act(async () => {
      hydrateRoot(container, <Form seen={seen} />);
    });
    // Hydration keeps the entries on screen, but the form's state does not have them.
    expect(field<HTMLInputElement>(container, 'name').value).toBe('Anna Kowalska');
    expect(state).toEqual(EMPTY);

    await act(async () => replayEnteredValues(container));
    expect(state).toEqual({
      ...EMPTY,
      name: 'Anna Kowalska',
      interest: 'Nightlife',
      message: 'Two of us',
      consent: true,
    });
    expect(field<HTMLInputElement>(container, 'name').value).toBe('Anna Kowalska');
    expect(field<HTMLInputElement>(container, 'consent').checked).toBe(true);
    expect(document.activeElement).toBe(message);
    expect([message.selectionStart, message.selectionEnd]).toEqual([3, 5]);
  });

  it('leaves the state alone when nothing was entered', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form seen={() => undefined} />);
    document.body.append(container);
    let renders = 0;
    await act(async () => {
      hydrateRoot(container, <Form seen={() => (renders += 1)} />);
    });
    const afterHydration = renders;
    await act(async () => replayEnteredValues(container));
    expect(renders).toBe(afterHydration);
  });
});
