import { describe, expect, it } from 'vitest';
import { isDevServerHiccup } from '@/lib/editor/devServerHiccup';

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
