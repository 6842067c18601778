import { describe, expect, it } from 'vitest';
import { checkBudgets, median, medianFigures, type Budgets, type RouteFigures } from '@/lib/bench/budgets';

const figures = (overrides: Partial<RouteFigures> = {}): RouteFigures => ({
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  firstContentfulPaintMs: 700,
  largestContentfulPaintMs: 1200,
  totalBlockingTimeMs: 40,
  cumulativeLayoutShift: 0,
  totalKb: 400,
  scriptKb: 140,
  ...overrides,
});

const budgets: Budgets = {
  runs: 3,
  everyRoute: { performance: { min: 98 }, totalBlockingTimeMs: { max: 100 }, scriptKb: { max: 150 } },
  routes: { '/': { totalKb: { max: 500 } } },
};

describe('benchmark budgets', () => {
  it('takes the median of the runs, leaving out a failed run', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([Number.NaN, 5, 7])).toBe(6);
    expect(
      medianFigures([
        figures({ totalBlockingTimeMs: 10 }),
        figures({ totalBlockingTimeMs: 90 }),
        figures({ totalBlockingTimeMs: 50 }),
      ]).totalBlockingTimeMs,
    ).toBe(50);
  });

  it('passes figures within budget and names every miss', () => {
    expect(checkBudgets({ '/': figures(), '/casino': figures() }, budgets)).toEqual([]);
    expect(
      checkBudgets(
        {
          '/': figures({ totalKb: 520, performance: 97 }),
          '/casino': figures({ totalKb: 900, scriptKb: 151 }),
        },
        budgets,
      ),
    ).toEqual([
      { route: '/', metric: 'performance', value: 97, limit: { min: 98 } },
      { route: '/', metric: 'totalKb', value: 520, limit: { max: 500 } },
      { route: '/casino', metric: 'scriptKb', value: 151, limit: { max: 150 } },
    ]);
  });

  it('counts a metric that could not be measured as a miss', () => {
    expect(checkBudgets({ '/': figures({ totalBlockingTimeMs: Number.NaN }) }, budgets)).toHaveLength(1);
  });
});
