import Coordination
import CoordinationSwiftUI
import SwiftUI
import Testing

/// An app whose root coordinator is a tab container: the host's first layer is a `TabView`
/// that the user's taps and the coordinator's selections both move, as on a presented tab
/// layer (see `NavigationHostTests`).
@MainActor
@Suite struct RootTabsSwiftUITests {
  @Test func aRootTabContainerIsATabViewTheUserAndTheCodeSwitch() throws {
    let tabs = NotesTabs()
    let store = NavigationStore(root: tabs, leakTracking: true)
    let host = StandInHost(
      NavigationHost(bindings: StoreBindings(store: store)) { screen, _ in
        Text(screen.route.description)
      })
    #expect(store.state.layers.count == 1 && store.state.layers[0].isTabbed)
    #expect(host.standInSelectedTab == "0")
    #expect(host.standInSelectTab(1))
    #expect(store.state.layers[0].selectedIndex == 1)
    try tabs.select(.inbox)
    host.render()
    #expect(host.standInSelectedTab == "0")
    #expect(host.problems == [])
  }
}
