import { mkdirSync } from 'node:fs';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {
  constructor(dataDir: string) {
    super(
      `Another Agendei process is already using the data folder ${dataDir}. ` +
        'PGlite does not support two processes on one folder: stop the other process, ' +
        'or set DATABASE_URL to run several instances on PostgreSQL.',
    );
    this.name = 'DataDirLockedError';
  }
}

const STALE_MS = 10_000;

/**
 * Takes an exclusive lock on the data folder; returns the function that releases it. A crashed
 * holder stops refreshing the lock and it goes stale after 10 s, so by default a start waits a
 * little longer than that (a restart right after a crash just works) before refusing.
 */
export async function lockDataDir(
  dataDir: string,
  { waitMs = STALE_MS + 3_000 } = {},
): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  const attempts = Math.floor(waitMs / 1_000);
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: `${dataDir}/.agendei.lock`,
      stale: STALE_MS,
      update: 2_000,
      retries: { retries: attempts, factor: 1, minTimeout: 1_000, maxTimeout: 1_000 },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
    throw error;
  }
}
