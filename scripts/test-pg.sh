#!/usr/bin/env bash
# Runs the API test suite again on a real PostgreSQL server (a throwaway cluster).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/pg-cluster.sh
pg_cluster_start
trap pg_cluster_stop EXIT
# Tests of the embedded engine alone (PGlite's thread, its files and statements) never open the
# server: they ran in npm test already.
TEST_DATABASE_URL="$PG_CLUSTER_URL" npx vitest run server \
  --exclude 'server/db/pglite-thread/**' \
  --exclude 'server/db/embedded-backup.test.ts' \
  --exclude 'server/db/pglite-parsed-once.test.ts' \
  --exclude 'server/db/pglite-prepared.test.ts' \
  --exclude 'server/db/data-dir-lock.test.ts' \
  "$@"
