/** The figures measured for a route, and the budgets they are checked against (bench/budgets.json). */
export interface RouteFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  totalKb: number;
  scriptKb: number;
  /**
   * The page's HTML as sent (compressed body and headers). Past TCP's initial window (ten
   * segments, about 14.6 KB) it takes a second round trip before anything can paint.
   */
  documentBytes: number;
  /**
   * The page's main thread's own running time over the load (scripts/bench/mainThread.ts): what the
   * page asks of the browser, without the host's share of blocking time. Reported, not budgeted.
   */
  mainThreadMs: number;
}

export type Metric = keyof RouteFigures;
export type Limit = { min?: number; max?: number };
export type Budget = Partial<Record<Metric, Limit>>;

export interface Budgets {
  runs: number;
  everyRoute: Budget;
  /** Added for the pages marked noindex in their page file (Lighthouse's crawlable audit fails there by design). */
  noindexRoute?: Budget;
  routes: Record<string, Budget>;
  receiver: ReceiverBudgets;
}

/** The enquiry receiver's figures under sustained load (scripts/bench-receiver.ts). */
export interface ReceiverFigures {
  /** Mean of the per-second counts of answers. */
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  /** Answers in all. */
  requests: number;
  non2xx: number;
  /** Connection errors (timeouts included). */
  errors: number;
  timeouts: number;
  /** Rows in the leads table afterwards. */
  storedLeads: number;
  /** Enquiries answered 2xx that are not in the database (must be none). */
  answeredNotStored: number;
  /** Enquiries stored but never answered: in flight when the run stopped (at most one a connection). */
  storedNotAnswered: number;
}

export type ReceiverMetric = keyof ReceiverFigures;
export type ReceiverBudget = Partial<Record<ReceiverMetric, Limit>>;

export interface ReceiverBudgets {
  /** How long the load is sustained, and over how many connections. */
  durationSeconds: number;
  connections: number;
  budget: ReceiverBudget;
}

export interface ReceiverMiss {
  metric: ReceiverMetric;
  value: number;
  limit: Limit;
}

/** Whether a value is outside its limit; a value that could not be measured (NaN) is. */
function outside(value: number, limit: Limit): boolean {
  return (
    Number.isNaN(value) ||
    (limit.min !== undefined && value < limit.min) ||
    (limit.max !== undefined && value > limit.max)
  );
}

/** The median of the values that were measured (a failed run's NaN is left out). */
export function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The median of every figure over several runs of one route. */
export function medianFigures(runs: RouteFigures[]): RouteFigures {
  const keys = Object.keys(runs[0] ?? {}) as Metric[];
  return Object.fromEntries(
    keys.map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as unknown as RouteFigures;
}

export interface BudgetMiss {
  route: string;
  metric: Metric;
  value: number;
  limit: Limit;
}

/**
 * Every figure of every route that is outside its budget: everyRoute's, then noindexRoute's for
 * the routes in `noindexRoutes`, then the route's own.
 */
export function checkBudgets(
  figures: Record<string, RouteFigures>,
  budgets: Budgets,
  noindexRoutes: ReadonlySet<string> = new Set(),
): BudgetMiss[] {
  const misses: BudgetMiss[] = [];
  for (const [route, values] of Object.entries(figures)) {
    const budget: Budget = {
      ...budgets.everyRoute,
      ...(noindexRoutes.has(route) ? budgets.noindexRoute : undefined),
      ...budgets.routes[route],
    };
    for (const [metric, limit] of Object.entries(budget) as [Metric, Limit][]) {
      const value = values[metric];
      if (outside(value, limit)) {
        misses.push({ route, metric, value, limit });
      }
    }
  }
  return misses;
}

/** Every figure of the receiver's run that is outside its budget. */
export function checkReceiverBudget(figures: ReceiverFigures, budget: ReceiverBudget): ReceiverMiss[] {
  return (Object.entries(budget) as [ReceiverMetric, Limit][])
    .filter(([metric, limit]) => outside(figures[metric], limit))
    .map(([metric, limit]) => ({ metric, value: figures[metric], limit }));
}
