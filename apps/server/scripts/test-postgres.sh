#!/usr/bin/env bash
# Runs the server tests against a real, throwaway PostgreSQL 15 (with-postgres.sh). Extra
# arguments go to vitest.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
exec bash ./with-postgres.sh bash -c 'TEST_DATABASE_URL="$PG_URL" npx vitest run --project server "$@"' -- "$@"
