#!/usr/bin/env bash
# Builds the DocC catalogs of the library modules and of the Demo package's modules; broken
# symbol links and undocumented parameters fail the build (--warnings-as-errors).
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .build/docs
log=$(mktemp)
trap 'rm -f "$log"' EXIT
for target in Coordination CoordinationTesting; do
  if ! swift package --disable-sandbox generate-documentation --target "$target" \
    --warnings-as-errors --output-path ".build/docs/$target" >"$log" 2>&1; then
    grep -v '^\[' "$log"
    echo "documentation for $target: FAILED"
    exit 1
  fi
  echo "documentation for $target: ok"
done
mkdir -p Demo/.build/docs
for target in DemoAccounts MoviesApp MVVMLoginApp LoginSignupApp PagesApp KanjiApp DemoHome \
  CoordinationWeb DemoWeb; do
  if ! swift package --package-path Demo --disable-sandbox generate-documentation \
    --target "$target" --warnings-as-errors --output-path "Demo/.build/docs/$target" \
    >"$log" 2>&1; then
    grep -v '^\[' "$log"
    echo "documentation for Demo's $target: FAILED"
    exit 1
  fi
  echo "documentation for Demo's $target: ok"
done
