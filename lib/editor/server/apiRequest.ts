import type { NextApiRequest, NextApiResponse } from 'next';
import type { z } from 'zod';
import { ContentError } from '@/lib/model/contentErrors';
import { VersionConflictError } from '@/lib/editor/server/pageStateFiles';
import { PageConflictError } from '@/lib/editor/server/pageConflict';
import { UnsafePathError } from '@/lib/editor/server/writeFiles';
import { ImageInUseError } from '@/lib/editor/server/imageFiles';
import { hasStudioPass, studioEditor } from '@/lib/editor/server/studioPass';
import { bodyPageName, lastEditorOf, noteEditor } from '@/lib/editor/server/lastEditors';

/**
 * The checks every development API route shares: the method, requests from this machine only
 * (Host and Origin), JSON only, a size limit, no prototype keys, a body schema; and errors mapped
 * to a 4xx with a JSON reason. Routes turn the body parser off so that these answers are ours.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function hostname(value: string): string | undefined {
  try {
    return new URL(value.includes('://') ? value : `http://${value}`).hostname;
  } catch {
    return undefined;
  }
}

export function isLocalRequest(headers: NextApiRequest['headers']): boolean {
  const host = headers.host;
  if (!host || !LOCAL_HOSTS.has(hostname(host) ?? '')) return false;
  const origin = headers.origin;
  return origin === undefined || LOCAL_HOSTS.has(hostname(origin) ?? '');
}

/** The first `__proto__`, `constructor` or `prototype` key anywhere in a parsed JSON value. */
export function findForbiddenKey(value: unknown, at = 'body'): string | undefined {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findForbiddenKey(item, `${at}[${index}]`);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const key of Object.keys(value)) {
      if (FORBIDDEN_KEYS.has(key)) return `${at}.${key}`;
      const found = findForbiddenKey((value as Record<string, unknown>)[key], `${at}.${key}`);
      if (found) return found;
    }
  }
  return undefined;
}

async function readBody(request: NextApiRequest, limit: number): Promise<string> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > limit) throw new HttpError(413, `The body is larger than ${limit} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += buffer.length;
    if (size > limit) throw new HttpError(413, `The body is larger than ${limit} bytes`);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function checkOrigin(request: NextApiRequest): void {
  if (!isLocalRequest(request.headers) && !hasStudioPass(request.headers))
    throw new HttpError(403, 'Requests are accepted from this machine only');
}

/** The If-Match version a write must carry (the version the client last loaded). */
export function requireIfMatch(request: NextApiRequest): string {
  const value = request.headers['if-match'];
  const version = (Array.isArray(value) ? value[0] : value)?.replace(/^W\//, '').replace(/"/g, '').trim();
  if (!version) throw new HttpError(428, 'Send the If-Match header with the version you loaded');
  return version;
}

async function parseJsonBody<Schema extends z.ZodType>(
  request: NextApiRequest,
  schema: Schema,
  limit: number,
) {
  const type = (request.headers['content-type'] ?? '').toLowerCase();
  if (!type.startsWith('application/json'))
    throw new HttpError(415, 'The body must be JSON (Content-Type: application/json)');
  const text = await readBody(request, limit);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The body is not valid JSON');
  }
  const forbidden = findForbiddenKey(json);
  if (forbidden) throw new HttpError(400, `Forbidden key ${forbidden}`);
  const result = schema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue?.path.map(String).join('.') || 'body';
    const reason =
      issue?.code === 'unrecognized_keys' ? `unknown field ${issue.keys.join(', ')}` : issue?.message;
    throw new HttpError(400, `${field}: ${reason ?? 'invalid'}`);
  }
  return result.data as z.output<Schema>;
}

/**
 * Sends `body` as JSON with `status`. Not `response.json()`: Next's API helpers set their own ETag
 * (a hash of the body, api-utils/node/api-resolver.js sendData) over ours, so a client sending back
 * the ETag it got as If-Match would be refused. Headers set before (ETag, Cache-Control) are kept.
 */
export function sendJson(response: NextApiResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.statusCode = status;
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Content-Length', Buffer.byteLength(text));
  response.end(text);
}

function sendError(response: NextApiResponse, error: unknown): void {
  if (error instanceof HttpError) {
    sendJson(response, error.status, { error: error.message, ...error.extra });
  } else if (error instanceof VersionConflictError) {
    sendJson(response, 412, { error: error.message, version: error.current });
  } else if (error instanceof ImageInUseError) {
    sendJson(response, 409, { error: error.message, uses: error.uses });
  } else if (error instanceof PageConflictError) {
    sendJson(response, 409, { error: error.message, ...(error.links ? { links: error.links } : {}) });
  } else if (error instanceof ContentError) {
    sendJson(response, 400, { error: error.message });
  } else if (error instanceof UnsafePathError) {
    sendJson(response, 400, { error: 'Refused: the path leaves the content folder' });
  } else {
    console.error(error);
    sendJson(response, 500, { error: 'The server could not complete the request' });
  }
}

type Handler<T> = (request: NextApiRequest, response: NextApiResponse, body: T) => Promise<void>;

/** A POST route taking a JSON body that matches `schema` (at most `limit` bytes). */
export function jsonPostRoute<Schema extends z.ZodType>(
  schema: Schema,
  handle: Handler<z.output<Schema>>,
  limit = 64 * 1024,
) {
  return async (request: NextApiRequest, response: NextApiResponse): Promise<void> => {
    try {
      if (request.method !== 'POST') {
        response.setHeader('Allow', 'POST');
        throw new HttpError(405, 'Only POST is accepted');
      }
      checkOrigin(request);
      const body = await parseJsonBody(request, schema, limit);
      const pageName = bodyPageName(body);
      try {
        await handle(request, response, body);
      } catch (error) {
        // In the studio a stale save says who saved the page since.
        const changedBy = pageName ? lastEditorOf(pageName) : undefined;
        if (error instanceof VersionConflictError && changedBy)
          throw new HttpError(412, `${error.message} Last saved by ${changedBy}.`, {
            version: error.current,
            changedBy,
          });
        throw error;
      }
      const editor = studioEditor(request.headers);
      if (editor && pageName && response.statusCode < 300) noteEditor(pageName, editor);
    } catch (error) {
      sendError(response, error);
    }
  };
}

/** A GET route for reading content (local requests only). */
export function getRoute(handle: (request: NextApiRequest, response: NextApiResponse) => Promise<void>) {
  return async (request: NextApiRequest, response: NextApiResponse): Promise<void> => {
    try {
      if (request.method !== 'GET') {
        response.setHeader('Allow', 'GET');
        throw new HttpError(405, 'Only GET is accepted');
      }
      checkOrigin(request);
      await handle(request, response);
    } catch (error) {
      sendError(response, error);
    }
  };
}

/** A required query parameter, or a 400. */
export function queryParam(request: NextApiRequest, name: string): string {
  const value = request.query[name];
  if (typeof value !== 'string' || value === '')
    throw new HttpError(400, `The query parameter ${name} is required`);
  return value;
}
