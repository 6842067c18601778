import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { PublishProblem } from '@/lib/editor/contract/studio';
import { writeFileAtomic } from '@/lib/editor/server/writeFiles';
import type { StudioSettings } from '../config';
import { git } from '../git';
import {
  changedFiles,
  discardFiles,
  draftFiles,
  draftTree,
  headCommit,
  makeCommit,
  treeOf,
  treeWithFilesOf,
  type Author,
} from '../repository';
import type { DescribePages, PlannedBuild, Publisher } from './publisher';
import { PLANNED_PREFIX } from './releases';
import { plannedReleaseContentFolder } from '@/lib/editor/server/plannedReleaseContent';

/**
 * Releases planned for a time (docs/studio.md, "Releases"): the drafts of any pages, both
 * languages, new pages, the header and footer, gathered under a name and set to go live together
 * at a Warsaw time. Made, the release is a commit of the drafts on what is published, and its files
 * leave the drafts; it is built and checked at once, ahead of its time (a build that fails is
 * reported then, not at the time), and switched to at its time, within a moment: its folder is
 * renamed into place. If something was published or restored meanwhile, its own changes are put
 * on what is published then and built again (late by a build, never undoing the other). After a
 * stop, the next start builds what was being built and makes live what is due.
 */
export type PlannedState = 'building' | 'ready' | 'failed' | 'live' | 'cancelled';

export interface PlannedRelease extends PlannedBuild {
  createdAt: string;
  state: PlannedState;
  /** The content files it changes (its own: what it puts on what is published). */
  files: string[];
  /** The pages it changes, by address. */
  pages: { path: string; kind: string }[];
  problems?: PublishProblem[];
  /** The release it went live as. */
  releaseId?: string;
}

/** Timers cap at about 24.8 days: a later time is looked at again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export class PlannedReleaseError extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

export class PlannedReleases {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly dir: string;

  constructor(
    private readonly settings: StudioSettings,
    private readonly publisher: Publisher,
    private readonly describePages: DescribePages,
    private readonly now: () => Date = () => new Date(),
    private readonly log: (line: string) => void = (line) => console.log(line),
    /** Told when one went live (the audit log). */
    private readonly onLive: (planned: PlannedRelease) => void = () => undefined,
  ) {
    this.dir = path.join(path.dirname(settings.releasesDir), 'planned');
  }

  private file(id: string): string {
    if (!/^[\w-]{1,80}$/.test(id)) throw new PlannedReleaseError(404, 'No such planned release');
    return path.join(this.dir, `${id}.json`);
  }

  private async write(planned: PlannedRelease): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    await writeFileAtomic(this.dir, this.file(planned.id), `${JSON.stringify(planned, null, 2)}\n`);
  }

  async read(id: string): Promise<PlannedRelease | undefined> {
    try {
      return JSON.parse(await readFile(this.file(id), 'utf8')) as PlannedRelease;
    } catch {
      return undefined;
    }
  }

  /** Every planned release, the next to go live first, then the past ones, newest first. */
  async list(): Promise<PlannedRelease[]> {
    if (!existsSync(this.dir)) return [];
    const names = (await readdir(this.dir)).filter((name) => name.endsWith('.json') && !name.startsWith('.'));
    const all = (await Promise.all(names.map((name) => this.read(name.slice(0, -'.json'.length))))).filter(
      (entry): entry is PlannedRelease => entry !== undefined,
    );
    const waiting = all.filter((entry) => ['building', 'ready', 'failed'].includes(entry.state));
    const past = all.filter((entry) => !waiting.includes(entry));
    return [
      ...waiting.sort((a, b) => a.at.localeCompare(b.at)),
      ...past.sort((a, b) => b.at.localeCompare(a.at)),
    ];
  }

  /** The pages other waiting releases hold among `paths` (a release's pages, by address). */
  async heldElsewhere(paths: readonly string[], except?: string): Promise<{ name: string; path: string }[]> {
    const held: { name: string; path: string }[] = [];
    for (const entry of await this.list())
      if (entry.id !== except && ['building', 'ready', 'failed'].includes(entry.state))
        for (const page of entry.pages)
          if (paths.includes(page.path)) held.push({ name: entry.name, path: page.path });
    return held;
  }

  /**
   * Gathers the drafts into a release for `at`: a commit of them on what is published, the files
   * taken out of the drafts, the release built at once. Refused when there is nothing to gather or
   * the time has passed.
   */
  async create(input: {
    name: string;
    at: Date;
    author: Author;
    outOfDate?: PlannedRelease['outOfDate'];
    review?: PlannedRelease['review'];
  }): Promise<PlannedRelease> {
    const { repo } = this.settings;
    if (input.at.getTime() <= this.now().getTime())
      throw new PlannedReleaseError(400, 'at: the time has passed; publish now instead');
    const base = await headCommit(repo);
    const tree = await draftTree(repo);
    if (tree === (await treeOf(repo, base)))
      throw new PlannedReleaseError(409, 'There are no drafts to gather');
    const message = `Release: ${input.name} (live at ${input.at.toISOString()})`;
    const commit = await makeCommit(repo, tree, base, message, input.author);
    const files = await changedFiles(repo, base, commit);
    const planned: PlannedRelease = {
      id: `${input.at.toISOString().replace(/[-:]/g, '').slice(0, 13)}-${randomBytes(3).toString('hex')}`,
      name: input.name,
      at: input.at.toISOString(),
      commit,
      base,
      author: input.author,
      ...(input.outOfDate?.length ? { outOfDate: input.outOfDate } : {}),
      ...(input.review ? { review: input.review } : {}),
      createdAt: this.now().toISOString(),
      state: 'building',
      files,
      pages: await this.describePages(base, commit),
    };
    await this.write(planned);
    // Its changes are in the release now, not in the drafts.
    await discardFiles(repo, files);
    this.build(planned);
    return planned;
  }

  /** Cancels a waiting release: its changes come back as drafts (where no new draft is in their way). */
  async cancel(id: string): Promise<PlannedRelease> {
    const planned = await this.read(id);
    if (!planned) throw new PlannedReleaseError(404, 'No such planned release');
    if (!['building', 'ready', 'failed'].includes(planned.state))
      throw new PlannedReleaseError(409, 'This release is not waiting any more');
    const { repo, releasesDir } = this.settings;
    const drafts = await draftFiles(repo);
    const inTheWay = planned.files.filter((file) => drafts.has(file));
    if (inTheWay.length > 0)
      throw new PlannedReleaseError(
        409,
        `Drafts since touch its files (${inTheWay.join(', ')}): publish or discard them first`,
      );
    const present = new Set(
      (
        await git(repo, [
          'ls-tree',
          '-r',
          '--name-only',
          '-z',
          '--full-tree',
          planned.commit,
          '--',
          ...planned.files,
        ])
      )
        .split('\0')
        .filter(Boolean),
    );
    const back = planned.files.filter((file) => present.has(file));
    if (back.length > 0) await git(repo, ['checkout', planned.commit, '--', ...back]);
    for (const file of planned.files.filter((each) => !present.has(each)))
      await rm(path.join(repo, file), { force: true });
    await git(repo, ['reset', '-q']);
    this.disarm(id);
    await rm(path.join(releasesDir, `${PLANNED_PREFIX}${id}`), { recursive: true, force: true });
    await rm(plannedReleaseContentFolder(releasesDir, id), { recursive: true, force: true });
    const cancelled: PlannedRelease = { ...planned, state: 'cancelled' };
    await this.write(cancelled);
    return cancelled;
  }

  /** After a start: builds what was being built, and arms (or makes live) the rest. */
  async start(): Promise<void> {
    for (const planned of await this.list()) {
      if (planned.state === 'building') this.build(planned);
      else if (planned.state === 'ready') this.arm(planned);
    }
  }

  stop(): void {
    for (const id of [...this.timers.keys()]) this.disarm(id);
  }

  private disarm(id: string): void {
    clearTimeout(this.timers.get(id));
    this.timers.delete(id);
  }

  private build(planned: PlannedRelease): void {
    void this.publisher.prepare(planned).then(async (problems) => {
      const current = await this.read(planned.id);
      if (!current || current.state !== 'building') return;
      const next: PlannedRelease =
        problems.length > 0 ? { ...current, state: 'failed', problems } : { ...current, state: 'ready' };
      if (problems.length === 0) delete next.problems;
      await this.write(next);
      if (next.state === 'ready') this.arm(next);
      else
        this.log(
          `studio: planned release ${planned.id} failed to build: ${JSON.stringify(problems).slice(0, 500)}`,
        );
    });
  }

  private arm(planned: PlannedRelease): void {
    this.disarm(planned.id);
    const wait = new Date(planned.at).getTime() - this.now().getTime();
    if (wait <= 0) {
      void this.fire(planned.id);
      return;
    }
    const timer = setTimeout(
      () => {
        this.timers.delete(planned.id);
        if (wait > MAX_TIMER_MS) void this.read(planned.id).then((again) => again && this.arm(again));
        else void this.fire(planned.id);
      },
      Math.min(wait, MAX_TIMER_MS),
    );
    this.timers.set(planned.id, timer);
  }

  /** Its time has come: live as built, or put on what is published now and built again. */
  private async fire(id: string): Promise<void> {
    const planned = await this.read(id);
    if (!planned || planned.state !== 'ready') return;
    try {
      const outcome = await this.publisher.goLivePlanned(planned);
      if (outcome === 'stale' || outcome === 'unbuilt') {
        const { repo } = this.settings;
        const base = await headCommit(repo);
        const tree = await treeWithFilesOf(repo, base, planned.commit, planned.files);
        const commit =
          tree === (await treeOf(repo, base))
            ? base
            : await makeCommit(
                repo,
                tree,
                base,
                `Release: ${planned.name} (put on what is published)`,
                planned.author,
              );
        if (commit === base) {
          // Everything it changes is published already.
          await this.write({ ...planned, state: 'live' });
          return;
        }
        this.log(`studio: planned release ${id} is built again on what is published now (${outcome})`);
        const rebuilt: PlannedRelease = { ...planned, base, commit, state: 'building' };
        await this.write(rebuilt);
        this.build(rebuilt);
        return;
      }
      const live: PlannedRelease = { ...planned, state: 'live', releaseId: outcome.id };
      await this.write(live);
      this.onLive(live);
    } catch (error) {
      this.log(
        `studio: planned release ${id} could not go live: ${error instanceof Error ? error.message : String(error)}`,
      );
      const failed: PlannedRelease = {
        ...planned,
        state: 'failed',
        problems: [{ kind: 'build', output: error instanceof Error ? error.message : String(error) }],
      };
      await this.write(failed);
    }
  }
}
