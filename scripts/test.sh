#!/usr/bin/env bash
# Runs every check of the project: build with warnings as errors, all tests (also under
# AddressSanitizer/LeakSanitizer), the real-browser tests of the web demo, the walkthrough,
# the benchmarks in smoke mode, the strict format lint, the documentation build and its
# compiled examples. CI runs exactly this (see .ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== build (warnings are errors)"
swift build --build-tests -Xswiftc -warnings-as-errors

echo "== tests"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
swift test --skip-build 2>&1 | tee "$log"
swift_testing=$(sed -n 's/.*Test run with \([0-9]*\) tests\{0,1\} .* passed.*/\1/p' "$log" | tail -n 1)
xctest=$(sed -n 's/^[[:space:]]*Executed \([0-9]*\) tests\{0,1\}, with 0 failures.*/\1/p' "$log" | tail -n 1)
passed=$(( ${swift_testing:-0} + ${xctest:-0} ))

echo "== the web host (Web package): build with warnings as errors, then its tests"
swift build --package-path Web --build-tests -Xswiftc -warnings-as-errors
swift test --package-path Web --skip-build 2>&1 | tee "$log.web"
web=$(sed -n 's/.*Test run with \([0-9]*\) tests\{0,1\} .* passed.*/\1/p' "$log.web" | tail -n 1)
[ -n "$web" ] || { echo "Web: no Swift Testing summary line"; exit 1; }
passed=$(( passed + web ))
rm -f "$log.web"

echo "== the five apps (Demo package): build with warnings as errors, then their tests"
swift build --package-path Demo --build-tests -Xswiftc -warnings-as-errors
swift test --package-path Demo --skip-build 2>&1 | tee "$log.demo"
demo=$(sed -n 's/.*Test run with \([0-9]*\) tests\{0,1\} .* passed.*/\1/p' "$log.demo" | tail -n 1)
passed=$(( passed + ${demo:-0} ))
rm -f "$log.demo"

echo "== the UIKit and SwiftUI adapters against the stand-ins (StandIns package)"
# Linux has no UIKit or SwiftUI: StandIns/ declares the subset the adapters use with Apple's
# signatures, simulates the behaviour they rely on, and compiles the adapters' sources through
# symbolic links. The signature checks compare each stand-in declaration with the SDK text it
# was copied from (StandIns/SDKReference/).
swift build --package-path StandIns --build-tests -Xswiftc -warnings-as-errors
swift test --package-path StandIns --skip-build 2>&1 | tee "$log.standins"
standins=$(sed -n 's/.*Test run with \([0-9]*\) tests\{0,1\} .* passed.*/\1/p' "$log.standins" | tail -n 1)
[ -n "$standins" ] || { echo "StandIns: no Swift Testing summary line"; exit 1; }
passed=$(( passed + standins ))
rm -f "$log.standins"
for check in StandIns/scripts/check-*signatures.py; do python3 "$check"; done

echo "== real-browser end to end: the demo served on 127.0.0.1, driven by Chromium"
# Installs Chromium, chromedriver and fonts (apt-get) and Selenium (PyPI, .venv-e2e/) when
# they are missing; screenshots go to .e2e-artifacts/screenshots/.
scripts/e2e.sh 2>&1 | tee "$log.e2e"
e2e=$(sed -n 's/^e2e: \([0-9]*\) passed, 0 failed.*/\1/p' "$log.e2e" | tail -n 1)
[ -n "$e2e" ] || { echo "e2e: no summary line"; exit 1; }
passed=$(( passed + e2e ))
rm -f "$log.e2e"

echo "== the Swift Testing suites again under AddressSanitizer and LeakSanitizer"
# XCTest's own harness leaks a few bytes, so only the Swift Testing suites run here.
swift test --scratch-path .build-asan --sanitize=address --disable-xctest 2>&1 | tail -n 3

echo "== walkthrough (end to end): the main command's program runs and reports no problem"
walkthrough=$(swift run --skip-build coordination-walkthrough)
grep -q "^Inconsistencies between platform and state: 0$" <<<"$walkthrough"
grep -q "^Leaked coordinators or screen models: 0$" <<<"$walkthrough"
grep -q "renders for the link: 1$" <<<"$walkthrough"
echo "walkthrough: ok"

echo "== benchmarks: build and run in smoke mode (tiny counts; figures printed, no timing asserted)"
# The full run is scripts/bench.sh; scripts/bench-baseline.sh checks a working tree against
# the committed baseline.
scripts/bench.sh --smoke >/dev/null
echo "benchmarks: ok (table in Benchmarks/.build/bench-smoke.txt)"

echo "== app code needs no isolation annotations"
# The walkthrough, the five apps, their web views and their tests are compiled with
# .defaultIsolation(MainActor.self), as a new Xcode app target is; the core must let them
# compile without opting out of it.
app_code=(Sources/CoordinationWalkthrough Demo/Sources/{MoviesApp,MVVMLoginApp,LoginSignupApp,PagesApp,KanjiApp,DemoHome,DemoWeb}
  Demo/Tests/{MoviesAppTests,MVVMLoginAppTests,LoginSignupAppTests,PagesAppTests,KanjiAppTests,DemoHomeTests,DemoTestSupport})
if grep -rnE "nonisolated|assumeIsolated|@preconcurrency|@MainActor" "${app_code[@]}"; then
  echo "app code opts out of (or restates) its default isolation: see the lines above" >&2
  exit 1
fi
echo "app code: no isolation annotations"

echo "== no function of the core over 60 lines"
scripts/function-lengths.py Sources/Coordination Sources/CoordinationTesting Sources/CoordinationRendering \
  Sources/CoordinationUIKit Sources/CoordinationSwiftUI
echo "core: every function within 60 lines"

echo "== swift format lint --strict"
swift format lint --strict --recursive Package.swift Sources Tests Benchmarks/Package.swift \
  Benchmarks/Sources Web/Package.swift Web/Sources Web/Tests Demo/Package.swift Demo/Sources \
  Demo/Tests StandIns/Package.swift StandIns/Sources StandIns/Tests

echo "== documentation (warnings are errors)"
scripts/docs.sh

echo "== documentation examples compile and their tests pass"
scripts/check-doc-examples.sh --run
scripts/check-doc-examples.sh --web --run
scripts/check-doc-examples.sh --adapters --run

echo "== all checks passed"
echo "${passed} passed, 0 failed"
