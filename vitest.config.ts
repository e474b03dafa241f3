import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { pathAliases } from './path-aliases.ts';

const resolve = { alias: pathAliases };

const shared = {
  globalSetup: ['tests/helpers/global-database.ts'],
  pool: 'forks' as const,
  // A worker keeps the modules it loaded for its next file: each file builds its own app and
  // database, so nothing else carries over, and importing the server once per worker instead of
  // once per file took the suite's import time from 263 s to 22 s (2026-11-27). A test that reads
  // a process-wide counter compares it with its own earlier reading.
  isolate: false,
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    // Every core: the files wait on their database and servers much of the time. Vitest's default
    // leaves one core idle, and on CI's two cores that is half the machine (575 s against 396 s
    // for the whole suite, 2026-11-27).
    maxWorkers: availableParallelism(),
    projects: [
      {
        resolve,
        test: {
          ...shared,
          name: 'utc',
          include: ['core/**/*.test.ts', 'server/**/*.test.ts'],
          env: { TZ: 'UTC' },
        },
      },
      // Several app instances on one PostgreSQL: only with TEST_DATABASE_URL (npm run test:pg).
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              resolve,
              test: {
                ...shared,
                name: 'postgres',
                include: ['server/**/*.pg-test.ts'],
                env: { TZ: 'UTC' },
              },
            },
          ]
        : []),
      // The web's pure logic (agenda layout, dates): the screen shows the user's zone, never the
      // machine's, so it runs far from São Paulo.
      {
        resolve: {
          alias: { ...resolve.alias, '@': fileURLToPath(new URL('./web/src', import.meta.url)) },
        },
        test: { name: 'web', include: ['web/**/*.test.ts'], env: { TZ: 'Asia/Tokyo' } },
      },
      // Time maths must not depend on the machine's zone: run it again far from UTC.
      {
        resolve,
        test: {
          ...shared,
          name: 'tokyo',
          include: [
            'core/scheduling/**/*.test.ts',
            // E-mails and invites write times in the professional's zone, never the machine's.
            'server/features/email/appointment-ics.test.ts',
            'server/features/email/render-notification-email.test.ts',
          ],
          env: { TZ: 'Asia/Tokyo' },
        },
      },
    ],
  },
});
