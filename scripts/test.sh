#!/usr/bin/env bash
# Runs the checks of the project in named stages, each of which can also run alone:
#
#   scripts/test.sh                every stage, in this order (what CI runs: .ci/run)
#   scripts/test.sh STAGE...       only these stages, in the order given (e.g. `core lint`)
#   scripts/test.sh --list         the stage names, one a line
#
#   core     the root package (Coordination, CoordinationTesting, CoordinationRendering, the
#            walkthrough): build with warnings as errors, its tests, no plain `try` in a
#            property body, none of the constructs the core keeps out
#            (scripts/check-core-constructs.py), its Swift Testing suites again under AddressSanitizer/LeakSanitizer
#            and under ThreadSanitizer (each with a canary: Canaries/Sanitizers, a planted
#            use-after-free and data race), the walkthrough end to end, Sources/Coordination
#            within its line budget (scripts/check-core-size.py), the design record's walks
#            true to the code (scripts/check-walks.py), no core function over 60
#            lines, the benchmarks built and run in smoke mode, the fuzz targets
#            (scripts/fuzz.sh) run 20,000 times each; the model check (ModelBasedTests) runs 200
#            sequences in the plain run and 50 under each sanitizer (scripts/model-check.sh
#            runs 100,000)
#   apps     the nested packages, each built with warnings as errors and tested: Web (the web
#            host and its session stores, against a throwaway PostgreSQL that scripts/postgres.sh
#            installs and starts; its suites also under ThreadSanitizer, built without its
#            PostgreSQL trait), Demo (the five apps),
#            StandIns (the UIKit and SwiftUI adapters against the stand-ins, in a scratch path
#            of its own, checked to leave no UIKit or SwiftUI module where the others build) and
#            the stand-ins' signature checks; app code needs no isolation annotations
#   browser  scripts/e2e.sh: the web demo served on 127.0.0.1 and driven by headless Chromium
#            and Firefox, failing on anything the server writes to stderr (canaries: a forged
#            CSRF token accepted, a page that fails in Firefox only, an error line logged);
#            the journey Chromium recorded, replayed in Swift (Demo's RecordedJourneyTests);
#            scripts/durability.sh --ci: sessions survive kill -9 (SQLite) and two
#            hosts on one PostgreSQL lose and double no update under load; scripts/load.sh
#            --ci: wrk for 10 s over 500 sessions against a cap of 100 live ones (no error, no
#            5xx, no unexpected status, each answer the sender's own session, the cap evicting
#            and the store loading back, memory bounded and flat)
#
# Each check that can pass on a broken program has a canary run beside it: a fault injected on
# purpose that the check must catch, the canary passing only if the check fails (the
# walkthrough's and fuzz.sh's --canary, the property-body, signature, doc-words, doc-topics and
# core-size checkers' --self-test, the sanitizer runs against Canaries/Sanitizers, e2e.sh,
# durability.sh and load.sh --canary against the demo's debug-only --fault).
#   docs     scripts/docs.sh (every DocC catalog, warnings as errors; every public top-level
#            symbol of the library's modules in a Topics group, scripts/check-doc-topics.py),
#            the catalogs merged into one site, served on 127.0.0.1 and each module's page
#            fetched (scripts/docs-site.sh --check, with its canary), and the articles' Swift
#            examples compiled and their tests run (core, web host, adapters)
#   lint     no work-log label or machine path in the Markdown files and doc comments
#            (scripts/check-doc-words.py, with its --self-test), the self-test of
#            scripts/check-doc-topics.py, swift format lint --strict, and
#            scripts/api-breakage.sh against the newest release of RELEASES.txt (its tag made
#            by scripts/release-tags.sh in a clone that lacks it), with its canary, and the
#            README's installation followed from a fresh clone (scripts/check-install.sh)
#
# Every check's output is read by scripts/tally.py, which counts what it ran by kind (test
# functions and their cases, XCTest tests, sanitizer reruns, browser cases, script checks,
# canaries, fuzz executions, compiled examples) and fails the check when it ran nothing it should
# have. At the end each stage's counts are printed, then the last line "N passed, M failed" (CI
# reads it): N sums only what can fail on its own (test cases, XCTest tests, sanitizer reruns,
# browser cases, script checks, canaries), never fuzz executions or compiled examples. A failing
# check stops the run, and the last line then says "1 failed" after naming the check. Stages
# chosen by name that run nothing that can fail say so instead of "0 passed, 0 failed". An
# unknown stage name exits 2 before anything runs.
set -euo pipefail
cd "$(dirname "$0")/.."

stages=(core apps browser docs lint)

usage() {
  echo "usage: scripts/test.sh [--list] [STAGE...]   (stages: ${stages[*]}; none given: all)"
}

logs=$(mktemp -d)
postgres_dir=""
# One scratch path for every debug build of the web host's and the demo's packages: the Web
# package, the Demo package (the apps stage, scripts/e2e.sh, scripts/durability.sh), their DocC
# catalogs and the web host's doc examples. Built once, the core and the dependencies (SwiftNIO,
# Hummingbird, swift-crypto, sqlite-nio, postgres-nio) are reused by each of them instead of
# compiled again per package. scripts/docs.sh and scripts/check-doc-examples.sh read it too.
export WEB_SCRATCH_PATH="$PWD/Web/.build"
# The stand-ins' package, the adapters' doc examples and the README's build in the stand-ins'
# own scratch path (StandIns/.build, where a plain `swift build` there puts them), never in the
# one above: their modules are named UIKit and SwiftUI, and a package built beside them would
# see `canImport(UIKit)` true (swift-property-based then compiles its UIKit code and fails).
export STANDINS_SCRATCH_PATH="$PWD/StandIns/.build"
demo_debug="$WEB_SCRATCH_PATH/debug/demo"
tally="$logs/tally"
current_stage="" current_check=""
# Stops the tests' PostgreSQL server (stage apps) if one runs, prints what ran (and the check
# that failed, if one did) and removes the temporary files.
cleanup() {
  local status=$?
  if [ -n "$current_stage" ]; then
    if [ "$status" -ne 0 ]; then
      scripts/tally.py report "$tally" --failed "$current_stage" "${current_check:-?}" || true
    fi
  fi
  if [ -n "$postgres_dir" ]; then
    scripts/postgres.sh stop "$postgres_dir" || true
    rm -rf "$postgres_dir"
  fi
  rm -rf "$logs"
}
trap cleanup EXIT

# Names the check about to run (the run's last line names it if it fails) and prints it, after
# the time the previous check of the stage took.
check_started=""
check() {
  if [ -n "$check_started" ]; then echo "   ($((SECONDS - check_started)) s)"; fi
  check_started=$SECONDS
  current_check=$1
  echo "== $1"
}

# Counts what a check's log shows it ran (scripts/tally.py record; KIND as tally.py reads it);
# fails when it ran nothing.
count() {
  scripts/tally.py record "$tally" "$current_stage" "$1" "$2" "$3"
}

# Counts one check that passed, or N of a kind the caller counted itself.
count_one() {
  scripts/tally.py add "$tally" "$current_stage" "${3:-script checks}" "$1" "${2:-1}"
}

# Runs a command quietly into LOG; on failure prints the log's end and fails. Prints the last
# lines either way.
quietly() {
  local log=$1
  shift
  if ! "$@" >"$log" 2>&1; then
    tail -n 60 "$log"
    return 1
  fi
  tail -n 3 "$log"
}

# Runs the Swift Testing suites of a package under a sanitizer (address or thread) into LOG,
# as quietly does; fails when a test failed or the sanitizer reported anything, even where the
# sanitizer's exit code would not say so. Arguments: LOG, the sanitizer, then swift's extra
# arguments (a scratch path, a package path).
sanitized_tests() {
  local log=$1 sanitizer=$2
  shift 2
  quietly "$log" swift test --sanitize="$sanitizer" --disable-xctest "$@" || return 1
  if grep -qE "^(==[0-9]+==)?(WARNING|ERROR): (Thread|Address|Leak)Sanitizer" "$log"; then
    grep -E -A 12 "^(==[0-9]+==)?(WARNING|ERROR): (Thread|Address|Leak)Sanitizer" "$log" | head -n 60
    return 1
  fi
}

# The canary of a sanitizer check: the package Canaries/Sanitizers run by sanitized_tests under
# SANITIZER must pass with no fault planted, and fail with FAULT planted, the log matching REPORT (an extended regular expression).
# Arguments: SANITIZER, FAULT, REPORT.
sanitizer_canary() {
  local sanitizer=$1 fault=$2 report=$3 log="$logs/canary-$2"
  local package=(--package-path Canaries/Sanitizers --scratch-path "Canaries/Sanitizers/.build-$1")
  if ! PLANTED_FAULT=none sanitized_tests "$log" "$sanitizer" "${package[@]}"; then
    echo "the $sanitizer sanitizer check failed with no fault planted" >&2
    return 1
  fi
  if PLANTED_FAULT=$fault sanitized_tests "$log" "$sanitizer" "${package[@]}" >/dev/null; then
    echo "the $sanitizer sanitizer check passed with a $fault planted" >&2
    return 1
  fi
  if ! grep -qE "$report" "$log"; then
    tail -n 40 "$log"
    echo "the $sanitizer sanitizer check failed with a $fault planted, but not on '$report'" >&2
    return 1
  fi
  echo "$sanitizer sanitizer canary: passes with no fault, fails on the planted $fault ($report)"
  count_one "$sanitizer sanitizer canary: the planted $fault caught" 1 canaries
}

stage_core() {
  check "build (warnings are errors)"
  swift build --build-tests -Xswiftc -warnings-as-errors

  check "tests"
  swift test --skip-build 2>&1 | tee "$logs/core"
  count swift-testing "root package: Swift Testing" "$logs/core"
  count xctest "root package: XCTest" "$logs/core"

  check "no property body can pass by throwing"
  python3 scripts/check-property-bodies.py
  count_one "property bodies: no plain try"
  python3 scripts/check-property-bodies.py --self-test >/dev/null
  count_one "property-body check: its bad snippet caught" 1 canaries

  check "the Swift Testing suites again under AddressSanitizer and LeakSanitizer"
  # XCTest's own harness leaks a few bytes, so only the Swift Testing suites run here.
  # The model check's sequences are fewer here: the sanitizers slow it several times.
  MODEL_SEQUENCES=50 sanitized_tests "$logs/asan" address --scratch-path .build-asan
  count sanitizer "root package under AddressSanitizer" "$logs/asan"

  check "the Swift Testing suites again under ThreadSanitizer"
  MODEL_SEQUENCES=50 sanitized_tests "$logs/tsan" thread --scratch-path .build-tsan
  count sanitizer "root package under ThreadSanitizer" "$logs/tsan"

  check "sanitizer canaries: a planted data race and a planted use-after-free fail those checks"
  sanitizer_canary thread data-race "ThreadSanitizer: (data race|Swift access race)"
  sanitizer_canary address use-after-free "AddressSanitizer: heap-use-after-free"

  check "walkthrough (end to end): the main command's program runs and reports no problem"
  local walkthrough
  walkthrough=$(swift run --skip-build coordination-walkthrough)
  grep -q "^Inconsistencies between platform and state: 0$" <<<"$walkthrough"
  grep -q "^Leaked coordinators or screen models: 0$" <<<"$walkthrough"
  grep -q "^Steps that went otherwise than expected: 0$" <<<"$walkthrough"
  grep -q "renders for the link: 1$" <<<"$walkthrough"
  count_one "walkthrough: every step as expected, no drift, no leak, one render for the link"
  check "walkthrough canary: a step that fails where none should fails the walkthrough"
  if walkthrough=$(swift run --skip-build coordination-walkthrough --canary); then
    echo "the walkthrough passed with an unexpected error in a step" >&2
    return 1
  fi
  grep -q "^Steps that went otherwise than expected: 1$" <<<"$walkthrough"
  count_one "walkthrough canary: caught" 1 canaries

  check "none of the constructs the core keeps out (unchecked exclusivity, unsafe memory, hand-made hash tables, packed fields)"
  python3 scripts/check-core-constructs.py Sources/Coordination
  python3 scripts/check-core-constructs.py Sources/CoordinationLinks
  count_one "core constructs: none forbidden"
  python3 scripts/check-core-constructs.py --self-test >/dev/null
  count_one "core-construct check: its forbidden snippets caught" 1 canaries

  check "the core within its line budget (scripts/check-core-size.py)"
  python3 scripts/check-core-size.py
  count_one "core size: within its line budget"
  python3 scripts/check-core-size.py --self-test >/dev/null
  count_one "core-size check: a core one line over its budget caught" 1 canaries

  check "the walks of the design record match the code (scripts/check-walks.py)"
  python3 scripts/check-walks.py
  count_one "design-record walks: every function and call found"
  python3 scripts/check-walks.py --self-test >/dev/null
  count_one "walks check: a renamed function and a missing call caught" 1 canaries

  check "no function of the core over 60 lines"
  scripts/function-lengths.py Sources/Coordination Sources/CoordinationLinks Sources/CoordinationTesting \
    Sources/CoordinationJourneys Sources/CoordinationRendering Sources/CoordinationUIKit \
    Sources/CoordinationSwiftUI
  count_one "function lengths: every function within 60 lines"

  check "benchmarks: build and run in smoke mode (tiny counts; figures printed, no timing asserted)"
  # The full run is scripts/bench.sh; scripts/bench-baseline.sh checks a working tree against
  # the committed baseline.
  scripts/bench.sh --smoke >/dev/null
  count_one "benchmarks: every benchmark ran (table in Benchmarks/.build/bench-smoke.txt)"

  check "fuzzing, short: deep links, restoration, the route codec (20,000 executions each)"
  # The long runs (10 million executions each) are scripts/fuzz.sh --runs 10000000.
  scripts/fuzz.sh --ci 2>&1 | tee "$logs/fuzz"
  count fuzz "fuzz targets: executions" "$logs/fuzz"
  count script: "fuzz targets: no crash, leak or timeout" "$logs/fuzz"
  check "fuzz canary: a fault planted in a target's check must stop the fuzzer"
  scripts/fuzz.sh --canary 2>&1 | tee "$logs/fuzz-canary"
  count "canary:fuzz canaries" "fuzz canary" "$logs/fuzz-canary"
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

# Builds a nested package with warnings as errors, runs its tests and counts them.
# Arguments: the package path, then swift's extra arguments (a scratch path).
test_package() {
  local package=$1
  shift
  check "$package: build with warnings as errors, then its tests"
  swift build --package-path "$package" "$@" --build-tests -Xswiftc -warnings-as-errors
  swift test --package-path "$package" "$@" --skip-build 2>&1 | tee "$logs/$package"
  count swift-testing "$package package" "$logs/$package"
}

# Fails when a scratch path holds a module of the stand-ins (UIKit, SwiftUI): every package
# built there would then see `canImport(UIKit)` or `canImport(SwiftUI)` true.
no_stand_in_modules_in() {
  check "no stand-in module (UIKit, SwiftUI) where other packages build ($1)"
  local found
  found=$(find "$1" -maxdepth 4 \( -name 'UIKit.swiftmodule' -o -name 'SwiftUI.swiftmodule' \) \
    2>/dev/null || true)
  if [ -n "$found" ]; then
    echo "stand-in modules in a shared scratch path: $found" >&2
    return 1
  fi
  count_one "no stand-in module in $(basename "$(dirname "$1")")/$(basename "$1")"
}

stage_apps() {
  start_postgres

  # The web host and its session stores.
  test_package Web
  check "the web host's suites again under ThreadSanitizer (without the PostgreSQL trait)"
  # The host, its memory and SQLite stores: without the package's PostgreSQL trait, PostgresNIO,
  # swift-crypto and their BoringSSL are not compiled a second time with the sanitizer, a third
  # of this build. The PostgreSQL store's own tests ran above; two hosts sharing one PostgreSQL
  # run under load in the browser stage (scripts/durability.sh).
  sanitized_tests "$logs/web-tsan" thread --package-path Web --scratch-path Web/.build-tsan \
    --disable-default-traits
  count sanitizer "Web package under ThreadSanitizer" "$logs/web-tsan"

  # The five apps.
  test_package Demo --scratch-path "$WEB_SCRATCH_PATH"

  # The UIKit and SwiftUI adapters against the stand-ins. Linux has no UIKit or SwiftUI:
  # StandIns/ declares the subset the adapters use with Apple's signatures, simulates the
  # behaviour they rely on, and compiles the adapters' sources through symbolic links. Its tests
  # run as a plain `swift test` runs them: those that use the stand-ins' process-wide state say
  # so (the trait `.usesStandInState`) and take turns; the others run in parallel.
  test_package StandIns --scratch-path "$STANDINS_SCRATCH_PATH"
  no_stand_in_modules_in "$WEB_SCRATCH_PATH"
  check "the stand-ins' signatures against the SDK text (StandIns/SDKReference/)"
  local checker
  for checker in StandIns/scripts/check-*signatures.py; do
    python3 "$checker"
    count_one "$(basename "$checker" .py)"
    python3 "$checker" --self-test >/dev/null
    count_one "$(basename "$checker" .py) --self-test: every mutation caught" 1 canaries
  done

  check "app code needs no isolation annotations"
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
  count_one "app code: no isolation annotations"
}

stage_browser() {
  check "real-browser end to end: the demo served on 127.0.0.1, driven by Chromium"
  # Installs Chromium, chromedriver, fonts and a Java runtime (apt-get) and Selenium, the Nu
  # HTML checker and axe-core (PyPI, .venv-e2e/) when they are missing; screenshots go to
  # .e2e-artifacts/screenshots/, the validators' pages and reports to .e2e-artifacts/validators/.
  rm -f .e2e-artifacts/journey.json  # written again by the run, for the replay below
  E2E_SCRATCH_PATH="$WEB_SCRATCH_PATH" scripts/e2e.sh 2>&1 | tee "$logs/e2e"
  count pytest "browser end to end (Demo/E2E)" "$logs/e2e"
  check "the journey Chromium just recorded (test_inspector.py) replays in Swift, step for step"
  # Demo's RecordedJourneyTests read the file DEMO_JOURNEY names instead of the journey kept in
  # Demo/E2E/journeys/; the apps stage built them with these flags, so nothing is rebuilt.
  swift build --package-path Demo --scratch-path "$WEB_SCRATCH_PATH" --build-tests \
    -Xswiftc -warnings-as-errors
  DEMO_JOURNEY="$PWD/.e2e-artifacts/journey.json" swift test --package-path Demo \
    --scratch-path "$WEB_SCRATCH_PATH" --skip-build --filter RecordedJourneyTests 2>&1 \
    | tee "$logs/journey-replay"
  count swift-testing "Chromium's journey replayed" "$logs/journey-replay"
  check "hostile-requests canary: the CSRF check disabled on purpose must fail the victim check"
  E2E_SCRATCH_PATH="$WEB_SCRATCH_PATH" scripts/e2e.sh --canary csrf 2>&1 | tee "$logs/e2e-canary"
  count "canary:hostile canaries" "hostile canary" "$logs/e2e-canary"
  check "Firefox canary: a page that fails in Firefox only must fail the browser run"
  E2E_SCRATCH_PATH="$WEB_SCRATCH_PATH" scripts/e2e.sh --canary firefox 2>&1 \
    | tee "$logs/e2e-firefox-canary"
  count "canary:firefox canaries" "Firefox canary" "$logs/e2e-firefox-canary"
  check "server stderr canary: an error line the demo logs must fail the browser run"
  E2E_SCRATCH_PATH="$WEB_SCRATCH_PATH" scripts/e2e.sh --canary stderr 2>&1 \
    | tee "$logs/e2e-stderr-canary"
  count "canary:stderr canaries" "server stderr canary" "$logs/e2e-stderr-canary"

  check "durable sessions: kill -9 during bursts (SQLite), two hosts on one PostgreSQL under wrk"
  # The short mode (2 kills, 10 s of two hosts) on the debug build scripts/e2e.sh just made;
  # installs wrk and PostgreSQL (Debian's packages) when they are missing. The full run is
  # scripts/durability.sh (release build, 5 kills, 60 s).
  scripts/durability.sh --ci --demo "$demo_debug" 2>&1 | tee "$logs/durability"
  count script:durability "durability checks" "$logs/durability"
  check "durability canaries: each check fails on the fault it must catch"
  scripts/durability.sh --canary --demo "$demo_debug" 2>&1 | tee "$logs/durability-canaries"
  count "canary:durability canaries" "durability canaries" "$logs/durability-canaries"

  check "load: wrk over 500 sessions against a live-session cap of 100"
  # The short mode (10 s, about 40 s in all here) on the same debug build; installs wrk when
  # missing. The full run is scripts/load.sh (release build, 60 s, 5,000 sessions, cap 1,000).
  scripts/load.sh --ci --demo "$demo_debug" 2>&1 | tee "$logs/load"
  count script:load "load checks" "$logs/load"
  check "load canaries: each check fails on the fault it must catch"
  scripts/load.sh --canary --demo "$demo_debug" 2>&1 | tee "$logs/load-canaries"
  count "canary:load canaries" "load canaries" "$logs/load-canaries"
}

stage_docs() {
  check "documentation (warnings are errors)"
  scripts/docs.sh 2>&1 | tee "$logs/docs"
  count_one "DocC catalogs built without a warning" "$(grep -c '^documentation for .*: ok$' "$logs/docs")"
  count_one "DocC catalogs with every public top-level symbol in a Topics group" \
    "$(grep -c '^topics for .*: every public top-level symbol curated$' "$logs/docs")"
  check "the documentation site: every module's page served on 127.0.0.1 and fetched"
  scripts/docs-site.sh --check --no-build 2>&1 | tee "$logs/docs-site"
  count "script:docs site" "documentation site pages" "$logs/docs-site"
  scripts/docs-site.sh --canary --no-build 2>&1 | tee "$logs/docs-site-canary"
  count "canary:docs-site canaries" "documentation site canary" "$logs/docs-site-canary"

  local kind
  for kind in core web adapters readme; do
    check "documentation examples ($kind) compile and their tests pass"
    local flag=()
    [ "$kind" = core ] || flag=("--$kind")
    scripts/check-doc-examples.sh "${flag[@]}" --run 2>&1 | tee "$logs/examples-$kind"
    count swift-testing "doc examples ($kind): their tests" "$logs/examples-$kind"
    count_one "doc examples ($kind): Swift blocks compiled" \
      "$(sed -n 's/^doc examples: compiled \([0-9]*\) .*/\1/p' "$logs/examples-$kind")" \
      "compiled examples"
  done
  no_stand_in_modules_in "$WEB_SCRATCH_PATH"
}

stage_lint() {
  check "the README stays short enough to read (at most 10,000 characters)"
  local readme_length
  readme_length=$(LC_ALL=C.UTF-8 wc -m <README.md)
  echo "README.md: $readme_length characters"
  [ "$readme_length" -le 10000 ] || { echo "README.md is over 10,000 characters" >&2; false; }
  count_one "README length: within 10,000 characters"

  check "no work-log label or machine path in Markdown files and doc comments"
  python3 scripts/check-doc-words.py
  count_one "documentation words: no work-log label or machine path"
  python3 scripts/check-doc-words.py --self-test >/dev/null
  count_one "documentation-words check: its planted lines caught" 1 canaries
  check "the Topics check catches what it must (scripts/check-doc-topics.py --self-test)"
  python3 scripts/check-doc-topics.py --self-test >/dev/null
  count_one "documentation-topics check: its planted uncurated symbols caught" 1 canaries

  check "swift format lint --strict"
  swift format lint --strict --recursive Package.swift Sources Tests Benchmarks/Package.swift \
    Benchmarks/Sources Web/Package.swift Web/Sources Web/Tests Demo/Package.swift Demo/Sources \
    Demo/Tests StandIns/Package.swift StandIns/Sources StandIns/Tests StandIns/OSLogging Fuzz \
    Canaries
  count_one "swift format lint --strict: no finding"

  check "the README's installation, from a fresh clone (scripts/check-install.sh)"
  scripts/check-install.sh 2>&1 | tee "$logs/install"
  count script:install "README installation from a clone" "$logs/install"

  check "API breakage against the newest release of RELEASES.txt"
  scripts/api-breakage.sh 2>&1 | tee "$logs/api-breakage"
  count_one "API breakage: none against the newest release"
  check "API-breakage canary: a public declaration removed on purpose must fail the check"
  scripts/api-breakage.sh --canary 2>&1 | tee "$logs/api-breakage-canary"
  count "canary:api-breakage canaries" "API-breakage canary" "$logs/api-breakage-canary"
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
  current_stage=$stage current_check=""
  started=$SECONDS
  "stage_$stage"
  echo "=== stage $stage: ok ($((SECONDS - started)) s)"
done
current_stage=""

echo "== all checks passed (stages: ${selected[*]})"
scripts/tally.py report "$tally"
