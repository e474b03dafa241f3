import { execFileSync } from 'node:child_process';
import { REPO_ROOT } from './app-process.ts';

/** Runs a function of scripts/pg-cluster.sh on the suite's cluster (its folder and port are
 * exported by scripts/test-scale.sh). */
function clusterCommand(name: 'pg_cluster_pause' | 'pg_cluster_resume'): void {
  if (!process.env.PG_CLUSTER_DIR) throw new Error('run through npm run test:scale');
  execFileSync('bash', ['-c', `source scripts/pg-cluster.sh && ${name}`], {
    cwd: REPO_ROOT,
    env: process.env,
    stdio: 'inherit',
  });
}

/** Stops PostgreSQL with a fast shutdown: every connection is cut, the data stays. */
export const stopPostgres = () => clusterCommand('pg_cluster_pause');
/** Starts it again on the same folder and port. */
export const startPostgres = () => clusterCommand('pg_cluster_resume');
