import type { SendMailOptions } from 'nodemailer';
import type { LeadsDb } from '../db/database';
import type { OutboxMessage } from './outbox';

export interface CourierSettings {
  from: string;
  /** The office's address: its notices and reminders; undefined: no email is sent (they wait). */
  to?: string;
  /** The office's mailbox for the visitor's answers (default: `to`); each lead's token is added to it. */
  replyTo?: string;
  /** The desk's address, `https://…/inbox`: the notices link to each lead's page. */
  deskUrl: string;
  webhook?: { url: string; secret: string };
}

/** What composing an email needs beyond the message: the database (the thread), the addresses. */
export interface MailContext {
  db: LeadsDb;
  settings: CourierSettings;
  /** The office's address for notices. */
  office: string;
  /** Our Message-IDs' domain. */
  domain: string;
  /** The Reply-To of an email to the visitor about this lead: the office's mailbox with the lead's token. */
  visitorReplyTo: (leadId: string) => Promise<string>;
}

/** Makes the email of one kind of message; 'dropped' when there is nothing left to send. */
export type Composer = (message: OutboxMessage, mail: MailContext) => Promise<SendMailOptions | 'dropped'>;
