#!/usr/bin/env bash
# Model-based check of the core: random sequences of code and user operations (push, pop,
# back, back-menu multi-pop, cancelled swipe, present, swipe-dismiss, tab switch, deep links,
# save and restore, child finish, awaited results, callbacks that navigate) run on the real
# NavigationStore and on a reference model side by side (Tests/CoordinationTests/Model/),
# compared after every step: state, coordinator tree, events with causes, finishes and
# resumptions. A mismatch is shrunk and printed with its seed.
#
#   scripts/model-check.sh                                 # 100,000 sequences of 30 steps
#   scripts/model-check.sh --sequences 5000 --seed 42      # another run
#   scripts/model-check.sh --steps 60                      # longer sequences
#
# The tests are built in release mode with testing enabled (one target uses @testable), into
# .build/release. The CI stage `core` runs the same test in debug with 200 sequences as part
# of `swift test`. Prints sequences, steps, seconds, and "model-check: N sequences, 0
# mismatches", then "1 passed, 0 failed" (or "0 passed, 1 failed" with the shrunk sequence).
set -euo pipefail
cd "$(dirname "$0")/.."

sequences=100000
seed=""
steps=30
while [ $# -gt 0 ]; do
  case "$1" in
    --sequences) sequences="$2"; shift 2 ;;
    --seed) seed="$2"; shift 2 ;;
    --steps) steps="$2"; shift 2 ;;
    -h|--help) sed -n '2,17p' "$0"; exit 0 ;;
    *) echo "usage: scripts/model-check.sh [--sequences N] [--seed S] [--steps K]" >&2; exit 2 ;;
  esac
done

echo "== build (release, testing enabled)"
swift build -c release --build-tests -Xswiftc -enable-testing

log=$(mktemp)
trap 'rm -f "$log"' EXIT
started=$(date +%s)
status=0
MODEL_SEQUENCES="$sequences" MODEL_STEPS="$steps" ${seed:+MODEL_SEED="$seed"} \
  swift test -c release --skip-build -Xswiftc -enable-testing \
  --filter 'ModelBasedTests' >"$log" 2>&1 || status=$?
seconds=$(($(date +%s) - started))
grep -v '^↳ ///' "$log" | sed -n '/Test theEngineAgreesWithTheModel/,$p' | head -120
if [ "$status" -ne 0 ] || ! grep -q "model-check: .*, 0 mismatches" "$log"; then
  echo "model-check: FAILED after ${seconds} s (see the shrunk sequence above)"
  echo "0 passed, 1 failed"
  exit 1
fi
line=$(grep -o "model-check: .*" "$log" | tail -n 1)
echo "sequences run: $sequences, steps per sequence: $steps, seconds: $seconds (wall, with start-up)"
echo "$line"
echo "model-check: $sequences sequences, 0 mismatches"
echo "1 passed, 0 failed"
