import type { SendMailOptions, Transporter } from 'nodemailer';
import * as z from 'zod';
import { PHONE } from '@/lib/model/site/config';
import { confirmationEmail } from './confirmationEmail';
import { leadEmail } from './leadEmail';
import type { Courier, OutboxMessage } from './outbox';
import type { MessageKind } from './outboxMessages';
import { overdueReminderEmail } from './overdueReminder';
import { replyEmail } from './replyTemplates';
import { postWebhook } from './webhook';

export interface CourierSettings {
  from: string;
  /** The office's address: its notices and reminders; undefined: no email is sent (they wait). */
  to?: string;
  /** The office's mailbox for the visitor's answers (default: `to`). */
  replyTo?: string;
  /** The desk's address, `https://…/inbox`: the notices link to each lead's page. */
  deskUrl: string;
  webhook?: { url: string; secret: string };
}

const replyPayload = z.object({ subject: z.string(), body: z.string(), agentName: z.string() });
const reminderPayload = z.object({
  leads: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      created_at: z.string(),
      interest: z.string(),
      locale: z.enum(['en', 'pl']),
    }),
  ),
});

/**
 * The outbox's courier: composes each kind of message from its lead and payload and sends it, by
 * SMTP or, for the webhook, by HTTPS. A message whose lead has been erased meanwhile is dropped.
 */
export class MessageCourier implements Courier {
  constructor(
    private readonly transport: Pick<Transporter, 'sendMail'> | undefined,
    private readonly settings: CourierSettings,
  ) {}

  /** The webhook always goes (dropped when none is set); email only once SMTP and the office are set. */
  channel(kind: MessageKind): 'email' | 'webhook' | undefined {
    if (kind === 'webhook') return 'webhook';
    return this.transport && this.settings.to ? 'email' : undefined;
  }

  async deliver(message: OutboxMessage): Promise<'sent' | 'dropped'> {
    const { kind, lead } = message;
    if (kind === 'webhook') {
      if (!lead || !this.settings.webhook) return 'dropped';
      await postWebhook(this.settings.webhook, lead, this.settings.deskUrl, message.id);
      return 'sent';
    }
    if (kind !== 'reminder' && !lead) return 'dropped';
    if (!this.transport || !this.settings.to)
      throw new Error('email is not set up (SMTP_URL, LEADS_NOTIFY_TO)');
    await this.transport.sendMail(this.compose(message, this.settings.to));
    return 'sent';
  }

  private compose({ id, kind, lead, payload }: OutboxMessage, office: string): SendMailOptions {
    const { from, deskUrl } = this.settings;
    const replyTo = this.settings.replyTo ?? office;
    if (kind === 'reminder')
      return overdueReminderEmail(reminderPayload.parse(payload).leads, { from, to: office, deskUrl });
    if (!lead) throw new Error(`outbox ${id}: no lead`);
    switch (kind) {
      case 'notify':
        return leadEmail(lead, { from, to: office, deskUrl });
      case 'confirm':
        return confirmationEmail(lead, { from, replyTo, officePhone: PHONE.display });
      case 'reply':
        return replyEmail(lead, {
          ...replyPayload.parse(payload),
          from,
          replyTo,
          id: id.replace(/^reply:/, ''),
        });
      default:
        throw new Error(`outbox ${id}: no email is made for kind ${kind}`);
    }
  }
}
