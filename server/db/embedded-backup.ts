import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openPglite } from './client.ts';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

/** A backup or restore that must not run; the message says why and what to do, pt-BR then English. */
export class BackupRefusedError extends Error {
  constructor(ptBr: string, english: string) {
    super(`${ptBr}\n${english}`);
    this.name = 'BackupRefusedError';
  }
}

const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');

/** Backups are taken with the server stopped: PGlite is one process, and the server holds the folder. */
async function lockForMaintenance(dataDir: string) {
  try {
    return await lockDataDir(dataDir, { waitMs: 0 });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new BackupRefusedError(
      `O servidor Agendei está usando ${dataDir}. Pare o servidor (por exemplo, systemctl stop agendei) e rode o comando de novo.`,
      `The Agendei server is using ${dataDir}. Stop the server (e.g. systemctl stop agendei) and run the command again.`,
    );
  }
}

/** 2026-11-23T14-44-27Z: sortable and safe in a file name. */
const stampOf = (date: Date) =>
  date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');

/** Writes the embedded database of DATA_DIR to BACKUP_DIR/agendei-<timestamp>.tar.gz. */
export async function backupEmbedded(options: {
  dataDir: string;
  backupDir: string;
  now?: Date;
}): Promise<string> {
  const { dataDir, backupDir } = options;
  if (!existsSync(path.join(pgliteDir(dataDir), 'PG_VERSION'))) {
    throw new BackupRefusedError(
      `Não há banco de dados em ${pgliteDir(dataDir)} (confira DATA_DIR).`,
      `There is no database in ${pgliteDir(dataDir)} (check DATA_DIR).`,
    );
  }
  const release = await lockForMaintenance(dataDir);
  try {
    const { client } = await openPglite({ dataDir: pgliteDir(dataDir) });
    let archive: Blob;
    try {
      archive = await client.dumpDataDir('gzip');
    } finally {
      await client.close();
    }
    mkdirSync(backupDir, { recursive: true });
    const file = path.join(backupDir, `agendei-${stampOf(options.now ?? new Date())}.tar.gz`);
    writeFileSync(file, Buffer.from(await archive.arrayBuffer()), { flag: 'wx' });
    return file;
  } finally {
    await release();
  }
}

/**
 * Replaces the embedded database of DATA_DIR with a backup. The current database is kept beside
 * it (pglite.before-restore-<timestamp>) and put back if the archive cannot be opened.
 */
export async function restoreEmbedded(options: {
  dataDir: string;
  file: string;
  now?: Date;
}): Promise<{ previous?: string }> {
  const { dataDir, file } = options;
  if (!existsSync(file)) {
    throw new BackupRefusedError(
      `Arquivo de backup não encontrado: ${file}`,
      `Backup file not found: ${file}`,
    );
  }
  const release = await lockForMaintenance(dataDir);
  const target = pgliteDir(dataDir);
  const previous = existsSync(target)
    ? `${target}.before-restore-${stampOf(options.now ?? new Date())}`
    : undefined;
  try {
    if (previous) renameSync(target, previous);
    try {
      const archive = new Blob([readFileSync(file)]);
      const { client } = await openPglite({ dataDir: target, loadDataDir: archive });
      try {
        await client.query('select 1');
      } finally {
        await client.close();
      }
    } catch (error) {
      rmSync(target, { recursive: true, force: true });
      if (previous) renameSync(previous, target);
      const reason = error instanceof Error ? error.message : String(error);
      throw new BackupRefusedError(
        `Não foi possível restaurar ${file} (${reason}); o banco anterior foi mantido.`,
        `Could not restore ${file} (${reason}); the previous database was kept.`,
      );
    }
    return { previous };
  } finally {
    await release();
  }
}
