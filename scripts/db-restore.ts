// `npm run db:restore -- <file.tar.gz>`: replaces the embedded database in DATA_DIR with a backup
// made by `npm run db:backup`. Runs with the server stopped; the current database is kept aside.
import { loadConfig } from '../server/config.ts';
import { restoreEmbedded } from '../server/db/embedded-backup.ts';

const config = loadConfig();
const file = process.argv[2];
if (config.DATABASE_URL) {
  console.error(
    'DATABASE_URL está definido: restaure o PostgreSQL com pg_restore (veja o README).\n' +
      'DATABASE_URL is set: restore PostgreSQL with pg_restore (see the README).',
  );
  process.exit(1);
}
if (!file) {
  console.error(
    'Uso: npm run db:restore -- backups/agendei-<data>.tar.gz\n' +
      'Usage: npm run db:restore -- backups/agendei-<date>.tar.gz',
  );
  process.exit(1);
}
try {
  const { previous } = await restoreEmbedded({ dataDir: config.DATA_DIR, file });
  console.log(`Banco restaurado de / database restored from ${file} into ${config.DATA_DIR}.`);
  if (previous) {
    console.log(`O banco anterior foi guardado em / the previous database was kept in ${previous}`);
  }
  console.log(
    'Inicie o servidor (npm start); as migrações rodam na partida.\n' +
      'Start the server (npm start); migrations run at start.',
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
