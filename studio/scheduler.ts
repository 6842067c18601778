import { pageFileSchema } from '@/lib/model/content/contentSchemas';
import { dueScheduleTimes, type ScheduledPage } from '@/lib/model/pages/schedule';
import { readTreeFiles } from './git';
import type { Publisher } from './publish/publisher';
import { SCHEDULER_EMAIL } from '@/lib/editor/contract/studio';

/**
 * Publishes by itself when a page's time to go live or to retire has come: every few seconds it
 * looks for schedule times after the live release was built (or restored) and up to now, and
 * rebuilds what is published (not the drafts) as of now. After a restart the first look catches up
 * on what it missed.
 */
export const SCHEDULER_AUTHOR = { name: 'Studio scheduler', email: SCHEDULER_EMAIL };
const RETRY_AFTER_FAILURE_MS = 5 * 60_000;

export async function publishedSchedule(repo: string): Promise<ScheduledPage[]> {
  const files = await readTreeFiles(repo, 'HEAD', ['public/selectedComponents']);
  const pages: ScheduledPage[] = [];
  for (const [file, text] of files) {
    const name = file.slice('public/selectedComponents/'.length, -'.json'.length);
    if (name === 'layout' || !file.endsWith('.json')) continue;
    try {
      const parsed = pageFileSchema.safeParse(JSON.parse(text));
      if (parsed.success) pages.push({ name, meta: parsed.data.meta ?? {} });
    } catch {
      // A malformed page is the publish's to report, not the scheduler's.
    }
  }
  return pages;
}

export function startScheduler(options: {
  repo: string;
  publisher: Publisher;
  everyMs: number;
  now?: () => Date;
  log?: (line: string) => void;
}): () => void {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((line: string) => console.log(line));
  let lastJob: string | undefined;
  let failedAt = 0;
  let looking = false;
  const look = async () => {
    if (looking) return;
    looking = true;
    try {
      const { publisher } = options;
      if (lastJob) {
        const job = publisher.job(lastJob);
        if (job && job.state !== 'done' && job.state !== 'failed') return;
        // A build a restore replaced is no failure to wait five minutes after.
        if (job?.state === 'failed' && !job.problems?.some((problem) => problem.kind === 'superseded'))
          failedAt = now().getTime();
        lastJob = undefined;
      }
      if (
        publisher.current() ||
        publisher.switchUnderWay() ||
        now().getTime() - failedAt < RETRY_AFTER_FAILURE_MS
      )
        return;
      const live = await publisher.live();
      if (!live) return;
      // A restore chose what is live as of its own time: a schedule time before it stays undone
      // (its release was built earlier, so its build time would make that time due again).
      const since = live.kind === 'restore' ? live.at : live.builtAt;
      const due = dueScheduleTimes(await publishedSchedule(options.repo), new Date(since), now());
      if (due.length === 0) return;
      const what = due
        .map((time) => `${time.page} ${time.change === 'live' ? 'goes live' : 'retires'}`)
        .join(', ');
      log(`studio: scheduled: ${what}`);
      lastJob = publisher.enqueue('schedule', SCHEDULER_AUTHOR, `Scheduled: ${what}`, {
        schedule: due.map((time) => ({ page: time.page, change: time.change })),
      }).id;
    } catch (error) {
      log(`studio: the scheduler could not look: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      looking = false;
    }
  };
  void look();
  const timer = setInterval(() => void look(), options.everyMs);
  return () => clearInterval(timer);
}
