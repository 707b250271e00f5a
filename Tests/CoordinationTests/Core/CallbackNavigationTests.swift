import Coordination
import CoordinationTesting
import Testing

/// Coordinators that navigate from their callbacks while the engine is in the middle of an
/// operation: minimal reproductions of what `NavigationPropertyTabsTests` found (three of them
/// trapped or hung the process on the engine before its split). The path defects it found are
/// in `PathAndCallbackDefectTests`.
@Suite struct CallbackNavigationTests {
  /// The running child of `parent` that `route` started.
  func child<Route: NavigationRoute>(_ route: Route, of parent: AnyCoordinator) throws
    -> AnyCoordinator
  {
    try #require(parent.children.first { $0.route == AnyRoute(route) })
  }

  /// The running hub that `route` started under `parent`.
  func hub(_ route: HubRoute, of parent: AnyCoordinator) throws -> HubCoordinator {
    try #require(try child(route, of: parent) as? HubCoordinator)
  }

  /// Applies the store's current path to a fresh lab: what it shows there.
  func rebuilt(from store: NavigationStore) throws -> String {
    let path = try #require(store.currentPath)
    let (_, fresh) = makeCallbackLab()
    try fresh.store.apply(steps: path)
    return fresh.store.state.description
  }

  @Test func aCoordinatorBeingFinishedLeavesNothingBehindWhenItPushesInDidFinish() throws {
    let (root, platform) = makeCallbackLab()
    root.show(.child("x"))
    let x = try hub(.child("x"), of: root)
    x.show(.child("y"))
    root.script.onChildFinished = .push
    x.finish()
    #expect(NavigationCheck.invariants(platform.store) == [])
  }

  @Test func aCoordinatorWhoseModalIsDismissedStartsNoChildThatFinishesAtOnce() throws {
    let (root, platform) = makeCallbackLab()
    root.present(.child("m"))
    try hub(.child("m"), of: root).show(.child("x"))
    root.script.onFlowEnd = .startChild
    // x finishes; m, whose screens already left, may not start a child onto its vanished
    // stack (that child would finish at once, and m start another); the root's own reaction to
    // m's end starts a child in the root's stack.
    try platform.closeModal()
    #expect(platform.store.state.description == "root: [home, page(0)]")
    #expect(NavigationCheck.invariants(platform.store) == [])
    platform.expectNoLeaks()
  }

  @Test func aLayerPresentedByACallbackDuringADismissalStays() throws {
    let (root, platform) = makeCallbackLab()
    root.present(.child("m"))
    try hub(.child("m"), of: root).present(.child("n"))
    root.script.onFlowEnd = .presentSettings
    root.script.onChildFinished = .startChild
    // n's end makes m present settings and start a child there; the dismissal goes on with
    // that layer, whose child's end makes m do it again.
    root.dismiss()
    #expect(NavigationCheck.invariants(platform.store) == [])
  }

  @Test func aLinkWhoseCallbacksPopWhatItMatchedLeadsBackToItsState() throws {
    let (root, platform) = makeCallbackLab()
    root.show(.child("y"))
    try hub(.child("y"), of: root).show(.child("x"))
    root.script.onChildFinished = .popToRoot
    // The link keeps y's first page and drops x; x's end makes y pop its stack to the root.
    try platform.store.apply(steps: [
      PathStep(HubRoute.child("y")), PathStep(HubRoute.page(5), presentation: .sheet),
    ])
    let rebuilt = try rebuilt(from: platform.store)
    #expect(rebuilt == platform.store.state.description)
  }

  @Test func setStackPlacesNothingForACoordinatorItsCallbacksFinished() throws {
    let (root, platform) = makeCallbackLab()
    root.show(.child("x"))
    do {
      let x = try hub(.child("x"), of: root)
      x.run(.login, as: String.self) { [weak x] _ in x?.finish() }
      // setStack pops the login; its completion finishes x; setStack must not push page(9)
      // for x then.
      x.setStack([.page(0), .page(9)])
    }
    #expect(platform.store.state.description == "root: [home]")
    #expect(NavigationCheck.invariants(platform.store) == [])
    platform.expectNoLeaks()
  }

  @Test func aLinkOpensWhatItNamesWhenTheFlowItClosesMakesItsParentPop() throws {
    let (root, platform) = makeCallbackLab()
    root.present(.child("n"), style: .fullScreen)
    root.script.onFlowEnd = .popToRoot
    // The link dismisses n first; the root's reaction runs before the link builds, so it
    // cannot pop what the link opens.
    try platform.store.apply(steps: [
      PathStep(HubRoute.child("x")), PathStep(HubRoute.page(5), presentation: .sheet),
    ])
    #expect(platform.store.state.description == "root: [home, page(0)]\nsheet: [page(5)]")
    #expect(NavigationCheck.invariants(platform.store) == [])
  }

  @Test func aLinkStartsAFlowAgainWhenTheFlowPoppedItselfWhileTheLinkLeft() throws {
    let (root, platform) = makeCallbackLab()
    root.show(.child("y"))
    let y = try hub(.child("y"), of: root)
    y.present(.child("n"), style: .fullScreen)
    root.script.onChildFinished = .pop
    // Dismissing n makes y pop its only screen; the link then starts y again.
    try platform.store.apply(steps: [PathStep(HubRoute.home), PathStep(HubRoute.child("y"))])
    #expect(platform.store.state.description == "root: [home, page(0)]")
    let started = try hub(.child("y"), of: root)
    #expect(started !== y)
    #expect(!y.isActive)
    #expect(NavigationCheck.invariants(platform.store) == [])
  }
}
