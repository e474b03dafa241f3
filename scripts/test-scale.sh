#!/usr/bin/env bash
# Several real server processes on one throwaway PostgreSQL cluster: concurrency, delivery and faults.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/pg-cluster.sh
pg_cluster_start
trap pg_cluster_stop EXIT
# The fault tests stop and start this same server (pg_cluster_pause / pg_cluster_resume).
export PG_CLUSTER_DIR PG_CLUSTER_BIN PG_CLUSTER_PORT
SCALE_DATABASE_URL="$PG_CLUSTER_URL" npx vitest run -c tests/scale/vitest.scale.config.ts "$@"
