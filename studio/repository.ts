import { existsSync } from 'node:fs';
import { mkdir, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import type { StudioSettings } from './config';
import { git } from './git';
import { copyBuildCaches, PHOTO_CACHE } from '@/lib/server/siteCode';

/**
 * The studio's git clone. Its working tree holds the team's drafts; its branch holds what was
 * published, one commit per publish (the account as author). The content is public/ and the image
 * manifest the uploads add to; everything else (the code) changes only by developers' commits.
 */
export const CONTENT_PATHS = ['public', 'lib/model/images/manifest.json'] as const;

export interface Author {
  name: string;
  email: string;
}

const STUDIO_COMMITTER = {
  GIT_COMMITTER_NAME: 'Hidden Gems Malta studio',
  GIT_COMMITTER_EMAIL: 'studio@localhost',
};

/** Makes the clone and the build folder (a second working tree of it) on the first start. */
export async function ensureRepository(settings: StudioSettings): Promise<void> {
  if (!existsSync(path.join(settings.repo, '.git'))) {
    await mkdir(path.dirname(settings.repo), { recursive: true });
    await git(path.dirname(settings.repo), [
      'clone',
      '--quiet',
      '--no-hardlinks',
      settings.source,
      settings.repo,
    ]);
    // The drafts' photos, optimised: an upload then converts its own photo, not every one the
    // clone has (a minute of both cores, the first time a photo was uploaded).
    await copyBuildCaches(settings.projectRoot, settings.repo, [PHOTO_CACHE]);
  }
  if (!existsSync(path.join(settings.buildDir, '.git'))) {
    await rm(settings.buildDir, { recursive: true, force: true });
    await git(settings.repo, ['worktree', 'prune']);
    await git(settings.repo, ['worktree', 'add', '--quiet', '--detach', settings.buildDir, 'HEAD']);
    // Its first publish need not convert every photo or compile again (lib/server/siteCode.ts).
    await copyBuildCaches(settings.projectRoot, settings.buildDir);
  }
  // The build runs the project's own tools: its node_modules, not a second install.
  const modules = path.join(settings.buildDir, 'node_modules');
  if (!existsSync(modules)) await symlink(path.join(settings.projectRoot, 'node_modules'), modules, 'dir');
}

export async function headCommit(repo: string): Promise<string> {
  return (await git(repo, ['rev-parse', 'HEAD'])).trim();
}

export async function currentBranch(repo: string): Promise<string> {
  return (await git(repo, ['symbolic-ref', '--short', 'HEAD'])).trim();
}

/** The tree of the working tree's content on top of HEAD: what a publish would commit. */
let draftIndexTurn: Promise<unknown> = Promise.resolve();

export async function draftTree(repo: string): Promise<string> {
  // One index file, kept between calls (its stat cache spares hashing every file again), so one
  // call at a time: a publish and a review may ask at once.
  const env = { GIT_INDEX_FILE: path.join(repo, '.git', 'studio-draft-index') };
  const turn = draftIndexTurn.then(async () => {
    await git(repo, ['read-tree', 'HEAD'], { env });
    await git(repo, ['add', '-A', '--', ...CONTENT_PATHS], { env });
    return (await git(repo, ['write-tree'], { env })).trim();
  });
  draftIndexTurn = turn.catch(() => undefined);
  return turn;
}

/** A tree that is `base`'s with the content of `from` (for a restore: old content, today's code). */
export async function treeWithContentOf(repo: string, base: string, from: string): Promise<string> {
  const env = { GIT_INDEX_FILE: path.join(repo, '.git', 'studio-restore-index') };
  await git(repo, ['read-tree', base], { env });
  await git(repo, ['rm', '-r', '-q', '--cached', '--ignore-unmatch', '--', ...CONTENT_PATHS], { env });
  const entries = await git(repo, ['ls-tree', '-r', '--full-tree', from, '--', ...CONTENT_PATHS]);
  await git(repo, ['update-index', '--index-info'], { env, input: entries });
  return (await git(repo, ['write-tree'], { env })).trim();
}

/** The content's identity in a commit or tree: equal when the content is, whatever the code. */
export async function contentId(repo: string, rev: string): Promise<string> {
  const listing = await git(repo, ['ls-tree', '--full-tree', rev, '--', ...CONTENT_PATHS]);
  return listing
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split(/\s+/)[2])
    .join('+');
}

export async function treeOf(repo: string, rev: string): Promise<string> {
  return (await git(repo, ['rev-parse', `${rev}^{tree}`])).trim();
}

/** A commit of `tree` on `parent`, not yet on the branch (the branch moves once the release is live). */
export async function makeCommit(
  repo: string,
  tree: string,
  parent: string,
  message: string,
  author: Author,
): Promise<string> {
  const out = await git(repo, ['commit-tree', tree, '-p', parent, '-F', '-'], {
    input: `${message}\n`,
    env: { GIT_AUTHOR_NAME: author.name, GIT_AUTHOR_EMAIL: author.email, ...STUDIO_COMMITTER },
  });
  return out.trim();
}

/** Moves the branch from `expected` to `commit` (refused if someone moved it meanwhile). */
export async function advanceBranch(repo: string, commit: string, expected: string): Promise<void> {
  const branch = await currentBranch(repo);
  await git(repo, ['update-ref', '-m', 'studio: publish', `refs/heads/${branch}`, commit, expected]);
  // The index follows the branch; the working tree (the drafts) is left as it is.
  await git(repo, ['reset', '-q']);
}

/** Content files that differ between the working tree and HEAD (edited, new or deleted). */
export async function draftFiles(repo: string): Promise<Set<string>> {
  const out = await git(repo, [
    'status',
    '--porcelain=v1',
    '-z',
    '--untracked-files=all',
    '--',
    ...CONTENT_PATHS,
  ]);
  const files = new Set<string>();
  const records = out.split('\0');
  for (let index = 0; index < records.length; index++) {
    const record = records[index]!;
    if (record.length < 4) continue;
    files.add(record.slice(3));
    // A rename names the old path in the next record.
    if (record[0] === 'R' || record[0] === 'C') files.add(records[++index] ?? '');
  }
  files.delete('');
  return files;
}

/**
 * After HEAD moved from `from` to `to` outside the working tree (a restore): the files that had no
 * draft take `to`'s content; a file with a draft keeps it, and shows in Changes against `to`.
 */
export async function followWithoutDrafts(
  repo: string,
  from: string,
  to: string,
  drafts: Set<string>,
): Promise<void> {
  const changed = (await git(repo, ['diff', '--name-only', '-z', from, to, '--', ...CONTENT_PATHS]))
    .split('\0')
    .filter(Boolean);
  const present = new Set(
    (await git(repo, ['ls-tree', '-r', '--name-only', '-z', '--full-tree', to, '--', ...CONTENT_PATHS]))
      .split('\0')
      .filter(Boolean),
  );
  const toCheckout = changed.filter((file) => !drafts.has(file) && present.has(file));
  const toRemove = changed.filter((file) => !drafts.has(file) && !present.has(file));
  if (toCheckout.length > 0) await git(repo, ['checkout', to, '--', ...toCheckout]);
  for (const file of toRemove) await rm(path.join(repo, file), { force: true });
  await git(repo, ['reset', '-q']);
}

/** Puts one page's files back as published: its page file and its data folder. */
export async function discardFiles(repo: string, files: readonly string[]): Promise<void> {
  if (files.length === 0) return;
  const head = new Set(
    (await git(repo, ['ls-tree', '-r', '--name-only', '-z', '--full-tree', 'HEAD', '--', ...files]))
      .split('\0')
      .filter(Boolean),
  );
  const tracked = files.filter((file) => head.has(file));
  if (tracked.length > 0) await git(repo, ['checkout', 'HEAD', '--', ...tracked]);
  for (const file of files.filter((file) => !head.has(file)))
    await rm(path.join(repo, file), { force: true });
  await git(repo, ['reset', '-q']);
}

/** The content files that differ between two commits. */
export async function changedFiles(repo: string, from: string, to: string): Promise<string[]> {
  return (await git(repo, ['diff', '--name-only', '-z', from, to, '--', ...CONTENT_PATHS]))
    .split('\0')
    .filter(Boolean);
}

/**
 * A tree that is `base`'s with `files` as they are in `from` (gone where `from` has none): a planned
 * release's own changes put on what is published now (studio/publish/plannedReleases.ts).
 */
export async function treeWithFilesOf(
  repo: string,
  base: string,
  from: string,
  files: readonly string[],
): Promise<string> {
  const env = { GIT_INDEX_FILE: path.join(repo, '.git', 'studio-planned-index') };
  await git(repo, ['read-tree', base], { env });
  if (files.length > 0) {
    await git(repo, ['rm', '-q', '--cached', '--ignore-unmatch', '--', ...files], { env });
    const entries = await git(repo, ['ls-tree', '-r', '--full-tree', from, '--', ...files]);
    if (entries.trim() !== '') await git(repo, ['update-index', '--index-info'], { env, input: entries });
  }
  return (await git(repo, ['write-tree'], { env })).trim();
}
