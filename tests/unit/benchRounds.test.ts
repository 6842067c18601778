import { describe, expect, it } from 'vitest';
import { measureInRounds } from '@/scripts/bench/rounds';

describe('measureInRounds', () => {
  it('measures every target once a round, in order, and returns each target its own runs', () => {
    const calls: string[] = [];
    const results = measureInRounds(['floor', '/', '/pl/'], 3, (target, round) => {
      calls.push(`${round}:${target}`);
      return `${target}#${round}`;
    });
    expect(calls).toEqual([
      '0:floor',
      '0:/',
      '0:/pl/',
      '1:floor',
      '1:/',
      '1:/pl/',
      '2:floor',
      '2:/',
      '2:/pl/',
    ]);
    expect(results).toEqual([
      ['floor#0', 'floor#1', 'floor#2'],
      ['/#0', '/#1', '/#2'],
      ['/pl/#0', '/pl/#1', '/pl/#2'],
    ]);
  });
});
