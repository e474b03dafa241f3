#!/usr/bin/env bash
# Runs the API test suite again on a real PostgreSQL server (a throwaway cluster).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/pg-cluster.sh
pg_cluster_start
trap pg_cluster_stop EXIT
TEST_DATABASE_URL="$PG_CLUSTER_URL" npx vitest run server "$@"
