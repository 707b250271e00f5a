import Coordination
import CoordinationTesting
import Testing

/// A child finishes by itself when its last screen leaves, for any cause, exactly once, and
/// its parent drops it.
@Suite struct ChildLifecycleTests {
  private func finishedEvents(_ platform: HeadlessPlatform) -> [(String, NavigationCause, Bool)] {
    platform.events.compactMap {
      if case .finished(_, let name, let cause, let completed) = $0 {
        return (name, cause, completed)
      }
      return nil
    }
  }

  @Test func showingAFlowAddsAndStartsAChildOnTheSameStack() throws {
    let (root, platform) = makeLab()
    root.show(.child("a"))
    #expect(root.childCount == 1)
    let child = try #require(root.children.first as? ChildCoordinator)
    #expect(child.parent === root)
    #expect(child.startCount == 1)
    #expect(child.isActive)
    #expect(child.route == AnyRoute(LabRoute.child("a")))
    platform.expectStack([LabRoute.home, ChildRoute.page(0)])
    platform.expectTree(
      """
      LabRootCoordinator [home]
        Child(a) [page(0)]
      """)
    platform.expectConsistent()
  }

  @Test func ownFinishRemovesItsScreensAndEverythingAbove() throws {
    let (root, platform) = makeLab()
    root.show(.child("a"))
    weak let child = root.children.first as? ChildCoordinator
    #expect(child != nil)
    child?.show(.page(1))
    root.show(.detail(9))
    child?.finish()
    platform.expectStack([LabRoute.home])
    #expect(child == nil)
    #expect(root.childCount == 0)
    #expect(root.finishedChildren == ["Child(a)"])
    let finished = finishedEvents(platform)
    #expect(finished.count == 1)
    #expect(finished.first?.1 == .code)
    #expect(finished.first?.2 == true)
    platform.expectConsistent()
    platform.expectNoLeaks()
  }

  @Test func backButtonFinishesTheChildWhenItsLastScreenLeaves() throws {
    let (root, platform) = makeLab()
    root.show(.child("a"))
    weak let child = root.children.first as? ChildCoordinator
    child?.show(.page(1))
    try platform.tapBack()
    #expect(child?.isActive == true)
    try platform.tapBack()
    #expect(child == nil)
    #expect(root.childCount == 0)
    #expect(finishedEvents(platform).map(\.1) == [.user])
    platform.expectConsistent()
    platform.expectNoLeaks()
  }

  @Test func leakTrackingReportsAFinishedCoordinatorThatIsStillReferenced() throws {
    let (root, platform) = makeLab()
    root.show(.child("kept"))
    let kept = try #require(root.children.first as? ChildCoordinator)
    try platform.tapBack()
    #expect(kept.isFinished)
    let leaks = platform.store.leakTracker?.leaks() ?? []
    #expect(leaks.map(\.kind) == [.coordinator])
    #expect(leaks.first?.label == "Child(kept)")
    #expect(NavigationCheck.noLeaks(platform.store)?.contains("Child(kept)") == true)
  }

  @Test func leakTrackingReportsAScreenModelThatIsStillReferenced() throws {
    let (root, platform) = makeLab()
    root.show(.detail(3))
    let screen = try #require(platform.topScreen)
    let model = try #require(platform.store.model(for: screen.id) as? PlainModel)
    try platform.tapBack()
    #expect(platform.store.leakTracker?.leaks().map(\.kind) == [.screenModel])
    #expect(model.name == "detail 3")
  }

  @Test func stackReplacementFinishesChildrenWhoseScreensLeave() throws {
    let (root, platform) = makeLab()
    root.show(.child("a"))
    root.show(.child("b"))
    #expect(root.childCount == 2)
    root.setStack([.home, .settings])
    #expect(root.childCount == 0)
    #expect(Set(root.finishedChildren) == ["Child(a)", "Child(b)"])
    platform.expectStack([LabRoute.home, LabRoute.settings])
    platform.expectConsistent()
    platform.expectNoLeaks()
  }

  @Test func setStackReplacesTheScreensOfChildrenWhenTheCoordinatorHasNoneOfItsOwn() throws {
    let (root, platform) = makeLab()
    root.setStack([.child("only")])
    platform.expectStack([ChildRoute.page(0)])
    root.setStack([.detail(1)])
    platform.expectStack([LabRoute.detail(1)])
    #expect(root.childCount == 0)
    platform.expectConsistent()
    platform.expectNoLeaks()
  }

  @Test func setStackKeepsUnchangedLeadingScreensWithTheirModels() throws {
    let (root, platform) = makeLab()
    let home = try #require(platform.topScreen)
    let homeModel = try #require(platform.store.model(for: home.id) as? PlainModel)
    root.show(.detail(1))
    root.setStack([.home, .detail(2)])
    #expect(platform.store.state.visibleStack?.screens.first?.id == home.id)
    #expect(platform.store.model(for: home.id) === homeModel)
    platform.expectStack([LabRoute.home, LabRoute.detail(2)])
    platform.expectConsistent()
  }

  @Test func aChildThatShowsNothingFinishesAtOnce() throws {
    let root = EmptyHostCoordinator()
    let platform = HeadlessPlatform(store: NavigationStore(root: root, leakTracking: true))
    root.show(.empty)
    #expect(root.childCount == 0)
    #expect(finishedEvents(platform).map(\.0) == ["EmptyCoordinator"])
    platform.expectConsistent()
    platform.expectNoLeaks()
  }

  @Test func aCoordinatorRunsOnlyOnce() throws {
    let (root, platform) = makeLab()
    root.show(.reused)
    root.show(.reused)
    #expect(root.childCount == 1)
    #expect(root.sharedChild.startCount == 1)
    #expect(
      platform.events.contains {
        if case .ignored(let reason) = $0 { return reason.contains("already runs") }
        return false
      })
  }

  @Test func callsOnAFinishedCoordinatorAreIgnoredAndReported() throws {
    let (root, platform) = makeLab()
    root.show(.child("a"))
    let child = try #require(root.children.first as? ChildCoordinator)
    child.finish()
    let before = platform.store.state
    child.show(.page(5))
    child.finish()
    #expect(platform.store.state == before)
    #expect(finishedEvents(platform).count == 1)
    #expect(
      platform.events.contains {
        if case .ignored(let reason) = $0 { return reason.contains("not running") }
        return false
      })
  }

  @Test func finishingAParentFinishesItsChildrenFirstExactlyOnce() throws {
    let (root, platform) = makeLab()
    root.show(.child("outer"))
    weak let outer = root.children.first as? ChildCoordinator
    outer?.show(.page(1))
    root.show(.child("sibling"))
    #expect(root.childCount == 2)
    outer?.finish()
    #expect(root.childCount == 0)
    let names = finishedEvents(platform).map(\.0)
    #expect(names == ["Child(sibling)", "Child(outer)"])
    platform.expectConsistent()
    platform.expectNoLeaks()
  }

  @Test func rootFinishingEmptiesTheState() throws {
    let (root, platform) = makeLab()
    root.show(.detail(1))
    root.finish()
    #expect(root.isFinished)
    #expect(platform.store.state.isEmpty)
    #expect(platform.store.coordinatorCount == 0)
    platform.expectConsistent()
  }
}

enum EmptyHostRoute: NavigationRoute {
  case root
  case empty
}

final class EmptyHostCoordinator: Coordinator<EmptyHostRoute> {
  override func start() { show(.root) }
  override func destination(for route: EmptyHostRoute) -> Destination {
    switch route {
    case .root: .screen(nil)
    case .empty: .flow(EmptyCoordinator())
    }
  }
}

/// The root coordinator is the app: it only finishes by its own call.
@Suite struct RootLifecycleTests {
  @Test func theRootOutlivesItsLastChildAndCanShowAgain() throws {
    let root = KApplicationCoordinator()
    let platform = HeadlessPlatform(store: NavigationStore(root: root, leakTracking: true))
    let list = try #require(root.children.first as? KListCoordinator)
    list.finish()
    #expect(root.isActive)
    #expect(platform.store.state.isEmpty)
    root.show(.list)
    platform.expectStack([KListRoute.all])
    platform.expectConsistent()
  }
}
