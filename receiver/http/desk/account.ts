import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { isLocale } from '@/lib/model/i18n/locales';
import { INBOX_PATH } from '@/lib/model/sharedPaths';
import {
  AccountError,
  accountForPasswordToken,
  setAccountLocale,
  setPasswordWithToken,
} from '@/receiver/team/accounts';
import { audit } from '@/receiver/team/audit';
import type { DeskMessages } from '../../desk/deskMessages';
import { originAllowed } from '../origin';
import { backTo, errorPage, messagesOf, sendHtml, type DeskContext } from './context';
import { passwordPage } from './pages/signIn';

/** The account's own pages: the one-time link that sets a password, and the desk's language. */
export async function accountRoutes(app: FastifyInstance, desk: DeskContext) {
  const { db, gate, now } = desk;

  const passwordForm = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    view: { token: string; email?: string; error?: string; done?: boolean },
  ) =>
    sendHtml(
      reply,
      status,
      passwordPage({
        m: messagesOf(desk, request),
        locale: gate.languageOf(request),
        csrf: gate.formToken(request, reply),
        ...view,
      }),
    );

  app.get(`${INBOX_PATH}/password`, async (request, reply) => {
    const token = z.object({ token: z.string().max(200) }).safeParse(request.query);
    const account = token.success ? await accountForPasswordToken(db, token.data.token, now()) : undefined;
    return passwordForm(request, reply, account ? 200 : 404, {
      token: token.success ? token.data.token : '',
      email: account?.email,
    });
  });

  app.post(`${INBOX_PATH}/password`, async (request, reply) => {
    const m = messagesOf(desk, request);
    if (!originAllowed(request.headers.origin, request.headers.host, desk.settings.allowedOrigins, true))
      return sendHtml(reply, 403, errorPage(desk, request, m.signIn.refusedOrigin));
    const parsed = z
      .object({
        token: z.string().max(200),
        password: z.string().max(1000),
        again: z.string().max(1000),
        _csrf: z.string().max(200).default(''),
      })
      .safeParse(request.body);
    if (!parsed.success || !gate.formTokenMatches(request, parsed.data._csrf))
      return passwordForm(request, reply, 403, { token: '', error: m.csrf });
    const account = await accountForPasswordToken(db, parsed.data.token, now());
    const token = parsed.data.token;
    if (!account) return passwordForm(request, reply, 404, { token });
    if (parsed.data.password !== parsed.data.again)
      return passwordForm(request, reply, 400, { token, email: account.email, error: m.password.mismatch });
    try {
      await setPasswordWithToken(db, token, parsed.data.password, now());
    } catch (error) {
      if (error instanceof AccountError && error.code in m.password.problems)
        return passwordForm(request, reply, 400, {
          token,
          email: account.email,
          error: m.password.problems[error.code as keyof DeskMessages['password']['problems']],
        });
      throw error;
    }
    await audit(
      db,
      {
        actor: account.email,
        accountId: account.id,
        action: 'password-set',
        address: gate.addressOf(request),
      },
      now(),
    );
    return passwordForm(request, reply, 200, { token, done: true });
  });

  app.post(`${INBOX_PATH}/language`, async (request, reply) => {
    const session = request.teamSession!;
    const body = z.object({ locale: z.string() }).safeParse(request.body);
    if (body.success && isLocale(body.data.locale)) {
      await setAccountLocale(db, session.account.id, body.data.locale, now());
      await audit(
        db,
        {
          actor: session.account.email,
          accountId: session.account.id,
          action: 'language',
          detail: body.data.locale,
          address: gate.addressOf(request),
        },
        now(),
      );
      gate.rememberLanguage(request, reply, body.data.locale);
    }
    return reply.code(303).header('Location', backTo(request, INBOX_PATH)).send();
  });
}
