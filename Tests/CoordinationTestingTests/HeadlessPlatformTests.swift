import Coordination
import CoordinationTesting
import Testing

enum SheetRoute: NavigationRoute {
  case base
  case next
  case sheet
  case cover
}

final class SheetCoordinator: Coordinator<SheetRoute> {
  override func start() { show(.base) }
  override func destination(for route: SheetRoute) -> Destination { .screen(nil) }
}

/// The headless platform renders from events, plays the user as a device would, and records
/// what happened.
@Suite struct HeadlessPlatformTests {
  @Test func itStartsTheStoreAndShowsTheRootScreen() {
    let store = NavigationStore(root: SheetCoordinator())
    #expect(!store.isStarted)
    let platform = HeadlessPlatform(store: store)
    #expect(store.isStarted)
    platform.expectStack([SheetRoute.base])
    #expect(platform.display == HeadlessPlatform.Display(store.state))
    #expect(platform.renderCount == 1)
  }

  @Test func theDisplayFollowsEventsThroughPushesModalsAndPops() throws {
    let root = SheetCoordinator()
    let platform = HeadlessPlatform(store: NavigationStore(root: root))
    root.show(.next)
    root.present(.sheet)
    root.present(.cover, style: .fullScreen)
    #expect(platform.display.layers.map(\.style) == [.root, .sheet, .fullScreen])
    #expect(platform.display.layers.map { $0.stacks[0].screens.count } == [2, 1, 1])
    root.dismiss()
    #expect(platform.display.layers.count == 2)
    try platform.swipeDownSheet()
    try platform.tapBack()
    #expect(platform.display == HeadlessPlatform.Display(platform.store.state))
    platform.expectConsistent()
    #expect(platform.renderCount == 7)
  }

  @Test func userActionsAreReportedWithTheUserAsCause() throws {
    let root = SheetCoordinator()
    let platform = HeadlessPlatform(store: NavigationStore(root: root))
    root.show(.next)
    root.present(.sheet)
    try platform.swipeDownSheet()
    try platform.tapBack()
    let userEvents = platform.events.filter { $0.cause == .user }
    #expect(userEvents.count == 2)
    #expect(
      userEvents.allSatisfy {
        switch $0 {
        case .dismissed, .popped: return true
        default: return false
        }
      })
  }

  @Test func aFullScreenCoverCannotBeSwipedAway() throws {
    let root = SheetCoordinator()
    let platform = HeadlessPlatform(store: NavigationStore(root: root))
    root.present(.cover, style: .fullScreen)
    let layer = try #require(platform.store.state.topLayer?.id)
    #expect(throws: HeadlessPlatform.ActionError.notInteractivelyDismissible(layer)) {
      try platform.swipeDownSheet()
    }
    #expect(platform.store.state.layers.count == 2)
  }

  @Test func goingBackToAnUnknownScreenIsRefusedByTheStore() throws {
    let platform = HeadlessPlatform(store: NavigationStore(root: SheetCoordinator()))
    let ghost = ScreenID(rawValue: 9_999)
    #expect(throws: NavigationError.unknownScreen(ghost)) { try platform.goBack(to: ghost) }
  }

  @Test func relaunchingRestoresWhatWasShownInANewStore() throws {
    let root = SheetCoordinator()
    let platform = HeadlessPlatform(store: NavigationStore(root: root))
    root.show(.next)
    root.present(.sheet)
    let relaunched = try platform.relaunch(with: SheetCoordinator())
    #expect(relaunched.store !== platform.store)
    #expect(relaunched.store.state.layers.map(\.style) == [.root, .sheet])
    relaunched.expectStack([SheetRoute.sheet])
    try relaunched.swipeDownSheet()
    relaunched.expectStack([SheetRoute.base, SheetRoute.next])
    relaunched.expectConsistent()
  }

  @Test func relaunchingWithAnotherRootIsATypedError() throws {
    let platform = HeadlessPlatform(store: NavigationStore(root: SheetCoordinator()))
    #expect(throws: RestorationError.self) {
      _ = try platform.relaunch(with: OtherRoot())
    }
  }

  @Test func everyActionErrorExplainsItself() {
    let errors: [HeadlessPlatform.ActionError] = [
      .nothingToPop, .noModal, .notInteractivelyDismissible(LayerID(rawValue: 1)), .noSuchTab(2),
      .noModel("X"),
    ]
    #expect(Set(errors.map(\.description)).count == errors.count)
  }
}

final class OtherRoot: Coordinator<SheetRoute> {
  override func start() { show(.base) }
}
