/** A task on the page's main thread, as Lighthouse's trace records it (microseconds). */
export interface TraceTask {
  /** Start. */
  ts: number;
  /** Wall time. */
  dur: number;
  /** Thread time: the time the thread actually ran, which Chromium records where it can. */
  tdur?: number;
}

/**
 * The page's main-thread time over a Lighthouse load, in milliseconds: the thread time of its
 * outermost tasks. Lighthouse's blocking time is built on wall time, which on a busy host includes
 * the time the thread waited for a core; thread time is the work the page itself asked for, and it
 * moves little from run to run where blocking time moves a lot. NaN when a task has no thread time
 * (not measured, rather than a guess from wall time).
 */
export function mainThreadTimeMs(tasks: readonly TraceTask[]): number {
  const sorted = [...tasks].sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  let total = 0;
  let coveredUntil = Number.NEGATIVE_INFINITY;
  for (const task of sorted) {
    if (task.ts + task.dur <= coveredUntil) continue;
    if (task.tdur === undefined) return Number.NaN;
    total += task.tdur;
    coveredUntil = task.ts + task.dur;
  }
  return Math.round(total / 100) / 10;
}
