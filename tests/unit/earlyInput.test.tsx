import { act, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { enteredValues, replayEnteredValues, replayFocus } from '@/lib/browser/earlyInput';

interface Entries {
  name: string;
  email: string;
  interest: string;
  message: string;
  consent: boolean;
  focused: string;
}

const EMPTY: Entries = { name: '', email: '', interest: '', message: '', consent: false, focused: '' };

/** A controlled form like the enquiry form; `seen` receives its state at every render. */
function Form({ seen }: { seen: (entries: Entries) => void }) {
  const [entries, setEntries] = useState(EMPTY);
  seen(entries);
  const set = (field: keyof Entries, value: string | boolean) =>
    setEntries((previous) => ({ ...previous, [field]: value }));
  return (
    <form
      onFocus={({ target }: { target: EventTarget }) =>
        set('focused', target instanceof HTMLInputElement ? target.name : '')
      }
    >
      <input name="name" value={entries.name} onChange={(event) => set('name', event.target.value)} />
      <input
        name="email"
        type="email"
        value={entries.email}
        onChange={(event) => set('email', event.target.value)}
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

/** The form in a parent that renders again once mounted, as MUI's check of filled fields does. */
function RenderedTwice({ seen }: { seen: (entries: Entries) => void }) {
  const [, setRenders] = useState(1);
  // The second render is the point: it writes the form's state into the fields.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setRenders(2), []);
  return <Form seen={seen} />;
}

const field = <T extends Element>(root: ParentNode, name: string) =>
  root.querySelector<T>(`[name="${name}"]`)!;

/** The form's exported HTML, in the document, before its code has arrived. */
function exportedForm(): HTMLDivElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form seen={() => undefined} />);
  document.body.append(container);
  return container;
}

async function hydrate(container: HTMLDivElement): Promise<() => Entries> {
  let state = EMPTY;
  await act(async () => {
    hydrateRoot(container, <Form seen={(entries) => (state = entries)} />);
  });
  return () => state;
}

afterEach(() => document.body.replaceChildren());

describe('reporting what was done in exported HTML to the form that hydrates it', () => {
  it('brings the hydrated state in line with the fields, keeping the focus and the caret', async () => {
    const container = exportedForm();
    // The visitor fills the plain HTML form before its code has arrived.
    field<HTMLInputElement>(container, 'name').value = 'Anna Kowalska';
    field<HTMLInputElement>(container, 'email').value = 'anna@example.pl';
    field<HTMLSelectElement>(container, 'interest').value = 'Nightlife';
    field<HTMLInputElement>(container, 'consent').checked = true;
    const message = field<HTMLTextAreaElement>(container, 'message');
    message.value = 'Two of us';
    message.focus();
    message.setSelectionRange(3, 5);

    const state = await hydrate(container);
    // Hydration keeps the entries on screen, but the form's state does not have them.
    expect(field<HTMLInputElement>(container, 'name').value).toBe('Anna Kowalska');
    expect(state()).toEqual(EMPTY);

    await act(async () => replayEnteredValues(container));
    expect(state()).toEqual({
      ...EMPTY,
      name: 'Anna Kowalska',
      email: 'anna@example.pl',
      interest: 'Nightlife',
      message: 'Two of us',
      consent: true,
    });
    expect(field<HTMLInputElement>(container, 'name').value).toBe('Anna Kowalska');
    expect(field<HTMLInputElement>(container, 'consent').checked).toBe(true);
    expect(document.activeElement).toBe(message);
    expect([message.selectionStart, message.selectionEnd]).toEqual([3, 5]);
  });

  it('brings back what a render wrote over between the hydration and the report', async () => {
    const container = exportedForm();
    field<HTMLInputElement>(container, 'name').value = 'Anna Kowalska';
    field<HTMLInputElement>(container, 'consent').checked = true;
    const before = enteredValues(container);
    let state = EMPTY;
    await act(async () => {
      hydrateRoot(container, <RenderedTwice seen={(entries) => (state = entries)} />);
    });
    // The second render wrote the form's state over what the visitor had entered.
    expect(field<HTMLInputElement>(container, 'name').value).toBe('');
    // Meanwhile, the visitor went on typing in another field: that value is the newer one.
    field<HTMLInputElement>(container, 'email').value = 'anna@example.pl';

    await act(async () => replayEnteredValues(container, before));
    expect(state).toEqual({ ...EMPTY, name: 'Anna Kowalska', email: 'anna@example.pl', consent: true });
    expect(field<HTMLInputElement>(container, 'name').value).toBe('Anna Kowalska');
    expect(field<HTMLInputElement>(container, 'consent').checked).toBe(true);
  });

  it('copes with the focus in a field whose caret cannot be read (email)', async () => {
    const container = exportedForm();
    const email = field<HTMLInputElement>(container, 'email');
    email.value = 'anna@';
    email.focus();
    const state = await hydrate(container);
    await act(async () => replayEnteredValues(container));
    expect(state().email).toBe('anna@');
    expect(document.activeElement).toBe(email);
  });

  it('tells the form which field has the focus', async () => {
    const container = exportedForm();
    field<HTMLInputElement>(container, 'name').focus();
    const state = await hydrate(container);
    expect(state().focused).toBe('');
    await act(async () => replayFocus(container));
    expect(state().focused).toBe('name');
  });

  it('leaves the state alone when nothing was done', async () => {
    const container = exportedForm();
    let renders = 0;
    await act(async () => {
      hydrateRoot(container, <Form seen={() => (renders += 1)} />);
    });
    const afterHydration = renders;
    await act(async () => {
      replayEnteredValues(container);
      replayFocus(container);
    });
    expect(renders).toBe(afterHydration);
  });
});
