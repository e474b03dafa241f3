import { mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
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

/** Tells this process from an earlier one that had the same pid (a restarted container). */
const PROCESS_TOKEN = randomUUID();
const lockPath = (dataDir: string) => `${dataDir}/.agendei.lock`;
const ownerPath = (dataDir: string) => `${dataDir}/.agendei.lock-owner`;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * True when the lock's recorded owner is a process of this machine that no longer runs (killed,
 * crashed), or an earlier process that had our pid (a restarted container).
 */
function ownerIsGone(dataDir: string): boolean {
  try {
    const [host, pid, token] = readFileSync(ownerPath(dataDir), 'utf8').trim().split(' ');
    const ownerPid = Number(pid);
    if (host !== os.hostname() || !Number.isInteger(ownerPid) || ownerPid <= 0) return false;
    if (ownerPid === process.pid) return token !== PROCESS_TOKEN;
    return !isRunning(ownerPid);
  } catch {
    return false;
  }
}

/**
 * Takes an exclusive lock on the data folder; returns the function that releases it. A lock whose
 * owner process is gone is taken over at once (restart after kill -9); otherwise a crashed holder
 * stops refreshing the lock and it goes stale after 10 s, so by default a start waits a little
 * longer than that before refusing.
 */
export async function lockDataDir(
  dataDir: string,
  { waitMs = STALE_MS + 3_000 } = {},
): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  // Ageing the lock lets proper-lockfile replace it as stale, with its own checks.
  if (ownerIsGone(dataDir)) {
    try {
      utimesSync(lockPath(dataDir), 0, 0);
    } catch {
      // no lock left behind
    }
  }
  const attempts = Math.floor(waitMs / 1_000);
  try {
    const release = await lockfile.lock(dataDir, {
      lockfilePath: lockPath(dataDir),
      stale: STALE_MS,
      update: 2_000,
      retries: { retries: attempts, factor: 1, minTimeout: 1_000, maxTimeout: 1_000 },
    });
    writeFileSync(ownerPath(dataDir), `${os.hostname()} ${process.pid} ${PROCESS_TOKEN}\n`);
    return release;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
    throw error;
  }
}
