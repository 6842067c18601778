import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inlineBootScript } from '@/lib/server/bootScript';
import { isIdempotencyKey, newIdempotencyKey } from '@/lib/browser/idempotencyKey';
import { LANDING_PAGE_STORAGE_KEY } from '@/lib/browser/landingPage';
import { CHECKS_HELD_ATTRIBUTE } from '@/lib/browser/earlyInput';
import {
  CONSENT_COOKIE,
  CONSENT_VERSION,
  formatConsent,
  parseConsent,
  PRIVACY_CHOICES_ID,
  PRIVACY_CHOSEN_ATTRIBUTE,
} from '@/lib/model/consent/consent';
import { PrivacyChoices } from '@/components/layout/PrivacyChoices';
import { renderToStaticMarkup } from 'react-dom/server';
import { IDEMPOTENCY_KEY_PATTERN } from '@/lib/model/enquiry/schema';
import { FORM_MS_MAX, isLandingPage, VISIT_FIELDS } from '@/lib/model/enquiry/visit';

/** The visit keeps each value under the enquiry's field name (lib/browser/visit.ts). */
const GCLID_STORAGE_KEY = 'gclid';

/** The script as the pages carry it: inline, without its comment lines. */
const SCRIPT = inlineBootScript();

/** The document's listeners each boot added: taken off after each test, as a new page would be. */
const bootListeners: [string, EventListenerOrEventListenerObject, boolean][] = [];

/** Runs the boot script as the page would (without data-scripts, it loads nothing). */
function boot(address: string) {
  window.history.replaceState(null, '', address);
  const add = document.addEventListener.bind(document);
  const spy = vi.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) => {
    const capture = typeof options === 'boolean' ? options : Boolean(options?.capture);
    if (listener) bootListeners.push([type, listener, capture]);
    add(type, listener, options);
  });
  try {
    new Function(SCRIPT)();
  } finally {
    spy.mockRestore();
  }
}

/** An exported enquiry form: the hidden fields as the server renders them, empty. */
function addForm(attributes = 'data-enquiry-form=""'): HTMLFormElement {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<form ${attributes}>${['idempotencyKey', ...VISIT_FIELDS, 'formMs', 'privacy']
      .map((name) => `<input type="hidden" name="${name}"/>`)
      .join('')}</form>`,
  );
  return document.body.lastElementChild as HTMLFormElement;
}

const hidden = (form: HTMLFormElement, name: string) =>
  form.querySelector<HTMLInputElement>(`input[name="${name}"]`)!.value;

/** The visitor reaching for the form: the focus moving into it. */
const useForm = (form: HTMLFormElement) => form.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));

/** The visitor reaching for the page: the mouse moving over it. */
const reachForPage = () => document.body.dispatchEvent(new Event('pointerover', { bubbles: true }));

/** The form sent (by the browser, or by the form's script after it), and what it carried. */
function submit(form: HTMLFormElement): FormData {
  let sent: FormData | undefined;
  const read = (event: Event) => {
    event.preventDefault();
    sent = new FormData(form);
  };
  form.addEventListener('submit', read);
  form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));
  form.removeEventListener('submit', read);
  return sent!;
}

/** The visitor's choice as the notice remembers it (lib/model/consent/consent.ts). */
const choose = (measurement: boolean, advertising: boolean) => {
  document.cookie = `${CONSENT_COOKIE}=${formatConsent({ version: CONSENT_VERSION, measurement, advertising, at: 1_780_000_000 })}; Path=/`;
};
const forgetChoice = () => {
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
  document.documentElement.removeAttribute(PRIVACY_CHOSEN_ATTRIBUTE);
};

// What the boot script captures, it captures with the visitor's consent to both purposes, unless a
// test says otherwise (the privacy choice's own tests, at the end).
beforeEach(() => {
  sessionStorage.clear();
  choose(true, true);
});
afterEach(() => {
  for (const [type, listener, capture] of bootListeners.splice(0))
    document.removeEventListener(type, listener, capture);
  forgetChoice();
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});

describe('the boot script (lib/browser/boot.js), first job: capture', () => {
  it('keeps a valid gclid of the address for the visit and writes it, with a key, into every enquiry form once one is used', () => {
    const forms = [addForm(), addForm()];
    const other = addForm('class="search"');
    boot('/casino?utm_source=ads&gclid=TeSt-123_abc#top');
    expect(sessionStorage.getItem(GCLID_STORAGE_KEY)).toBe('TeSt-123_abc');
    // Nothing is written into the forms while the page is parsed and only read.
    expect(hidden(forms[0]!, 'idempotencyKey')).toBe('');
    expect(hidden(forms[0]!, 'gclid')).toBe('');
    useForm(other);
    expect(hidden(forms[0]!, 'idempotencyKey')).toBe('');
    useForm(forms[1]!);
    for (const form of forms) {
      expect(hidden(form, 'gclid')).toBe('TeSt-123_abc');
      expect(hidden(form, 'idempotencyKey')).toMatch(IDEMPOTENCY_KEY_PATTERN);
    }
    expect(hidden(forms[0]!, 'idempotencyKey')).not.toBe(hidden(forms[1]!, 'idempotencyKey'));
    expect(hidden(other, 'idempotencyKey')).toBe('');
  });

  it('refuses a malformed gclid, and fills the form with the one kept earlier in the visit once a field takes the focus', () => {
    sessionStorage.setItem(GCLID_STORAGE_KEY, 'first_click');
    const read = vi.spyOn(Storage.prototype, 'getItem');
    const form = addForm();
    boot('/contact-us?gclid=%22%3E%3Cimg%20src%3Dx%3E');
    // Not while the page is parsed: storage's first read is a synchronous call to the browser.
    expect(read).not.toHaveBeenCalled();
    expect(hidden(form, 'gclid')).toBe('');
    document.body.insertAdjacentHTML('afterbegin', '<a href="/casino">Casino</a>');
    document.body.firstElementChild!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(hidden(form, 'gclid')).toBe('');
    useForm(form);
    expect(hidden(form, 'gclid')).toBe('first_click');
    expect(hidden(form, 'idempotencyKey')).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });

  it('fills the kept gclid when a form is submitted without taking the focus (a button Safari does not focus)', () => {
    sessionStorage.setItem(GCLID_STORAGE_KEY, 'first_click');
    const form = addForm();
    boot('/contact-us');
    expect(hidden(form, 'gclid')).toBe('');
    let sent: FormData | undefined;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      sent = new FormData(form);
    });
    form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));
    expect(sent?.get('gclid')).toBe('first_click');
    expect(sent?.get('idempotencyKey')).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });

  it('survives a malformed address and leaves the gclid empty without one', () => {
    const form = addForm();
    boot('/?gclid=%E0%A4%A');
    expect(sessionStorage.getItem(GCLID_STORAGE_KEY)).toBeNull();
    useForm(form);
    expect(hidden(form, 'gclid')).toBe('');
    expect(hidden(form, 'idempotencyKey')).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });

  it('run from <head> before the forms exist, fills the forms parsed after it', () => {
    boot('/contact-us?gclid=TeSt-123_abc');
    const form = addForm();
    expect(hidden(form, 'gclid')).toBe('');
    useForm(form);
    expect(hidden(form, 'gclid')).toBe('TeSt-123_abc');
    expect(hidden(form, 'idempotencyKey')).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });

  it('leaves hidden fields that already have a value', () => {
    const form = addForm();
    form.querySelector<HTMLInputElement>('[name="idempotencyKey"]')!.value = 'kept-key-0123456789';
    form.querySelector<HTMLInputElement>('[name="gclid"]')!.value = 'kept';
    boot('/?gclid=new_one');
    useForm(form);
    expect(hidden(form, 'idempotencyKey')).toBe('kept-key-0123456789');
    expect(hidden(form, 'gclid')).toBe('kept');
  });

  it('still writes the gclid into the form when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const form = addForm();
    boot('/?gclid=TeSt-123_abc');
    useForm(form);
    expect(hidden(form, 'gclid')).toBe('TeSt-123_abc');
  });

  it('gives the form a new key when the page comes back from the back-forward cache', () => {
    const form = addForm();
    boot('/contact-us');
    // A form never used has no key to replace; it gets one when it is used.
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(hidden(form, 'idempotencyKey')).toBe('');
    useForm(form);
    const first = hidden(form, 'idempotencyKey');
    expect(first).toMatch(IDEMPOTENCY_KEY_PATTERN);
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
    expect(hidden(form, 'idempotencyKey')).toBe(first);
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(hidden(form, 'idempotencyKey')).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(hidden(form, 'idempotencyKey')).not.toBe(first);
  });

  it('makes keys from getRandomValues where randomUUID is missing (an insecure context)', () => {
    const { randomUUID } = crypto;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const form = addForm();
      boot('/');
      useForm(form);
      expect(hidden(form, 'idempotencyKey')).toMatch(/^[0-9a-f]{32}$/);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});

describe('the boot script’s landing page (the path of the visit’s first page)', () => {
  it('is kept at the page’s first use, not while it is parsed, and a later page never replaces it', () => {
    const read = vi.spyOn(Storage.prototype, 'getItem');
    boot('/pl/kasyno?ref=news#offers');
    expect(read).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(LANDING_PAGE_STORAGE_KEY)).toBeNull();
    reachForPage();
    expect(sessionStorage.getItem(LANDING_PAGE_STORAGE_KEY)).toBe('/pl/kasyno');

    const form = addForm();
    boot('/contact-us');
    reachForPage();
    useForm(form);
    expect(sessionStorage.getItem(LANDING_PAGE_STORAGE_KEY)).toBe('/pl/kasyno');
    expect(hidden(form, 'landingPage')).toBe('/pl/kasyno');
  });

  it('is kept at once when the address has an ad click or a campaign, as they are', () => {
    boot('/casino?gclid=TeSt-123_abc');
    expect(sessionStorage.getItem(LANDING_PAGE_STORAGE_KEY)).toBe('/casino');
    sessionStorage.clear();
    boot('/pl/kasyno?utm_campaign=lato');
    expect(sessionStorage.getItem(LANDING_PAGE_STORAGE_KEY)).toBe('/pl/kasyno');
    expect(sessionStorage.getItem('utmCampaign')).toBe('lato');
  });

  it('is written into the forms of the first page itself when one is its first use', () => {
    const form = addForm();
    boot('/contact-us');
    useForm(form);
    expect(sessionStorage.getItem(LANDING_PAGE_STORAGE_KEY)).toBe('/contact-us');
    expect(hidden(form, 'landingPage')).toBe('/contact-us');
  });

  it('follows the model’s rule (lib/model/enquiry/visit.ts); a first page it refuses is kept as none', () => {
    const paths = [
      '/',
      '/pl/kasyno',
      '/a|b',
      '/a[1]',
      '/x_~.!$&()*+,;=:@-',
      '/%C5%9B',
      `/${'a'.repeat(200)}`,
    ];
    for (const path of paths) {
      sessionStorage.clear();
      boot(path);
      reachForPage();
      expect(sessionStorage.getItem(LANDING_PAGE_STORAGE_KEY), path).toBe(isLandingPage(path) ? path : '');
    }
    expect(paths.filter((path) => !isLandingPage(path))).toHaveLength(3);
    // The visit's first page could not be sent: the next one does not take its place.
    const form = addForm();
    boot('/contact-us');
    reachForPage();
    useForm(form);
    expect(sessionStorage.getItem(LANDING_PAGE_STORAGE_KEY)).toBe('');
    expect(hidden(form, 'landingPage')).toBe('');
  });

  it('is none when storage is blocked, and the form still gets its key', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const form = addForm();
    boot('/contact-us');
    reachForPage();
    useForm(form);
    expect(hidden(form, 'landingPage')).toBe('');
    expect(hidden(form, 'idempotencyKey')).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });
});

describe('the boot script’s time from the form’s first use (formMs)', () => {
  /** The page's clock (performance.now), set by the test. */
  function clock() {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    return (ms: number) => (now = ms);
  }

  it('is written into the form as it is sent, in whole ms, every time it is sent', () => {
    const at = clock();
    const form = addForm();
    at(10_000);
    boot('/contact-us');
    at(12_000);
    useForm(form);
    expect(hidden(form, 'formMs')).toBe('');
    at(12_500.4);
    expect(submit(form).get('formMs')).toBe('500');
    at(75_000.6);
    expect(submit(form).get('formMs')).toBe('63001');
  });

  it('is 0 for a form sent at its first use, and at most a day for one left open longer', () => {
    const at = clock();
    const form = addForm();
    at(5_000);
    boot('/contact-us');
    expect(submit(form).get('formMs')).toBe('0');
    at(5_000 + 3 * FORM_MS_MAX);
    expect(submit(form).get('formMs')).toBe(String(FORM_MS_MAX));
  });

  it('is not written into a form that is not an enquiry form', () => {
    const at = clock();
    const other = addForm('class="search"');
    at(1_000);
    boot('/contact-us');
    at(9_000);
    expect(submit(other).get('formMs')).toBe('');
  });
});

describe('the boot script’s mark of a sending the browser’s own checks held', () => {
  const withRequiredField = (form: HTMLFormElement) => {
    form.insertAdjacentHTML('beforeend', '<input name="name" required />');
    return form.querySelector('input[name="name"]') as HTMLInputElement;
  };

  it('marks an enquiry form whose field the browser found invalid, for the form’s code to show its messages', () => {
    boot('/pl/kontakt');
    const form = addForm();
    const name = withRequiredField(form);
    expect(name.checkValidity()).toBe(false);
    expect(form.hasAttribute(CHECKS_HELD_ATTRIBUTE)).toBe(true);
  });

  it('leaves a form whose code has taken the checks over (novalidate), and any other form', () => {
    boot('/pl/kontakt');
    const enquiry = addForm();
    enquiry.noValidate = true;
    const other = addForm('class="search"');
    withRequiredField(enquiry).checkValidity();
    withRequiredField(other).checkValidity();
    expect(enquiry.hasAttribute(CHECKS_HELD_ATTRIBUTE)).toBe(false);
    expect(other.hasAttribute(CHECKS_HELD_ATTRIBUTE)).toBe(false);
  });
});

describe('the boot script, second job: the app’s scripts start on the visitor’s first use', () => {
  const SCRIPTS = [
    '/_next/static/chunks/webpack.js',
    '/_next/static/chunks/framework.js',
    '/_next/static/chunks/main.js',
  ];

  /** Runs the boot script as the page's <script data-scripts>, and returns the scripts it added. */
  function bootWithScripts(): () => string[] {
    const tag = document.createElement('script');
    tag.setAttribute('data-scripts', JSON.stringify(SCRIPTS));
    Object.defineProperty(document, 'currentScript', { value: tag, configurable: true });
    try {
      boot('/');
    } finally {
      Reflect.deleteProperty(document, 'currentScript');
    }
    return () =>
      [...document.head.querySelectorAll<HTMLScriptElement>('script[src]')].map(
        (script) => new URL(script.src).pathname,
      );
  }

  afterEach(() => {
    // A boot that is still waiting starts now, so that it does not answer the next test's events.
    document.dispatchEvent(new Event('keydown'));
    document.head.querySelectorAll('script[src]').forEach((script) => script.remove());
  });

  it('loads nothing while the visitor only reads', async () => {
    const added = bootWithScripts();
    window.dispatchEvent(new Event('load'));
    document.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(added()).toEqual([]);
  });

  it.each(['pointerover', 'pointerdown', 'touchstart', 'wheel', 'keydown', 'focusin'])(
    'loads the scripts once, in the page’s order, on the first %s',
    (type) => {
      const added = bootWithScripts();
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
      expect(added()).toEqual(SCRIPTS);
      expect(
        [...document.head.querySelectorAll('script[src]')].every(
          (script) => !(script as HTMLScriptElement).async,
        ),
      ).toBe(true);
      document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
      expect(added()).toEqual(SCRIPTS);
    },
  );

  describe('with the page’s props in their data file (scripts/firstPaint/pageData.ts)', () => {
    const PROPS = { pageProps: { title: 'Kasyno' }, __N_SSG: true };
    const HREF = '/_next/data/build-1/pl/kasyno.json';
    let nextData: HTMLScriptElement;

    beforeEach(() => {
      nextData = document.createElement('script');
      nextData.id = '__NEXT_DATA__';
      nextData.type = 'application/json';
      nextData.setAttribute('data-props', HREF);
      nextData.textContent = JSON.stringify({ page: '/[[...slug]]', buildId: 'build-1' });
      document.body.appendChild(nextData);
    });
    afterEach(() => {
      nextData.remove();
      document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
      vi.unstubAllGlobals();
    });

    it('fetches them on first use, preloading the scripts meanwhile, and puts them back before the scripts run', async () => {
      let answer: (response: Response) => void = () => undefined;
      const fetched = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
      vi.stubGlobal('fetch', fetched);
      const added = bootWithScripts();
      document.body.dispatchEvent(new Event('pointerover', { bubbles: true }));
      expect(fetched).toHaveBeenCalledWith(HREF, { credentials: 'same-origin' });
      expect(
        [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map(
          (link) => new URL(link.href).pathname,
        ),
      ).toEqual(SCRIPTS);
      expect(added()).toEqual([]);

      answer(new Response(JSON.stringify(PROPS), { status: 200 }));
      await vi.waitFor(() => expect(added()).toEqual(SCRIPTS));
      expect(JSON.parse(nextData.textContent ?? '')).toEqual({
        page: '/[[...slug]]',
        buildId: 'build-1',
        props: PROPS,
      });
      expect(nextData.hasAttribute('data-props')).toBe(false);
    });

    it('starts nothing when they cannot be had, and tries again at the next use', async () => {
      const fetched = vi
        .fn()
        .mockResolvedValueOnce(new Response('gone', { status: 404 }))
        .mockResolvedValueOnce(new Response(JSON.stringify(PROPS), { status: 200 }));
      vi.stubGlobal('fetch', fetched);
      const added = bootWithScripts();
      document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
      await vi.waitFor(() => expect(fetched).toHaveBeenCalledTimes(1));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(added()).toEqual([]);
      expect(nextData.hasAttribute('data-props')).toBe(true);

      document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
      await vi.waitFor(() => expect(added()).toEqual(SCRIPTS));
      expect(fetched).toHaveBeenCalledTimes(2);
    });
  });
});

describe('the form’s own keys (lib/browser/idempotencyKey.ts)', () => {
  it('are UUIDs where possible, else 32 hex digits, and always valid', () => {
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f-]{36}$/);
    const fallback = newIdempotencyKey({ getRandomValues: <T,>(array: T) => array });
    expect(fallback).toBe('0'.repeat(32));
    expect(isIdempotencyKey(fallback)).toBe(true);
    expect(isIdempotencyKey('too-short')).toBe(false);
    expect(isIdempotencyKey(undefined)).toBe(false);
  });
});

describe('the visitor’s privacy choice (the notice at first paint, remembered by the boot script)', () => {
  /** The notice as the document writes it, first in the body. */
  function addNotice() {
    document.body.insertAdjacentHTML('afterbegin', renderToStaticMarkup(<PrivacyChoices locale="pl" />));
    return document.getElementById(PRIVACY_CHOICES_ID) as HTMLDialogElement;
  }
  /** A press of one of the notice's buttons (`accept`, `reject`, `save`). */
  function press(dialog: HTMLDialogElement, value: string) {
    const form = dialog.querySelector('form')!;
    const button = form.querySelector<HTMLButtonElement>(`button[value="${value}"]`)!;
    form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: button }));
  }
  const remembered = () => parseConsent(/(?:^|; )privacy=([^;]*)/.exec(document.cookie)?.[1]);
  const stored = () => [
    sessionStorage.getItem(GCLID_STORAGE_KEY),
    sessionStorage.getItem(LANDING_PAGE_STORAGE_KEY),
  ];
  /** Every value the visit can keep, in storage. */
  const storedVisit = () =>
    Object.fromEntries(
      VISIT_FIELDS.map((field) => [field, sessionStorage.getItem(field)]).filter(
        ([, value]) => value !== null,
      ),
    );
  const AD_ADDRESS =
    '/pl/kasyno?gclid=x1&gbraid=b1&wbraid=w1&utm_source=google&utm_medium=cpc&utm_campaign=lato';
  const AD_VISIT = {
    gclid: 'x1',
    gbraid: 'b1',
    wbraid: 'w1',
    landingPage: '/pl/kasyno',
    utmSource: 'google',
    utmMedium: 'cpc',
    utmCampaign: 'lato',
  };

  beforeEach(forgetChoice);

  it('before a choice keeps nothing: no click id, no landing page, in storage or the forms; the form still gets its key', () => {
    boot('/pl/kasyno?gclid=ad-click-1');
    const form = addForm();
    reachForPage();
    useForm(form);
    expect(stored()).toEqual([null, null]);
    expect(hidden(form, 'gclid')).toBe('');
    expect(hidden(form, 'landingPage')).toBe('');
    expect(isIdempotencyKey(hidden(form, 'idempotencyKey'))).toBe(true);
    expect(document.cookie).not.toContain('privacy=');
  });

  it('before a choice an ad’s address leaves nothing in storage or cookies, and the enquiry says no choice', () => {
    boot(AD_ADDRESS);
    const form = addForm();
    reachForPage();
    useForm(form);
    expect(storedVisit()).toEqual({});
    expect(document.cookie).toBe('');
    const sent = submit(form);
    for (const field of VISIT_FIELDS) expect(sent.get(field), field).toBe('');
    expect(sent.get('privacy')).toBe('');
  });

  it('after “Accept” an ad’s click ids, campaign and landing page are kept, the forms carry them and the enquiry its choice', () => {
    boot(AD_ADDRESS);
    press(addNotice(), 'accept');
    expect(storedVisit()).toEqual(AD_VISIT);
    // A later page of the visit, without them in its address.
    boot('/pl/kontakt');
    const form = addForm();
    useForm(form);
    const sent = submit(form);
    expect(Object.fromEntries(VISIT_FIELDS.map((field) => [field, sent.get(field)]))).toEqual(AD_VISIT);
    expect(parseConsent(sent.get('privacy'))).toMatchObject({ measurement: true, advertising: true });
  });

  it('after “Reject” keeps nothing, and remembers the refusal for 12 months with its version and time', () => {
    boot('/pl/kasyno?gclid=ad-click-2');
    const dialog = addNotice();
    press(dialog, 'reject');
    const form = addForm();
    useForm(form);
    expect(stored()).toEqual([null, null]);
    expect(hidden(form, 'gclid')).toBe('');
    expect(remembered()).toMatchObject({ version: CONSENT_VERSION, measurement: false, advertising: false });
    expect(Math.abs(remembered()!.at - Date.now() / 1000)).toBeLessThan(60);
    expect(document.documentElement.hasAttribute(PRIVACY_CHOSEN_ATTRIBUTE)).toBe(true);
  });

  it('after “Accept” keeps the address’s click id and the landing page at once, and the forms carry them', () => {
    boot('/pl/kasyno?gclid=ad-click-3');
    press(addNotice(), 'accept');
    expect(stored()).toEqual(['ad-click-3', '/pl/kasyno']);
    const form = addForm();
    useForm(form);
    expect(hidden(form, 'gclid')).toBe('ad-click-3');
    expect(hidden(form, 'landingPage')).toBe('/pl/kasyno');
    expect(remembered()).toMatchObject({ measurement: true, advertising: true });
  });

  it('per purpose: measurement without advertising keeps the landing page only', () => {
    boot('/pl/kasyno?gclid=ad-click-4');
    const dialog = addNotice();
    dialog.querySelector<HTMLInputElement>('input[name="measurement"]')!.checked = true;
    press(dialog, 'save');
    expect(stored()).toEqual([null, '/pl/kasyno']);
    expect(remembered()).toMatchObject({ measurement: true, advertising: false });
  });

  it('a withdrawal forgets what the choice had allowed, in storage and in forms already filled', () => {
    boot('/pl/kasyno?gclid=ad-click-5');
    const dialog = addNotice();
    press(dialog, 'accept');
    const form = addForm();
    useForm(form);
    press(dialog, 'reject');
    expect(stored()).toEqual([null, null]);
    expect(hidden(form, 'gclid')).toBe('');
    expect(hidden(form, 'landingPage')).toBe('');
  });

  it('a remembered choice hides the notice before it paints, and “Privacy settings” brings it back with that choice', () => {
    choose(true, false);
    boot('/pl/kasyno');
    expect(document.documentElement.hasAttribute(PRIVACY_CHOSEN_ATTRIBUTE)).toBe(true);
    const dialog = addNotice();
    dialog.open = false;
    // jsdom has no show(): the browser's is what the settings link calls.
    dialog.show = () => dialog.setAttribute('open', '');
    document.body.insertAdjacentHTML(
      'beforeend',
      '<a href="/pl/polityka-prywatnosci#privacy-choices">Ustawienia prywatności</a>',
    );
    const link = document.body.lastElementChild as HTMLAnchorElement;
    const opened = link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(opened).toBe(false);
    expect(dialog.open).toBe(true);
    expect(document.documentElement.hasAttribute(PRIVACY_CHOSEN_ATTRIBUTE)).toBe(false);
    expect(dialog.querySelector<HTMLInputElement>('input[name="measurement"]')!.checked).toBe(true);
    expect(dialog.querySelector<HTMLInputElement>('input[name="advertising"]')!.checked).toBe(false);
    expect(document.activeElement).toBe(dialog.querySelector('input[name="measurement"]'));
  });

  it('a choice made under another version of the notice is asked again', () => {
    document.cookie = `${CONSENT_COOKIE}=${formatConsent({ version: CONSENT_VERSION + 1, measurement: true, advertising: true, at: 1 })}; Path=/`;
    boot('/pl/kasyno?gclid=ad-click-6');
    expect(document.documentElement.hasAttribute(PRIVACY_CHOSEN_ATTRIBUTE)).toBe(false);
    expect(stored()).toEqual([null, null]);
  });
});
