// One Lighthouse run (mobile preset) against an open Chromium, printed as JSON on stdout.
// Plain JavaScript on purpose: Lighthouse sends some of its functions' source to the page, and a
// TypeScript runner's transforms would add helpers the page does not have.
//   node scripts/lighthouse-run.mjs <url> <debugging port>
import lighthouse from 'lighthouse';

const [url, port] = process.argv.slice(2);
const result = await lighthouse(url, {
  port: Number(port),
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
});
if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
const { categories, audits, environment } = result.lhr;
// The top-level tasks of the page's main thread (the thread that painted it): the bench adds up
// their thread time (scripts/bench/mainThread.ts). Null when the page never painted.
const traceEvents = result.artifacts?.Trace?.traceEvents ?? [];
const painted = traceEvents.find((event) => event.name === 'firstContentfulPaint');
const mainThreadTasks = painted
  ? traceEvents
      .filter(
        (event) =>
          event.name === 'RunTask' &&
          event.ph === 'X' &&
          event.pid === painted.pid &&
          event.tid === painted.tid,
      )
      .map(({ ts, dur, tdur }) => ({ ts, dur, tdur }))
  : null;
process.stdout.write(
  JSON.stringify({
    // Lighthouse's measure of the host's CPU: figures from hosts far apart are not comparable.
    benchmarkIndex: environment.benchmarkIndex,
    hostUserAgent: environment.hostUserAgent,
    categories: Object.fromEntries(Object.entries(categories).map(([key, value]) => [key, value.score])),
    numeric: Object.fromEntries(
      [
        'first-contentful-paint',
        'largest-contentful-paint',
        'total-blocking-time',
        'cumulative-layout-shift',
      ].map((key) => [key, audits[key]?.numericValue]),
    ),
    requests: (audits['network-requests']?.details?.items ?? []).map((item) => ({
      url: item.url,
      transferSize: item.transferSize,
      resourceType: item.resourceType,
    })),
    mainThreadTasks,
    failed: Object.values(audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
      .map((audit) => `${audit.id}: ${audit.displayValue ?? audit.score}`),
  }),
);
