// `npm run db:backup`: the embedded database (PGlite in DATA_DIR) to BACKUP_DIR/agendei-<timestamp>.tar.gz.
// Runs with the server stopped; on PostgreSQL (DATABASE_URL) use pg_dump instead (see README).
import { loadConfig } from '../server/config.ts';
import { backupEmbedded } from '../server/db/embedded-backup.ts';

const config = loadConfig();
if (config.DATABASE_URL) {
  console.error(
    'DATABASE_URL está definido: faça o backup do PostgreSQL com pg_dump (veja o README).\n' +
      'DATABASE_URL is set: back up PostgreSQL with pg_dump (see the README).',
  );
  process.exit(1);
}
try {
  const file = await backupEmbedded({ dataDir: config.DATA_DIR, backupDir: config.BACKUP_DIR });
  console.log(`Backup criado / backup written: ${file}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
