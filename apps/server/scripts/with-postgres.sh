#!/usr/bin/env bash
# Runs a command beside a real PostgreSQL 15: a throwaway cluster in a temp folder, on a free
# loopback port, removed afterwards whatever happens. The command finds the database in PG_URL
# (and PG_BIN, PG_PORT, PG_HOST_DIR for PostgreSQL's own tools). PG_DURABLE=1 keeps fsync and
# synchronous commit on (benchmarks); by default they are off, the cluster lives for one run.
set -euo pipefail

PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
REPO_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)
TMP=$(mktemp -d -t pisoplay-pg-XXXXXX)
PG_PID=

# PostgreSQL refuses to run as root: as root, run it as the postgres user in a folder it owns.
AS_PG=()
if [ "$(id -u)" = 0 ]; then
  chown postgres: "$TMP"
  # setpriv execs where runuser forks, so the server below is our direct child.
  AS_PG=(setpriv --reuid=postgres --regid=postgres --init-groups --)
fi
as_pg() { "${AS_PG[@]}" "$@"; }
chmod 700 "$TMP"
cd "$TMP"

cleanup() {
  if [ -n "$PG_PID" ]; then
    kill -INT "$PG_PID" 2>/dev/null || true # fast shutdown: ends the sessions, then exits
    (sleep 15 && kill -KILL "$PG_PID" 2>/dev/null) &
    local watchdog=$!
    wait "$PG_PID" 2>/dev/null || true
    kill "$watchdog" 2>/dev/null || true
  fi
  rm -rf "$TMP"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

PORT=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")

# A UTF-8 locale other than C where the machine has one, so collation-dependent SQL shows up.
LOCALE=$(locale -a 2>/dev/null | grep -iE '^en_US\.utf-?8$' | head -n1 || true)
as_pg "$PG_BIN/initdb" -D "$TMP/data" -U postgres -A trust -E UTF8 --locale="${LOCALE:-C.UTF-8}" \
  --no-sync >/dev/null

# Started as a plain background command, not by pg_ctl (which detaches it) nor through a shell
# function (whose subshell would sit between us and the server): $! is the server itself.
DURABILITY=(-c fsync=off -c synchronous_commit=off -c full_page_writes=off)
if [ "${PG_DURABLE:-0}" = 1 ]; then DURABILITY=(); fi
"${AS_PG[@]}" "$PG_BIN/postgres" -D "$TMP/data" -c listen_addresses=127.0.0.1 -p "$PORT" \
  -c unix_socket_directories="$TMP" -c max_connections=200 "${DURABILITY[@]}" \
  >"$TMP/server.log" 2>&1 &
PG_PID=$!

for _ in $(seq 1 300); do
  if "$PG_BIN/pg_isready" -q -h 127.0.0.1 -p "$PORT"; then break; fi
  if ! kill -0 "$PG_PID" 2>/dev/null; then
    cat "$TMP/server.log" >&2
    exit 1
  fi
  sleep 0.1
done
as_pg "$PG_BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres pisoplay_test

echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT (locale ${LOCALE:-C.UTF-8})"
cd "$REPO_ROOT"
export PG_BIN PG_PORT=$PORT PG_HOST_DIR=$TMP
export PG_URL="postgres://postgres@127.0.0.1:$PORT/pisoplay_test"
"$@"
