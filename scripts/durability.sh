#!/usr/bin/env bash
# Durability of the demo's sessions, two checks over HTTP on 127.0.0.1, each
# printing its figures (scripts/durability.py does the work; stdlib Python and wrk):
#
#   kill   SQLite: 20 sessions post bursts of acknowledged actions, the server is killed with
#          SIGKILL at a random moment and restarted on the same data directory; every session
#          must show its last acknowledged action (or the one in flight at the kill), never an
#          older one, never another session's, and must not have ended. R rounds.
#   hosts  two demo servers sharing one PostgreSQL (scripts/postgres.sh, a throwaway cluster):
#          50 checked sessions sent alternately to both servers, every 5th action to both at
#          once, each step checked against the client's model (no lost update, no double
#          application, no other session's state, no 5xx), with wrk loading both servers for
#          S seconds (its statuses counted by its Lua script).
#
#   scripts/durability.sh [--ci] [--demo PATH] [--rounds R] [--seconds S] [--only kill|hosts]
#   scripts/durability.sh --canary [--demo PATH] [--only kill|hosts]
#
# The kill check also fails when a round acknowledged no action of some session (writes that
# never finish cannot pass); the hosts check, when both writes of a racing pair were
# acknowledged but the two servers do not show the same one of them (one was lost).
#
# --canary: the self-test of the checks. Each runs against a demo started with a fault
# injected on purpose (demo --fault NAME, a hidden option of debug builds, so the debug build
# is used) and passes only if the check catches it: kill (one round) with
# drop-acknowledged-write (saves acknowledged, kept in memory, lost at the kill) and with
# hang-writes (no action ever acknowledged); hosts (5 s) with lose-racing-write (a racing
# write's conflict reported as saved). Each prints "canary NAME: caught by CHECK check
# (MESSAGE)"; the last line is "durability canaries: N passed, M failed".
#
# Full: release build of the demo (Demo/.build-release), 5 rounds, 60 s. --ci: 2 rounds, 10 s,
# on the debug build that the apps stage and scripts/e2e.sh already made (a release build takes
# minutes more). Installs wrk (apt-get) and PostgreSQL (scripts/postgres.sh) when missing;
# always stops what it started. The last line is "durability: N passed, M failed" (N, M count
# the checks); the exit status is non-zero when a check failed.
set -euo pipefail
cd "$(dirname "$0")/.."
ci="" demo="" rounds="" seconds="" only="" canary=""
usage() {
  echo "usage: $0 [--ci | --canary] [--demo PATH] [--rounds R] [--seconds S]" \
    "[--only kill|hosts]" >&2
  exit 2
}
while [ $# -gt 0 ]; do
  case "$1" in
    --ci) ci=1; shift ;;
    --canary) canary=1; ci=1; shift ;;
    --demo) demo=$2; shift 2 ;;
    --rounds) rounds=$2; shift 2 ;;
    --seconds) seconds=$2; shift 2 ;;
    --only) only=$2; shift 2 ;;
    *) usage ;;
  esac
done
case "$only" in "" | kill | hosts) ;; *) usage ;; esac
if [ -n "$canary" ]; then
  rounds=${rounds:-1} seconds=${seconds:-5}
elif [ -n "$ci" ]; then
  rounds=${rounds:-2} seconds=${seconds:-10}
else
  rounds=${rounds:-5} seconds=${seconds:-60}
fi
started=$SECONDS

# shellcheck source=scripts/demo-tools.sh
. scripts/demo-tools.sh
need_wrk durability
demo_binary durability "$ci" "$demo"

pg_dir="" py_pid=""
cleanup() {
  if [ -n "$py_pid" ]; then kill -TERM "$py_pid" 2>/dev/null || true; wait "$py_pid" 2>/dev/null || true; fi
  if [ -n "$pg_dir" ]; then
    scripts/postgres.sh stop "$pg_dir" >/dev/null 2>&1 || true
    rm -rf "$pg_dir"
  fi
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

passed=0 failed=0
# Runs durability.py in the background, so the traps can stop it (and it, its servers).
run_check() {
  local status=0
  python3 scripts/durability.py "$@" &
  py_pid=$!
  wait "$py_pid" || status=$?
  py_pid=""
  if [ "$status" -eq 0 ]; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
}

if [ -z "$only" ] || [ "$only" = kill ]; then
  if [ -n "$canary" ]; then
    for fault in drop-acknowledged-write hang-writes; do
      echo "== durability canary $fault: kill -9 during bursts of actions (SQLite), $rounds round"
      run_check kill --demo "$demo" --rounds "$rounds" --canary "$fault"
    done
  else
    echo "== durability: kill -9 during bursts of actions (SQLite), $rounds rounds"
    run_check kill --demo "$demo" --rounds "$rounds"
  fi
fi

if [ -z "$only" ] || [ "$only" = hosts ]; then
  what="durability"
  [ -z "$canary" ] || what="durability canary lose-racing-write"
  echo "== $what: two hosts, one PostgreSQL, ${seconds} s"
  # A folder right under /tmp: as root the server runs as the postgres user, which must reach it.
  pg_dir=$(mktemp -d /tmp/durability-pg.XXXXXX)
  pg_port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  url=$(scripts/postgres.sh start "$pg_dir" "$pg_port" 2>"$pg_dir.log" | tail -n 1) || {
    cat "$pg_dir.log" >&2
    rm -f "$pg_dir.log"
    echo "durability: PostgreSQL did not start" >&2
    exit 1
  }
  rm -f "$pg_dir.log"
  if [ -n "$canary" ]; then
    run_check hosts --demo "$demo" --database-url "$url" --seconds "$seconds" --pool 100 \
      --canary lose-racing-write
  else
    run_check hosts --demo "$demo" --database-url "$url" --seconds "$seconds"
  fi
fi

name=durability
[ -z "$canary" ] || name="durability canaries"
echo "$name: $passed passed, $failed failed in $((SECONDS - started)) s ($(nproc) cores)"
[ "$failed" -eq 0 ]
