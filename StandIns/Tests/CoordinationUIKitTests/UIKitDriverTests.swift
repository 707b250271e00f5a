import Coordination
import CoordinationUIKit
import Foundation
import StandInTestTraits
import Testing
import UIKit

@Suite(.usesStandInState) struct UIKitDriverTests {
  @Test func theWindowShowsTheRootStackAndIsKey() {
    let app = UIKitApp()
    #expect(app.host.window.rootViewController === app.driver.rootViewController)
    #expect(app.host.window.isKeyWindow)
    #expect(app.driver.rootViewController.viewControllers.count == 1)
    #expect(app.driver.rootViewController.viewControllers.first is PageViewController)
    #expect(app.shown == app.expected)
  }

  @Test func onePushIsAnAnimatedPushAndALinkOneSetViewControllers() throws {
    let app = UIKitApp()
    StandInLog.clear()
    app.root.show(.second)
    #expect(StandInLog.entries.filter { $0.hasPrefix("push(") }.count == 1)
    #expect(StandInLog.entries.contains { $0.hasPrefix("push(") && $0.hasSuffix("animated=true") })
    StandInLog.clear()
    try app.store.apply(path: [PagesRoute.first, PagesRoute.editor, PagesRoute.second])
    let sets = StandInLog.entries.filter { $0.hasPrefix("setViewControllers(") }
    #expect(sets.count == 1)
    #expect(!StandInLog.entries.contains { $0.hasPrefix("push(") })
    #expect(app.shown == app.expected)
  }

  @Test func aViewControllerIsMadeOncePerScreenAndReused() throws {
    let app = UIKitApp()
    let first = try #require(app.driver.rootViewController.viewControllers.first)
    app.root.show(.second)
    app.root.pop()
    #expect(app.driver.rootViewController.viewControllers.first === first)
  }

  @Test func theBackButtonPopsOnceAndFreesTheChild() {
    let app = UIKitApp()
    app.root.show(.second)
    #expect(app.store.coordinatorCount == 2)
    let events = EventLog(store: app.store)
    #expect(app.visibleNavigation?.standInTapBack() == true)
    #expect(app.store.state.description == "root: [first]")
    #expect(app.store.coordinatorCount == 1)
    #expect(events.userPops == 1)
    #expect(app.shown == app.expected)
  }

  @Test func theBackMenuPopsSeveralAsOneUserAction() throws {
    let app = UIKitApp()
    app.root.show(.second)
    (app.focused as? SecondCoordinator)?.show(.first)
    let navigation = try #require(app.visibleNavigation)
    let events = EventLog(store: app.store)
    #expect(navigation.standInPopFromBackMenu(to: navigation.viewControllers[0]))
    #expect(app.store.state.description == "root: [first]")
    #expect(events.userPops == 1)
    #expect(app.store.coordinatorCount == 1)
    #expect(app.shown == app.expected)
  }

  @Test(arguments: [17, 18])
  func aSwipeThatCompletesPopsAndOneCancelledChangesNothing(iOS: Int) throws {
    StandInBehavior.iOSVersion = iOS
    defer { StandInBehavior.iOSVersion = StandInBehavior.defaultIOSVersion }
    let app = UIKitApp()
    app.root.show(.second)
    let events = EventLog(store: app.store)
    let navigation = try #require(app.visibleNavigation)
    #expect(navigation.standInSwipeBack(completing: false))
    #expect(app.store.state.description == "root: [first, third]")
    #expect(events.userPops == 0)
    #expect(events.cancelledSwipes == 1)
    #expect(app.shown == app.expected)
    #expect(navigation.standInSwipeBack(completing: true))
    #expect(app.store.state.description == "root: [first]")
    #expect(events.userPops == 1)
    #expect(app.store.coordinatorCount == 1)
    #expect(app.shown == app.expected)
  }

  @Test func aGuardedScreenBlocksTheSwipeAndPutsBackARefusedBack() throws {
    let app = UIKitApp()
    app.root.show(.editor)
    let navigation = try #require(app.visibleNavigation)
    #expect(!navigation.standInSwipeBack(completing: true))
    #expect(app.store.state.visibleStack?.routes.count == 2)
    #expect(navigation.standInTapBack())
    #expect(app.store.state.visibleStack?.routes.count == 2)
    #expect(navigation.viewControllers.count == 2)
    #expect(app.shown == app.expected)
  }

  @Test func aSheetIsItsOwnNavigationControllerAndSwipingItDownCancelsTheParent() throws {
    let app = UIKitApp()
    var result: Result<Void, any Error>?
    app.root.run(.sheet, presentation: .modal(.sheet), as: Void.self) { result = $0 }
    let presented = try #require(app.driver.rootViewController.presentedViewController)
    #expect(presented is UINavigationController)
    #expect(presented.modalPresentationStyle == .pageSheet)
    #expect(presented.standInSwipeDown())
    #expect(app.store.state.layers.count == 1)
    #expect(app.store.coordinatorCount == 1)
    #expect(app.driver.rootViewController.presentedViewController == nil)
    guard case .failure(let error) = result else {
      Issue.record("the awaiting parent was not told: \(String(describing: result))")
      return
    }
    #expect((error as? FlowCancelled)?.cause == .user)
  }

  @Test func aSheetWithAGuardedScreenIsModalAndTheAttemptIsRecorded() throws {
    let app = UIKitApp()
    app.root.present(.sheet)
    (app.focused as? SecondCoordinator)?.show(.editor)
    let presented = try #require(app.driver.rootViewController.presentedViewController)
    #expect(presented.isModalInPresentation)
    let events = EventLog(store: app.store)
    #expect(!presented.standInSwipeDown())
    #expect(app.store.state.layers.count == 2)
    #expect(events.refusals == 1)
    #expect(app.shown == app.expected)
  }

  @Test func aFullScreenLayerIsPresentedFullScreenAndCannotBeSwipedDown() throws {
    let app = UIKitApp()
    app.root.present(.fullScreen, style: .fullScreen)
    let presented = try #require(app.driver.rootViewController.presentedViewController)
    #expect(presented.modalPresentationStyle == .fullScreen)
    #expect(!presented.standInSwipeDown())
    #expect(app.store.state.layers.count == 2)
  }

  @Test func nestedSheetsArePresentedInOrderEvenWhenTransitionsTakeTime() throws {
    let app = UIKitApp()
    StandInTransitions.mode = .deferred
    defer { StandInTransitions.mode = .immediate }
    try app.store.apply(steps: [
      PathStep(PagesRoute.first), PathStep(PagesRoute.sheet, presentation: .sheet),
      PathStep(PagesRoute.sheet, presentation: .sheet),
    ])
    StandInTransitions.finishAll()
    StandInTransitions.finishAll()
    #expect(StandInTransitions.warnings == [])
    #expect(app.shown == app.expected)
    #expect(app.shown.count == 3)
  }

  @Test func aSecondPresentationWaitsForTheFirstToEnd() throws {
    let app = UIKitApp()
    StandInTransitions.mode = .deferred
    defer { StandInTransitions.mode = .immediate }
    app.root.present(.sheet)
    (app.focused as? SecondCoordinator)?.present(.sheet)
    #expect(app.shown.count == 2)
    while StandInTransitions.inFlightCount > 0 { StandInTransitions.finishAll() }
    #expect(StandInTransitions.warnings == [])
    #expect(app.shown.count == 3)
    #expect(app.shown == app.expected)
    app.root.dismiss()
    app.root.present(.fullScreen, style: .fullScreen)
    while StandInTransitions.inFlightCount > 0 { StandInTransitions.finishAll() }
    #expect(StandInTransitions.warnings == [])
    #expect(app.shown == app.expected)
  }

  @Test func dismissingOneSheetOfAChainLeavesTheSheetsBelow() throws {
    let app = UIKitApp()
    app.root.present(.sheet)
    (app.focused as? SecondCoordinator)?.present(.sheet)
    let middle = try #require(app.focused as? SecondCoordinator)
    middle.present(.sheet)
    #expect(app.shown.count == 4)
    (app.focused as? SecondCoordinator)?.dismiss()
    #expect(app.shown.count == 3)
    #expect(app.shown == app.expected)
  }

  @Test func aSheetGetsTheDetentsAndGrabberOfItsRoute() throws {
    let app = UIKitApp()
    app.root.present(.sheet)
    let presented = try #require(app.driver.rootViewController.presentedViewController)
    let sheet = try #require(presented.sheetPresentationController)
    #expect(sheet.prefersGrabberVisible)
    #expect(sheet.detents.map(\.identifier).prefix(1) == [.medium])
    #expect(sheet.detents.count == 3)
    #expect(sheet.detents[1].standInResolvedValue(maximum: 800) == 600)
  }

  @Test func tabsFollowTheUserAndTheCodeWithoutEchoes() throws {
    let app = UIKitApp()
    app.root.present(.tabs, style: .fullScreen)
    let tabs = try #require(
      app.driver.rootViewController.presentedViewController as? UITabBarController)
    let events = EventLog(store: app.store)
    #expect(tabs.standInUserSelect(index: 1))
    #expect(app.store.state.topLayer?.selectedIndex == 1)
    // A re-tap is the store's to carry out (the tab is at its first screen: nothing changes).
    #expect(!tabs.standInUserSelect(index: 1))
    #expect(events.userTabSelections == 1)
    let container = try #require(app.root.children.first as? PagesTabs)
    try container.select(.home)
    #expect(tabs.selectedIndex == 0)
    #expect(events.userTabSelections == 1)
    #expect(app.shown == app.expected)
  }

  @Test func reTappingTheSelectedTabPopsItToItsFirstScreenWithTheGuardsAsked() throws {
    let app = UIKitApp()
    app.root.present(.tabs, style: .fullScreen)
    let tabs = try #require(
      app.driver.rootViewController.presentedViewController as? UITabBarController)
    let tab = try #require(app.focused as? SecondCoordinator)
    tab.show(.editor)
    tab.show(.first)
    let navigation = try #require(tabs.selectedViewController as? UINavigationController)
    #expect(navigation.viewControllers.count == 3)
    let events = EventLog(store: app.store)
    // The editor refuses: UIKit's own pop to the root is kept from happening, nothing moves.
    #expect(!tabs.standInUserSelect(index: 0))
    #expect(navigation.viewControllers.count == 3)
    #expect(app.store.state.visibleStack?.screens.count == 3)
    let editor = try #require(
      app.store.state.visibleStack.flatMap { app.store.model(for: $0.screens[1].id) }
        as? EditorModel)
    editor.hasUnsavedChanges = false
    #expect(!tabs.standInUserSelect(index: 0))
    #expect(navigation.viewControllers.count == 1)
    #expect(events.userPops == 1)
    #expect(app.shown == app.expected)
  }

  @Test func aDeepLinkWhileASheetIsUpDismissesItAndSetsTheStack() throws {
    let app = UIKitApp()
    app.root.present(.sheet)
    try app.store.apply(path: [PagesRoute.first, PagesRoute.editor, PagesRoute.second])
    #expect(app.driver.rootViewController.presentedViewController == nil)
    #expect(app.driver.rootViewController.viewControllers.count == 3)
    #expect(app.shown == app.expected)
  }

  @Test func seed004sLoopFreesTheChildEveryTime() throws {
    let app = UIKitApp()
    for round in 0..<1_000 {
      app.root.show(.second)
      let navigation = try #require(app.visibleNavigation)
      if round % 2 == 0 {
        #expect(navigation.standInTapBack())
      } else {
        #expect(navigation.standInSwipeBack(completing: true))
      }
    }
    #expect(app.store.coordinatorCount == 1)
    #expect(app.store.screenCount == 1)
    #expect(app.driver.rootViewController.viewControllers.count == 1)
    #expect(app.store.leakTracker?.leaks() == [])
  }
}

/// Counts the events a store publishes that the user caused.
@MainActor
final class EventLog {
  private(set) var userPops = 0
  private(set) var cancelledSwipes = 0
  private(set) var refusals = 0
  private(set) var userTabSelections = 0
  /// The layers the user dismissed (a sheet dragged away, a question answered or dismissed).
  private(set) var userDismissals: [LayerID] = []
  private var token: ObserverToken?

  init(store: NavigationStore) {
    token = store.observe { [unowned self] update in
      for event in update.events {
        switch event {
        case .popped(_, _, .user): userPops += 1
        case .interactivePopCancelled: cancelledSwipes += 1
        case .refused: refusals += 1
        case .selectedTab(_, _, .user): userTabSelections += 1
        case .dismissed(let layer, _, .user): userDismissals.append(layer)
        default: break
        }
      }
    }
  }
}
