/**
 * `next dev` can fail a request with a 500 of its own while its bundler rebuilds: the request may
 * read a manifest that the rebuild is rewriting (vercel/next.js#97594). Such a request never reached
 * the dev API's handler, whose failures always answer JSON with an `error`, so nothing was written
 * and it is safe to send again, once. A failure of the API itself is never sent again.
 */
export function isDevServerHiccup(status: number, body: string): boolean {
  if (status !== 500) return false;
  try {
    const answer: unknown = JSON.parse(body);
    return !(typeof answer === 'object' && answer !== null && 'error' in answer);
  } catch {
    return true;
  }
}

/** How long to wait before sending again: long enough for a rebuild's manifests to be written. */
const RETRY_DELAY_MS = 400;

/**
 * Sends a request, and once more after a hiccup of `next dev`. `answer` reads the status and body
 * of a response without using it up, for whatever client sent it (fetch, Playwright).
 */
export async function sendAgainAfterHiccup<Response>(
  send: () => Promise<Response>,
  answer: (response: Response) => Promise<{ status: number; body: string }>,
): Promise<Response> {
  const response = await send();
  const { status, body } = await answer(response);
  if (!isDevServerHiccup(status, body)) return response;
  await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
  return send();
}
