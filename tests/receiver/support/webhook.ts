import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';

/**
 * A real HTTP server on loopback standing in for the CRM or chat channel the webhook posts to:
 * it keeps every post it receives (headers and raw body) with the status it answered, which
 * `answer` decides per post (200 unless told otherwise).
 */

export interface ReceivedPost {
  headers: IncomingHttpHeaders;
  /** The body as its bytes came, which the signature is over. */
  raw: Buffer;
  status: number;
}

export interface LoopbackWebhook {
  port: number;
  /** Every post, in order, whatever it was answered. */
  posts: ReceivedPost[];
  /** Changes the status given to the posts from now on. */
  answerWith: (status: number) => void;
  close: () => Promise<void>;
}

export async function startWebhookServer(port: number, status = 200): Promise<LoopbackWebhook> {
  const posts: ReceivedPost[] = [];
  let answer = status;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const given = answer;
      posts.push({ headers: request.headers, raw: Buffer.concat(chunks), status: given });
      response.writeHead(given, { 'Content-Type': 'text/plain' }).end(given === 200 ? 'ok' : 'not now');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port,
    posts,
    answerWith: (next) => {
      answer = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        // fetch keeps its connection alive: without this, close would wait for it to time out.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Whether `header` is `sha256=<hex HMAC-SHA256 of raw under secret>`, compared in constant time. */
export function validSignature(raw: Buffer, header: string | string[] | undefined, secret: string): boolean {
  if (typeof header !== 'string' || !header.startsWith('sha256=')) return false;
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  const expected = createHmac('sha256', secret).update(raw).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}
