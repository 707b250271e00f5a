import Coordination
import CoordinationTesting
import Testing

/// A tab container lives on its layer whichever of its tabs left: the model check
/// (`ModelBasedTests`) found a container whose first tab's hub had finished saved without its
/// layer, so the app's own state could not be restored ("layer 1 has tabs but no tab
/// container").
@Suite struct TabContainerHostTests {
  /// Tabs presented from the root, with the first tab's hub finished.
  private func tabsWithoutTheirFirstTab() throws -> HeadlessPlatform {
    let (root, platform) = makeCallbackLab()
    root.present(.tabs, style: .fullScreen)
    let tabs = try #require(root.children.first as? HubTabs)
    let first = try #require(tabs.children.first as? HubCoordinator)
    first.finish()
    return platform
  }

  @Test func aContainerWhoseFirstTabLeftIsSavedAndRestored() throws {
    let platform = try tabsWithoutTheirFirstTab()
    let before = platform.store.state.description
    #expect(before.contains("second: [page(0)]") && !before.contains("first"))
    try platform.store.restore(from: try platform.store.snapshotData())
    #expect(platform.store.state.description == before)
    #expect(NavigationCheck.invariants(platform.store) == [])
    #expect(platform.inconsistencies == [])
  }
}
