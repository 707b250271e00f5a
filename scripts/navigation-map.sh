#!/usr/bin/env bash
# The navigation maps of the demo's five apps: the `navigation-map` command explores each app
# in process through the web host (every button and form of every page, filled from a small
# table of sample inputs, and the back, close and tab links; six moves deep; states told apart
# by their URL) and writes each map as Graphviz DOT; `dot` then renders each as SVG.
#
# Idempotent on a fresh Debian machine: installs graphviz with apt-get when `dot` is missing.
#
#   scripts/navigation-map.sh              # writes docs/navigation-maps/<app>.dot and .svg
#   scripts/navigation-map.sh out/maps     # another directory
#
# Exits with 1 when the explorer listed a problem (an error page, a state without a URL, a
# broken invariant or a leak); the maps are written and rendered all the same.
set -euo pipefail
cd "$(dirname "$0")/.."
directory=${1:-docs/navigation-maps}

as_root() {
  if [ "$(id -u)" -eq 0 ]; then
    "$@"
  elif command -v sudo >/dev/null 2>&1; then
    sudo "$@"
  else
    echo "navigation-map: need root (or sudo) to run: $*" >&2
    return 1
  fi
}

if ! command -v dot >/dev/null 2>&1; then
  echo "== navigation-map: installing graphviz (apt-get)"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq graphviz >/dev/null
fi

swift build --package-path Demo --product navigation-map
status=0
"$(swift build --package-path Demo --show-bin-path)/navigation-map" "$directory" || status=$?

for graph in "$directory"/*.dot; do
  dot -Tsvg "$graph" -o "${graph%.dot}.svg"
  echo "rendered ${graph%.dot}.svg"
done
exit "$status"
