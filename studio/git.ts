import { execFile } from 'node:child_process';

/**
 * git, run as a program (the studio's repository is a real clone that developers can pull from).
 * Answers stdout; a failure throws with git's own words.
 */
export class GitError extends Error {}

export function git(
  cwd: string,
  args: readonly string[],
  options: { env?: Record<string, string>; input?: string } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'git',
      [...args],
      {
        cwd,
        env: { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C', ...options.env },
        maxBuffer: 256 * 1024 * 1024,
        encoding: 'utf8',
      },
      (error, stdout, stderr) => {
        if (error) reject(new GitError(`git ${args[0]}: ${stderr.trim() || error.message}`));
        else resolve(stdout);
      },
    );
    if (options.input !== undefined) child.stdin?.end(options.input);
  });
}

/** The files of `paths` at `rev` (blobs only), path -> content, read in one batch. */
export async function readTreeFiles(
  repo: string,
  rev: string,
  paths: readonly string[],
): Promise<Map<string, string>> {
  const listing = await git(repo, ['ls-tree', '-r', '-z', '--full-tree', rev, '--', ...paths]);
  const entries = listing
    .split('\0')
    .filter(Boolean)
    .map((line) => {
      const [meta = '', file = ''] = line.split('\t');
      const [, type = '', hash = ''] = meta.split(' ');
      return { type, hash, file };
    })
    .filter((entry) => entry.type === 'blob');
  const files = new Map<string, string>();
  if (entries.length === 0) return files;
  const batch = await gitBytes(
    repo,
    ['cat-file', '--batch'],
    entries.map((entry) => entry.hash).join('\n') + '\n',
  );
  let offset = 0;
  for (const entry of entries) {
    const headerEnd = batch.indexOf(0x0a, offset);
    const size = Number(batch.subarray(offset, headerEnd).toString('latin1').split(' ')[2]);
    files.set(entry.file, batch.subarray(headerEnd + 1, headerEnd + 1 + size).toString('utf8'));
    offset = headerEnd + 1 + size + 1;
  }
  return files;
}

function gitBytes(cwd: string, args: readonly string[], input: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'git',
      [...args],
      { cwd, env: { ...process.env, LC_ALL: 'C' }, maxBuffer: 256 * 1024 * 1024, encoding: 'buffer' },
      (error, stdout, stderr) => {
        if (error) reject(new GitError(`git ${args[0]}: ${stderr.toString().trim() || error.message}`));
        else resolve(stdout);
      },
    );
    child.stdin?.end(input);
  });
}
