/** The figures of one Lighthouse run of a route. */
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

/**
 * A route's figures over its runs, as the budgets (bench/budgets.json) read them: the median of
 * each run's figure, and two figures a busy host cannot make look worse than the page is.
 */
export interface RouteResult extends RouteFigures {
  /**
   * The lowest total blocking time of the runs: the least disturbed run. On a shared host noise
   * only ever adds blocking time, so the lowest run is the one that tells the page's own.
   */
  lowestTotalBlockingTimeMs: number;
  /**
   * The median main-thread time as a multiple of the floor page's in the same runs: the page's
   * own work, against what the browser spends on a page of one sentence on this host.
   */
  mainThreadRatio: number;
  /** The lowest first and largest contentful paints of the runs: the page's own, as the blocking time's. */
  lowestFirstContentfulPaintMs: number;
  lowestLargestContentfulPaintMs: number;
  /** How many runs were made (more than the rounds when the lowest blocking time missed). */
  runs: number;
  /**
   * The lowest largest paint over its no-JS twin's (scripts/bench/twin.ts), measured in the same
   * rounds: what the page's scripts cost a visitor who only reads. NaN where no twin was measured.
   */
  lcpTwinRatio: number;
  /**
   * On a page that opens with a photo: its lowest largest paint over the lowest of the same page
   * built with WebP only (no AVIF offered), measured in the same rounds. NaN elsewhere.
   */
  lcpWebpOnlyRatio: number;
  /** The same, of the medians: reported beside it. */
  lcpWebpOnlyMedianRatio: number;
}

export type Metric = keyof RouteResult;
export type Limit = { min?: number; max?: number };
export type Budget = Partial<Record<Metric, Limit>>;

export interface Budgets {
  runs: number;
  /**
   * Runs in all of a route whose runs all missed its lowest blocking time budget: it is measured
   * again, one run at a time, up to this many, before the miss counts.
   */
  maxRuns: number;
  /** Reported beside the gate, not checked: what a dedicated machine is held to. */
  dedicatedMachine: Budget;
  everyRoute: Budget;
  /** Added for the pages marked noindex in their page file (Lighthouse's crawlable audit fails there by design). */
  noindexRoute?: Budget;
  /** Added for the pages that open with a photo (their largest paint), measured beside WebP only. */
  photoRoute?: Budget;
  /** Reported beside photoRoute, not checked: what AVIF was hoped to give the photo pages. */
  photoRouteGoal?: Budget;
  routes: Record<string, Budget>;
  receiver: ReceiverBudgets;
  /** The image step with nothing to do (the lowest of five runs), in ms: what every build pays. */
  build?: { imagesWarmMs: Limit };
  /** The studio's publish against `npm run build`, and its restore (scripts/bench-studio.ts). */
  studio: { publishToBuildRatio: Limit; lowestRestoreMs: Limit };
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
  const keys = Object.keys(runs[0] ?? {}) as (keyof RouteFigures)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as unknown as RouteFigures;
}

/** A route's result from its runs and the floor page's median main-thread time in the same rounds. */
export function routeResult(
  runs: RouteFigures[],
  floorMainThreadMs: number,
  twinRuns: RouteFigures[] = [],
  webpOnlyRuns: RouteFigures[] = [],
): RouteResult {
  const medians = medianFigures(runs);
  const lowest = (metric: keyof RouteFigures, of = runs) => {
    const values = of.map((run) => run[metric]).filter((value) => !Number.isNaN(value));
    return values.length > 0 ? Math.min(...values) : Number.NaN;
  };
  const twinLcp = lowest('largestContentfulPaintMs', twinRuns);
  const webpOnlyLcp = lowest('largestContentfulPaintMs', webpOnlyRuns);
  const webpOnlyMedianLcp = median(webpOnlyRuns.map((run) => run.largestContentfulPaintMs));
  const ratio = (value: number, of: number) => Math.round((value / of) * 1000) / 1000;
  return {
    ...medians,
    lowestTotalBlockingTimeMs: lowest('totalBlockingTimeMs'),
    lowestFirstContentfulPaintMs: lowest('firstContentfulPaintMs'),
    lowestLargestContentfulPaintMs: lowest('largestContentfulPaintMs'),
    mainThreadRatio: Math.round((medians.mainThreadMs / floorMainThreadMs) * 100) / 100,
    runs: runs.length,
    lcpTwinRatio: ratio(lowest('largestContentfulPaintMs'), twinLcp),
    lcpWebpOnlyRatio: ratio(lowest('largestContentfulPaintMs'), webpOnlyLcp),
    lcpWebpOnlyMedianRatio: ratio(medians.largestContentfulPaintMs, webpOnlyMedianLcp),
  };
}

/** The routes a budget group applies to, beyond everyRoute. */
export interface RouteGroups {
  noindex?: ReadonlySet<string>;
  photo?: ReadonlySet<string>;
}

/**
 * The budget a route is held to: everyRoute's, noindexRoute's and photoRoute's where they apply,
 * then its own.
 */
export function routeBudget(
  route: string,
  budgets: Pick<Budgets, 'everyRoute' | 'noindexRoute' | 'photoRoute' | 'routes'>,
  groups: RouteGroups = {},
): Budget {
  return {
    ...budgets.everyRoute,
    ...(groups.noindex?.has(route) ? budgets.noindexRoute : undefined),
    ...(groups.photo?.has(route) ? budgets.photoRoute : undefined),
    ...budgets.routes[route],
  };
}

/**
 * Whether a route is to be measured once more: every run so far missed the lowest blocking time
 * budget (so the lowest misses it too), and fewer than maxRuns were made.
 */
export function needsAnotherRun(runs: readonly RouteFigures[], budget: Budget, maxRuns: number): boolean {
  const limit = budget.lowestTotalBlockingTimeMs;
  if (!limit || runs.length >= maxRuns) return false;
  return runs.every((run) => outside(run.totalBlockingTimeMs, limit));
}

export interface BudgetMiss {
  route: string;
  metric: Metric;
  value: number;
  limit: Limit;
}

/**
 * Every figure of every route that is outside its budget: everyRoute's, then noindexRoute's and
 * photoRoute's for the routes in those groups, then the route's own.
 */
export function checkBudgets(
  figures: Record<string, RouteResult>,
  budgets: Pick<Budgets, 'everyRoute' | 'noindexRoute' | 'photoRoute' | 'routes'>,
  groups: RouteGroups = {},
): BudgetMiss[] {
  const misses: BudgetMiss[] = [];
  for (const [route, values] of Object.entries(figures)) {
    const budget = routeBudget(route, budgets, groups);
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
