import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * The office's mail server for the receiver's bench: a real SMTP server (`smtp-server`) on a free
 * loopback port that takes every message and keeps nothing but the count, so that the receiver's
 * outbox composes and sends the notices and confirmations as in production without the bench
 * holding tens of thousands of messages.
 */
export interface SmtpSink {
  /** `smtp://127.0.0.1:port` for SMTP_URL. */
  url: string;
  /** Messages taken so far. */
  accepted: () => number;
  close: () => Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  let accepted = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // No reverse DNS lookup of 127.0.0.1 for each connection.
    disableReverseLookup: true,
    closeTimeout: 1_000,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        accepted += 1;
        callback(null, 'Queued');
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted: () => accepted,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
