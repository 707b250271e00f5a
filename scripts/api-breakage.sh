#!/usr/bin/env bash
# Diagnoses API-breaking changes of the root package's platform-free library products
# (Coordination, CoordinationLinks, CoordinationTesting, CoordinationRendering) against a
# release, so that a change that breaks users is a conscious one (see CONTRIBUTING.md,
# "Versioning and releases").
#
#   scripts/api-breakage.sh           against the newest release of RELEASES.txt, whose tag
#                                     scripts/release-tags.sh makes first when the clone lacks it
#   scripts/api-breakage.sh TAG       against TAG (any tag, branch or commit)
#   scripts/api-breakage.sh --canary  the check must fail on a planted removal of a public
#                                     declaration (NavigationStore.waitingPath, taken out of the
#                                     working tree for the run and put back)
#
# Fails when the record is missing, empty or malformed, or names a commit the clone lacks (a
# shallow clone): a check with no baseline would compare nothing. SwiftPM builds the baseline in
# a temporary checkout (kept under .build/apidigester, so a second run is quicker) and the
# working tree in .build, then compares their API with swift-api-digester; it fails when
# something public was removed or changed incompatibly.
set -euo pipefail
cd "$(dirname "$0")/.."

products=(Coordination CoordinationLinks CoordinationTesting CoordinationRendering)
# Breakages that are not: SwiftPM's digester reports changes to `package` declarations, which no
# other package can use (swiftlang/swift-package-manager#10010, swiftlang/swift#81003). Each line
# of this file is the exact report of one such change; keep it to `package` declarations only.
#   NavigationState.invariantViolations(): package in 0.1.1; moved to CoordinationTesting
#     (ca10419), where NavigationCheck.invariants uses it.
allowlist=scripts/api-breakage-allowlist.txt

# Compares the working tree with BASELINE.
compare() {
  local baseline=$1
  git rev-parse --verify --quiet "$baseline^{commit}" >/dev/null || {
    echo "api-breakage: $baseline is not a tag, branch or commit of this repository" >&2
    exit 2
  }
  echo "api-breakage: ${products[*]} against $baseline"
  swift package diagnose-api-breaking-changes "$baseline" --products "${products[@]}" \
    --breakage-allowlist-path "$allowlist"
}

# The canary: the removal of one public declaration must fail the comparison with the newest
# release, and the report must name it.
planted_file=Sources/Coordination/Store/NavigationStore+WaitingLinks.swift
planted_line='  public var waitingPath: [PathStep]? { waitingLink?.path }'
# The working tree's file, put back (and the log removed) when the script exits, however it
# exits; global, since the EXIT trap runs after the function's locals are gone.
backup="" log=""
put_back() {
  [ -z "$backup" ] || cp "$backup" "$planted_file"
  rm -f "$backup" "$log"
}
canary() {
  local baseline
  baseline=$(scripts/release-tags.sh | tail -n 1)
  grep -qxF "$planted_line" "$planted_file" \
    || { echo "api-breakage canary: nothing to plant: '$planted_line' is not in $planted_file" >&2; exit 1; }
  log=$(mktemp)
  backup=$(mktemp)
  cp "$planted_file" "$backup"
  trap put_back EXIT
  grep -vxF "$planted_line" "$backup" >"$planted_file"
  if compare "$baseline" >"$log" 2>&1; then
    tail -n 20 "$log"
    echo "api-breakage canary: NOT caught: the removal of NavigationStore.waitingPath passed"
    echo "api-breakage canaries: 0 passed, 1 failed"
    exit 1
  fi
  if ! grep -q "waitingPath" "$log"; then
    tail -n 40 "$log"
    echo "api-breakage canary: the check failed, but its report does not name waitingPath"
    echo "api-breakage canaries: 0 passed, 1 failed"
    exit 1
  fi
  grep -m 3 "waitingPath" "$log"
  echo "api-breakage canary: caught the removal of NavigationStore.waitingPath against $baseline"
  echo "api-breakage canaries: 1 passed, 0 failed"
}

case $# in
  0)
    newest=$(scripts/release-tags.sh | tail -n 1)
    compare "$newest"
    ;;
  1)
    if [ "$1" = --canary ]; then canary; else compare "$1"; fi
    ;;
  *)
    echo "usage: scripts/api-breakage.sh [TAG | --canary]" >&2
    exit 2
    ;;
esac
