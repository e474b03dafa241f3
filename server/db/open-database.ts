import path from 'node:path';
import type { Config } from '../config.ts';
import {
  type Database,
  migrateDatabase,
  openPglite,
  openPgliteThread,
  openPostgres,
} from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';

/**
 * Opens the database the configuration names, migrated, with the data folder locked for PGlite.
 * `threadTasks` names the module of the use cases PGlite's thread runs (openPgliteThread).
 */
export async function openConfiguredDatabase(
  config: Config,
  { threadTasks }: { threadTasks?: URL } = {},
): Promise<Database> {
  if (config.DATABASE_URL) {
    const database = openPostgres(config.DATABASE_URL);
    await migrateDatabase(database);
    return database;
  }
  const release = await lockDataDir(config.DATA_DIR);
  try {
    const dataDir = path.join(config.DATA_DIR, 'pglite');
    const database =
      config.PGLITE_THREAD === 'on'
        ? await openPgliteThread({ dataDir, tasks: threadTasks })
        : (await openPglite({ dataDir })).database;
    await migrateDatabase(database);
    return {
      ...database,
      close: async () => {
        await database.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}
