#!/usr/bin/env bash
# Runs the checks of the project in named stages, each of which can also run alone:
#
#   scripts/test.sh                every stage, in this order (what CI runs: .ci/run)
#   scripts/test.sh STAGE...       only these stages, in the order given (e.g. `core lint`)
#   scripts/test.sh --list         the stage names, one a line
#
#   core     the root package (Coordination, CoordinationTesting, CoordinationRendering, the
#            walkthrough): build with warnings as errors, its tests, its Swift Testing suites
#            again under AddressSanitizer/LeakSanitizer and under ThreadSanitizer, the
#            walkthrough end to end, no core function over 60 lines, the benchmarks built and
#            run in smoke mode, the fuzz targets (scripts/fuzz.sh) run 20,000 times each; the
#            model check (ModelBasedTests) runs 200 sequences in the plain run and 50 under
#            each sanitizer (scripts/model-check.sh runs 100,000)
#   apps     the nested packages, each built with warnings as errors and tested: Web (the web
#            host and its session stores, against a throwaway PostgreSQL that scripts/postgres.sh
#            installs and starts; its suites also under ThreadSanitizer), Demo (the five apps), StandIns (the UIKit and SwiftUI adapters against the
#            stand-ins) and the stand-ins' signature checks; app code needs no isolation
#            annotations
#   browser  scripts/e2e.sh: the web demo served on 127.0.0.1 and driven by headless Chromium;
#            scripts/durability.sh --ci: sessions survive kill -9 (SQLite) and two hosts on one
#            PostgreSQL lose and double no update under load; scripts/load.sh --ci: wrk for 10 s
#            over 500 sessions against a cap of 100 live ones (no error, no 5xx, no unexpected
#            status, each session its own state, memory bounded and flat)
#   docs     scripts/docs.sh (every DocC catalog, warnings as errors) and the articles' Swift
#            examples compiled and their tests run (core, web host, adapters)
#   lint     swift format lint --strict, and scripts/api-breakage.sh against the newest release
#            tag (says there is none and passes until the first tag)
#
# A failing check stops the run. The last line is "N passed, 0 failed": N sums the test counts
# of the stages that ran (CI reads that line). An unknown stage name exits 2 before anything runs.
set -euo pipefail
cd "$(dirname "$0")/.."

stages=(core apps browser docs lint)

usage() {
  echo "usage: scripts/test.sh [--list] [STAGE...]   (stages: ${stages[*]}; none given: all)"
}

logs=$(mktemp -d)
postgres_dir=""
# One scratch path for every build that contains the web host and its dependencies (SwiftNIO,
# Hummingbird, swift-crypto, sqlite-nio, postgres-nio): the Web package, the Demo package (the
# apps stage, scripts/e2e.sh, scripts/durability.sh, the demo's DocC catalogs) and the web
# host's doc examples. Built once, those dependencies are reused by each of them instead of
# compiled again per package (about 17 minutes each on 2 cores). scripts/docs.sh and
# scripts/check-doc-examples.sh read it too.
export WEB_SCRATCH_PATH="$PWD/Web/.build"
demo_debug="$WEB_SCRATCH_PATH/debug/demo"
# Stops the tests' PostgreSQL server (stage apps) if one runs, and removes the temporary files.
cleanup() {
  if [ -n "$postgres_dir" ]; then
    scripts/postgres.sh stop "$postgres_dir" || true
    rm -rf "$postgres_dir"
  fi
  rm -rf "$logs"
}
trap cleanup EXIT
passed=0

# The number of tests of the last "Test run with N tests ... passed" line of a Swift Testing log.
swift_testing_count() {
  sed -n 's/.*Test run with \([0-9]*\) tests\{0,1\} .* passed.*/\1/p' "$1" | tail -n 1
}

stage_core() {
  echo "== build (warnings are errors)"
  swift build --build-tests -Xswiftc -warnings-as-errors

  echo "== tests"
  swift test --skip-build 2>&1 | tee "$logs/core"
  local swift_testing xctest
  swift_testing=$(swift_testing_count "$logs/core")
  xctest=$(sed -n 's/^[[:space:]]*Executed \([0-9]*\) tests\{0,1\}, with 0 failures.*/\1/p' \
    "$logs/core" | tail -n 1)
  passed=$((passed + ${swift_testing:-0} + ${xctest:-0}))

  echo "== the Swift Testing suites again under AddressSanitizer and LeakSanitizer"
  # XCTest's own harness leaks a few bytes, so only the Swift Testing suites run here.
  # The model check's sequences are fewer here: the sanitizers slow it several times.
  MODEL_SEQUENCES=50 swift test --scratch-path .build-asan --sanitize=address --disable-xctest \
    2>&1 | tail -n 3

  echo "== the Swift Testing suites again under ThreadSanitizer"
  MODEL_SEQUENCES=50 swift test --scratch-path .build-tsan --sanitize=thread --disable-xctest \
    2>&1 | tail -n 3

  echo "== walkthrough (end to end): the main command's program runs and reports no problem"
  local walkthrough
  walkthrough=$(swift run --skip-build coordination-walkthrough)
  grep -q "^Inconsistencies between platform and state: 0$" <<<"$walkthrough"
  grep -q "^Leaked coordinators or screen models: 0$" <<<"$walkthrough"
  grep -q "renders for the link: 1$" <<<"$walkthrough"
  echo "walkthrough: ok"

  echo "== no function of the core over 60 lines"
  scripts/function-lengths.py Sources/Coordination Sources/CoordinationTesting \
    Sources/CoordinationRendering Sources/CoordinationUIKit Sources/CoordinationSwiftUI
  echo "core: every function within 60 lines"

  echo "== benchmarks: build and run in smoke mode (tiny counts; figures printed, no timing asserted)"
  # The full run is scripts/bench.sh; scripts/bench-baseline.sh checks a working tree against
  # the committed baseline.
  scripts/bench.sh --smoke >/dev/null
  echo "benchmarks: ok (table in Benchmarks/.build/bench-smoke.txt)"

  echo "== fuzzing, short: deep links, restoration, the route codec (20,000 executions each)"
  # The long runs (10 million executions each) are scripts/fuzz.sh --runs 10000000.
  scripts/fuzz.sh --ci
}

# Starts a throwaway PostgreSQL server on a free loopback port for the session stores' contract
# tests and exports its URL as COORDINATION_TEST_POSTGRES_URL (those tests fail without it);
# installs the server from Debian's packages when it is missing. cleanup() stops it.
start_postgres() {
  echo "== a throwaway PostgreSQL on 127.0.0.1 for the session stores (scripts/postgres.sh)"
  local port
  port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  postgres_dir=$(mktemp -d)
  COORDINATION_TEST_POSTGRES_URL=$(scripts/postgres.sh start "$postgres_dir" "$port" | tail -n 1)
  export COORDINATION_TEST_POSTGRES_URL
  echo "PostgreSQL: running on 127.0.0.1:$port"
}

stage_apps() {
  start_postgres

  echo "== the web host (Web package): build with warnings as errors, then its tests"
  swift build --package-path Web --build-tests -Xswiftc -warnings-as-errors
  swift test --package-path Web --skip-build 2>&1 | tee "$logs/web"
  local web
  web=$(swift_testing_count "$logs/web")
  [ -n "$web" ] || { echo "Web: no Swift Testing summary line"; exit 1; }
  passed=$((passed + web))

  echo "== the web host's suites again under ThreadSanitizer"
  swift test --package-path Web --scratch-path Web/.build-tsan --sanitize=thread 2>&1 | tail -n 3

  echo "== the five apps (Demo package): build with warnings as errors, then their tests"
  swift build --package-path Demo --scratch-path "$WEB_SCRATCH_PATH" --build-tests \
    -Xswiftc -warnings-as-errors
  swift test --package-path Demo --scratch-path "$WEB_SCRATCH_PATH" --skip-build 2>&1 \
    | tee "$logs/demo"
  local demo
  demo=$(swift_testing_count "$logs/demo")
  [ -n "$demo" ] || { echo "Demo: no Swift Testing summary line"; exit 1; }
  passed=$((passed + demo))

  echo "== the UIKit and SwiftUI adapters against the stand-ins (StandIns package)"
  # Linux has no UIKit or SwiftUI: StandIns/ declares the subset the adapters use with Apple's
  # signatures, simulates the behaviour they rely on, and compiles the adapters' sources through
  # symbolic links. The signature checks compare each stand-in declaration with the SDK text it
  # was copied from (StandIns/SDKReference/).
  swift build --package-path StandIns --build-tests -Xswiftc -warnings-as-errors
  swift test --package-path StandIns --skip-build 2>&1 | tee "$logs/standins"
  local standins
  standins=$(swift_testing_count "$logs/standins")
  [ -n "$standins" ] || { echo "StandIns: no Swift Testing summary line"; exit 1; }
  passed=$((passed + standins))
  local check
  for check in StandIns/scripts/check-*signatures.py; do python3 "$check"; done

  echo "== app code needs no isolation annotations"
  # The walkthrough, the five apps, their web views and their tests are compiled with
  # .defaultIsolation(MainActor.self), as a new Xcode app target is; the core must let them
  # compile without opting out of it.
  local app_code=(Sources/CoordinationWalkthrough
    Demo/Sources/{MoviesApp,MVVMLoginApp,LoginSignupApp,PagesApp,KanjiApp,DemoHome,DemoWeb}
    Demo/Sources/{NavigationMap,NavigationMapCommand}
    Demo/Tests/{MoviesAppTests,MVVMLoginAppTests,LoginSignupAppTests,PagesAppTests,KanjiAppTests}
    Demo/Tests/{DemoHomeTests,DemoTestSupport,NavigationMapTests})
  if grep -rnE "nonisolated|assumeIsolated|@preconcurrency|@MainActor" "${app_code[@]}"; then
    echo "app code opts out of (or restates) its default isolation: see the lines above" >&2
    exit 1
  fi
  echo "app code: no isolation annotations"
}

# Adds N of a script's last "NAME: N passed, 0 failed" line to the count; stops when there is
# none (the script failed or printed no summary).
add_script_summary() {
  local name=$1 log=$2 count
  count=$(sed -n "s/^$name: \([0-9]*\) passed, 0 failed.*/\1/p" "$log" | tail -n 1)
  [ -n "$count" ] || { echo "$name: no summary line"; exit 1; }
  passed=$((passed + count))
}

stage_browser() {
  echo "== real-browser end to end: the demo served on 127.0.0.1, driven by Chromium"
  # Installs Chromium, chromedriver, fonts and a Java runtime (apt-get) and Selenium, the Nu
  # HTML checker and axe-core (PyPI, .venv-e2e/) when they are missing; screenshots go to
  # .e2e-artifacts/screenshots/, the validators' pages and reports to .e2e-artifacts/validators/.
  E2E_SCRATCH_PATH="$WEB_SCRATCH_PATH" scripts/e2e.sh 2>&1 | tee "$logs/e2e"
  add_script_summary e2e "$logs/e2e"

  echo "== durable sessions: kill -9 during bursts (SQLite), two hosts on one PostgreSQL under wrk"
  # The short mode (2 kills, 10 s of two hosts) on the debug build scripts/e2e.sh just made;
  # installs wrk and PostgreSQL (Debian's packages) when they are missing. The full run is
  # scripts/durability.sh (release build, 5 kills, 60 s).
  scripts/durability.sh --ci --demo "$demo_debug" 2>&1 | tee "$logs/durability"
  add_script_summary durability "$logs/durability"

  echo "== load: wrk over 500 sessions against a live-session cap of 100"
  # The short mode (10 s, about 40 s in all here) on the same debug build; installs wrk when
  # missing. The full run is scripts/load.sh (release build, 60 s, 5,000 sessions, cap 1,000).
  scripts/load.sh --ci --demo "$demo_debug" 2>&1 | tee "$logs/load"
  add_script_summary load "$logs/load"
}

stage_docs() {
  echo "== documentation (warnings are errors)"
  scripts/docs.sh

  echo "== documentation examples compile and their tests pass"
  scripts/check-doc-examples.sh --run
  scripts/check-doc-examples.sh --web --run
  scripts/check-doc-examples.sh --adapters --run
}

stage_lint() {
  echo "== swift format lint --strict"
  swift format lint --strict --recursive Package.swift Sources Tests Benchmarks/Package.swift \
    Benchmarks/Sources Web/Package.swift Web/Sources Web/Tests Demo/Package.swift Demo/Sources \
    Demo/Tests StandIns/Package.swift StandIns/Sources StandIns/Tests Fuzz
  echo "format: ok"

  echo "== API breakage against the newest release tag"
  scripts/api-breakage.sh
}

# The stages to run: all of them, or those named, each once, checked before anything runs.
is_in() {
  local wanted=$1 item
  shift
  for item in "$@"; do [ "$item" = "$wanted" ] && return 0; done
  return 1
}
selected=()
for arg in "$@"; do
  if is_in "$arg" "${stages[@]}"; then
    is_in "$arg" "${selected[@]}" || selected+=("$arg")
  elif [ "$arg" = -h ] || [ "$arg" = --help ]; then
    usage
    exit 0
  elif [ "$arg" = --list ]; then
    printf '%s\n' "${stages[@]}"
    exit 0
  else
    echo "scripts/test.sh: unknown stage '$arg'" >&2
    usage >&2
    exit 2
  fi
done
[ ${#selected[@]} -gt 0 ] || selected=("${stages[@]}")

for stage in "${selected[@]}"; do
  echo "=== stage $stage"
  started=$SECONDS
  "stage_$stage"
  echo "=== stage $stage: ok ($((SECONDS - started)) s)"
done

echo "== all checks passed (stages: ${selected[*]})"
echo "${passed} passed, 0 failed"
