import type { NextApiRequest, NextApiResponse } from 'next';

/**
 * Checks shared by the development API routes: POST only, JSON only, and only from this machine,
 * so a web page the editor happens to visit cannot post to them.
 */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

function hostname(value: string): string | undefined {
  try {
    return new URL(value.includes('://') ? value : `http://${value}`).hostname;
  } catch {
    return undefined;
  }
}

export function isLocalRequest(request: Pick<NextApiRequest, 'headers'>): boolean {
  const host = request.headers.host;
  if (!host || !LOCAL_HOSTS.has(hostname(host) ?? '')) return false;
  const origin = request.headers.origin;
  return origin === undefined || LOCAL_HOSTS.has(hostname(origin) ?? '');
}

export function refuse(response: NextApiResponse, status: number, error: string): void {
  response.status(status).json({ error });
}

/** The JSON body of an acceptable request, or undefined after answering with a 4xx. */
export function acceptJsonPost(request: NextApiRequest, response: NextApiResponse): unknown {
  if (request.method !== 'POST') {
    response.setHeader('Allow', 'POST');
    refuse(response, 405, 'Only POST is accepted');
    return undefined;
  }
  if (!isLocalRequest(request)) {
    refuse(response, 403, 'Requests are accepted from this machine only');
    return undefined;
  }
  if (!(request.headers['content-type'] ?? '').toLowerCase().startsWith('application/json')) {
    refuse(response, 415, 'The body must be JSON (Content-Type: application/json)');
    return undefined;
  }
  if (request.body === undefined || typeof request.body !== 'object' || request.body === null) {
    refuse(response, 400, 'The body must be a JSON object');
    return undefined;
  }
  return request.body as unknown;
}
