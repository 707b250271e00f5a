import Coordination
import CoordinationTesting
import Testing

/// A deep link to a tab whose stack emptied (its hub finished, so the tab was removed) cannot
/// be shown, and changes nothing. The model check (`ModelBasedTests`) found the engine
/// starting the removed tab's flow on the stack of another tab instead.
@Suite struct RemovedTabLinkTests {
  @Test func aLinkToARemovedTabThrowsAndChangesNothing() throws {
    let (_, platform) = makeCallbackLab()
    let store = platform.store
    let link = [
      PathStep(HubRoute.home), PathStep(HubRoute.tabs, presentation: .fullScreen),
      PathStep(HubTab.second), PathStep(HubRoute.page(5), presentation: .sheet),
    ]
    try store.apply(steps: link)
    let tabs = try #require(store.root.children.first as? HubTabs)
    let second = try #require(tabs.children.last as? HubCoordinator)
    second.finish()
    let before = store.state
    #expect(!before.description.contains("second"))
    #expect(throws: NavigationError.self) { try store.apply(steps: link) }
    #expect(store.state == before)
    #expect(NavigationCheck.invariants(store) == [])
    #expect(platform.inconsistencies == [])
  }
}
