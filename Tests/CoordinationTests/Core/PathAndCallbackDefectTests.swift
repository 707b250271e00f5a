import Coordination
import CoordinationTesting
import Testing

enum PopOnEndRoute: NavigationRoute {
  case home
  case page(Int)
  case flow
}

/// Pops to its root whenever a child's flow ends.
final class PopOnEndCoordinator: Coordinator<PopOnEndRoute> {
  override func start() { show(.home) }

  override func destination(for route: PopOnEndRoute) -> Destination {
    route == .flow ? .flow(ChildCoordinator(name: "flow")) : .screen(nil)
  }

  override func flowDidEnd(_ route: PopOnEndRoute, with outcome: FlowOutcome) { popToRoot() }
}

/// Defects the property test over tabs, presented links and navigating callbacks found
/// (issue 8), each reproduced as small as it goes.
@Suite struct PathAndCallbackDefectTests {
  @Test func aPathSelectsTheTabItNamesAfterAnEarlierTabLeft() throws {
    let (root, platform) = makeLab()
    root.show(.tabs)
    let tabs = try #require(root.children(ofType: LabTabs.self).first)
    let first = try #require(tabs.children.first { $0.route == AnyRoute(LabTab.first) })
    (first as? ChildCoordinator)?.finish()
    try platform.store.apply(steps: [
      PathStep(LabRoute.home), PathStep(LabRoute.tabs), PathStep(LabTab.plain),
    ])
    #expect(
      platform.store.state.description
        == "root: [home]\nfullScreen tabs: second: [page(0)] | *plain: [plain]")
    platform.expectConsistent()
  }

  @Test func aPresentedStepThatReachesAnotherModalReplacesIt() throws {
    let (root, platform) = makeLab()
    root.present(.settings)
    try platform.store.apply(steps: [
      PathStep(LabRoute.home), PathStep(LabRoute.detail(1), presentation: .sheet),
    ])
    #expect(platform.store.state.description == "root: [home]\nsheet: [detail(1)]")
    #expect(NavigationCheck.invariants(platform.store) == [])
    platform.expectConsistent()
  }

  @Test func aModalThatAHiddenTabPresentedHasNoPath() throws {
    let (root, platform) = makeLab()
    root.show(.tabs)
    let tabs = try #require(root.children(ofType: LabTabs.self).first)
    try platform.selectTab(2)
    let second = try #require(tabs.children.first { $0.route == AnyRoute(LabTab.second) })
    (second as? ChildCoordinator)?.present(.page(5))
    // Applying a path must lead back to what is shown, so there is none rather than one that
    // selects the second tab.
    #expect(platform.store.currentPath == nil)
    platform.expectConsistent()
  }

  @Test func aCallbackMayPopTheStackThatIsBeingPopped() throws {
    let root = PopOnEndCoordinator()
    let platform = HeadlessPlatform(store: NavigationStore(root: root, leakTracking: true))
    root.show(.page(1))
    root.show(.page(2))
    root.present(.flow)
    // pop() dismisses the sheet presented from page(2), which ends the flow; the callback pops
    // the same stack to its root. It used to trap slicing the stack past its end.
    root.pop()
    #expect(platform.store.state.description == "root: [home]")
    #expect(NavigationCheck.invariants(platform.store) == [])
    platform.expectConsistent()
    platform.expectNoLeaks()
  }
}
