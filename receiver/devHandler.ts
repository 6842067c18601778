import { createServer, type RequestListener } from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import { readSettings } from '@/receiver/config/settings';
import { createReceiver } from './service';

/**
 * The receiver inside `next dev`: pages/api/enquiry.dev.ts hands it its requests, so development
 * runs the production code on the same origin, with the same database default (.data/leads.db).
 * Fastify's serverFactory gives its request listener, which takes Node's request and response as
 * Next passes them. Kept on globalThis: a hot reload must not open the database a second time.
 */
const globalCache = globalThis as typeof globalThis & { enquiryReceiverHandler?: Promise<RequestListener> };

export function devReceiverHandler(): Promise<RequestListener> {
  globalCache.enquiryReceiverHandler ??= (async () => {
    let listener: RequestListener | undefined;
    const serverFactory: FastifyServerFactory = (handler) => {
      listener = handler;
      return createServer(handler);
    };
    const receiver = await createReceiver(readSettings(), { serverFactory });
    await receiver.app.ready();
    if (!listener) throw new Error('The receiver gave no request listener');
    return listener;
  })();
  return globalCache.enquiryReceiverHandler;
}
