import type { Locale } from '@/lib/model/i18n/locales';
import { INBOX_PATH } from '@/lib/model/sharedPaths';
import type { DeskMessages } from '../../../desk/deskMessages';
import type { SignInView } from '@/receiver/team/gate';
import { escapeHtml as e } from '../../html';
import { deskPage, hidden, message, publicPage, type DeskFrame } from './layout';

export function signInPage(options: SignInView & { m: DeskMessages }): string {
  const { m } = options;
  return publicPage(
    m,
    options.locale,
    m.signIn.title,
    `<div class="card" style="max-width:28rem;margin:0 auto">
<h1>${e(m.signIn.title)}</h1>
${message(options.error, 'alert')}${message(options.notice, 'notice')}
<form method="post" action="${INBOX_PATH}/login">
${hidden('_csrf', options.csrf)}${hidden('next', options.next)}
<div class="field"><label for="email">${e(m.signIn.email)}</label><input id="email" name="email" type="email" autocomplete="username" required value="${e(options.email ?? '')}"></div>
<div class="field"><label for="password">${e(m.signIn.password)}</label><input id="password" name="password" type="password" autocomplete="current-password" required></div>
<button type="submit">${e(m.signIn.submit)}</button>
</form>
</div>`,
  );
}

export function passwordPage(options: {
  m: DeskMessages;
  locale: Locale;
  csrf: string;
  token: string;
  email?: string;
  error?: string;
  done?: boolean;
}): string {
  const { m } = options;
  const body = !options.email
    ? message(options.done ? m.password.done : m.password.invalidLink, options.done ? 'notice' : 'alert') +
      `<p><a href="${INBOX_PATH}/login">${e(m.signIn.submit)}</a></p>`
    : `${message(options.error, 'alert')}<p>${e(m.password.intro(options.email))}</p>
<form method="post" action="${INBOX_PATH}/password">
${hidden('_csrf', options.csrf)}${hidden('token', options.token)}
<div class="field"><label for="password">${e(m.password.newPassword)}</label><input id="password" name="password" type="password" autocomplete="new-password" minlength="12" required aria-describedby="password-hint"><p class="hint" id="password-hint">${e(m.password.hint)}</p></div>
<div class="field"><label for="again">${e(m.password.again)}</label><input id="again" name="again" type="password" autocomplete="new-password" minlength="12" required></div>
<button type="submit">${e(m.password.submit)}</button>
</form>`;
  return publicPage(
    m,
    options.locale,
    m.password.title,
    `<div class="card" style="max-width:32rem;margin:0 auto"><h1>${e(m.password.title)}</h1>${body}</div>`,
  );
}

export function noAccessPage(frame: DeskFrame): string {
  return deskPage(
    frame,
    frame.m.noAccess.title,
    `<div class="card"><h1>${e(frame.m.noAccess.title)}</h1><p>${e(frame.m.noAccess.body)}</p></div>`,
  );
}
