import { describe, expect, it } from 'vitest';
import { mainThreadTimeMs } from '@/scripts/bench/mainThread';

describe('mainThreadTimeMs', () => {
  it('adds up the thread time of the tasks, not their wall time', () => {
    expect(
      mainThreadTimeMs([
        { ts: 0, dur: 40_000, tdur: 25_000 },
        { ts: 50_000, dur: 10_000, tdur: 9_400 },
      ]),
    ).toBe(34.4);
  });

  it('counts a task nested in another once, whatever order the trace lists them in', () => {
    expect(
      mainThreadTimeMs([
        { ts: 5_000, dur: 10_000, tdur: 8_000 },
        { ts: 0, dur: 30_000, tdur: 20_000 },
        { ts: 40_000, dur: 2_000, tdur: 2_000 },
      ]),
    ).toBe(22);
  });

  it('is not measured (NaN) when a task has no thread time, rather than guessed from wall time', () => {
    expect(
      mainThreadTimeMs([
        { ts: 0, dur: 10_000, tdur: 5_000 },
        { ts: 20_000, dur: 10_000 },
      ]),
    ).toBeNaN();
  });

  it('is zero for a load with no task', () => {
    expect(mainThreadTimeMs([])).toBe(0);
  });
});
