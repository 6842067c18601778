// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { isDevServerHiccup, sendAgainAfterHiccup } from '@/lib/editor/client/devServerHiccup';

describe('isDevServerHiccup', () => {
  it('is a 500 of next dev itself: its error page, or an empty body', () => {
    expect(isDevServerHiccup(500, '<!DOCTYPE html><html><body>Internal Server Error</body></html>')).toBe(
      true,
    );
    expect(isDevServerHiccup(500, 'Internal Server Error')).toBe(true);
    expect(isDevServerHiccup(500, '')).toBe(true);
  });

  it('is never a failure of the dev API, which answers JSON with an error', () => {
    expect(isDevServerHiccup(500, '{"error":"The server could not complete the request"}')).toBe(false);
  });

  it('is never another status', () => {
    expect(isDevServerHiccup(502, 'Bad Gateway')).toBe(false);
    expect(isDevServerHiccup(400, '{"error":"Refused"}')).toBe(false);
    expect(isDevServerHiccup(200, '')).toBe(false);
  });
});

describe('sendAgainAfterHiccup', () => {
  /** A loopback server that answers with `answers` in turn, and counts the requests. */
  async function serving(answers: { status: number; body: string }[]) {
    let requests = 0;
    const server = http.createServer((_request, response) => {
      const answer = answers[Math.min(requests, answers.length - 1)]!;
      requests += 1;
      response.statusCode = answer.status;
      response.end(answer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const send = () =>
      sendAgainAfterHiccup(
        () => fetch(url),
        async (first) => ({ status: first.status, body: await first.clone().text() }),
      );
    return { send, requests: () => requests, close: () => server.close() };
  }

  it('sends once more after a 500 of next dev, and gives the second answer, body unread', async () => {
    const server = await serving([
      { status: 500, body: 'Internal Server Error' },
      { status: 200, body: '{"ok":true}' },
    ]);
    const response = await server.send();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(server.requests()).toBe(2);
    server.close();
  });

  it('sends once only: a second hiccup is the answer', async () => {
    const server = await serving([{ status: 500, body: '' }]);
    expect((await server.send()).status).toBe(500);
    expect(server.requests()).toBe(2);
    server.close();
  });

  it('never sends a failure of the dev API again', async () => {
    const server = await serving([
      { status: 500, body: '{"error":"The server could not complete the request"}' },
    ]);
    const response = await server.send();
    expect(await response.json()).toEqual({ error: 'The server could not complete the request' });
    expect(server.requests()).toBe(1);
    server.close();
  });
});
