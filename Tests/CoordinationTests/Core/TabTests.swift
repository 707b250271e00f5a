import Coordination
import CoordinationTesting
import Testing

/// Tab containers: each tab has its own stack and usually its own coordinator.
@Suite struct TabTests {
  @Test func tabsArePresentedFullScreenWithOneStackEach() throws {
    let (root, platform) = makeLab()
    root.show(.tabs)
    let layer = try #require(platform.store.state.topLayer)
    #expect(layer.isTabbed)
    #expect(layer.style == .fullScreen)
    #expect(
      layer.stacks.map(\.tab) == [
        AnyRoute(LabTab.first), AnyRoute(LabTab.second), AnyRoute(LabTab.plain),
      ])
    #expect(layer.selectedIndex == 1)
    platform.expectStack([ChildRoute.page(0)])
    let tabs = try #require(root.children.first as? LabTabs)
    #expect(tabs.childCount == 2)
    #expect(tabs.selectedTab == .second)
    platform.expectConsistent()
  }

  @Test func eachTabKeepsItsOwnStackWhenTheUserSwitches() throws {
    let (root, platform) = makeLab()
    root.show(.tabs)
    let tabs = try #require(root.children.first as? LabTabs)
    let second = try #require(tabs.children.last as? ChildCoordinator)
    second.show(.page(1))
    try platform.selectTab(0)
    #expect(tabs.selectedTab == .first)
    platform.expectStack([ChildRoute.page(0)])
    try platform.selectTab(1)
    platform.expectStack([ChildRoute.page(0), ChildRoute.page(1)])
    try platform.tapBack()
    platform.expectStack([ChildRoute.page(0)])
    #expect(second.isActive)
    platform.expectConsistent()
  }

  @Test func codeSelectsATabByRoute() throws {
    let (root, platform) = makeLab()
    root.show(.tabs)
    let tabs = try #require(root.children.first as? LabTabs)
    try tabs.select(.plain)
    #expect(platform.store.state.topLayer?.selectedIndex == 2)
    #expect(tabs.selectedTab == .plain)
    platform.expectStack([LabTab.plain])
    platform.expectConsistent()
  }

  @Test func tabSelectionOutOfRangeIsATypedError() throws {
    let (root, platform) = makeLab()
    root.show(.tabs)
    let layer = try #require(platform.store.state.topLayer)
    #expect(throws: NavigationError.tabOutOfRange(layer: layer.id, index: 5, count: 3)) {
      try platform.store.handle(.selectedTab(layer.id, index: 5))
    }
    let root0 = try #require(platform.store.state.layers.first)
    #expect(throws: NavigationError.notTabbed(root0.id)) {
      try platform.store.handle(.selectedTab(root0.id, index: 0))
    }
  }

  @Test func closingTheTabContainerFinishesEveryTab() throws {
    let (root, platform) = makeLab()
    root.show(.tabs)
    try platform.closeModal()
    #expect(root.childCount == 0)
    #expect(platform.store.coordinatorCount == 1)
    platform.expectConsistent()
    platform.expectNoLeaks()
  }

  @Test func aTabWhoseCoordinatorFinishesIsRemoved() throws {
    let (root, platform) = makeLab()
    root.show(.tabs)
    let tabs = try #require(root.children.first as? LabTabs)
    let first = try #require(tabs.children.first as? ChildCoordinator)
    first.finish()
    let layer = try #require(platform.store.state.topLayer)
    #expect(layer.stacks.map(\.tab) == [AnyRoute(LabTab.second), AnyRoute(LabTab.plain)])
    #expect(layer.selectedIndex == 0)
    #expect(tabs.selectedTab == .second)
    #expect(throws: NavigationError.routeNotShown(route: "first")) { try tabs.select(.first) }
    platform.expectConsistent()
  }
}

/// A tab container as the root coordinator: the base layer is the tab bar.
@Suite struct RootTabTests {
  private func makeRootTabs() -> HeadlessPlatform {
    HeadlessPlatform(store: NavigationStore(root: LabTabs(), leakTracking: true))
  }

  @Test func theRootLayerIsATabBar() throws {
    let platform = makeRootTabs()
    let layer = try #require(platform.store.state.layers.first)
    #expect(platform.store.state.layers.count == 1)
    #expect(layer.style == .root)
    #expect(layer.isTabbed)
    #expect(layer.selectedIndex == 1)
    platform.expectConsistent()
  }

  @Test func aDeepLinkSelectsATabAndBuildsItsStack() throws {
    let platform = makeRootTabs()
    let tabs = try #require(platform.store.root as? LabTabs)
    let first = try #require(tabs.children.first as? ChildCoordinator)
    try platform.store.apply(path: [LabTab.first, ChildRoute.page(3)])
    #expect(platform.store.state.layers[0].selectedIndex == 0)
    platform.expectStack([ChildRoute.page(0), ChildRoute.page(3)])
    #expect(tabs.children.first === first)
    try platform.store.apply(path: [LabTab.second])
    platform.expectStack([ChildRoute.page(0)])
    try platform.selectTab(0)
    platform.expectStack([ChildRoute.page(0), ChildRoute.page(3)])
    platform.expectConsistent()
  }

  @Test func aRelaunchRestoresTheTabsAndTheSelection() throws {
    let platform = makeRootTabs()
    let tabs = try #require(platform.store.root as? LabTabs)
    (tabs.children.last as? ChildCoordinator)?.show(.page(5))
    try platform.selectTab(2)
    let relaunched = try platform.relaunch(with: LabTabs())
    #expect(relaunched.store.state.layers[0].selectedIndex == 2)
    #expect(relaunched.store.treeDescription == platform.store.treeDescription)
    try relaunched.selectTab(1)
    relaunched.expectStack([ChildRoute.page(0), ChildRoute.page(5)])
    try relaunched.tapBack()
    relaunched.expectStack([ChildRoute.page(0)])
    relaunched.expectConsistent()
  }
}

/// Tapping the selected tab takes it back to its first screen, as iOS apps do: a user back.
@Suite struct TabReselectionTests {
  /// The lab's tabs with the second tab's child at three pages.
  private func labWithADeepTab() throws -> (LabTabs, ChildCoordinator, HeadlessPlatform) {
    let (root, platform) = makeLab()
    root.show(.tabs)
    let tabs = try #require(root.children.first as? LabTabs)
    let second = try #require(tabs.children.last as? ChildCoordinator)
    second.show(.page(1))
    second.show(.page(2))
    return (tabs, second, platform)
  }

  @Test func thePathToAScreenInAnotherTabSelectsThatTabAndKeepsItsScreens() throws {
    let (_, _, platform) = try labWithADeepTab()
    try platform.selectTab(0)
    let layer = try #require(platform.store.state.topLayer)
    let hidden = try #require(layer.stacks[1].screens.last)
    let path = try #require(platform.store.path(to: hidden.id))
    #expect(
      Array(path.map(\.route).suffix(4)) == [
        AnyRoute(LabTab.second), AnyRoute(ChildRoute.page(0)), AnyRoute(ChildRoute.page(1)),
        AnyRoute(ChildRoute.page(2)),
      ])
    let before = platform.store.state.layers[1].stacks
    let outcome = try platform.store.handle(.followed(path: path))
    #expect(outcome == .applied)
    #expect(platform.store.state.topLayer?.selectedIndex == 1)
    #expect(platform.store.state.layers[1].stacks == before)
    platform.expectStack([ChildRoute.page(0), ChildRoute.page(1), ChildRoute.page(2)])
  }

  @Test func tappingTheSelectedTabGoesBackToItsFirstScreen() throws {
    let (_, second, platform) = try labWithADeepTab()
    var events: [NavigationEvent] = []
    let token = platform.store.observe { events.append(contentsOf: $0.events) }
    #expect(try platform.selectTab(1) == .applied)
    platform.expectStack([ChildRoute.page(0)])
    #expect(second.isActive)
    let popped = events.compactMap { event -> [Screen]? in
      if case .popped(let screens, _, .user) = event { screens } else { nil }
    }
    #expect(
      popped.map { $0.map(\.route) } == [
        [AnyRoute(ChildRoute.page(2)), AnyRoute(ChildRoute.page(1))]
      ])
    platform.expectConsistent()
    token.cancel()
  }

  @Test func aGuardKeepsTheTabAsItIs() throws {
    let (_, second, platform) = try labWithADeepTab()
    second.guardsItsPages = true
    let outcome = try platform.selectTab(1)
    guard case .refused = outcome else {
      Issue.record("expected a refusal, got \(outcome)")
      return
    }
    platform.expectStack([ChildRoute.page(0), ChildRoute.page(1), ChildRoute.page(2)])
    second.guardsItsPages = false
    #expect(try platform.selectTab(1) == .applied)
    platform.expectStack([ChildRoute.page(0)])
    platform.expectConsistent()
  }

  @Test func aTabAtItsFirstScreenStaysAndNothingIsPublished() throws {
    let (root, platform) = makeLab()
    root.show(.tabs)
    let revision = platform.store.revision
    #expect(try platform.selectTab(1) == .applied)
    #expect(platform.store.revision == revision)
    platform.expectStack([ChildRoute.page(0)])
  }

  @Test func onlyATabbedLayerCanBeReselected() throws {
    let (_, platform) = makeLab()
    let rootLayer = try #require(platform.store.state.layers.first)
    #expect(throws: NavigationError.notTabbed(rootLayer.id)) {
      try platform.store.handle(.reselectedTab(rootLayer.id))
    }
    let unknown = LayerID(rawValue: 9_999)
    #expect(throws: NavigationError.unknownLayer(unknown)) {
      try platform.store.handle(.reselectedTab(unknown))
    }
  }
}
