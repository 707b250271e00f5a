import Coordination
import CoordinationLinks
import CoordinationTesting
import Testing

/// Deep links into a tab container: a path that selects a tab and goes on in it keeps the
/// tab's first content, as it does on a plain stack.
@Suite struct TabDeepLinkTests {
  /// A store whose root is the lab's tab container (tabs: first, *second, plain).
  func makeTabs() -> (LabTabs, HeadlessPlatform) {
    let tabs = LabTabs()
    return (tabs, HeadlessPlatform(store: NavigationStore(root: tabs, leakTracking: true)))
  }

  @Test func aLinkPresentingFromATabKeepsTheTabsFirstScreen() throws {
    let (_, platform) = makeTabs()
    try platform.store.apply(steps: [
      PathStep(LabTab.first), PathStep(ChildRoute.page(5), presentation: .sheet),
    ])
    #expect(
      platform.store.state.description == """
        root tabs: *first: [page(0)] | second: [page(0)] | plain: [plain]
        sheet: [page(5)]
        """)
    try platform.swipeDownSheet()
    #expect(
      platform.store.state.description
        == "root tabs: *first: [page(0)] | second: [page(0)] | plain: [plain]")
    #expect(platform.store.coordinatorCount == 3)
    platform.expectConsistent()
  }

  @Test func aLinkPushingInATabKeepsTheTabsFirstScreen() throws {
    let (_, platform) = makeTabs()
    try platform.store.apply(steps: [PathStep(LabTab.first), PathStep(ChildRoute.page(5))])
    #expect(
      platform.store.state.description
        == "root tabs: *first: [page(0), page(5)] | second: [page(0)] | plain: [plain]")
    platform.expectConsistent()
  }

  @Test func aLinkPresentingFromARunningChildKeepsTheChildsFirstScreen() throws {
    let (root, platform) = makeLab()
    root.show(.child("x"))
    try platform.store.apply(steps: [
      PathStep(LabRoute.child("x")), PathStep(ChildRoute.page(5), presentation: .sheet),
    ])
    #expect(platform.store.state.description == "root: [home, page(0)]\nsheet: [page(5)]")
    #expect(root.childCount == 1)
    platform.expectConsistent()
  }

  @Test func theAuditChecksLinksThatPresentFromATab() throws {
    var links = DeepLinkMap(schemes: ["lab"])
    try links.register("first/sheet") { _ in
      [PathStep(LabTab.first), PathStep(ChildRoute.page(5), presentation: .sheet)]
    }
    try links.register("first/push") { _ in [LabTab.first, ChildRoute.page(5)] }
    #expect(DeepLinkAudit.failures(of: links) { NavigationStore(root: LabTabs()) } == [])
  }

  @Test func theStateInvariantsReportAnEmptyTabOfTheRootLayer() throws {
    let (_, platform) = makeTabs()
    #expect(NavigationCheck.invariants(platform.store) == [])
    let layer = try #require(platform.store.state.layers.first)
    let broken = NavigationState(layers: [
      PresentationLayer(
        id: layer.id, style: .root, presenter: nil, isTabbed: true,
        stacks: layer.stacks.enumerated().map { index, stack in
          index == 0 ? ScreenStack(id: stack.id, tab: stack.tab) : stack
        }, selectedIndex: 0)
    ])
    #expect(broken.invariantViolations() == ["layer \(layer.id) has an empty tab"])
  }
}
