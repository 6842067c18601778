import { describe, expect, it } from 'vitest';
import { BURDEN_SCRIPT, burdenScript, withBurdenTag } from '@/scripts/bench/burden';

describe('the bench’s regression on purpose', () => {
  it('adds one same-origin script at the end of the body, which the CSP allows', () => {
    expect(withBurdenTag('<html><body><main>Hi</main></body></html>')).toBe(
      `<html><body><main>Hi</main><script src="${BURDEN_SCRIPT}"></script></body></html>`,
    );
    expect(() => withBurdenTag('<p>no body</p>')).toThrow(/no <\/body>/);
  });

  it('keeps the main thread busy for the time asked, in one task', () => {
    const started = performance.now();
    new Function(burdenScript(30))();
    expect(performance.now() - started).toBeGreaterThanOrEqual(30);
  });
});
