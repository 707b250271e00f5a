#!/usr/bin/env bash
# Builds the DocC catalogs of the library modules, of the web host (Web package), of the UIKit and
# SwiftUI adapters (against the stand-ins) and of the Demo package's modules; broken symbol links
# and undocumented parameters fail the build (--warnings-as-errors). For the library's modules
# (the core's four, the web host's three, the two adapters), scripts/check-doc-topics.py then
# fails on a public top-level symbol that is in no Topics group of its catalog, reading the
# symbol graphs the plugin has just extracted.
set -euo pipefail
cd "$(dirname "$0")/.."
log=$(mktemp)
trap 'rm -f "$log"' EXIT
# Every archive this run builds, one path per line, for scripts/docs-site.sh to merge.
archives=.build/docs/archives.txt
mkdir -p .build/docs
: >"$archives"
# The scratch path a nested package builds in: the web host's and the demo's packages in
# WEB_SCRATCH_PATH when it is set (scripts/test.sh sets it: one build of their dependencies
# shared by both), the stand-ins' in STANDINS_SCRATCH_PATH when it is set (never beside the
# others: its modules named UIKit and SwiftUI would be seen by their `canImport`); otherwise
# each in its own .build. Prints nothing for the root package.
scratch_of() {
  case $1 in
    .) ;;
    StandIns) echo "${STANDINS_SCRATCH_PATH:-}" ;;
    *) echo "${WEB_SCRATCH_PATH:-}" ;;
  esac
}

# Builds the catalogs of some modules of one package in one run of the plugin (each archive in
# its own folder under <package>/.build/docs); prints the messages and stops on a failure. The
# plugin's build takes the flags scripts/test.sh builds with (-warnings-as-errors): with other
# flags, every module in the scratch path would be compiled again, and again by the next build
# with test.sh's flags.
document() {
  local package=$1 label=$2
  shift 2
  local scratch=() targets=()
  if [ -n "$(scratch_of "$package")" ]; then
    scratch=(--scratch-path "$(scratch_of "$package")")
  fi
  local target
  for target in "$@"; do targets+=(--target "$target"); done
  mkdir -p "$package/.build/docs"
  if ! swift package --package-path "$package" "${scratch[@]}" -Xswiftc -warnings-as-errors \
    --disable-sandbox generate-documentation "${targets[@]}" --warnings-as-errors \
    --output-path "$package/.build/docs" >"$log" 2>&1; then
    grep -v '^\[' "$log"
    echo "documentation for $label$*: FAILED"
    exit 1
  fi
  for target in "$@"; do
    echo "$package/.build/docs/$target.doccarchive" >>"$archives"
    echo "documentation for $label$target: ok"
  done
}

# Checks that every public top-level symbol of the modules whose catalogs are given is curated
# in a Topics group, from the symbol graphs that document() extracted into the package's scratch
# path (the same choice of scratch path as there).
check_topics() {
  local package=$1
  shift
  local scratch="$package/.build"
  if [ -n "$(scratch_of "$package")" ]; then scratch=$(scratch_of "$package"); fi
  python3 scripts/check-doc-topics.py "$scratch" "$@"
}

document . "" Coordination CoordinationLinks CoordinationJourneys CoordinationTesting \
  CoordinationRendering
check_topics . \
  Sources/{Coordination,CoordinationLinks,CoordinationJourneys,CoordinationTesting,CoordinationRendering}/Documentation.docc
document Web "Web's " CoordinationWeb CoordinationWebSQLite CoordinationWebPostgres
check_topics Web Web/Sources/{CoordinationWeb,CoordinationWebSQLite,CoordinationWebPostgres}/Documentation.docc
document StandIns "the stand-ins' " CoordinationUIKit CoordinationSwiftUI
# The adapters' catalogs are in the root package's folders; the stand-ins' package compiles them.
check_topics StandIns Sources/{CoordinationUIKit,CoordinationSwiftUI}/Documentation.docc
document Demo "Demo's " DemoAccounts MoviesApp MVVMLoginApp LoginSignupApp PagesApp KanjiApp \
  DemoHome DemoWeb NavigationMap
