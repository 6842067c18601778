/**
 * The receiver's bench figures (scripts/bench-receiver.ts) and its gate, from bench/budgets.json's
 * `receiver`. On this shared host a run's figures swing by a third from one minute to the next,
 * and noise only ever slows a run: so every figure is the best of the rounds (the highest
 * throughput, the lowest p99), and databases of different sizes are compared with each other in
 * the same rounds, run after run, rather than with figures taken on another day.
 */

export type Limit = { min?: number; max?: number };

/** One run of the load against one receiver. */
export interface ReceiverRun {
  /** Leads in the database before the run. */
  storedLeads: number;
  round: number;
  /** Answers a second, over the measured seconds (warm-up left out). */
  requestsPerSecond: number;
  /** From sending a request to reading its answer, measured by the bench to the microsecond. */
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  /** Answers in the measured seconds. */
  requests: number;
  non2xx: number;
  /** Connection errors (timeouts included). */
  errors: number;
  timeouts: number;
  /** Leads of this run in the database afterwards (warm-up included). */
  storedRunLeads: number;
  /** Answered 2xx, and not in the database (must be none). */
  answeredNotStored: number;
  /** In the database, never answered: in flight when the load stopped. */
  storedNotAnswered: number;
  /** Messages the mail server took from the receiver during the run and its stop. */
  emailsSent: number;
  /** Visitors' messages delivered into the mailbox during the run, and those the IMAP reader stored. */
  mailDelivered: number;
  mailStored: number;
  /** Backup copies the schedule made during the run. */
  backupCopies: number;
}

/** The best of a database's rounds. */
export interface StoredLeadsFigures {
  storedLeads: number;
  /** The highest throughput of the rounds. */
  requestsPerSecond: number;
  /** The lowest p50 of the rounds. */
  latencyP50Ms: number;
  /** The lowest p99 of the rounds. */
  latencyP99Ms: number;
  /** Over every round: must be 0. */
  non2xx: number;
  errors: number;
  answeredNotStored: number;
}

export interface ReceiverBudgets {
  $comment?: string;
  durationSeconds: number;
  connections: number;
  /** Each round runs every database once. */
  rounds: number;
  /** The databases, by the leads they hold before the load (scripts/bench/receiverPrefill.ts). */
  storedLeads: number[];
  /** Each database's best figures. */
  budget: Partial<
    Record<'requestsPerSecond' | 'latencyP99Ms' | 'non2xx' | 'errors' | 'answeredNotStored', Limit>
  >;
  /**
   * One more run on the largest database with a scheduled backup copy made during it (the rounds
   * run the schedule as production sets it, every few hours: no copy falls in them), held to this.
   */
  duringCopy: Partial<
    Record<'requestsPerSecond' | 'latencyP99Ms' | 'non2xx' | 'errors' | 'answeredNotStored', Limit>
  >;
  /** The databases against each other: an enquiry's cost may not grow with what is stored. */
  storedVolume: {
    /** The lowest database's best throughput over the highest's. */
    requestsPerSecondRatio: Limit;
    /** The highest database's lowest p50 over the lowest's. */
    latencyP50Ratio: Limit;
    /** The highest database's lowest p99 over the lowest's. */
    latencyP99Ratio: Limit;
  };
}

export interface ReceiverMiss {
  what: string;
  value: number;
  limit: Limit;
}

const outside = (value: number, limit: Limit) =>
  Number.isNaN(value) ||
  (limit.min !== undefined && value < limit.min) ||
  (limit.max !== undefined && value > limit.max);

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Each database's best figures over its runs. */
export function bestOfRounds(runs: readonly ReceiverRun[]): StoredLeadsFigures[] {
  const volumes = [...new Set(runs.map((run) => run.storedLeads))];
  return volumes.map((storedLeads) => {
    const own = runs.filter((run) => run.storedLeads === storedLeads);
    const sum = (pick: (run: ReceiverRun) => number) => own.reduce((total, run) => total + pick(run), 0);
    return {
      storedLeads,
      requestsPerSecond: Math.max(...own.map((run) => run.requestsPerSecond)),
      latencyP50Ms: Math.min(...own.map((run) => run.latencyP50Ms)),
      latencyP99Ms: Math.min(...own.map((run) => run.latencyP99Ms)),
      non2xx: sum((run) => run.non2xx),
      errors: sum((run) => run.errors),
      answeredNotStored: sum((run) => run.answeredNotStored),
    };
  });
}

/** The databases' best figures against each other. */
export function storedVolumeRatios(best: readonly StoredLeadsFigures[]) {
  const throughputs = best.map((figures) => figures.requestsPerSecond);
  const p50s = best.map((figures) => figures.latencyP50Ms);
  const p99s = best.map((figures) => figures.latencyP99Ms);
  return {
    requestsPerSecondRatio: round2(Math.min(...throughputs) / Math.max(...throughputs)),
    latencyP50Ratio: round2(Math.max(...p50s) / Math.min(...p50s)),
    latencyP99Ratio: round2(Math.max(...p99s) / Math.min(...p99s)),
  };
}

/** Every figure outside its limit: each database's best, the databases' ratios, the run during a copy. */
export function checkReceiver(
  best: readonly StoredLeadsFigures[],
  budgets: ReceiverBudgets,
  duringCopy?: ReceiverRun,
): ReceiverMiss[] {
  const misses: ReceiverMiss[] = [];
  if (duringCopy)
    for (const [metric, limit] of Object.entries(budgets.duringCopy) as [
      keyof typeof budgets.duringCopy,
      Limit,
    ][])
      // (Keys of the file that begin with $ are comments.)
      if (!metric.startsWith('$') && outside(duringCopy[metric], limit))
        misses.push({
          what: `${metric} during a backup copy of ${duringCopy.storedLeads} leads`,
          value: duringCopy[metric],
          limit,
        });
  for (const figures of best)
    for (const [metric, limit] of Object.entries(budgets.budget) as [keyof typeof budgets.budget, Limit][])
      if (outside(figures[metric], limit))
        misses.push({
          what: `${metric} with ${figures.storedLeads} leads stored`,
          value: figures[metric],
          limit,
        });
  if (best.length > 1) {
    const ratios = storedVolumeRatios(best);
    for (const metric of Object.keys(ratios) as (keyof typeof ratios)[]) {
      const limit = budgets.storedVolume[metric];
      if (limit && outside(ratios[metric], limit))
        misses.push({ what: metric, value: ratios[metric], limit });
    }
  }
  return misses;
}

/** The p-th percentile (0-100) of some values, nearest rank. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1]!;
}
