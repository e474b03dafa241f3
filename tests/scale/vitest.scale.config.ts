import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { pathAliases } from '../../path-aliases.ts';

/**
 * Real server processes on one PostgreSQL (npm run test:scale). Files run one after another: the
 * fault tests freeze, kill and restart processes and the database that the others share.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  resolve: { alias: pathAliases },
  test: {
    name: 'scale',
    include: ['tests/scale/**/*.scale-test.ts'],
    globalSetup: ['tests/scale/support/three-instances.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    env: { TZ: 'UTC' },
  },
});
