import Coordination
import CoordinationTesting
import Testing

/// What a platform reports: reconciled, guarded, and refused with a typed error when it names
/// something that is not shown.
@Suite struct UserActionTests {
  @Test func poppingToAnUnknownScreenIsATypedErrorAndChangesNothing() {
    let (root, platform) = makeLab()
    root.show(.detail(1))
    let before = platform.store.state
    let ghost = ScreenID(rawValue: 999_999)
    #expect(throws: NavigationError.unknownScreen(ghost)) {
      try platform.store.handle(.popped(to: ghost))
    }
    #expect(platform.store.state == before)
  }

  @Test func dismissingTheRootOrAnUnknownLayerIsATypedError() throws {
    let (_, platform) = makeLab()
    let rootLayer = try #require(platform.store.state.layers.first?.id)
    #expect(throws: NavigationError.cannotDismissRoot) {
      try platform.store.handle(.dismissed(rootLayer))
    }
    let ghost = LayerID(rawValue: 424_242)
    #expect(throws: NavigationError.unknownLayer(ghost)) {
      try platform.store.handle(.dismissed(ghost))
    }
  }

  @Test func interactivePopOnAnUnknownOrRootOnlyStackIsATypedError() throws {
    let (_, platform) = makeLab()
    let stack = try #require(platform.store.state.visibleStack?.id)
    #expect(throws: NavigationError.nothingToPop(stack)) {
      try platform.store.handle(.beganInteractivePop(stack))
    }
    let ghost = StackID(rawValue: 77_777)
    #expect(throws: NavigationError.unknownStack(ghost)) {
      try platform.store.handle(.cancelledInteractivePop(ghost))
    }
  }

  @Test func aScreenModelGuardRefusesTheBackButtonUntilItAllows() throws {
    let (root, platform) = makeLab()
    root.show(.guarded)
    let screen = try #require(platform.topScreen)
    let model = try platform.topModel(as: GuardedModel.self)
    #expect(!platform.store.canUserLeave(screen.id))
    #expect(try platform.tapBack() == .refused(by: screen.id))
    platform.expectStack([LabRoute.home, LabRoute.guarded])
    #expect(
      platform.events.contains {
        if case .refused(_, let by) = $0 { return by == screen.id }
        return false
      })
    model.allowsLeaving = true
    #expect(try platform.tapBack() == .applied)
    platform.expectStack([LabRoute.home])
    platform.expectConsistent()
  }

  @Test func aGuardRefusesASwipeBeforeItBegins() throws {
    let (root, platform) = makeLab()
    root.show(.guarded)
    let screen = try #require(platform.topScreen)
    let revision = platform.store.revision
    #expect(try platform.swipeBack() == .refused(by: screen.id))
    platform.expectStack([LabRoute.home, LabRoute.guarded])
    // A question, as UIKit's gestureRecognizerShouldBegin(_:): nothing is published.
    #expect(platform.store.revision == revision)
  }

  @Test func aCoordinatorGuardRefusesDismissingASheet() throws {
    let (root, platform) = makeLab()
    root.vetoedRoutes = [.settings]
    root.present(.settings)
    let screen = try #require(platform.topScreen)
    #expect(try platform.swipeDownSheet() == .refused(by: screen.id))
    #expect(platform.store.state.layers.count == 2)
    platform.expectConsistent()
    root.vetoedRoutes = []
    #expect(try platform.swipeDownSheet() == .applied)
    #expect(platform.store.state.layers.count == 1)
  }

  @Test func guardsDoNotStopTheAppsOwnCode() throws {
    let (root, platform) = makeLab()
    root.show(.guarded)
    #expect(root.pop())
    platform.expectStack([LabRoute.home])
  }

  @Test func goingBackAcrossLayersDismissesTheModalsAbove() throws {
    let (root, platform) = makeLab()
    root.show(.detail(1))
    root.present(.child("modal"))
    let home = try #require(platform.store.state.layers.first?.visibleStack?.screens.first)
    try platform.goBack(to: home.id)
    #expect(platform.store.state.layers.count == 1)
    platform.expectStack([LabRoute.home])
    #expect(root.childCount == 0)
    platform.expectConsistent()
    platform.expectNoLeaks()
  }

  @Test func aCancelledSwipeChangesNothingAndIsRecorded() throws {
    let (root, platform) = makeLab()
    root.show(.child("a"))
    let before = platform.store.state
    try platform.swipeBack(cancelled: true)
    #expect(platform.store.state == before)
    #expect(root.childCount == 1)
    let stack = try #require(before.visibleStack?.id)
    #expect(platform.events.last == .interactivePopCancelled(stack))
    #expect(!platform.events.contains(.interactivePopBegan(stack)))
  }

  @Test func theHeadlessUserCannotDoWhatAUserCannot() throws {
    let (_, platform) = makeLab()
    #expect(throws: HeadlessPlatform.ActionError.nothingToPop) { try platform.tapBack() }
    #expect(throws: HeadlessPlatform.ActionError.noModal) { try platform.swipeDownSheet() }
    #expect(throws: HeadlessPlatform.ActionError.noSuchTab(0)) { try platform.selectTab(0) }
    #expect(throws: HeadlessPlatform.ActionError.noModel("GuardedModel")) {
      try platform.topModel(as: GuardedModel.self)
    }
  }
}
