#!/usr/bin/env bash
# Runs a command beside a real PostgreSQL 15: a throwaway cluster in a temp folder, on a free
# loopback port, removed afterwards whatever happens. The command finds the database in PG_URL
# (and PG_BIN, PG_PORT, PG_HOST_DIR for PostgreSQL's own tools). PG_DURABLE=1 keeps fsync and
# synchronous commit on (benchmarks); by default they are off, the cluster lives for one run.
# PG_REPLICA=1 adds a hot-standby replica streaming from it, in PG_READ_URL (the cluster test).
set -euo pipefail

PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
REPO_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)
TMP=$(mktemp -d -t pisoplay-pg-XXXXXX)
PG_PID=
REPLICA_PID=

# PostgreSQL refuses to run as root: as root, run it as the postgres user in a folder it owns.
AS_PG=()
if [ "$(id -u)" = 0 ]; then
  chown postgres: "$TMP"
  # setpriv execs where runuser forks, so each server below is our direct child.
  AS_PG=(setpriv --reuid=postgres --regid=postgres --init-groups --)
fi
as_pg() { "${AS_PG[@]}" "$@"; }
chmod 700 "$TMP"
cd "$TMP"

stop_server() {
  local pid=$1
  [ -n "$pid" ] || return 0
  kill -INT "$pid" 2>/dev/null || true # fast shutdown: ends the sessions, then exits
  (sleep 15 && kill -KILL "$pid" 2>/dev/null) &
  local watchdog=$!
  wait "$pid" 2>/dev/null || true
  kill "$watchdog" 2>/dev/null || true
}
cleanup() {
  stop_server "$REPLICA_PID"
  stop_server "$PG_PID"
  rm -rf "$TMP"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

free_port() {
  node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

# Waits until the server on port $1 (process $2, log $3) accepts connections.
wait_ready() {
  for _ in $(seq 1 300); do
    if "$PG_BIN/pg_isready" -q -h 127.0.0.1 -p "$1"; then return 0; fi
    if ! kill -0 "$2" 2>/dev/null; then
      cat "$3" >&2
      exit 1
    fi
    sleep 0.1
  done
  echo "PostgreSQL on port $1 did not start" >&2
  cat "$3" >&2
  exit 1
}

PORT=$(free_port)
# A UTF-8 locale other than C where the machine has one, so collation-dependent SQL shows up.
LOCALE=$(locale -a 2>/dev/null | grep -iE '^en_US\.utf-?8$' | head -n1 || true)
as_pg "$PG_BIN/initdb" -D "$TMP/data" -U postgres -A trust -E UTF8 --locale="${LOCALE:-C.UTF-8}" \
  --no-sync >/dev/null

# Both servers' settings, on their command lines (a standby needs at least the primary's
# max_connections). Started as plain background commands, not by pg_ctl (which detaches them)
# nor through a shell function (whose subshell would sit between us and the server): $! is the
# server itself.
SETTINGS=(-c listen_addresses=127.0.0.1 -c unix_socket_directories="$TMP" -c max_connections=200)
if [ "${PG_DURABLE:-0}" != 1 ]; then
  SETTINGS+=(-c fsync=off -c synchronous_commit=off -c full_page_writes=off)
fi
# PG_STAT_STATEMENTS=1: every statement's time and WAL, nested ones (in functions) included, for
# a benchmark to report where the database's time goes (bench/seamless-wallet.mjs).
if [ "${PG_STAT_STATEMENTS:-0}" = 1 ]; then
  SETTINGS+=(-c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track=all)
fi
if [ "${PG_REPLICA:-0}" = 1 ]; then
  SETTINGS+=(-c wal_level=replica -c max_wal_senders=5 -c hot_standby=on)
  echo "host replication postgres 127.0.0.1/32 trust" >>"$TMP/data/pg_hba.conf"
fi
"${AS_PG[@]}" "$PG_BIN/postgres" -D "$TMP/data" -p "$PORT" "${SETTINGS[@]}" \
  >"$TMP/server.log" 2>&1 &
PG_PID=$!
wait_ready "$PORT" "$PG_PID" "$TMP/server.log"
as_pg "$PG_BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres pisoplay_test
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT (locale ${LOCALE:-C.UTF-8})"

if [ "${PG_REPLICA:-0}" = 1 ]; then
  # A base backup with its recovery settings (-R: standby.signal and primary_conninfo), started
  # as a hot standby that streams the primary's WAL.
  REPLICA_PORT=$(free_port)
  as_pg "$PG_BIN/pg_basebackup" -h 127.0.0.1 -p "$PORT" -U postgres -D "$TMP/replica" \
    -R -X stream --checkpoint=fast --no-sync
  "${AS_PG[@]}" "$PG_BIN/postgres" -D "$TMP/replica" -p "$REPLICA_PORT" "${SETTINGS[@]}" \
    >"$TMP/replica.log" 2>&1 &
  REPLICA_PID=$!
  wait_ready "$REPLICA_PORT" "$REPLICA_PID" "$TMP/replica.log"
  IN_RECOVERY=$("$PG_BIN/psql" -h 127.0.0.1 -p "$REPLICA_PORT" -U postgres -d pisoplay_test \
    -Atc 'SELECT pg_is_in_recovery()')
  if [ "$IN_RECOVERY" != t ]; then
    echo "the replica on port $REPLICA_PORT is not in recovery" >&2
    cat "$TMP/replica.log" >&2
    exit 1
  fi
  echo "streaming replica on 127.0.0.1:$REPLICA_PORT"
  export PG_READ_URL="postgres://postgres@127.0.0.1:$REPLICA_PORT/pisoplay_test"
fi

cd "$REPO_ROOT"
export PG_BIN PG_PORT=$PORT PG_HOST_DIR=$TMP
export PG_URL="postgres://postgres@127.0.0.1:$PORT/pisoplay_test"
"$@"
