import Coordination
import CoordinationUIKit
import StandInTestTraits
import Testing
import UIKit

/// An app whose root coordinator is a tab container: the window shows a tab bar controller, as
/// an iOS app whose first screen is a tab bar does. Before 2026-12-07 the driver showed the
/// first tab's stack alone in its root navigation controller, without a tab bar.
@MainActor
@Suite(.usesStandInState) struct RootTabsTests {
  /// An app rooted in `PagesTabs`, kept alive by the test that holds it.
  final class RootTabsApp {
    let store = NavigationStore(root: PagesTabs(), leakTracking: true)
    let host: WindowHost

    init() {
      StandInTransitions.reset()
      StandInLog.clear()
      host = WindowHost(window: UIWindow(frame: .zero), store: store, registry: pagesRegistry())
      host.start()
    }

    var tabBar: UITabBarController? { host.window.rootViewController as? UITabBarController }

    /// The coordinator of the selected tab.
    var selectedTab: SecondCoordinator? {
      store.state.layers[0].visibleStack?.screens.first.flatMap { store.owner(of: $0.id) }
        as? SecondCoordinator
    }
  }

  @Test func aRootTabContainerIsTheWindowsTabBarController() throws {
    let app = RootTabsApp()
    let tabBar = try #require(app.tabBar)
    #expect(app.store.state.layers.count == 1 && app.store.state.layers[0].isTabbed)
    #expect(tabBar === app.host.driver.windowRootViewController)
    #expect(tabBar.viewControllers?.count == 2)
    #expect(tabBar.viewControllers?.allSatisfy { $0 is UINavigationController } == true)
  }

  @Test func theUserSwitchesTabsAndTheCodeSelectsOneWithoutEchoes() throws {
    let app = RootTabsApp()
    let tabBar = try #require(app.tabBar)
    let events = EventLog(store: app.store)
    #expect(tabBar.standInUserSelect(index: 1))
    #expect(app.store.state.layers[0].selectedIndex == 1)
    #expect(events.userTabSelections == 1)
    let container = try #require(app.store.root as? PagesTabs)
    try container.select(.home)
    #expect(tabBar.selectedIndex == 0)
    #expect(events.userTabSelections == 1)
  }

  @Test func aTabPushesOntoItsOwnNavigationController() throws {
    let app = RootTabsApp()
    let tabBar = try #require(app.tabBar)
    try #require(app.selectedTab).show(.first)
    let navigation = try #require(tabBar.selectedViewController as? UINavigationController)
    #expect(navigation.viewControllers.count == 2)
    #expect(app.store.state.layers[0].visibleStack?.screens.count == 2)
  }

  @Test func reTappingTheSelectedRootTabPopsItToItsFirstScreen() throws {
    let app = RootTabsApp()
    let tabBar = try #require(app.tabBar)
    try #require(app.selectedTab).show(.first)
    // The store carries the re-tap out (asking the guards), not UIKit's own pop to the root.
    #expect(!tabBar.standInUserSelect(index: 0))
    let navigation = try #require(tabBar.selectedViewController as? UINavigationController)
    #expect(navigation.viewControllers.count == 1)
    #expect(app.store.state.layers[0].visibleStack?.screens.count == 1)
  }
}
