import { execFile } from 'node:child_process';

/** How long shipping one copy may take before it is stopped (and retried at the next backup). */
const SHIP_TIMEOUT_MS = 30 * 60_000;

/**
 * Runs the backup's ship command for one copy: `command` is a program and its arguments (the
 * setting split at spaces; no shell, so nothing in it or in the path is interpreted), and the
 * copy's path is added as its last argument and given as LEADS_BACKUP_FILE. Resolves when it
 * exits 0; rejects with its exit status and the end of what it printed otherwise.
 */
export function shipCopy(command: readonly string[], copy: string, signal?: AbortSignal): Promise<void> {
  const [program, ...args] = command;
  if (!program) return Promise.reject(new Error('no ship command'));
  return new Promise((resolve, reject) => {
    execFile(
      program,
      [...args, copy],
      {
        env: { ...process.env, LEADS_BACKUP_FILE: copy },
        timeout: SHIP_TIMEOUT_MS,
        maxBuffer: 1024 * 1024,
        signal,
        windowsHide: true,
      },
      (error, _stdout, stderr) => {
        if (!error) return resolve();
        const status =
          typeof error.code === 'number'
            ? `exit code ${error.code}`
            : error.signal
              ? `stopped by ${error.signal}${error.killed && !signal?.aborted ? ' (timed out)' : ''}`
              : error.message;
        const said = String(stderr).trim().split('\n').slice(-5).join(' | ').slice(-500);
        reject(new Error(`${program}: ${status}${said ? `: ${said}` : ''}`));
      },
    );
  });
}
