#!/usr/bin/env bash
# Diagnoses API-breaking changes of the root package's platform-free library products
# (Coordination, CoordinationLinks, CoordinationTesting, CoordinationRendering) against a
# release, so that a change that breaks users is a conscious one (see CONTRIBUTING.md,
# "Versioning and releases").
#
#   scripts/api-breakage.sh        against the newest release tag: MAJOR.MINOR.PATCH, digits only
#                                  (pre-releases such as 1.0.0-beta.1 are not baselines)
#   scripts/api-breakage.sh TAG    against TAG (any tag, branch or commit)
#
# With no release tag in the repository it says so and succeeds: the check starts with 0.1.0.
# SwiftPM builds the baseline in a temporary checkout and the working tree in .build, then
# compares their API with swift-api-digester; it fails when something public was removed or
# changed incompatibly. A CI checkout must hold the tags and history (actions/checkout with
# fetch-depth: 0).
set -euo pipefail
cd "$(dirname "$0")/.."

products=(Coordination CoordinationLinks CoordinationTesting CoordinationRendering)

case $# in
  0)
    baseline=$(git tag --list --sort=-v:refname | { grep -E '^[0-9]+\.[0-9]+\.[0-9]+$' || true; } |
      sed -n 1p)
    if [ -z "$baseline" ]; then
      echo "api-breakage: no release tag yet (MAJOR.MINOR.PATCH), nothing to compare with"
      exit 0
    fi
    ;;
  1)
    baseline=$1
    ;;
  *)
    echo "usage: scripts/api-breakage.sh [TAG]" >&2
    exit 2
    ;;
esac

git rev-parse --verify --quiet "$baseline^{commit}" >/dev/null || {
  echo "api-breakage: $baseline is not a tag, branch or commit of this repository" >&2
  exit 2
}
echo "api-breakage: ${products[*]} against $baseline"
swift package diagnose-api-breaking-changes "$baseline" --products "${products[@]}"
