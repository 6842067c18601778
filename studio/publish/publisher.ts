import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { StudioSettings } from '../config';
import { plannedReleaseContentFolder } from '@/lib/editor/server/plannedReleaseContent';
import { CONTENT_FOLDERS } from '@/lib/server/contentSnapshot';
import type { JobState, PublishStep } from '@/lib/editor/contract/studio';
import { git } from '../git';
import {
  advanceBranch,
  contentId,
  draftFiles,
  draftTree,
  followWithoutDrafts,
  headCommit,
  makeCommit,
  treeOf,
  treeWithContentOf,
  type Author,
} from '../repository';
import { makeRelease, PublishRefused, type MakeReleaseOptions } from './buildRelease';
import type { PublishProblem } from './problems';
import type { ValidateHtml } from '@/lib/server/exportChecks/html';
import {
  clearPending,
  INCOMING_PREFIX,
  PLANNED_PREFIX,
  listRecords,
  liveRecord,
  newReleaseId,
  pruneReleases,
  releaseExists,
  switchLive,
  writePending,
  writeRecord,
  type PendingRestore,
  type ReleaseKind,
  type ReleaseRecord,
} from './releases';

/** What the history says a commit changed: pages by address (studio/changes.ts). */
export type DescribePages = (from: string, to: string) => Promise<{ path: string; kind: string }[]>;

export interface PublishJob {
  id: string;
  kind: ReleaseKind;
  by: Author;
  message: string;
  state: JobState;
  queuedAt: string;
  /** Who was publishing when this one was asked for (it waited for them). */
  waitedFor?: string;
  problems?: PublishProblem[];
  release?: ReleaseRecord;
  /** A scheduled release's changes (the record keeps them for the History). */
  schedule?: ReleaseRecord['schedule'];
  /** Translations its author published out of date (the record keeps them). */
  outOfDate?: ReleaseRecord['outOfDate'];
  /** The approved review it publishes: only that exact revision of the drafts may go. */
  review?: ReleaseRecord['review'];
  /** How long each part took, in ms (the bench reports them): where a publish's seconds go. */
  timings?: Partial<
    Record<'commit' | 'checkout' | 'contentCheck' | 'build' | 'exportCheck' | 'switch', number>
  >;
}

/** What a release's record says beyond who, when and what: a schedule's changes, out-of-date fields. */
export type ReleaseDetails = Pick<ReleaseRecord, 'schedule' | 'outOfDate' | 'review'>;

/** A release planned for a time: built ahead, switched to at its time (studio/publish/plannedReleases.ts). */
export interface PlannedBuild {
  id: string;
  name: string;
  /** When it goes live (UTC); the build takes it as its "now" (scheduled pages). */
  at: string;
  commit: string;
  /** The published commit it was made on: switched to as built only while that is still published. */
  base: string;
  author: Author;
  outOfDate?: ReleaseRecord['outOfDate'];
  review?: ReleaseRecord['review'];
}

/**
 * Publishing, one at a time: a second publish waits for the first and is told whose it waited
 * for. The order of a release: commit object (not yet on the branch) -> content check -> build ->
 * export checks -> folder moved into releases/ -> record -> pending note -> live name switched ->
 * branch moved -> note cleared. Killed anywhere before the switch, the live site is untouched and
 * the next start removes the half-made folder; killed after it, the next start finishes the step.
 *
 * A restore needs no build, so it never waits for one: it takes only the switch (the few steps
 * from the record to the branch moved), which publishes take too. A publish whose base a restore
 * has replaced while it built is dropped at its switch ('superseded'): what it built is not what
 * is live any more, and going live would undo the restore.
 */
export class Publisher {
  private chain: Promise<void> = Promise.resolve();
  /** The switch: the steps that change what is live and the branch, one caller at a time. */
  private switching: Promise<unknown> = Promise.resolve();
  private running: PublishJob | undefined;
  private readonly jobs = new Map<string, PublishJob>();
  private sequence = 0;

  constructor(
    private readonly settings: StudioSettings,
    private readonly describePages: DescribePages,
    /** The HTML checker: the command line's, unless the studio keeps one running. */
    private readonly validateHtml?: ValidateHtml,
    private readonly now: () => Date = () => new Date(),
    private readonly log: (line: string) => void = (line) => console.log(line),
  ) {}

  job(id: string): PublishJob | undefined {
    return this.jobs.get(id);
  }

  current(): PublishJob | undefined {
    return this.running;
  }

  /** Queues a publish of the drafts (or, for 'schedule' and 'first', of what is published). */
  enqueue(kind: ReleaseKind, by: Author, message: string, details: ReleaseDetails = {}): PublishJob {
    const job: PublishJob = {
      id: `${Date.now().toString(36)}-${++this.sequence}`,
      kind,
      by,
      message,
      ...(details.schedule ? { schedule: details.schedule } : {}),
      ...(details.outOfDate?.length ? { outOfDate: details.outOfDate } : {}),
      ...(details.review ? { review: details.review } : {}),
      state: 'queued',
      queuedAt: this.now().toISOString(),
      ...(this.running ? { waitedFor: this.running.by.name } : {}),
    };
    this.jobs.set(job.id, job);
    this.chain = this.chain.then(() => this.run(job));
    return job;
  }

  /** Resolves when every queued job has finished. */
  idle(): Promise<void> {
    return this.chain;
  }

  /** Runs `steps` when no other switch is running (publishes and restores alike). */
  private exclusive<T>(steps: () => Promise<T>): Promise<T> {
    const run = async () => {
      this.switches += 1;
      try {
        return await steps();
      } finally {
        this.switches -= 1;
      }
    };
    const turn = this.switching.then(run, run);
    this.switching = turn.catch(() => undefined);
    return turn;
  }

  private switches = 0;

  /**
   * Whether a switch is under way: between a restore's switch and its record, the live release's
   * record is not yet written, so what is live cannot be said from the records (the scheduler waits).
   */
  switchUnderWay(): boolean {
    return this.switches > 0;
  }

  private async run(job: PublishJob): Promise<void> {
    this.running = job;
    try {
      job.release = await this.publish(job);
      job.state = 'done';
      this.log(
        `studio: ${job.kind} ${job.release.id} by ${job.by.email} is live` +
          (job.release.render ? ` (${job.release.render})` : ''),
      );
    } catch (error) {
      job.state = 'failed';
      job.problems =
        error instanceof PublishRefused
          ? error.problems
          : [{ kind: 'build', output: error instanceof Error ? error.message : String(error) }];
      this.log(
        `studio: ${job.kind} by ${job.by.email} refused: ${JSON.stringify(job.problems).slice(0, 2000)}`,
      );
    } finally {
      this.running = undefined;
    }
  }

  /** How releases are made here, whoever asks for one. */
  private releaseOptions(): MakeReleaseOptions {
    return {
      live: this.settings.live,
      log: this.log,
      ...(this.validateHtml ? { validateHtml: this.validateHtml } : {}),
    };
  }

  private async step(job: PublishJob, step: PublishStep): Promise<void> {
    job.state = step;
    await this.hold(step);
  }

  /** The fault-injection seam (STUDIO_HOLD_AT): tests only, the fault test kills the studio here. */
  private async hold(step: PublishStep): Promise<void> {
    if (!this.settings.holdAt.includes(step)) return;
    this.log(`studio: holding at ${step}`);
    await new Promise(() => undefined);
  }

  private async publish(job: PublishJob): Promise<ReleaseRecord> {
    const { repo, buildDir, releasesDir } = this.settings;
    const timings: NonNullable<PublishJob['timings']> = (job.timings = {});
    let mark = performance.now();
    const took = (part: keyof typeof timings) => {
      const now = performance.now();
      timings[part] = Math.round(now - mark);
      mark = now;
    };
    const head = await headCommit(repo);
    const at = this.now();
    let commit = head;
    if (job.kind === 'publish') {
      const tree = await draftTree(repo);
      if (tree === (await treeOf(repo, head))) throw new PublishRefused([{ kind: 'nothing' }]);
      // An edit after the approval (even a moment ago) makes these drafts another revision.
      if (job.review && tree !== job.review.revision) throw new PublishRefused([{ kind: 'unapproved' }]);
      commit = await makeCommit(repo, tree, head, job.message, job.by);
    }
    took('commit');
    await this.step(job, 'checking');
    const render = await makeRelease(buildDir, commit, at, {
      ...this.releaseOptions(),
      onPart: took,
      beforeBuild: () => this.step(job, 'building'),
    });
    await this.step(job, 'built');
    const id = newReleaseId(at, commit);
    const incoming = path.join(releasesDir, `${INCOMING_PREFIX}${id}`);
    await mkdir(releasesDir, { recursive: true });
    await rm(incoming, { recursive: true, force: true });
    await rename(path.join(buildDir, 'out'), incoming);
    return this.exclusive(async () => {
      // A restore went live while this built: it was built on what is no longer live.
      if ((await headCommit(repo)) !== head) {
        await rm(incoming, { recursive: true, force: true });
        throw new PublishRefused([{ kind: 'superseded' }]);
      }
      await rename(incoming, path.join(releasesDir, id));
      const record = await this.recordAndSwitch(job, { id, commit, head, at }, { render });
      took('switch');
      return record;
    });
  }

  private async recordAndSwitch(
    job: PublishJob,
    { id, commit, head, at }: { id: string; commit: string; head: string; at: Date },
    more: Pick<ReleaseRecord, 'planned' | 'render'> = {},
    afterBranch: () => Promise<void> = async () => undefined,
  ): Promise<ReleaseRecord> {
    const { repo, releasesDir } = this.settings;
    const record: ReleaseRecord = {
      id,
      kind: job.kind,
      folder: id,
      commit,
      content: await contentId(repo, commit),
      at: this.now().toISOString(),
      builtAt: at.toISOString(),
      author: job.by,
      message: job.message,
      pages:
        job.kind === 'publish' || job.kind === 'first' || job.kind === 'release'
          ? await this.describePages(head, commit)
          : [],
      ...(job.schedule ? { schedule: job.schedule } : {}),
      ...(job.outOfDate ? { outOfDate: job.outOfDate } : {}),
      ...(job.review ? { review: job.review } : {}),
      ...more,
    };
    await writeRecord(releasesDir, record);
    await this.goLive(job, record, async () => {
      if (commit !== head) await advanceBranch(repo, commit, head);
      await afterBranch();
    });
    return record;
  }

  /** Switches the live name and moves the branch, with a pending note around the two. */
  private async goLive(job: PublishJob | undefined, record: ReleaseRecord, moveBranch: () => Promise<void>) {
    const { releasesDir, live } = this.settings;
    await writePending(releasesDir, { id: record.id, folder: record.folder });
    if (job) await this.step(job, 'switching');
    await switchLive(live, releasesDir, record.folder);
    if (job) await this.step(job, 'switched');
    await moveBranch();
    await clearPending(releasesDir);
    await this.afterSwitch();
    await pruneReleases(releasesDir, live, this.settings.keepReleases);
    this.push();
  }

  /** The reload command (nginx's redirects come with the release), when one is set. */
  private async afterSwitch(): Promise<void> {
    const command = this.settings.reloadCommand;
    if (!command) return;
    await new Promise<void>((resolve) => {
      const child = spawn('/bin/sh', ['-c', command], { stdio: 'inherit' });
      child.on('close', (code) => {
        if (code !== 0) this.log(`studio: the reload command failed (${code}): ${command}`);
        resolve();
      });
      child.on('error', () => resolve());
    });
  }

  private pushing = false;
  private pushAgain = false;

  /** Pushes the branch to the remote, if one is set; retried later on failure, never undoing a publish. */
  push(): void {
    const target = this.settings.push;
    if (!target) return;
    if (this.pushing) {
      this.pushAgain = true;
      return;
    }
    this.pushing = true;
    const attempt = async (tries: number): Promise<void> => {
      try {
        await git(this.settings.repo, ['push', '--quiet', target.remote, `HEAD:refs/heads/${target.branch}`]);
        this.lastPushError = undefined;
      } catch (error) {
        this.lastPushError = error instanceof Error ? error.message : String(error);
        this.log(`studio: push failed (will retry): ${this.lastPushError}`);
        await new Promise((resolve) => setTimeout(resolve, Math.min(300_000, 5_000 * 2 ** tries)).unref());
        return attempt(tries + 1);
      }
    };
    void attempt(0).finally(() => {
      this.pushing = false;
      if (this.pushAgain) {
        this.pushAgain = false;
        this.push();
      }
    });
  }

  lastPushError: string | undefined;

  /**
   * Builds a planned release ahead of its time, in the publishes' queue: checked, built as of its
   * time, checked again, and kept in releases/.planned-{id} to be switched to. Answers the problems
   * when it cannot be (so the team hears of them before the time, not at it).
   */
  prepare(planned: PlannedBuild): Promise<PublishProblem[]> {
    const turn = this.chain.then(() => this.buildPlanned(planned));
    this.chain = turn.then(
      () => undefined,
      () => undefined,
    );
    return turn;
  }

  private async buildPlanned(planned: PlannedBuild): Promise<PublishProblem[]> {
    const { buildDir, releasesDir } = this.settings;
    const at = new Date(planned.at);
    try {
      const render = await makeRelease(buildDir, planned.commit, at, this.releaseOptions());
      const ready = path.join(releasesDir, `${PLANNED_PREFIX}${planned.id}`);
      await mkdir(releasesDir, { recursive: true });
      await rm(ready, { recursive: true, force: true });
      // Its content, for its preview address (lib/editor/server/plannedReleaseContent.ts).
      const content = plannedReleaseContentFolder(releasesDir, planned.id);
      await rm(content, { recursive: true, force: true });
      for (const folder of CONTENT_FOLDERS)
        if (existsSync(path.join(buildDir, 'public', folder)))
          await cp(path.join(buildDir, 'public', folder), path.join(content, folder), { recursive: true });
      await rename(path.join(buildDir, 'out'), ready);
      this.log(`studio: planned release ${planned.id} is built (${render}), live at ${planned.at}`);
      return [];
    } catch (error) {
      return error instanceof PublishRefused
        ? error.problems
        : [{ kind: 'build', output: error instanceof Error ? error.message : String(error) }];
    }
  }

  /**
   * At its time: a planned release built on what is still published goes live at once (its folder
   * renamed into place, the live name switched, the branch moved). One whose base is no longer
   * published (a publish or a restore came between) answers 'stale': it is put on what is
   * published now and built again. One with no built folder answers 'unbuilt'.
   */
  async goLivePlanned(planned: PlannedBuild): Promise<ReleaseRecord | 'stale' | 'unbuilt'> {
    return this.exclusive(async () => {
      const { repo, releasesDir } = this.settings;
      const head = await headCommit(repo);
      if (head !== planned.base) return 'stale';
      const ready = path.join(releasesDir, `${PLANNED_PREFIX}${planned.id}`);
      if (!releaseExists(releasesDir, `${PLANNED_PREFIX}${planned.id}`)) return 'unbuilt';
      const id = newReleaseId(this.now(), planned.commit);
      await rename(ready, path.join(releasesDir, id));
      await rm(plannedReleaseContentFolder(releasesDir, planned.id), { recursive: true, force: true });
      const job: PublishJob = {
        id: `planned-${planned.id}`,
        kind: 'release',
        by: planned.author,
        message: planned.name,
        state: 'built',
        queuedAt: this.now().toISOString(),
        ...(planned.outOfDate?.length ? { outOfDate: planned.outOfDate } : {}),
        ...(planned.review ? { review: planned.review } : {}),
      };
      const drafts = await draftFiles(repo);
      const record = await this.recordAndSwitch(
        job,
        { id, commit: planned.commit, head, at: new Date(planned.at) },
        { planned: { id: planned.id, at: planned.at } },
        // The release's files had left the drafts: the working tree follows the branch to them.
        () => followWithoutDrafts(repo, head, planned.commit, drafts),
      );
      this.log(`studio: planned release ${planned.id} (${planned.name}) is live as ${record.id}`);
      return record;
    });
  }

  /**
   * Makes an earlier release live again (no build: its folder is still there), then records a
   * commit that brings the content back to it, so that the next publish starts from what is live.
   * `onLive` is called as soon as the live name points at it: what the visitor waits for is that
   * switch, not the git work after it. A publish building meanwhile is dropped at its switch, and
   * one waiting for the switch waits for the commit too, so it is checked against it.
   */
  async restore(recordId: string, by: Author, onLive: () => void = () => undefined): Promise<ReleaseRecord> {
    // Not behind the publishes' queue (a build can take a minute): only behind a switch.
    return this.exclusive(() => this.restoreNow(recordId, by, onLive));
  }

  private async restoreNow(recordId: string, by: Author, onLive: () => void): Promise<ReleaseRecord> {
    const { releasesDir, live } = this.settings;
    const target = (await listRecords(releasesDir)).find((record) => record.id === recordId);
    if (!target) throw new RestoreError('unknown');
    if (!releaseExists(releasesDir, target.folder)) throw new RestoreError('gone');
    const at = this.now();
    const restore: PendingRestore = { from: target.id, by, at: at.toISOString() };
    // The note says what to record should the studio stop before it has (recover()).
    const id = newReleaseId(at, target.commit);
    await writePending(releasesDir, { id, folder: target.folder, restore });
    await switchLive(live, releasesDir, target.folder);
    await this.afterSwitch();
    onLive();
    await this.hold('switched');
    const record = await this.recordRestore(id, target, restore);
    await clearPending(releasesDir);
    await pruneReleases(releasesDir, live, this.settings.keepReleases);
    this.push();
    return record;
  }

  /**
   * The commit and record of a restore whose release is live: the content of `target`'s commit on
   * the branch, the drafts kept, the working tree following. After the switch, or after a start
   * that found the switch made and this not (recover()).
   */
  private async recordRestore(
    id: string,
    target: ReleaseRecord,
    { by, at }: PendingRestore,
  ): Promise<ReleaseRecord> {
    const { repo, releasesDir } = this.settings;
    const head = await headCommit(repo);
    const drafts = await draftFiles(repo);
    const tree = await treeWithContentOf(repo, head, target.commit);
    const message = `Restore the version of ${target.at} (${target.message || target.kind})`;
    const commit =
      tree === (await treeOf(repo, head)) ? head : await makeCommit(repo, tree, head, message, by);
    const record: ReleaseRecord = {
      id,
      kind: 'restore',
      folder: target.folder,
      commit,
      content: await contentId(repo, commit),
      at,
      builtAt: target.builtAt,
      author: by,
      message,
      pages: commit === head ? [] : await this.describePages(head, commit),
      restoredFrom: target.id,
    };
    await writeRecord(releasesDir, record);
    if (commit !== head) {
      await advanceBranch(repo, commit, head);
      await followWithoutDrafts(repo, head, commit, drafts);
    }
    return record;
  }

  /**
   * After a start: half-made releases removed; a switch that happened without its branch move is
   * finished; a pending note whose switch never happened is dropped (the live site never changed).
   */
  async recover(): Promise<void> {
    const { repo, releasesDir, live } = this.settings;
    const { readPending, removeIncoming, liveFolder } = await import('./releases');
    const removed = await removeIncoming(releasesDir);
    if (removed.length > 0) this.log(`studio: removed half-made releases: ${removed.join(', ')}`);
    const pending = await readPending(releasesDir);
    if (!pending) return;
    const folder = await liveFolder(live);
    const records = await listRecords(releasesDir);
    const record = records.find((entry) => entry.id === pending.id);
    if (record && folder === pending.folder) {
      const head = await headCommit(repo);
      if (
        record.commit !== head &&
        (await contentId(repo, record.commit)) !== (await contentId(repo, head))
      ) {
        const parent = (await git(repo, ['rev-parse', `${record.commit}^`])).trim();
        if (parent === head) {
          const drafts = await draftFiles(repo);
          await advanceBranch(repo, record.commit, head);
          if (record.kind === 'restore' || record.kind === 'release')
            await followWithoutDrafts(repo, head, record.commit, drafts);
          this.log(`studio: finished the release ${record.id} cut short by a stop`);
        }
      }
    } else if (!record && pending.restore && folder === pending.folder) {
      // A restore live before the stop, its commit not yet made: made now.
      const target = records.find((entry) => entry.id === pending.restore?.from);
      if (target) {
        await this.recordRestore(pending.id, target, pending.restore);
        this.log(`studio: recorded the restore ${pending.id} cut short by a stop`);
      }
    } else if (record) {
      // Never went live: its record goes (its folder, if any, is pruned as an old release).
      await rm(path.join(releasesDir, `${record.id}.json`), { force: true });
    }
    await clearPending(releasesDir);
  }

  /** The record of what is live. */
  live(): Promise<ReleaseRecord | undefined> {
    return liveRecord(this.settings.releasesDir, this.settings.live);
  }
}

export class RestoreError extends Error {
  constructor(readonly reason: 'unknown' | 'gone') {
    super(reason === 'unknown' ? 'No such release' : 'That release is no longer kept');
  }
}
