#!/usr/bin/env bash
# Runs plain `swift test` many times in each package, as a contributor runs it: no flag, each
# package in its own scratch path (its .build), so that a test which passes only sometimes, or
# only after another package was built, shows up. The first run builds; a failed run's output is
# kept.
#
#   scripts/repeat-tests.sh                      20 runs in each package: . Web Demo StandIns
#   scripts/repeat-tests.sh --runs 5 Web Demo    5 runs, these packages only
#
# Prints one line per package, `repeat-tests: PACKAGE: K of N passed (T s per run)`, then
# `repeat-tests: N passed, M failed` over the packages (a package passes when every run did);
# exits 1 when a run failed. Failed runs' output: .build-repeat-tests/PACKAGE-run-K.log.
set -euo pipefail
cd "$(dirname "$0")/.."

runs=20
packages=()
while [ $# -gt 0 ]; do
  case $1 in
    --runs)
      [[ "${2:-}" =~ ^[1-9][0-9]*$ ]] || { echo "repeat-tests: --runs takes a positive number" >&2; exit 2; }
      runs=$2
      shift 2
      ;;
    -h | --help) sed -n '2,13p' "$0"; exit 0 ;;
    -*) echo "repeat-tests: unknown option $1" >&2; exit 2 ;;
    *)
      [ -f "$1/Package.swift" ] || { echo "repeat-tests: $1 is not a package" >&2; exit 2; }
      packages+=("$1")
      shift
      ;;
  esac
done
[ ${#packages[@]} -gt 0 ] || packages=(. Web Demo StandIns)

logs=.build-repeat-tests
mkdir -p "$logs"
passed_packages=0 failed_packages=0
for package in "${packages[@]}"; do
  name=$([ "$package" = . ] && echo root || echo "$package")
  echo "== repeat-tests: $name: building (swift build --build-tests)"
  swift build --package-path "$package" --build-tests 2>&1 | tail -n 1
  passed=0 seconds=0
  for run in $(seq 1 "$runs"); do
    log="$logs/$name-run-$run.log"
    started=$SECONDS
    if swift test --package-path "$package" >"$log" 2>&1; then
      passed=$((passed + 1))
      rm -f "$log"
    else
      echo "repeat-tests: $name: run $run failed (output kept in $log):"
      grep -E "✘|error:|failed" "$log" | head -n 10 || true
    fi
    seconds=$((seconds + SECONDS - started))
  done
  echo "repeat-tests: $name: $passed of $runs passed ($((seconds / runs)) s per run)"
  if [ "$passed" -eq "$runs" ]; then
    passed_packages=$((passed_packages + 1))
  else
    failed_packages=$((failed_packages + 1))
  fi
done
echo "repeat-tests: $passed_packages passed, $failed_packages failed"
[ "$failed_packages" -eq 0 ]
