import type { LeadsDb } from '../db/database';
import type { Lead } from '../db/schema';
import { MESSAGE_KINDS, type MessageKind } from './outboxMessages';

/** A message due, with its lead (gone if the lead was erased meanwhile: then it is not sent). */
export interface OutboxMessage {
  id: string;
  kind: MessageKind;
  lead: Lead | undefined;
  /** The row's payload, parsed. */
  payload: unknown;
}

/** Sends one message (an email, a webhook's post); throws when it was not taken, to retry later. */
export interface Courier {
  /**
   * The channel a kind of message goes out on (`email`, `webhook`), or undefined when it cannot go
   * at all (email without SMTP set up): such rows are left as they are, neither tried nor backed
   * off, and go as soon as a receiver that can send them looks. A refusal ends the pass for its
   * channel only.
   */
  channel(kind: MessageKind): string | undefined;
  deliver(message: OutboxMessage): Promise<'sent' | 'dropped'>;
}

export interface OutboxOptions {
  /** The first retry's delay; each later one doubles, up to MAX_RETRY_MS. */
  retryMs: number;
  /** How often due email is looked for, besides right after a new lead. */
  intervalMs: number;
  log?: (message: string) => void;
}

const MAX_RETRY_MS = 60 * 60 * 1000;
/** How long a claimed row is held by the worker sending it. */
const LEASE_MS = 2 * 60 * 1000;
const BATCH = 25;

/** The delay before attempt `attempts + 1`: retryMs, then doubling, at most an hour. */
export function retryDelay(attempts: number, retryMs: number): number {
  return Math.min(retryMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

/**
 * Sends what the outbox table holds: the office's notice of each new lead, the visitor's
 * confirmation, the desk's replies and reminders, the webhook. A row is written in the transaction
 * that makes it due (a lead's notice in the lead's own), so nothing is without one; it is marked
 * sent once the server has taken it, and retried with back-off while it refuses or cannot be
 * reached. A row is claimed before sending (locked_until), so two receivers on one database never
 * both send it.
 */
export class Outbox {
  private timer: NodeJS.Timeout | undefined;
  private pass: Promise<number> | undefined;
  private again = false;

  constructor(
    private readonly db: LeadsDb,
    private readonly courier: Courier,
    private readonly options: OutboxOptions,
  ) {}

  start(): void {
    this.timer = setInterval(() => this.kick(), this.options.intervalMs);
    this.timer.unref();
    this.kick();
  }

  /** Sends what is due now, without waiting; a pass already running runs once more. */
  kick(): void {
    if (this.pass) {
      this.again = true;
      return;
    }
    void this.drain().catch((error: unknown) => this.options.log?.(`outbox: ${String(error)}`));
  }

  /** One pass over everything due; resolves to how many emails went. */
  drain(): Promise<number> {
    this.pass ??= this.sendDue().finally(() => {
      this.pass = undefined;
      if (this.again) {
        this.again = false;
        this.kick();
      }
    });
    return this.pass;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.again = false;
    await this.pass?.catch(() => undefined);
  }

  private async sendDue(): Promise<number> {
    let sent = 0;
    // Channels that refused in this pass: their rows wait for their retry while the others go on,
    // so a mail server that is down or not set up does not hold the webhook back, nor the reverse.
    const stalled = new Set<string>();
    for (;;) {
      const kinds = MESSAGE_KINDS.filter((kind) => {
        const channel = this.courier.channel(kind);
        return channel !== undefined && !stalled.has(channel);
      });
      if (kinds.length === 0) return sent;
      const now = new Date().toISOString();
      const due = await this.db
        .selectFrom('outbox')
        .select(['id', 'kind'])
        .where('sent_at', 'is', null)
        .where('kind', 'in', kinds)
        .where('next_attempt_at', '<=', now)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
        .orderBy('next_attempt_at')
        .limit(BATCH)
        .execute();
      for (const { id, kind } of due) {
        const outcome = await this.sendOne(id);
        if (outcome === 'sent') sent += 1;
        const channel = this.courier.channel(kind as MessageKind);
        if (outcome === 'failed' && channel !== undefined) stalled.add(channel);
      }
      if (due.length < BATCH) return sent;
    }
  }

  private async sendOne(id: string): Promise<'sent' | 'failed' | 'skipped'> {
    const now = new Date();
    const claimed = await this.db
      .updateTable('outbox')
      .set((eb) => ({
        locked_until: new Date(now.getTime() + LEASE_MS).toISOString(),
        attempts: eb('attempts', '+', 1),
      }))
      .where('id', '=', id)
      .where('sent_at', 'is', null)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now.toISOString())]))
      .returning(['attempts', 'kind', 'lead_id', 'payload'])
      .executeTakeFirst();
    if (!claimed) return 'skipped';
    const lead = claimed.lead_id
      ? await this.db.selectFrom('leads').selectAll().where('id', '=', claimed.lead_id).executeTakeFirst()
      : undefined;
    let outcome: 'sent' | 'dropped';
    try {
      outcome = await this.courier.deliver({
        id,
        kind: claimed.kind as MessageKind,
        lead,
        payload: claimed.payload === null ? undefined : (JSON.parse(claimed.payload) as unknown),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const retryAt = new Date(Date.now() + retryDelay(claimed.attempts, this.options.retryMs));
      await this.db
        .updateTable('outbox')
        .set({ locked_until: null, last_error: reason.slice(0, 500), next_attempt_at: retryAt.toISOString() })
        .where('id', '=', id)
        .execute();
      this.options.log?.(`outbox: ${id} not sent (attempt ${claimed.attempts}): ${reason}`);
      return 'failed';
    }
    // A message with nothing left to send (its lead erased) is closed as sent, with the reason.
    await this.db
      .updateTable('outbox')
      .set({
        sent_at: new Date().toISOString(),
        locked_until: null,
        last_error: outcome === 'dropped' ? 'dropped: nothing to send' : null,
      })
      .where('id', '=', id)
      .execute();
    return outcome === 'sent' ? 'sent' : 'skipped';
  }
}
