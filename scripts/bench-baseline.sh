#!/usr/bin/env bash
# The ordo-one benchmarks (Benchmarks/Sources/Benchmarks/HotPaths) against the committed
# baseline Benchmarks/.benchmarkBaselines/HotPaths/main/results.json.
#
#   scripts/bench-baseline.sh check                run the benchmarks and compare: exits 2 (and
#                                                  prints the deviations) when a benchmark makes
#                                                  more than 20% more allocations
#                                                  (mallocCountTotal, median) or has a peak
#                                                  resident memory 20% higher; with
#                                                  BENCH_WALLCLOCK_THRESHOLD=N set, also when it
#                                                  is more than N% slower in wall clock (median)
#   scripts/bench-baseline.sh check --allocations  the same with a handful of iterations and
#                                                  wall clock not checked: allocation counts do
#                                                  not depend on the machine's load (fast, for CI)
#   scripts/bench-baseline.sh update               run the benchmarks and store them as the
#                                                  baseline (then commit the results.json)
#
# Thresholds live in BenchSettings.swift. An improvement beyond a threshold is reported and
# passes; update the baseline to keep it. Wall clock is not checked by default: on this shared
# CPU two runs of unchanged code differed by up to 57% at the median. Set
# BENCH_WALLCLOCK_THRESHOLD only on a quiet machine, the one that recorded the baseline.
# Allocation counts are exact and machine-independent.
set -euo pipefail
cd "$(dirname "$0")/.."
name=main
benchmark=(swift package --package-path Benchmarks --allow-writing-to-package-directory benchmark)

case "${1:-} ${2:-}" in
  "update ")
    "${benchmark[@]}" baseline update "$name" --no-progress
    echo "bench-baseline: stored Benchmarks/.benchmarkBaselines/HotPaths/$name/results.json"
    ;;
  "check " | "check --allocations")
    if [ "${2:-}" = --allocations ]; then
      export BENCH_SMOKE=1
      unset BENCH_WALLCLOCK_THRESHOLD
    fi
    log=$(mktemp)
    trap 'rm -f "$log"' EXIT
    status=0
    "${benchmark[@]}" baseline check "$name" --no-progress 2>&1 | tee "$log" || status=$?
    # The plugin exits 1 for a regression and for a failure alike; its verdict line tells.
    if grep -aq "is WORSE than the '$name' baseline" "$log"; then
      echo "bench-baseline: REGRESSION against '$name' (see the deviations above)"
      status=2
    elif [ "$status" -ne 0 ] && ! grep -aq "is BETTER than the '$name' baseline" "$log"; then
      echo "bench-baseline: the check failed (exit $status)"
    else
      grep -aq "is BETTER" "$log" \
        && echo "bench-baseline: better than '$name' beyond a threshold (update the baseline to keep it)"
      echo "bench-baseline: within the thresholds of '$name'"
      status=0
    fi
    exit "$status"
    ;;
  *)
    echo "usage: $0 update | check [--allocations]" >&2
    exit 2
    ;;
esac
