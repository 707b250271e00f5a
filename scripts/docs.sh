#!/usr/bin/env bash
# Builds the DocC catalogs of the library modules; broken symbol links fail the build.
set -euo pipefail
cd "$(dirname "$0")/.."
for target in Coordination CoordinationTesting; do
  swift package --disable-sandbox generate-documentation --target "$target" \
    --warnings-as-errors --output-path ".build/docs/$target" >/dev/null
  echo "documentation for $target: ok"
done
