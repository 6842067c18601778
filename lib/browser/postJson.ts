/** POSTs JSON and resolves to the parsed answer; a non-OK answer rejects with the server's reason. */
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
    throw new Error(reason);
  }
  return answer as T;
}
