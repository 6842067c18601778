import {
  backupIntoFolder,
  listCopies,
  withFolderLock,
  type BackupSettings,
  type FolderBackup,
} from './folder';

export interface BackupSchedule {
  /** Stops the schedule; a copy or a shipping in progress is abandoned (and done again next time). */
  stop: () => Promise<void>;
}

/**
 * The receiver's scheduled copies. Periods are counted from the Unix epoch (`6h`: from 00:00,
 * 06:00, 12:00 and 18:00 UTC), and a period that already has a copy in the folder (the schedule's
 * or the command line's) gets no other: several receivers on one database make one copy a period
 * between them, whoever holds the folder's lock first. The folder is looked at every tenth of the
 * period (between a second and a minute), so a copy comes soon after its period begins.
 */
export function startBackupSchedule(
  databaseFile: string,
  settings: BackupSettings & { everyMs: number },
  log: (message: string) => void,
): BackupSchedule {
  const every = settings.everyMs;
  const checkMs = Math.min(60_000, Math.max(1_000, Math.floor(every / 10)));
  const stopping = new AbortController();
  let donePeriod = -1;
  let running: Promise<void> | undefined;

  const takeIfDue = async () => {
    if (Math.floor(Date.now() / every) <= donePeriod) return;
    // No wait: a busy lock means another receiver (or `leads backup`) is copying right now.
    await withFolderLock(settings.folder, 0, async () => {
      const newest = (await listCopies(settings.folder)).at(-1);
      const period = Math.floor(Date.now() / every);
      if (newest && Math.floor(newest.at.getTime() / every) >= period) {
        donePeriod = period;
        return;
      }
      const result = await backupIntoFolder(databaseFile, settings, stopping.signal);
      donePeriod = Math.floor(result.copy.at.getTime() / every);
      report(result, log);
    });
  };

  const tick = () => {
    if (running) return;
    running = takeIfDue()
      .catch((error: unknown) => {
        if (!stopping.signal.aborted)
          log(`backup failed, tried again in ${checkMs / 1000} s: ${String(error)}`);
      })
      .finally(() => (running = undefined));
  };
  const timer = setInterval(tick, checkMs);
  timer.unref();

  return {
    async stop() {
      clearInterval(timer);
      stopping.abort(new Error('the receiver is stopping'));
      await running;
    },
  };
}

/** The receiver's log lines for one scheduled copy. */
function report(result: FolderBackup, log: (message: string) => void) {
  const { copy } = result;
  log(
    `backup: ${copy.file} (${copy.leads} leads, ${(copy.bytes / 1_048_576).toFixed(1)} MB, checked) in ${copy.ms} ms` +
      (result.pruned.length ? `; ${result.pruned.length} older deleted` : '') +
      (result.shipped.length ? `; shipped ${result.shipped.length}` : ''),
  );
  if (result.shipFailure)
    log(
      `backup: shipping ${result.shipFailure.file} failed, tried again at the next backup: ${result.shipFailure.reason}`,
    );
}
