import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkBudgets,
  checkReceiverBudget,
  median,
  medianFigures,
  needsAnotherRun,
  routeResult,
  type Budgets,
  type ReceiverFigures,
  type RouteFigures,
  type RouteResult,
} from '@/scripts/bench/budgets';

const run = (overrides: Partial<RouteFigures> = {}): RouteFigures => ({
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
  documentBytes: 12_000,
  mainThreadMs: 150,
  ...overrides,
});

const figures = (overrides: Partial<RouteResult> = {}): RouteResult => ({
  ...run(),
  lowestTotalBlockingTimeMs: 10,
  lowestFirstContentfulPaintMs: 700,
  lowestLargestContentfulPaintMs: 1200,
  mainThreadRatio: 3,
  runs: 5,
  lcpTwinRatio: 1,
  lcpWebpOnlyRatio: Number.NaN,
  lcpWebpOnlyMedianRatio: Number.NaN,
  ...overrides,
});

const receiverFigures = (overrides: Partial<ReceiverFigures> = {}): ReceiverFigures => ({
  requestsPerSecond: 1500,
  latencyP50Ms: 5,
  latencyP99Ms: 20,
  latencyMaxMs: 80,
  requests: 45_000,
  non2xx: 0,
  errors: 0,
  timeouts: 0,
  storedLeads: 45_010,
  answeredNotStored: 0,
  storedNotAnswered: 10,
  ...overrides,
});

const budgets: Budgets = {
  studio: { publishToBuildRatio: { max: 1.3 }, lowestRestoreMs: { max: 1000 } },
  runs: 3,
  maxRuns: 10,
  dedicatedMachine: { totalBlockingTimeMs: { max: 100 } },
  everyRoute: {
    performance: { min: 98 },
    lowestTotalBlockingTimeMs: { max: 50 },
    mainThreadRatio: { max: 4 },
    scriptKb: { max: 150 },
  },
  routes: { '/': { totalKb: { max: 500 } } },
  receiver: {
    durationSeconds: 30,
    connections: 10,
    budget: {
      requestsPerSecond: { min: 1000 },
      latencyP99Ms: { max: 50 },
      non2xx: { max: 0 },
      errors: { max: 0 },
      answeredNotStored: { max: 0 },
    },
  },
};

describe('benchmark budgets', () => {
  it('takes the median of the runs, leaving out a failed run', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([Number.NaN, 5, 7])).toBe(6);
    expect(
      medianFigures([
        run({ totalBlockingTimeMs: 10 }),
        run({ totalBlockingTimeMs: 90 }),
        run({ totalBlockingTimeMs: 50 }),
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

  it('holds a page marked noindex to the noindex SEO floor, and every other page to the full one', () => {
    const withSeo: Budgets = {
      ...budgets,
      everyRoute: { seo: { min: 100 } },
      noindexRoute: { seo: { min: 66 } },
    };
    const crawlBlocked = { '/thank-you': figures({ seo: 66 }), '/offers/gozo': figures({ seo: 66 }) };
    expect(checkBudgets(crawlBlocked, withSeo, { noindex: new Set(['/thank-you', '/offers/gozo']) })).toEqual(
      [],
    );
    expect(checkBudgets(crawlBlocked, withSeo, { noindex: new Set(['/thank-you']) })).toEqual([
      { route: '/offers/gozo', metric: 'seo', value: 66, limit: { min: 100 } },
    ]);
  });

  it('counts a metric that could not be measured as a miss', () => {
    expect(checkBudgets({ '/': figures({ mainThreadRatio: Number.NaN }) }, budgets)).toHaveLength(1);
  });

  it('gates on the least disturbed run’s blocking time and the main thread against the floor’s', () => {
    const runs = [87, 104, 0, 64, 4].map((tbt, index) =>
      run({ totalBlockingTimeMs: tbt, mainThreadMs: 140 + index * 10 }),
    );
    const result = routeResult(runs, 40);
    expect(result).toMatchObject({
      lowestTotalBlockingTimeMs: 0,
      totalBlockingTimeMs: 64,
      mainThreadMs: 160,
      mainThreadRatio: 4,
      runs: 5,
    });
    expect(checkBudgets({ '/': result }, budgets)).toEqual([]);
    // A page that does 300 ms of work more on load misses both, whatever the host did.
    const heavy = routeResult(
      runs.map((figures) => ({
        ...figures,
        totalBlockingTimeMs: figures.totalBlockingTimeMs + 1150,
        mainThreadMs: figures.mainThreadMs + 300,
      })),
      40,
    );
    expect(checkBudgets({ '/': heavy }, budgets).map((miss) => miss.metric)).toEqual([
      'lowestTotalBlockingTimeMs',
      'mainThreadRatio',
    ]);
  });

  it('holds the lowest largest paint to its no-JS twin’s, measured in the same rounds', () => {
    const twin = [1400, 1180, 1250].map((lcp) => run({ largestContentfulPaintMs: lcp }));
    const page = [1500, 1210, 1330].map((lcp) => run({ largestContentfulPaintMs: lcp }));
    const result = routeResult(page, 40, twin);
    expect(result.lcpTwinRatio).toBe(1.025);
    const gate = { ...budgets, everyRoute: { lcpTwinRatio: { max: 1.05 } } };
    expect(checkBudgets({ '/': result }, gate)).toEqual([]);
    // A page whose own HTML costs it a round trip more paints 150 ms after its twin.
    const late = routeResult(
      page.map((figures) => ({
        ...figures,
        largestContentfulPaintMs: figures.largestContentfulPaintMs + 150,
      })),
      40,
      twin,
    );
    expect(checkBudgets({ '/': late }, gate).map((miss) => miss.metric)).toEqual(['lcpTwinRatio']);
    // No twin measured: not a pass.
    expect(checkBudgets({ '/': routeResult(page, 40) }, gate)).toHaveLength(1);
  });

  it('holds a photo page’s lowest largest paint to the same page built WebP only, and no other page', () => {
    const webpOnly = [1500, 1380, 1420].map((lcp) => run({ largestContentfulPaintMs: lcp }));
    const avif = [1200, 1150, 1300].map((lcp) => run({ largestContentfulPaintMs: lcp }));
    const result = routeResult(avif, 40, [], webpOnly);
    expect(result.lcpWebpOnlyRatio).toBe(0.833);
    expect(result.lcpWebpOnlyMedianRatio).toBe(0.845);
    const gate = { ...budgets, photoRoute: { lcpWebpOnlyRatio: { max: 0.85 } } };
    const photo = { photo: new Set(['/']) };
    expect(checkBudgets({ '/': result, '/terms': figures() }, gate, photo)).toEqual([]);
    // The same bytes in both builds: the ratio is about 1, a miss.
    const same = routeResult(webpOnly, 40, [], webpOnly);
    expect(checkBudgets({ '/': same }, gate, photo)).toEqual([
      { route: '/', metric: 'lcpWebpOnlyRatio', value: 1, limit: { max: 0.85 } },
    ]);
    // A photo page measured without its WebP-only build: not a pass.
    expect(checkBudgets({ '/': routeResult(avif, 40) }, gate, photo)).toHaveLength(1);
  });

  it('measures a route again only while every run so far missed the lowest blocking time, up to maxRuns', () => {
    const budget = budgets.everyRoute;
    const missing = [run({ totalBlockingTimeMs: 80 }), run({ totalBlockingTimeMs: 120 })];
    expect(needsAnotherRun(missing, budget, 10)).toBe(true);
    expect(needsAnotherRun([...missing, run({ totalBlockingTimeMs: 30 })], budget, 10)).toBe(false);
    expect(
      needsAnotherRun(
        Array.from({ length: 10 }, () => run({ totalBlockingTimeMs: 80 })),
        budget,
        10,
      ),
    ).toBe(false);
    expect(needsAnotherRun(missing, { scriptKb: { max: 150 } }, 10)).toBe(false);
  });

  it('holds every route to the gate the bench’s budgets file gives', () => {
    const file = JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, '..', '..', 'bench', 'budgets.json'), 'utf8'),
    ) as Budgets;
    expect(file.maxRuns).toBe(10);
    expect(file.everyRoute).toMatchObject({
      performance: { min: 98 },
      lowestTotalBlockingTimeMs: { max: 50 },
      largestContentfulPaintMs: { max: 1500 },
      cumulativeLayoutShift: { max: 0.01 },
      scriptKb: { max: 150 },
    });
    expect(file.everyRoute.totalBlockingTimeMs).toBeUndefined();
    expect(file.dedicatedMachine).toEqual({ totalBlockingTimeMs: { max: 100 } });
    expect(file.everyRoute.mainThreadRatio?.max).toBeGreaterThan(1);
  });

  it("checks the enquiry receiver's figures: throughput, p99 latency, no failure, nothing answered and lost", () => {
    expect(checkReceiverBudget(receiverFigures(), budgets.receiver.budget)).toEqual([]);
    expect(
      checkReceiverBudget(
        receiverFigures({ requestsPerSecond: 571, latencyP99Ms: 96, non2xx: 3, answeredNotStored: 1 }),
        budgets.receiver.budget,
      ),
    ).toEqual([
      { metric: 'requestsPerSecond', value: 571, limit: { min: 1000 } },
      { metric: 'latencyP99Ms', value: 96, limit: { max: 50 } },
      { metric: 'non2xx', value: 3, limit: { max: 0 } },
      { metric: 'answeredNotStored', value: 1, limit: { max: 0 } },
    ]);
    expect(
      checkReceiverBudget(receiverFigures({ latencyP99Ms: Number.NaN }), budgets.receiver.budget),
    ).toHaveLength(1);
  });

  it("holds the receiver to the issue's budget or stricter: 1,000 enquiries/s for 30 s, p99 at most 50 ms, no errors", () => {
    const file = JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, '..', '..', 'bench', 'budgets.json'), 'utf8'),
    ) as Budgets;
    expect(file.receiver.durationSeconds).toBeGreaterThanOrEqual(30);
    expect(file.receiver.connections).toBeGreaterThan(0);
    // As strict as the budget, or stricter.
    const { budget } = file.receiver;
    expect(budget.requestsPerSecond?.min).toBeGreaterThanOrEqual(1000);
    expect(budget.latencyP99Ms?.max).toBeLessThanOrEqual(50);
    expect(budget).toMatchObject({
      non2xx: { max: 0 },
      errors: { max: 0 },
      answeredNotStored: { max: 0 },
    });
  });
});
