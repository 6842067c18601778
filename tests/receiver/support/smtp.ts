import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';

/**
 * A real SMTP server on loopback (the `smtp-server` package) standing in for the office's mail
 * server: plain SMTP, no STARTTLS, no login, collecting each message it accepts. `refuse` decides,
 * per message received, whether to answer with a temporary failure (451) instead of accepting it.
 */

export interface ReceivedMail {
  /** The message as received, headers parsed (lower-case names, unfolded, encoded words decoded). */
  headers: Map<string, string>;
  /** The text body, its transfer encoding undone. */
  text: string;
  envelope: { from: string; to: string[] };
}

export interface LoopbackSmtp {
  port: number;
  /** Messages accepted (250), in order. */
  accepted: ReceivedMail[];
  /** Messages refused with a 451, in order. */
  refused: ReceivedMail[];
  close: () => Promise<void>;
}

export interface LoopbackSmtpOptions {
  port: number;
  /** Called with each message (and how many came before it): true refuses it with a 451. */
  refuse?: (mail: ReceivedMail, index: number) => boolean;
  /** Waits this long before answering each message (a slow server). */
  delayMs?: number;
}

export async function startSmtpServer({
  port,
  refuse,
  delayMs = 0,
}: LoopbackSmtpOptions): Promise<LoopbackSmtp> {
  const accepted: ReceivedMail[] = [];
  const refused: ReceivedMail[] = [];
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // No reverse DNS lookup of 127.0.0.1 for each connection (about 125 ms each here).
    disableReverseLookup: true,
    // A bounded close: a test never waits 30 s for a client to hang up.
    closeTimeout: 1_000,
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = parseMail(Buffer.concat(chunks).toString('latin1'), session);
        const index = received;
        received += 1;
        setTimeout(() => {
          if (refuse?.(mail, index)) {
            refused.push(mail);
            const error = Object.assign(new Error('Try again later (test: temporary failure)'), {
              responseCode: 451,
            });
            callback(error);
            return;
          }
          accepted.push(mail);
          callback(null, 'Queued');
        }, delayMs);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', () => undefined);
  return {
    port,
    accepted,
    refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function addressOf(address: { address: string } | false): string {
  return address ? address.address : '';
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`), as nodemailer writes non-ASCII headers. */
export function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[QqBb]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, charset: string, encoding: string, text: string) => {
      const bytes =
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64')
          : Buffer.from(
              text
                .replace(/_/g, ' ')
                .replace(/=([0-9A-Fa-f]{2})/g, (_match, hex: string) =>
                  String.fromCharCode(parseInt(hex, 16)),
                ),
              'latin1',
            );
      if (!/^utf-?8$/i.test(charset)) throw new Error(`Unexpected header charset ${charset}`);
      return bytes.toString('utf8');
    });
}

/** Undoes quoted-printable (soft line breaks, =XX bytes), then reads the bytes as UTF-8. */
export function decodeQuotedPrintable(text: string): string {
  const binary = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-Fa-f]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(binary, 'latin1').toString('utf8');
}

/** A single-part text message as nodemailer sends one (its bytes as latin1): headers, then the body. */
export function parseMail(raw: string, session?: SMTPServerSession): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  if (split < 0) throw new Error('A message without a header/body separator');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon < 1) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers.set(name, decodeWords(line.slice(colon + 1).trim()));
  }
  // A received message ends with its last line's CRLF.
  const body = raw.slice(split + 4).replace(/\r\n$/, '');
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : Buffer.from(body, 'latin1').toString('utf8');
  return {
    headers,
    text: text.replace(/\r\n/g, '\n'),
    envelope: {
      from: session ? addressOf(session.envelope.mailFrom) : '',
      to: session ? session.envelope.rcptTo.map((address) => address.address) : [],
    },
  };
}
