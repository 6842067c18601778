/** A non-OK answer: the server's reason as the message, and its status for the caller to act on. */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** POSTs JSON and resolves to the parsed answer; a non-OK answer rejects with an HttpError. */
export async function postJson<T = unknown>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const reason =
      answer && typeof answer === 'object' && 'error' in answer && typeof answer.error === 'string'
        ? answer.error
        : `${response.status} ${response.statusText}`;
    throw new HttpError(reason, response.status);
  }
  return answer as T;
}
