import { fileURLToPath } from 'node:url';

/**
 * tsconfig.json's paths for Vitest's configs: `@core/…` (shared by server and web), and
 * `@server/…` and `@tests/…` where a relative import would climb four folders or reach the test
 * helpers.
 */
export const pathAliases = Object.fromEntries(
  ['core', 'server', 'tests'].map((folder) => [
    `@${folder}`,
    fileURLToPath(new URL(`./${folder}`, import.meta.url)),
  ]),
);
