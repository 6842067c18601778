import { ImapFlow } from 'imapflow';
import type { ImapSettings } from '@/receiver/config/settings';
import type { LeadsDb } from '../db/database';
import { storeInbound } from './inbound';
import { readMail, type ReadContext } from './readMail';

/**
 * Reads the office's mailbox (LEADS_IMAP_URL) for the visitors' answers, with imapflow: it waits
 * with IDLE where the server offers it (imapflow polls with NOOP where it does not) and looks
 * again every LEADS_IMAP_POLL_SECONDS in any case. Each message not yet marked is read (mailparser),
 * stored once (its Message-ID, or its UIDVALIDITY and UID, is unique in the database: a restart or
 * a second receiver on the same mailbox stores nothing twice), then marked on the server with a
 * keyword (or moved to LEADS_IMAP_MOVE_TO); nothing is ever deleted. A connection lost is made
 * again, waiting longer each time up to a minute.
 */

/** The keyword that marks a message the desk has stored. */
export const STORED_KEYWORD = '$LeadsStored';
/** The keyword of a message that could not be read three times: left for a person, not retried. */
export const UNREADABLE_KEYWORD = '$LeadsUnreadable';
/** The largest message downloaded whole; a larger one is read from its first part (its files refused). */
const MESSAGE_LIMIT = 64 * 1024 * 1024;
const MAX_ATTEMPTS = 3;
const RECONNECT_MAX_MS = 60_000;

export interface ImapReaderOptions {
  db: LeadsDb;
  imap: ImapSettings;
  read: Omit<ReadContext, 'db'>;
  /** A visitor message was stored on a lead: the outbox has the owner's email to send. */
  onStored: () => void;
  log: (message: string) => void;
}

export class ImapReader {
  private client: ImapFlow | undefined;
  private stopped = false;
  private sweeping: Promise<void> | undefined;
  private again = false;
  private pollTimer: NodeJS.Timeout | undefined;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private reconnectDelay = 1_000;
  private readonly failures = new Map<string, number>();
  /** How many messages this reader has stored (for the tests and the log). */
  stored = 0;

  constructor(private readonly options: ImapReaderOptions) {}

  start(): void {
    this.stopped = false;
    void this.connect();
    this.pollTimer = setInterval(() => this.kick(), this.options.imap.pollMs);
    this.pollTimer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.pollTimer);
    clearTimeout(this.reconnectTimer);
    await this.sweeping?.catch(() => undefined);
    const client = this.client;
    this.client = undefined;
    if (client?.usable) await client.logout().catch(() => client.close());
    else client?.close();
  }

  /** Looks at the mailbox now (a sweep already running runs once more). */
  kick(): void {
    if (this.sweeping) {
      this.again = true;
      return;
    }
    this.sweeping = this.sweep().finally(() => {
      this.sweeping = undefined;
      if (this.again && !this.stopped) {
        this.again = false;
        this.kick();
      }
    });
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const { imap, log } = this.options;
    const client = new ImapFlow({
      host: imap.host,
      port: imap.port,
      secure: imap.secure,
      auth: { user: imap.user, pass: imap.password },
      logger: false,
      // IDLE soon after each command, so that a new message is seen at once.
      autoIdleDelay: 1_000,
      // Without IDLE, imapflow polls this often; with it, IDLE is renewed this often.
      maxIdleTime: imap.pollMs,
      missingIdleCommand: 'NOOP',
      connectionTimeout: 30_000,
      greetingTimeout: 15_000,
      socketTimeout: 10 * 60_000,
    });
    client.on('exists', () => this.kick());
    client.on('error', (error: Error) => log(`IMAP: ${error.message}`));
    client.on('close', () => {
      if (this.client === client) this.client = undefined;
      this.scheduleReconnect();
    });
    try {
      await client.connect();
      await client.mailboxOpen(imap.mailbox);
      this.client = client;
      this.reconnectDelay = 1_000;
      this.kick();
    } catch (error) {
      log(
        `IMAP: cannot read ${imap.mailbox} on ${imap.host}: ${error instanceof Error ? error.message : String(error)}`,
      );
      client.close();
      this.scheduleReconnect();
    }
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.reconnectTimer) return;
    const delay = this.reconnectDelay;
    this.reconnectDelay = Math.min(this.reconnectDelay * 2, RECONNECT_MAX_MS);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      void this.connect();
    }, delay);
    this.reconnectTimer.unref();
  }

  private async sweep(): Promise<void> {
    const client = this.client;
    if (!client?.usable || this.stopped) return;
    const { imap, log } = this.options;
    const lock = await client.getMailboxLock(imap.mailbox);
    try {
      const mailbox = client.mailbox;
      if (!mailbox) return;
      const uidValidity = String(mailbox.uidValidity);
      const uids =
        (await client.search(
          { unKeyword: STORED_KEYWORD, not: { keyword: UNREADABLE_KEYWORD } },
          { uid: true },
        )) || [];
      for (const uid of uids) {
        if (this.stopped || !client.usable) break;
        const key = `${uidValidity}:${uid}`;
        try {
          await this.take(client, uid, uidValidity);
          this.failures.delete(key);
        } catch (error) {
          const failures = (this.failures.get(key) ?? 0) + 1;
          this.failures.set(key, failures);
          log(
            `IMAP: message ${uid} not stored (attempt ${failures}): ${error instanceof Error ? error.message : String(error)}`,
          );
          if (failures >= MAX_ATTEMPTS) {
            await client.messageFlagsAdd(String(uid), [UNREADABLE_KEYWORD], { uid: true }).catch(() => false);
            this.failures.delete(key);
          }
        }
      }
    } finally {
      lock.release();
    }
  }

  /** Reads, stores and marks one message. */
  private async take(client: ImapFlow, uid: number, uidValidity: string): Promise<void> {
    const { db, imap, read, onStored } = this.options;
    const meta = await client.fetchOne(String(uid), { uid: true, size: true }, { uid: true });
    if (!meta) return;
    const download = await client.download(String(uid), undefined, {
      uid: true,
      ...((meta.size ?? 0) > MESSAGE_LIMIT ? { maxBytes: 1024 * 1024 } : {}),
    });
    if (!download.content) throw new Error('the server sent no content');
    const chunks: Buffer[] = [];
    for await (const chunk of download.content) chunks.push(chunk as Buffer);
    const message = await readMail(
      Buffer.concat(chunks),
      { mailbox: imap.mailbox, uidValidity, uid },
      { db, ...read },
    );
    if (message !== 'ours') {
      const { stored } = await storeInbound(db, message);
      if (stored) {
        this.stored += 1;
        if (message.leadId) onStored();
      }
    }
    await client.messageFlagsAdd(String(uid), [STORED_KEYWORD], { uid: true });
    if (imap.moveTo) await client.messageMove(String(uid), imap.moveTo, { uid: true });
  }
}
