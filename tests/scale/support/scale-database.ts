import pg from 'pg';
import { inject } from 'vitest';

/** The throwaway cluster of scripts/test-scale.sh; the suite refuses to run anywhere else. */
export function clusterUrl(): string {
  const url = process.env.SCALE_DATABASE_URL;
  if (!url) throw new Error('the scale suite runs on its own PostgreSQL: npm run test:scale');
  return url;
}

export function databaseUrl(cluster: string, name: string): string {
  const url = new URL(cluster);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A pool on the shared database of the three instances, for counting what they wrote. */
export function openScalePool(): pg.Pool {
  const pool = new pg.Pool({ connectionString: inject('scale').databaseUrl, max: 3 });
  pool.on('error', () => undefined); // the restart test stops the server under it
  return pool;
}
