import type { Locale } from '@/lib/model/i18n/locales';
import { escapeHtml as e, htmlPage } from '@/receiver/http/html';
import type { SignInView } from '@/receiver/team/gate';

/** The studio's sign-in page (no script), in the language of the last account on this browser. */
export const LOGIN_WORDS: Record<
  Locale,
  {
    title: string;
    intro: string;
    email: string;
    password: string;
    submit: string;
    failed: string;
    locked: (minutes: number) => string;
    signedOut: string;
    expired: string;
    refused: string;
    noAccess: string;
    csrf: string;
  }
> = {
  pl: {
    title: 'Logowanie do studia',
    intro: 'Studio to edytor stron Hidden Gems Malta: zmiany, publikacja i historia wersji.',
    email: 'E-mail',
    password: 'Hasło',
    submit: 'Zaloguj się',
    failed: 'Nieprawidłowy e-mail lub hasło.',
    locked: (minutes) =>
      `Zbyt wiele prób logowania. Spróbuj ponownie za ${minutes} ${minutes === 1 ? 'minutę' : 'min'}.`,
    signedOut: 'Wylogowano.',
    expired: 'Sesja wygasła. Zaloguj się ponownie.',
    refused: 'Odrzucono: żądanie nie pochodzi ze studia.',
    noAccess: 'To konto nie ma dostępu do studia (potrzebna rola editor lub admin).',
    csrf: 'Formularz wygasł. Odśwież stronę i spróbuj ponownie.',
  },
  en: {
    title: 'Sign in to the studio',
    intro: 'The studio is the Hidden Gems Malta page editor: changes, publishing and version history.',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    failed: 'Wrong email or password.',
    locked: (minutes) =>
      `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    signedOut: 'You are signed out.',
    expired: 'Your session has ended. Please sign in again.',
    refused: 'Refused: the request did not come from the studio.',
    noAccess: 'This account has no access to the studio (it needs the editor or admin role).',
    csrf: 'The form has expired. Reload the page and try again.',
  },
};

const STYLE = `.card { max-width: 28rem; margin: 0 auto; }
.alert { color: #b00020; font-weight: 600; }
.notice { color: #1d5e2f; font-weight: 600; }
nav.lang { text-align: right; margin-bottom: 1rem; }
nav.lang a { color: #10202e; font-weight: 600; }`;

export function loginPage(options: SignInView): string {
  const w = LOGIN_WORDS[options.locale];
  const other: Locale = options.locale === 'pl' ? 'en' : 'pl';
  const text = (value: string | undefined, kind: 'alert' | 'notice') =>
    value ? `<p class="${kind}" role="${kind === 'alert' ? 'alert' : 'status'}">${e(value)}</p>` : '';
  return htmlPage({
    title: `${w.title} | Hidden Gems Malta`,
    locale: options.locale,
    header: `<a href="/login">Hidden Gems Malta · Studio</a>`,
    style: STYLE,
    body: `<nav class="lang" aria-label="${options.locale === 'pl' ? 'Język' : 'Language'}"><a href="/login?lang=${other}&amp;next=${encodeURIComponent(options.next)}" lang="${other}">${other === 'pl' ? 'Polski' : 'English'}</a></nav>
<div class="card">
<h1>${e(w.title)}</h1>
<p>${e(w.intro)}</p>
${text(options.error, 'alert')}${text(options.notice, 'notice')}
<form method="post" action="/login">
<input type="hidden" name="_csrf" value="${e(options.csrf)}"><input type="hidden" name="next" value="${e(options.next)}">
<div class="field"><label for="email">${e(w.email)}</label><input id="email" name="email" type="email" autocomplete="username" required value="${e(options.email ?? '')}"></div>
<div class="field"><label for="password">${e(w.password)}</label><input id="password" name="password" type="password" autocomplete="current-password" required></div>
<button type="submit">${e(w.submit)}</button>
</form>
</div>`,
  });
}
