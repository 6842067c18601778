import type { Transporter } from 'nodemailer';
import * as z from 'zod';
import { PHONE } from '@/lib/model/site/config';
import type { LeadsDb } from '../db/database';
import { confirmationEmail } from './confirmationEmail';
import { leadEmail } from './leadEmail';
import type { Composer, CourierSettings, MailContext } from './composer';
import type { Courier, OutboxMessage } from './outbox';
import type { MessageKind } from './outboxMessages';
import { overdueReminderEmail } from './overdueReminder';
import { replyEmail } from './replyTemplates';
import { mailDomain, ourMessageId, plusAddress, threadHeaders, threadTokenOf } from './threading';
import { visitorMessageNotice } from './visitorMessageNotice';
import { postWebhook } from './webhook';

export type { Composer, CourierSettings, MailContext } from './composer';

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
/** A reply queued before the conversation was kept (003): its words are in the payload. */
const legacyReplyPayload = z.object({ subject: z.string(), body: z.string(), agentName: z.string() });
const threadPayload = z.object({ threadMessageId: z.string() });
/** A notice to the team written by the feature that queued it (the studio's review requests). */
const teamNoticePayload = z.object({
  to: z.array(z.email()).min(1),
  subject: z.string().min(1).max(300),
  text: z.string().min(1).max(20_000),
});

/**
 * A kind whose email a feature composes (receiver/offers/), handed to the courier by the service:
 * mail/ imports none of them. Without it the message waits, retried, rather than going wrong.
 */
const handedOver =
  (kind: MessageKind): Composer =>
  async () => {
    throw new Error(`no composer was handed to the courier for ${kind}`);
  };

/** The kinds of message that are emails (the webhook and the ads' uploads are posts). */
type EmailKind = Exclude<MessageKind, 'webhook' | 'ads'>;

/** Sends a message that is not an email, as a feature outside mail/ does it (the ads' uploads). */
export type Deliverer = (message: OutboxMessage) => Promise<'sent' | 'dropped'>;

/** The email of each kind of message the outbox holds. */
const COMPOSERS: Record<EmailKind, Composer> = {
  async notify({ lead }, { settings, office, domain }) {
    if (!lead) return 'dropped';
    return leadEmail(lead, { from: settings.from, to: office, deskUrl: settings.deskUrl, domain });
  },
  async confirm({ lead }, mail) {
    if (!lead) return 'dropped';
    return confirmationEmail(lead, {
      from: mail.settings.from,
      domain: mail.domain,
      replyTo: await mail.visitorReplyTo(lead.id),
      officePhone: PHONE.display,
    });
  },
  async reply({ id, lead, payload }, mail) {
    if (!lead) return 'dropped';
    const { db, settings, domain } = mail;
    const replyTo = await mail.visitorReplyTo(lead.id);
    const legacy = legacyReplyPayload.safeParse(payload);
    if (legacy.success) {
      // Its id as an RFC 5322 dot-atom: the old `reply:<lead>:<key>` held colons.
      const messageId = ourMessageId(
        'reply',
        id.replace(/^reply:/, '').replace(/[^A-Za-z0-9-]/g, '-'),
        domain,
      );
      const thread = await threadHeaders(db, lead.id, domain, { at: new Date().toISOString() });
      return replyEmail(lead, { ...legacy.data, from: settings.from, replyTo, messageId, thread });
    }
    const { threadMessageId } = threadPayload.parse(payload);
    const row = await db
      .selectFrom('lead_messages')
      .selectAll()
      .where('id', '=', threadMessageId)
      .executeTakeFirst();
    if (!row?.message_id) return 'dropped';
    const thread = await threadHeaders(db, lead.id, domain, { at: row.at, messageId: row.message_id });
    return replyEmail(lead, {
      subject: row.subject,
      body: row.text,
      agentName: row.actor ?? '',
      from: settings.from,
      replyTo,
      messageId: row.message_id,
      thread,
    });
  },
  async reminder({ payload }, { settings, office }) {
    return overdueReminderEmail(reminderPayload.parse(payload).leads, {
      from: settings.from,
      to: office,
      deskUrl: settings.deskUrl,
    });
  },
  'visitor-message': visitorMessageNotice,
  async 'team-notice'({ id, payload }, { settings, domain }) {
    const notice = teamNoticePayload.parse(payload);
    return {
      from: settings.from,
      to: notice.to,
      subject: notice.subject,
      text: notice.text,
      messageId: ourMessageId('team', id.replace(/[^A-Za-z0-9-]/g, '-'), domain),
    };
  },
  offer: handedOver('offer'),
  'offer-accepted': handedOver('offer-accepted'),
};

/**
 * The outbox's courier: composes each kind of message from its lead, its payload and the
 * conversation, and sends it, by SMTP or, for the webhook, by HTTPS. A message whose lead has been
 * erased meanwhile is dropped.
 */
export class MessageCourier implements Courier {
  private readonly composers: Record<EmailKind, Composer>;

  /**
   * `more` are the emails of the kinds a feature outside the mail module sends (an offer), and
   * `ads` the uploader of bookings to Google when it is set up: the receiver's service hands them
   * over, so that mail/ depends on none of those features.
   */
  constructor(
    private readonly db: LeadsDb,
    private readonly transport: Pick<Transporter, 'sendMail'> | undefined,
    private readonly settings: CourierSettings,
    more: Partial<Record<EmailKind, Composer>> = {},
    private readonly ads?: Deliverer,
  ) {
    this.composers = { ...COMPOSERS, ...more };
  }

  /**
   * The webhook always goes (dropped when none is set); email only once SMTP and the office are
   * set; the ads' uploads once the uploader is (until then they wait).
   */
  channel(kind: MessageKind): 'email' | 'webhook' | 'ads' | undefined {
    if (kind === 'webhook') return 'webhook';
    if (kind === 'ads') return this.ads ? 'ads' : undefined;
    return this.transport && this.settings.to ? 'email' : undefined;
  }

  async deliver(message: OutboxMessage): Promise<'sent' | 'dropped'> {
    const { kind, lead } = message;
    if (kind === 'webhook') {
      if (!lead || !this.settings.webhook) return 'dropped';
      await postWebhook(this.settings.webhook, lead, this.settings.deskUrl, message.id);
      return 'sent';
    }
    if (kind === 'ads') {
      if (!this.ads) throw new Error('the uploader to Google is not set up');
      return this.ads(message);
    }
    if (!this.transport || !this.settings.to)
      throw new Error('email is not set up (SMTP_URL, LEADS_NOTIFY_TO)');
    const email = await this.composers[kind](message, this.mailContext(this.settings.to));
    if (email === 'dropped') return 'dropped';
    await this.transport.sendMail(email);
    return 'sent';
  }

  private mailContext(office: string): MailContext {
    const { db, settings } = this;
    const mailbox = settings.replyTo ?? office;
    return {
      db,
      settings,
      office,
      domain: mailDomain(settings.from),
      async visitorReplyTo(leadId) {
        const token = await threadTokenOf(db, leadId);
        return token ? plusAddress(mailbox, token) : mailbox;
      },
    };
  }
}
