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

/** Takes an exclusive lock on the data folder; returns the function that releases it. */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  try {
    // A crashed holder stops refreshing the lock and it goes stale after 10 s.
    return await lockfile.lock(dataDir, {
      lockfilePath: `${dataDir}/.agendei.lock`,
      stale: 10_000,
      update: 2_000,
      retries: 0,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
    throw error;
  }
}
