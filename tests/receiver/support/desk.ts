import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { LeadsDb } from '@/receiver/db/database';
import type { Role } from '@/receiver/db/schema';
import { addAccount } from '@/receiver/team/accounts';
import { SITE } from './injected';

/** A password the rules take (long, not a dictionary word). */
export const GOOD_PASSWORD = 'Kasyno-nad-Zatoka-Gozo-2027';

/** The cookies a response sets, as a Cookie header would send them back. */
export function cookiesOf(
  response: LightMyRequestResponse,
  jar: Record<string, string> = {},
): Record<string, string> {
  for (const cookie of response.cookies) {
    if (cookie.value === '' || (cookie.maxAge !== undefined && cookie.maxAge <= 0)) delete jar[cookie.name];
    else jar[cookie.name] = cookie.value;
  }
  return jar;
}

export const cookieHeader = (jar: Record<string, string>) =>
  Object.entries(jar)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

/** The CSRF token of the first form on a page. */
export function csrfOf(html: string): string {
  const match = /name="_csrf" value="([^"]*)"/.exec(html);
  if (!match?.[1]) throw new Error('no CSRF field on the page');
  return match[1];
}

export interface DeskBrowser {
  jar: Record<string, string>;
  get(url: string): Promise<LightMyRequestResponse>;
  /** A form post from the desk's own pages: its origin and, unless given, the token of `from`. */
  post(
    url: string,
    fields: Record<string, string>,
    options?: { from?: string; origin?: string },
  ): Promise<LightMyRequestResponse>;
}

/** A browser on the desk through Fastify's injection, from an address: it keeps its cookies and sends the site's Origin. */
export function deskBrowser(app: FastifyInstance, remoteAddress = '127.0.0.1'): DeskBrowser {
  const jar: Record<string, string> = {};
  const browser: DeskBrowser = {
    jar,
    async get(url) {
      const response = await app.inject({ url, remoteAddress, headers: { cookie: cookieHeader(jar) } });
      cookiesOf(response, jar);
      return response;
    },
    async post(url, fields, options = {}) {
      const body = { ...fields };
      if (!('_csrf' in body)) body._csrf = csrfOf((await browser.get(options.from ?? '/inbox')).body);
      const response = await app.inject({
        method: 'POST',
        url,
        remoteAddress,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: options.origin ?? SITE,
          cookie: cookieHeader(jar),
        },
        payload: new URLSearchParams(body).toString(),
      });
      cookiesOf(response, jar);
      return response;
    },
  };
  return browser;
}

/** Makes an account and signs a new browser in with it. */
export async function signedIn(
  app: FastifyInstance,
  db: LeadsDb,
  account: { email: string; role?: Role; name?: string; locale?: 'pl' | 'en' } = {
    email: 'marta@example.com',
  },
): Promise<DeskBrowser> {
  await addAccount(db, {
    email: account.email,
    role: account.role ?? 'sales',
    name: account.name ?? 'Marta Nowak',
    locale: account.locale ?? 'pl',
    password: GOOD_PASSWORD,
  });
  const browser = deskBrowser(app);
  const response = await browser.post(
    '/inbox/login',
    { email: account.email, password: GOOD_PASSWORD, next: '/inbox' },
    { from: '/inbox/login' },
  );
  // A role without the desk is signed in and refused (403) there, as on every page after.
  const expected = (account.role ?? 'sales') === 'editor' ? 403 : 303;
  if (response.statusCode !== expected)
    throw new Error(`sign-in answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
  return browser;
}
