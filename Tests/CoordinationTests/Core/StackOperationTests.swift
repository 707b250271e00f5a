import Coordination
import CoordinationTesting
import Testing

/// Push, pop, pop to a route or the root, replacement, present and dismiss.
@Suite struct StackOperationTests {
  @Test func pushAndPop() {
    let (root, platform) = makeLab()
    root.show(.detail(1))
    root.show(.detail(2))
    platform.expectStack([LabRoute.home, LabRoute.detail(1), LabRoute.detail(2)])
    #expect(root.pop())
    platform.expectStack([LabRoute.home, LabRoute.detail(1)])
    #expect(root.pop())
    #expect(!root.pop())
    platform.expectStack([LabRoute.home])
    platform.expectConsistent()
  }

  @Test func popToRouteFindsTheTopmostMatch() throws {
    let (root, platform) = makeLab()
    root.show(.detail(1))
    root.show(.settings)
    root.show(.detail(1))
    root.show(.detail(2))
    try root.pop(to: .detail(1))
    platform.expectStack([LabRoute.home, LabRoute.detail(1), LabRoute.settings, LabRoute.detail(1)])
    try root.pop(to: .home)
    platform.expectStack([LabRoute.home])
  }

  @Test func popToARouteThatIsNotShownThrowsAndChangesNothing() {
    let (root, platform) = makeLab()
    root.show(.detail(1))
    let before = platform.store.state
    #expect(throws: NavigationError.routeNotShown(route: "detail(7)")) {
      try root.pop(to: .detail(7))
    }
    #expect(platform.store.state == before)
  }

  @Test func popToRootFinishesEveryChildAbove() throws {
    let (root, platform) = makeLab()
    root.show(.child("a"))
    root.show(.detail(1))
    root.show(.child("b"))
    root.popToRoot()
    platform.expectStack([LabRoute.home])
    #expect(root.childCount == 0)
    #expect(root.finishedChildren == ["Child(b)", "Child(a)"])
    platform.expectNoLeaks()
  }

  @Test func presentAModalWithItsOwnStackAndDismissIt() throws {
    let (root, platform) = makeLab()
    root.present(.settings)
    #expect(platform.store.state.layers.count == 2)
    #expect(platform.store.state.topLayer?.style == .sheet)
    platform.expectStack([LabRoute.settings])
    root.show(.detail(5))
    platform.expectStack([LabRoute.settings, LabRoute.detail(5)])
    root.dismiss()
    #expect(platform.store.state.layers.count == 1)
    platform.expectStack([LabRoute.home])
    platform.expectConsistent()
  }

  @Test func modalsNestAndDismissingOneDismissesThoseAboveIt() throws {
    let (root, platform) = makeLab()
    root.present(.settings)
    root.present(.detail(1), style: .fullScreen)
    root.present(.detail(2))
    #expect(platform.store.state.layers.map(\.style) == [.root, .sheet, .fullScreen, .sheet])
    let middle = platform.store.state.layers[1].id
    try platform.store.handle(.dismissed(middle))
    #expect(platform.store.state.layers.count == 1)
    platform.expectConsistent()
  }

  @Test func aModalLeavesWhenTheScreenThatPresentedItLeaves() throws {
    let (root, platform) = makeLab()
    root.show(.detail(1))
    root.present(.settings)
    let bottom = try #require(platform.store.state.layers.first?.visibleStack?.screens.first)
    try platform.goBack(to: bottom.id)
    #expect(platform.store.state.layers.count == 1)
    platform.expectStack([LabRoute.home])
    platform.expectConsistent()
  }

  @Test func aFlowPresentedModallyFinishesWhenItsModalIsSwipedAway() throws {
    let (root, platform) = makeLab()
    root.present(.child("sheet"))
    #expect(root.childCount == 1)
    platform.expectStack([ChildRoute.page(0)])
    try platform.swipeDownSheet()
    #expect(root.childCount == 0)
    #expect(root.finishedChildren == ["Child(sheet)"])
    platform.expectNoLeaks()
  }

  @Test func aChildPushesOntoItsParentsStackAndPopsBackToIt() throws {
    let (root, platform) = makeLab()
    root.show(.child("a"))
    let child = try #require(root.children.first as? ChildCoordinator)
    child.show(.page(1))
    #expect(child.routes == [.page(0), .page(1)])
    #expect(root.routes == [.home])
    #expect(child.pop())
    #expect(child.routes == [.page(0)])
    platform.expectStack([LabRoute.home, ChildRoute.page(0)])
  }

  @Test func emptyingAModalFlowsStackDismissesItAndFinishesTheFlow() throws {
    let (root, platform) = makeLab()
    root.present(.child("modal"))
    let child = try #require(root.children.first as? ChildCoordinator)
    child.setStack([])
    #expect(platform.store.state.layers.count == 1)
    #expect(root.childCount == 0)
    #expect(child.isFinished)
    platform.expectConsistent()
  }

  @Test func popToFirstScreenStopsAtTheCoordinatorsOwnFirstScreen() throws {
    let (root, platform) = makeLab()
    root.show(.detail(1))
    root.show(.child("a"))
    let child = try #require(root.children.first as? ChildCoordinator)
    child.show(.page(1))
    root.show(.child("nested"))
    child.popToFirstScreen()
    platform.expectStack([LabRoute.home, LabRoute.detail(1), ChildRoute.page(0)])
    #expect(root.childCount == 1)
    root.popToFirstScreen()
    platform.expectStack([LabRoute.home])
    #expect(root.childCount == 0)
    platform.expectConsistent()
  }

  @Test func anUnavailableRouteChangesNothingAndSaysWhy() async throws {
    let (root, platform) = makeLab()
    root.removedIDs = [4]
    let before = platform.store.state
    root.show(.missing(4))
    #expect(platform.store.state == before)
    #expect(
      platform.events.contains {
        if case .ignored(let reason) = $0 { return reason.contains("item 4 was removed") }
        return false
      })
    #expect(throws: NavigationError.unavailable(route: "missing(4)", reason: "item 4 was removed"))
    {
      try platform.store.apply(path: [LabRoute.missing(4)])
    }
    await #expect(
      throws: NavigationError.unavailable(route: "missing(4)", reason: "item 4 was removed")
    ) {
      try await root.run(.missing(4), as: Void.self)
    }
    #expect(platform.store.state == before)
  }

  @Test func restoringARouteThatBecameUnavailableFallsBackToTheRoot() throws {
    let (root, platform) = makeLab()
    root.show(.missing(4))
    let data = try platform.store.snapshotData()
    let relaunchedRoot = LabRootCoordinator()
    relaunchedRoot.removedIDs = [4]
    let store = NavigationStore(root: relaunchedRoot)
    let error = store.restoreOrStart(from: data)
    #expect(
      error
        == .unexpectedDestination(
          route: "missing(4)", coordinator: "LabRootCoordinator", reason: "item 4 was removed"))
    #expect(store.state.visibleStack?.routes == [AnyRoute(LabRoute.home)])
  }

  @Test func screenCountsFollowTheState() {
    let (root, platform) = makeLab()
    root.show(.detail(1))
    root.present(.settings)
    #expect(platform.store.screenCount == 3)
    #expect(root.screenCount == 3)
    #expect(platform.store.state.allScreens.count == 3)
    platform.expectConsistent()
  }
}
