#!/usr/bin/env bash
# The main job: builds the demo and serves the five apps to browsers, on
# http://127.0.0.1:8080/ unless flags say otherwise (scripts/demo.sh --help lists them:
# --host, --port, --max-sessions, --session-ttl, --max-stack-depth, --log-level,
# --request-head-timeout and --request-body-timeout (seconds a client may take to send a
# request's headers, then its body), --inspector, which shows each session's navigation beside the app, and where sessions are
# saved: a SQLite file under --data-dir (.demo-data/ by default), PostgreSQL with
# --database-url, or nowhere with --sessions memory).
#
# PostgreSQL's driver and its TLS stack are compiled in (the Demo package's trait PostgreSQL)
# only when PostgreSQL is asked for: --database-url, --sessions postgres or DEMO_DATABASE_URL.
# A demo that saves its sessions in SQLite, or nowhere, builds without them.
set -euo pipefail
cd "$(dirname "$0")/.."

traits=(--disable-default-traits)
[ -z "${DEMO_DATABASE_URL:-}" ] || traits=()
previous=""
for arg in "$@"; do
  case "$previous $arg" in
    *" --database-url"* | *" --sessions=postgres" | "--sessions postgres") traits=() ;;
  esac
  previous=$arg
done
exec swift run --package-path Demo "${traits[@]}" demo "$@"
