import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import ContactForm from '@/components/sections/Forms/ContactForm';
import { contactFormDefaults } from '@/components/sections/Forms/ContactForm.schema';
import { LocaleProvider } from '@/context/LocaleContext';
import { LANDING_PAGE_STORAGE_KEY } from '@/lib/browser/landingPage';
import { CHECKS_HELD_ATTRIBUTE } from '@/lib/browser/earlyInput';
import { ENQUIRY_REFUSALS } from '@/lib/model/enquiry/messages';
import { IDEMPOTENCY_KEY_PATTERN } from '@/lib/model/enquiry/schema';
import { stubFetch, type Route } from './fetchStub';

/** The visit keeps each value under the enquiry's field name (lib/browser/visit.ts). */
const GCLID_STORAGE_KEY = 'gclid';

const BOOT_KEY = 'boot-script-key-0123456789';

function renderForm() {
  render(<ContactForm data={contactFormDefaults} />);
  const form = screen.getByRole('form', { name: 'Travel enquiry' }) as HTMLFormElement;
  const hidden = (name: string) =>
    form.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`)!;
  return {
    form,
    key: hidden('idempotencyKey'),
    gclid: hidden('gclid'),
    landingPage: hidden('landingPage'),
    formMs: hidden('formMs'),
  };
}

function fillValid() {
  fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: 'Anna Kowalska' } });
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'anna@example.pl' } });
  fireEvent.change(screen.getByLabelText(/Travel interest/), { target: { value: 'Nightlife' } });
  fireEvent.change(screen.getByLabelText(/Your message/), {
    target: { value: 'Two of us, a long weekend.' },
  });
  fireEvent.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
}

/** Answers the enquiry endpoint with each route in turn; returns the bodies it received. */
function stubEndpoint(...answers: Route[]) {
  const bodies: Record<string, unknown>[] = [];
  const { spy } = stubFetch({});
  spy.mockImplementation(async (_input, init) => {
    bodies.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
    const answer = answers[Math.min(bodies.length, answers.length) - 1]!;
    if (answer instanceof Error) throw answer;
    return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status ?? 201 });
  });
  return bodies;
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send my enquiry' }));
const sendingDone = () =>
  waitFor(() => expect(screen.getByRole('button', { name: 'Send my enquiry' })).toBeEnabled());

afterEach(() => sessionStorage.clear());

describe('the enquiry form’s idempotency key', () => {
  it('posts to the endpoint without JavaScript, with empty hidden fields for the boot script', () => {
    const { form, key, gclid, landingPage, formMs } = renderForm();
    expect(form).toHaveAttribute('action', '/api/enquiry');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('data-enquiry-form');
    for (const input of [key, gclid, landingPage, formMs]) expect(input.value).toBe('');
  });

  it('sends the key the boot script wrote, again on a retry, and a fresh one for the next enquiry', async () => {
    const bodies = stubEndpoint(
      new TypeError('Failed to fetch'),
      { status: 500 },
      { status: 201 },
      { status: 201 },
    );
    const { key } = renderForm();
    key.value = BOOT_KEY;
    fillValid();

    send();
    await screen.findByText(/We could not send your enquiry/);
    send();
    await sendingDone();
    send();
    await screen.findByText(contactFormDefaults.successMessage);
    expect(bodies.map((body) => body.idempotencyKey)).toEqual([BOOT_KEY, BOOT_KEY, BOOT_KEY]);

    // The next enquiry is a new one.
    expect(key.value).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(key.value).not.toBe(BOOT_KEY);
    const next = key.value;
    fillValid();
    send();
    await waitFor(() => expect(bodies).toHaveLength(4));
    expect(bodies[3]?.idempotencyKey).toBe(next);
  });

  it('makes a key when the boot script has not, writes it into the form and keeps it for a retry', async () => {
    const bodies = stubEndpoint({ status: 503 }, { status: 201 });
    const { key } = renderForm();
    fillValid();
    send();
    await screen.findByText(/We could not send your enquiry/);
    const made = bodies[0]?.idempotencyKey;
    expect(made).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(key.value).toBe(made);
    send();
    await screen.findByText(contactFormDefaults.successMessage);
    expect(bodies[1]?.idempotencyKey).toBe(made);
  });

  it('replaces a malformed key rather than sending it', async () => {
    const bodies = stubEndpoint({ status: 201 });
    const { key } = renderForm();
    key.value = 'short';
    fillValid();
    send();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]?.idempotencyKey).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });

  it('sends nothing, and keeps the key, when a bot fills the honeypot', async () => {
    const bodies = stubEndpoint({ status: 201 });
    const { form, key } = renderForm();
    key.value = BOOT_KEY;
    fillValid();
    fireEvent.change(form.querySelector('input[name="website"]')!, {
      target: { value: 'http://spam.example' },
    });
    send();
    await screen.findByText(contactFormDefaults.successMessage);
    expect(bodies).toEqual([]);
    expect(key.value).toBe(BOOT_KEY);
  });
});

describe('a sending the browser’s own checks held before the form’s code ran (marked by the boot script)', () => {
  it('shows every message and sends nothing, then sends at the next click', async () => {
    const bodies = stubEndpoint({ status: 201 });
    const { form } = renderForm();
    form.setAttribute(CHECKS_HELD_ATTRIBUTE, '');
    fireEvent.submit(form);
    expect(await screen.findByText('Please enter your name')).toBeVisible();
    expect(screen.getByLabelText(/Full name/)).toHaveFocus();
    expect(form.hasAttribute(CHECKS_HELD_ATTRIBUTE)).toBe(false);
    expect(bodies).toEqual([]);
    fillValid();
    send();
    await screen.findByText(contactFormDefaults.successMessage);
    expect(bodies).toHaveLength(1);
  });

  it('sends nothing even when the fields were corrected meanwhile: the visitor has not pressed send since', async () => {
    const bodies = stubEndpoint({ status: 201 });
    const { form } = renderForm();
    fillValid();
    form.setAttribute(CHECKS_HELD_ATTRIBUTE, '');
    fireEvent.submit(form);
    await waitFor(() => expect(form.hasAttribute(CHECKS_HELD_ATTRIBUTE)).toBe(false));
    expect(screen.queryByText(contactFormDefaults.successMessage)).toBeNull();
    expect(bodies).toEqual([]);
  });
});

describe('an enquiry refused with 409 (its key stored before with another enquiry)', () => {
  const KEY_REUSED = { status: 409, body: { error: ENQUIRY_REFUSALS.en.keyReused } };
  const withoutKey = (body: Record<string, unknown>) => ({ ...body, idempotencyKey: undefined });

  it('goes once more at once under a new key, and is thanked for', async () => {
    const bodies = stubEndpoint(KEY_REUSED, { status: 201 });
    const { key } = renderForm();
    key.value = BOOT_KEY;
    fillValid();
    send();
    await screen.findByText(contactFormDefaults.successMessage);
    expect(bodies).toHaveLength(2);
    expect(bodies[0]?.idempotencyKey).toBe(BOOT_KEY);
    expect(bodies[1]?.idempotencyKey).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(bodies[1]?.idempotencyKey).not.toBe(BOOT_KEY);
    // The same enquiry, word for word.
    expect(withoutKey(bodies[1]!)).toEqual(withoutKey(bodies[0]!));
    expect(screen.queryByText(/We could not send your enquiry/)).not.toBeInTheDocument();
  });

  it('keeps the new key when that sending fails, so the retry is stored once, and keeps what was typed', async () => {
    const bodies = stubEndpoint(KEY_REUSED, new TypeError('Failed to fetch'), { status: 201 });
    const { key } = renderForm();
    key.value = BOOT_KEY;
    fillValid();
    send();
    await screen.findByText(/We could not send your enquiry/);
    const made = bodies[1]?.idempotencyKey;
    expect(made).not.toBe(BOOT_KEY);
    expect(key.value).toBe(made);
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Anna Kowalska');
    expect(screen.getByLabelText(/Your message/)).toHaveValue('Two of us, a long weekend.');
    send();
    await screen.findByText(contactFormDefaults.successMessage);
    expect(bodies.map((body) => body.idempotencyKey)).toEqual([BOOT_KEY, made, made]);
  });

  it('tries a new key once only: a second 409 shows as a failure, and the next click sends under the new key', async () => {
    const bodies = stubEndpoint(KEY_REUSED, KEY_REUSED, { status: 201 });
    const { key } = renderForm();
    key.value = BOOT_KEY;
    fillValid();
    send();
    await screen.findByText(/We could not send your enquiry/);
    expect(bodies).toHaveLength(2);
    const made = bodies[1]?.idempotencyKey;
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Anna Kowalska');
    send();
    await screen.findByText(contactFormDefaults.successMessage);
    expect(bodies.map((body) => body.idempotencyKey)).toEqual([BOOT_KEY, made, made]);
  });

  it('is the only refusal that changes the key: a 500 is retried under the same one', async () => {
    const bodies = stubEndpoint({ status: 500 }, { status: 201 });
    const { key } = renderForm();
    key.value = BOOT_KEY;
    fillValid();
    send();
    await screen.findByText(/We could not send your enquiry/);
    expect(bodies).toHaveLength(1);
    send();
    await screen.findByText(contactFormDefaults.successMessage);
    expect(bodies.map((body) => body.idempotencyKey)).toEqual([BOOT_KEY, BOOT_KEY]);
  });
});

describe('what the boot script noted about the visit', () => {
  it('sends the time it wrote into the form and the landing page kept for the visit', async () => {
    sessionStorage.setItem(LANDING_PAGE_STORAGE_KEY, '/pl/kasyno');
    const bodies = stubEndpoint({ status: 201 });
    const { landingPage, formMs } = renderForm();
    landingPage.value = '/contact-us';
    fillValid();
    // The boot script writes it as the submit event passes, before the form's handler runs.
    formMs.value = '41250';
    send();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ formMs: 41250, landingPage: '/pl/kasyno' });
  });

  it('falls back to the landing page written into the form (storage blocked), if it is valid', async () => {
    const bodies = stubEndpoint({ status: 201 }, { status: 201 });
    const { landingPage } = renderForm();
    landingPage.value = '/casino';
    fillValid();
    send();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]?.landingPage).toBe('/casino');
    await screen.findByText(contactFormDefaults.successMessage);

    landingPage.value = '/"><img src=x>';
    fillValid();
    send();
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).not.toHaveProperty('landingPage');
  });

  it('sends neither without the boot script, nor a time that is not whole milliseconds up to a day', async () => {
    const bodies = stubEndpoint({ status: 201 });
    renderForm();
    fillValid();
    send();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).not.toHaveProperty('formMs');
    expect(bodies[0]).not.toHaveProperty('landingPage');

    for (const written of ['-5', '1.5', 'soon', '86400001']) {
      const more = stubEndpoint({ status: 201 });
      cleanup();
      const { formMs } = renderForm();
      fillValid();
      formMs.value = written;
      send();
      await waitFor(() => expect(more).toHaveLength(1));
      expect(more[0], written).not.toHaveProperty('formMs');
    }
  });
});

describe('the enquiry form’s gclid', () => {
  it('sends the gclid of the visit (sessionStorage) first', async () => {
    sessionStorage.setItem(GCLID_STORAGE_KEY, 'from_storage-1');
    const bodies = stubEndpoint({ status: 201 });
    const { gclid } = renderForm();
    gclid.value = 'from_the_form-1';
    fillValid();
    send();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]?.gclid).toBe('from_storage-1');
  });

  it('falls back to the one the boot script wrote into the form, if it is valid', async () => {
    const bodies = stubEndpoint({ status: 201 }, { status: 201 });
    const { gclid } = renderForm();
    gclid.value = 'from_the_form-1';
    fillValid();
    send();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]?.gclid).toBe('from_the_form-1');
    // Answered: the form has emptied itself for the next enquiry (filled before that, it would be
    // emptied after the filling, and nothing sent).
    await screen.findByText(contactFormDefaults.successMessage);

    gclid.value = '"><img src=x>';
    fillValid();
    send();
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).not.toHaveProperty('gclid');
  });
});

describe('the enquiry form on a Polish page', () => {
  const POLISH_DATA = {
    ...contactFormDefaults,
    submitLabel: 'Wysyłam zapytanie',
    successMessage: 'Dziękujemy! Zapytanie jest już w\u00a0drodze do naszego biura.',
  };

  function renderPolish() {
    render(
      <LocaleProvider
        value={{ locale: 'pl', languageSwitch: { locale: 'en', path: '/contact-us', twin: true } }}
      >
        <ContactForm data={POLISH_DATA} />
      </LocaleProvider>,
    );
    return screen.getByRole('form', { name: 'Zapytanie o podróż' }) as HTMLFormElement;
  }

  function fillValidPolish() {
    fireEvent.change(screen.getByLabelText(/Imię i\s+nazwisko/), { target: { value: 'Anna Kowalska' } });
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'anna@example.pl' } });
    fireEvent.change(screen.getByLabelText(/Rodzaj wyjazdu/), { target: { value: 'Nightlife' } });
    fireEvent.change(screen.getByLabelText(/Wiadomość/), { target: { value: 'Dwie osoby, długi weekend.' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /polityką prywatności/ }));
  }

  const sendPolish = () => fireEvent.click(screen.getByRole('button', { name: 'Wysyłam zapytanie' }));

  it('shows its labels, options, consent and notes in Polish, with English values and its language', () => {
    const form = renderPolish();
    expect(screen.getByLabelText(/Telefon \(opcjonalnie\)/)).toHaveAttribute('type', 'tel');
    const options = Array.from(form.querySelectorAll('select[name="interest"] option'));
    expect(options.map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['', 'Prosimy wybrać'],
      ['Casino hotel stay', 'Pobyt w\u00a0hotelu z\u00a0kasynem'],
      ['Luxury hotel stay', 'Pobyt w\u00a0luksusowym hotelu'],
      ['Nightlife', 'Życie nocne'],
      ['Island experiences', 'Wyspiarskie atrakcje'],
      ['Something else', 'Coś innego'],
    ]);
    expect(screen.getByRole('link', { name: 'polityką prywatności' })).toHaveAttribute(
      'href',
      '/pl/polityka-prywatnosci',
    );
    expect(screen.getByText('* pole wymagane')).toBeInTheDocument();
    expect(screen.getByLabelText(/Wiadomość/)).toHaveAttribute(
      'placeholder',
      expect.stringMatching(/^Kto jedzie/),
    );
    expect(form.querySelector('input[name="website"]')?.closest('label')).toHaveTextContent(
      'Strona internetowa',
    );
    expect(form.querySelector('input[type="hidden"][name="locale"]')).toHaveValue('pl');
  });

  it('says what is wrong in Polish, and sends nothing', async () => {
    const bodies = stubEndpoint({ status: 201 });
    renderPolish();
    sendPolish();
    // Testing Library compares with the text's spaces normalised (the non-breaking ones too).
    expect(await screen.findByText('Prosimy podać imię i nazwisko')).toBeInTheDocument();
    expect(screen.getByText('Prosimy podać prawidłowy adres e-mail')).toBeInTheDocument();
    expect(screen.getByText('Prosimy wybrać, co interesuje Państwa najbardziej')).toBeInTheDocument();
    expect(screen.getByText(/co najmniej 10 znaków/)).toBeInTheDocument();
    expect(screen.getByText(/Prosimy zaznaczyć pole dotyczące polityki prywatności/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Imię i\s+nazwisko/)).toHaveFocus();
    expect(bodies).toEqual([]);
  });

  it('sends the enquiry with its language and the interest’s English value, and thanks in Polish', async () => {
    const bodies = stubEndpoint({ status: 201 });
    renderPolish();
    fillValidPolish();
    sendPolish();
    await screen.findByText('Dziękujemy! Zapytanie jest już w drodze do naszego biura.');
    expect(bodies[0]).toMatchObject({ name: 'Anna Kowalska', interest: 'Nightlife', locale: 'pl' });
  });

  it('says in Polish that sending failed, keeping what was typed', async () => {
    stubEndpoint({ status: 503 });
    renderPolish();
    fillValidPolish();
    sendPolish();
    const alert = await screen.findByText(/Nie udało się wysłać zapytania/);
    expect(alert).toHaveTextContent('Wszystko, co Państwo wpisali, nadal tu jest');
    expect(screen.getByRole('link', { name: '+48\u00a022\u00a0123\u00a045\u00a067' })).toHaveAttribute(
      'href',
      'tel:+48221234567',
    );
    expect(screen.getByLabelText(/Imię i\s+nazwisko/)).toHaveValue('Anna Kowalska');
  });

  it('says the chosen days in words under the dates, offers no departure before the arrival, and says when one is', async () => {
    const bodies = stubEndpoint({ status: 201 });
    renderPolish();
    const arrival = screen.getByLabelText(/Data przyjazdu/);
    const departure = screen.getByLabelText(/Data wyjazdu/);
    expect(arrival).toHaveAccessibleDescription('');
    expect(departure).not.toHaveAttribute('min');

    fireEvent.change(arrival, { target: { value: '2027-05-12' } });
    expect(arrival).toHaveAccessibleDescription('środa, 12 maja 2027');
    expect(departure).toHaveAttribute('min', '2027-05-12');
    fireEvent.change(departure, { target: { value: '2027-05-10' } });
    expect(departure).toHaveAccessibleDescription('poniedziałek, 10 maja 2027');

    // The message about the field takes the place of its day in words.
    fillValidPolish();
    sendPolish();
    const wrong = 'Data wyjazdu nie może być wcześniejsza niż data przyjazdu';
    await waitFor(() => expect(departure).toHaveAccessibleDescription(wrong));
    expect(screen.queryByText('poniedziałek, 10 maja 2027')).not.toBeInTheDocument();
    expect(arrival).toHaveAccessibleDescription('środa, 12 maja 2027');
    expect(bodies).toEqual([]);
  });

  it('sends no language from an English page (English is the default)', async () => {
    const bodies = stubEndpoint({ status: 201 });
    const { form } = renderForm();
    expect(form.querySelector('input[type="hidden"][name="locale"]')).toHaveValue('en');
    fillValid();
    send();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).not.toHaveProperty('locale');
  });
});

describe('the form’s language in its own root (hydrated on first use, outside the page’s providers)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('is the language of the page’s address', () => {
    window.history.replaceState(null, '', '/pl/kontakt');
    render(<ContactForm data={contactFormDefaults} />);
    expect(screen.getByRole('form', { name: 'Zapytanie o podróż' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Rodzaj wyjazdu/)).toBeInTheDocument();
  });

  it('is English at an English address', () => {
    window.history.replaceState(null, '', '/contact-us');
    render(<ContactForm data={contactFormDefaults} />);
    expect(screen.getByRole('form', { name: 'Travel enquiry' })).toBeInTheDocument();
  });
});
