#!/usr/bin/env bash
# Builds the DocC catalogs of the library modules, of the web host (Web package) and of the Demo
# package's modules; broken symbol links and undocumented parameters fail the build
# (--warnings-as-errors).
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .build/docs
log=$(mktemp)
trap 'rm -f "$log"' EXIT
# Builds one module's catalog of a package; prints the messages and stops on a failure.
# The web host's, the demo's and the stand-ins' packages build in WEB_SCRATCH_PATH when it is set
# (scripts/test.sh sets it: one build of their dependencies shared by all three); otherwise each
# in its own .build.
document() {
  local package=$1 target=$2 label=$3
  local scratch=()
  if [ -n "${WEB_SCRATCH_PATH:-}" ] && [ "$package" != . ]; then
    scratch=(--scratch-path "$WEB_SCRATCH_PATH")
  fi
  if ! swift package --package-path "$package" "${scratch[@]}" --disable-sandbox generate-documentation \
    --target "$target" --warnings-as-errors --output-path "$package/.build/docs/$target" \
    >"$log" 2>&1; then
    grep -v '^\[' "$log"
    echo "documentation for $label$target: FAILED"
    exit 1
  fi
  echo "documentation for $label$target: ok"
}

mkdir -p Web/.build/docs Demo/.build/docs
for target in Coordination CoordinationTesting CoordinationRendering; do
  document . "$target" ""
done
for target in CoordinationWeb CoordinationWebSQLite CoordinationWebPostgres; do
  document Web "$target" "Web's "
done
mkdir -p StandIns/.build/docs
for target in CoordinationUIKit CoordinationSwiftUI; do
  document StandIns "$target" "the stand-ins' "
done
for target in DemoAccounts MoviesApp MVVMLoginApp LoginSignupApp PagesApp KanjiApp DemoHome \
  DemoWeb NavigationMap; do
  document Demo "$target" "Demo's "
done
