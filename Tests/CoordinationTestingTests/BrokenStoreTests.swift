import Coordination
import CoordinationTesting
import Testing

/// `NavigationCheck.invariants` reports a store broken on purpose (through the core's test
/// hooks), each defect in its own words, where the same store was healthy a moment before.
@Suite struct BrokenStoreTests {
  /// A shop whose browsing flow runs in the first tab, checked healthy before it is broken.
  private static func healthyShop() -> (HeadlessPlatform, ShopTabs) {
    let root = ShopTabs()
    let platform = HeadlessPlatform(store: NavigationStore(root: root))
    #expect(NavigationCheck.invariants(platform.store) == [])
    return (platform, root)
  }

  @Test func aScreenOwnedByNoCoordinatorIsReported() throws {
    let (platform, _) = Self.healthyShop()
    platform.store.pushUnownedScreenForTesting(ShopRoute.item(name: "ghost"))
    let ghost = try #require(platform.store.state.topScreen)
    #expect(ghost.route == AnyRoute(ShopRoute.item(name: "ghost")))
    let problems = NavigationCheck.invariants(platform.store)
    #expect(
      problems.contains("screen \(ghost) is owned by \(ghost.owner), which is not running"),
      "\(problems)")
    #expect(
      problems.contains("1 screens are owned by \(ghost.owner), which is not running"),
      "\(problems)")
  }

  @Test func anIndexOutOfStepWithTheStateIsReported() throws {
    let (platform, _) = Self.healthyShop()
    let stack = try #require(platform.store.state.visibleStack?.id)
    platform.store.reserveShownStackForTesting()
    #expect(
      NavigationCheck.invariants(platform.store) == ["stack \(stack) is shown and still reserved"])
  }

  @Test func aFinishedCoordinatorStillInTheTreeIsReported() throws {
    let (platform, root) = Self.healthyShop()
    let browse = try #require(root.children(ofType: BrowseCoordinator.self).first)
    platform.store.endInPlaceForTesting(browse)
    let problems = NavigationCheck.invariants(platform.store)
    #expect(problems.contains("BrowseCoordinator is a finished child of ShopTabs"), "\(problems)")
    #expect(
      problems.contains {
        $0.hasPrefix("BrowseCoordinator is in the tree as") && $0.hasSuffix("finished or idle")
      }, "\(problems)")
  }

  @Test func aFinishedRootStillInTheStoreIsReported() {
    let (platform, root) = Self.healthyShop()
    platform.store.endInPlaceForTesting(root)
    let problems = NavigationCheck.invariants(platform.store)
    // No running tree is left to walk: its screens have no running owner, and the counts
    // disagree with it.
    #expect(problems.contains { $0.hasSuffix("which is not running") }, "\(problems)")
    #expect(problems.contains("the store counts 2 coordinators, the tree has 0"), "\(problems)")
  }
}
