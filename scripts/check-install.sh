#!/usr/bin/env bash
# Follows the README's installation as an adopter would, from outside this working tree:
#
#   1. clones this repository (its committed main, as `git clone` gives it) into a temporary
#      folder, as the README's "clone the repository" says;
#   2. runs scripts/release-tags.sh in the clone, which makes the recorded release tags;
#   3. writes a new consumer package whose manifest is the README's manifest block as written,
#      with the clone's file URL for `/path/to/swift-coordination` (on Linux without the lines
#      of CoordinationUIKit and CoordinationSwiftUI, products that exist where Apple's SDKs do);
#   4. resolves it, checks that SwiftPM picked the newest recorded release, and builds the app
#      and its tests, which use the core, the links and the testing kit.
#
#   scripts/check-install.sh          the check; prints "install: 1 passed, 0 failed" at the end
#
# Uncommitted changes are not in the clone: the check is of what a clone of main gives.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
say() { echo "install: $*"; }
fail() {
  echo "install: FAILED: $*" >&2
  echo "install: 0 passed, 1 failed"
  exit 1
}

say "cloning $root"
git clone --quiet "$root" "$work/swift-coordination"
newest=$("$work/swift-coordination/scripts/release-tags.sh" | tail -n 1)
say "newest recorded release: $newest"

# The README's manifest block (```swift manifest), with the clone's URL.
manifest=$(awk '/^```swift manifest$/ { inside = 1; next } inside && /^```$/ { exit } inside' README.md)
[ -n "$manifest" ] || fail "the README has no \`\`\`swift manifest block"
grep -q 'file:///path/to/swift-coordination' <<<"$manifest" \
  || fail "the README's manifest does not depend on file:///path/to/swift-coordination"
manifest=${manifest//file:\/\/\/path\/to\/swift-coordination/file://$work/swift-coordination}
if [ "$(uname -s)" != Darwin ]; then
  manifest=$(grep -vE '"Coordination(UIKit|SwiftUI)"' <<<"$manifest")
fi

consumer="$work/MyApp"
mkdir -p "$consumer/Sources/MyApp" "$consumer/Tests/MyAppTests"
{
  echo '// swift-tools-version: 6.2'
  echo 'import PackageDescription'
  echo
  echo 'let package = Package('
  echo '  name: "MyApp",'
  echo '  platforms: [.iOS(.v17), .macOS(.v14)],'
  echo "$manifest" | sed 's/^/  /'
  echo ')'
} >"$consumer/Package.swift"

# An app's coordinator (written as app code, on the main actor, as the examples assume) and a
# test of it with the testing kit in a test target without default isolation, as Xcode makes them.
cat >"$consumer/Sources/MyApp/ListCoordinator.swift" <<'SWIFT'
import Coordination
import CoordinationLinks

public enum ListRoute: NavigationRoute {
  case list
  case detail(id: Int)
}

@MainActor
public final class ListCoordinator: Coordinator<ListRoute> {
  override public func start() { show(.list) }

  override public func destination(for route: ListRoute) -> Destination { .screen(nil) }

  public func select(_ id: Int) { show(.detail(id: id)) }
}

/// The app's links: `myapp://item/7` opens item 7 above the list.
public func appLinks() throws -> DeepLinkMap {
  var links = DeepLinkMap(schemes: ["myapp"])
  try links.register("item/:id", examples: ["myapp://item/7"]) { parameters in
    [PathStep(ListRoute.list), PathStep(ListRoute.detail(id: try parameters.int("id")))]
  }
  return links
}
SWIFT
cat >"$consumer/Tests/MyAppTests/ListCoordinatorTests.swift" <<'SWIFT'
import Coordination
import CoordinationLinks
import CoordinationTesting
import MyApp
import Testing

@MainActor
@Test func selectingAnItemShowsItAboveTheList() {
  let coordinator = ListCoordinator()
  let store = NavigationStore(root: coordinator)
  store.start()
  coordinator.select(7)
  #expect(store.state.description == "root: [list, detail(id: 7)]")
}

@MainActor
@Test func aLinkOpensTheItem() throws {
  let store = NavigationStore(root: ListCoordinator())
  store.start()
  _ = try store.open("myapp://item/7", using: appLinks())
  #expect(store.state.description == "root: [list, detail(id: 7)]")
}
SWIFT

say "resolving the consumer package"
(cd "$consumer" && swift package resolve) || fail "the consumer package does not resolve"
resolved=$(cd "$consumer" && swift package show-dependencies --format json \
  | python3 -c 'import json, sys; print(next(d["version"] for d in json.load(sys.stdin)["dependencies"] if d["identity"] == "swift-coordination"))')
[ "$resolved" = "$newest" ] || fail "SwiftPM resolved swift-coordination at $resolved, not $newest"
say "resolved swift-coordination at $resolved"
(cd "$consumer" && swift build --build-tests) || fail "the consumer package does not build"
(cd "$consumer" && swift test) || fail "the consumer package's test fails"
say "a new package installed $newest from a clone as the README says, built and tested it"
echo "install: 1 passed, 0 failed"
