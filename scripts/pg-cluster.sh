#!/usr/bin/env bash
# Throwaway PostgreSQL cluster on a free loopback port, for tests and benchmarks.
# Usage: source scripts/pg-cluster.sh && pg_cluster_start  (exports PG_CLUSTER_URL); pg_cluster_stop
# (pg_cluster_pause / pg_cluster_resume stop and start the same server, for fault tests)
set -euo pipefail

pg_bin_dir() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -z "$dir" ]; then
    if [ "$(id -u)" = 0 ]; then
      echo "PostgreSQL not found: installing Debian's postgresql" >&2
      (apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q postgresql) >&2
      dir=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
    else
      echo "PostgreSQL is missing. Install it with: sudo apt-get install -y postgresql" >&2
      return 1
    fi
  fi
  echo "$dir"
}

free_port() {
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

pg_cluster_start() {
  local bin
  bin=$(pg_bin_dir)
  PG_CLUSTER_DIR=$(mktemp -d /tmp/agendei-pg-XXXXXX)
  PG_CLUSTER_PORT=$(free_port)
  local run_as=()
  if [ "$(id -u)" = 0 ]; then
    chown postgres:postgres "$PG_CLUSTER_DIR"
    run_as=(runuser -u postgres --)
  fi
  "${run_as[@]}" "$bin/initdb" -D "$PG_CLUSTER_DIR/data" -U agendei --auth=trust -E UTF8 --no-locale >/dev/null
  PG_CLUSTER_BIN=$bin
  pg_cluster_resume
  export PG_CLUSTER_URL="postgres://agendei@127.0.0.1:$PG_CLUSTER_PORT/postgres"
  echo "PostgreSQL running at $PG_CLUSTER_URL" >&2
}

pg_cluster_as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

# Stops the server (fast shutdown: clients are disconnected), keeping the data; for fault tests.
pg_cluster_pause() {
  pg_cluster_as_owner "$PG_CLUSTER_BIN/pg_ctl" -D "$PG_CLUSTER_DIR/data" -m fast -w stop >/dev/null
}

# Starts the server again on the same data folder and port.
pg_cluster_resume() {
  pg_cluster_as_owner "$PG_CLUSTER_BIN/pg_ctl" -D "$PG_CLUSTER_DIR/data" -l "$PG_CLUSTER_DIR/log" -w \
    -o "-p $PG_CLUSTER_PORT -k $PG_CLUSTER_DIR -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off" start >/dev/null
}

pg_cluster_stop() {
  [ -n "${PG_CLUSTER_DIR:-}" ] || return 0
  local run_as=()
  [ "$(id -u)" = 0 ] && run_as=(runuser -u postgres --)
  "${run_as[@]}" "$PG_CLUSTER_BIN/pg_ctl" -D "$PG_CLUSTER_DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$PG_CLUSTER_DIR"
}
