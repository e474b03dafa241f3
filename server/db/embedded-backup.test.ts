import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openPglite } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { backupEmbedded, restoreEmbedded } from './embedded-backup.ts';
import { organizations } from './schema.ts';

let root: string;
let dataDir: string;
let backupDir: string;

async function organizationNames(): Promise<string[]> {
  const { database } = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
  try {
    const rows = await database.db.select({ name: organizations.name }).from(organizations);
    return rows.map((row) => row.name).sort();
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'agendei-backup-'));
  dataDir = path.join(root, 'data');
  backupDir = path.join(root, 'backups');
  const { database } = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
  await migrateDatabase(database);
  await database.db.insert(organizations).values({ name: 'Escritório Backup' });
  await database.close();
}, 120_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('npm run db:backup / db:restore (embedded database)', () => {
  it('backs up, and after the data folder is wiped, restores the data', async () => {
    const file = await backupEmbedded({
      dataDir,
      backupDir,
      now: new Date('2026-11-23T14:44:27.123Z'),
    });
    expect(path.basename(file)).toBe('agendei-2026-11-23T14-44-27Z.tar.gz');

    rmSync(path.join(dataDir, 'pglite'), { recursive: true, force: true });
    const { previous } = await restoreEmbedded({ dataDir, file });
    expect(previous).toBeUndefined();
    expect(await organizationNames()).toEqual(['Escritório Backup']);
  });

  it('keeps the replaced database aside when restoring over one', async () => {
    const [file] = readdirSync(backupDir);
    const { database } = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
    await database.db.insert(organizations).values({ name: 'Depois do backup' });
    await database.close();

    const { previous } = await restoreEmbedded({ dataDir, file: path.join(backupDir, file!) });
    expect(previous && existsSync(path.join(previous, 'PG_VERSION'))).toBe(true);
    expect(await organizationNames()).toEqual(['Escritório Backup']);
  });

  it('refuses while the server holds the data folder, saying to stop it', async () => {
    const release = await lockDataDir(dataDir);
    try {
      await expect(backupEmbedded({ dataDir, backupDir })).rejects.toThrow(
        /Pare o servidor[\s\S]*Stop the server/,
      );
      const [file] = readdirSync(backupDir);
      await expect(restoreEmbedded({ dataDir, file: path.join(backupDir, file!) })).rejects.toThrow(
        /está usando/,
      );
    } finally {
      await release();
    }
  });

  it('refuses a file that is not a backup and keeps the current database', async () => {
    const bogus = path.join(root, 'bogus.tar.gz');
    writeFileSync(bogus, 'não é um backup');
    await expect(restoreEmbedded({ dataDir, file: bogus })).rejects.toThrow(
      /banco anterior foi mantido/,
    );
    expect(await organizationNames()).toEqual(['Escritório Backup']);
    await expect(
      restoreEmbedded({ dataDir, file: path.join(root, 'nada.tar.gz') }),
    ).rejects.toThrow(/não encontrado/);
  });
});
