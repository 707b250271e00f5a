#!/usr/bin/env bash
# The demo under load: wrk drives the release build for 60 s across 5,000 sessions
# with the live-session cap (--max-sessions) at a fifth of them, so the cap is exercised
# throughout, over HTTP on 127.0.0.1 (scripts/load.py does the work, scripts/load.lua is wrk's
# script; stdlib Python and wrk). A third of the sessions each: the signup form (GETs, and
# POSTs of a name carrying the session's own marker), the Pages app (next and back as GETs of
# its URLs) and the Movies app (the list and two movies' details).
#
#   scripts/load.sh [--ci] [--demo PATH] [--seconds S] [--sessions N] [--connections C]
#                   [--max-sessions CAP] [--sessions-store sqlite|memory]
#   scripts/load.sh --canary [--demo PATH]
#
# Checks, each counted: no socket error, no 5xx, no unexpected status (every status is
# counted), every session's pages show its own state and never another's (wrk's Lua script
# checks every answer against the session that sent the request: its token, its marker, the
# page it asked for, a 303 to its own form; and probes of random sessions during the run and
# of every session after it), the server's resident memory (read every second) within a bound
# from the cap and flat over the second half of the run. With SQLite (the default) a session
# the cap dropped from memory is loaded again from the store, so none may end, and the cap
# must drop sessions: the demo prints, as it stops, how many records it loaded from the
# store, and that must be at least N - CAP (the probes after the run find at most CAP live);
# with --sessions-store memory the cap ends the sessions it drops: their POSTs are answered
# 403, some must have ended and at most CAP be live at the end.
#
# --canary: the self-test of the checks, 3 s each on 300 sessions (cap 60) against the debug
# build started with a fault injected on purpose (demo --fault NAME, debug builds only);
# passes only if the check that must catch the fault fails: evict-nothing (the cap ignored)
# must fail "sessions", foreign-page (under load, now and then a request served in the
# previous request's session) must fail "wrk's answers are the sender's". Each prints
# "canary NAME: caught by load check 'CHECK' (DETAIL)"; the last line is "load canaries: N
# passed, M failed".
#
# Full: release build (Demo/.build-release), 60 s, 5,000 sessions, cap 1,000, 64 connections.
# --ci: 10 s, 500 sessions, cap 100, 16 connections, on the debug build the apps stage and
# scripts/e2e.sh already made. Installs wrk (apt-get) when missing; stops the server it
# started. Prints one table of figures; the last line is "load: N passed, M failed" (N, M
# count the checks); the exit status is non-zero when a check failed.
set -euo pipefail
cd "$(dirname "$0")/.."
ci="" demo="" seconds="" sessions="" connections="" max_sessions="" sessions_store=sqlite
canary=""
usage() {
  echo "usage: $0 [--ci | --canary] [--demo PATH] [--seconds S] [--sessions N]" \
    "[--connections C] [--max-sessions CAP] [--sessions-store sqlite|memory]" >&2
  exit 2
}
# Each option with a value sets the variable of its name (--max-sessions: max_sessions).
while [ $# -gt 0 ]; do
  case "$1" in
    --ci) ci=1 ;;
    --canary) canary=1 ci=1 ;;
    --demo | --seconds | --sessions | --connections | --max-sessions | --sessions-store)
      [ $# -ge 2 ] || usage
      name=${1#--}
      printf -v "${name//-/_}" '%s' "$2"
      shift ;;
    *) usage ;;
  esac
  shift
done
case "$sessions_store" in sqlite | memory) ;; *) usage ;; esac
if [ -n "$canary" ]; then
  seconds=${seconds:-3} sessions=${sessions:-300} connections=${connections:-16}
elif [ -n "$ci" ]; then
  seconds=${seconds:-10} sessions=${sessions:-500} connections=${connections:-16}
else
  seconds=${seconds:-60} sessions=${sessions:-5000} connections=${connections:-64}
fi
max_sessions=${max_sessions:-$((sessions / 5))}

# shellcheck source=scripts/demo-tools.sh
. scripts/demo-tools.sh
need_wrk load
demo_binary load "$ci" "$demo"

# load.py runs in the background, so the traps can stop it (and it, its server).
py_pid=""
cleanup() {
  [ -z "$py_pid" ] || { kill -TERM "$py_pid" 2>/dev/null; wait "$py_pid" 2>/dev/null; } || true
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# Runs load.py in the background, so the traps can stop it (and it, its server); sets status.
run_load() {
  status=0
  python3 scripts/load.py --demo "$demo" --seconds "$seconds" --sessions "$sessions" \
    --max-sessions "$max_sessions" --connections "$connections" --store "$sessions_store" "$@" &
  py_pid=$!
  wait "$py_pid" || status=$?
  py_pid=""
}

if [ -n "$canary" ]; then
  started=$SECONDS passed=0 failed=0
  for fault in evict-nothing foreign-page; do
    echo "== load canary $fault: $sessions sessions, cap $max_sessions, wrk $seconds s"
    run_load --canary "$fault"
    if [ "$status" -eq 0 ]; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
  done
  echo "load canaries: $passed passed, $failed failed in $((SECONDS - started)) s"
  [ "$failed" -eq 0 ]
  exit
fi

echo "== load: $sessions sessions, cap $max_sessions, $sessions_store store, wrk $seconds s," \
  "$connections connections"
run_load
if [ "$status" -ge 128 ]; then
  # load.py was stopped before its summary: one failed check.
  echo "load: 0 passed, 1 failed"
fi
exit "$status"
