import Coordination
import CoordinationUIKit
import Foundation
import StandInTestTraits
import Testing
import UIKit

/// One flow driven by the library in an app's own navigation controller: the app's screens
/// below it stay the app's, a back past the flow's first screen leaves the flow (guarded as a
/// back), and the app's delegate keeps hearing its navigation controller.
@Suite(.usesStandInState) struct UIKitAdoptionTests {
  @Test func theFlowIsPushedAboveTheAppsScreensWhichStay() throws {
    let app = AdoptionApp()
    #expect(app.navigation.viewControllers.first === app.settings)
    #expect(app.shown == app.expected)
    #expect(app.shown.count == 2)
    app.flow.show(.second)
    app.flow.show(.editor)
    #expect(app.shown == app.expected)
    #expect(app.shown.count == 4)
    // A pop to the flow's first screen keeps the app's screen below it.
    try app.flow.pop(to: .first)
    #expect(app.shown == app.expected)
    #expect(app.navigation.viewControllers.first === app.settings)
    #expect(StandInTransitions.warnings == [])
  }

  @Test func theBackButtonOnTheFirstScreenLeavesTheFlow() throws {
    let app = AdoptionApp()
    #expect(app.navigation.standInTapBack())
    #expect(app.navigation.viewControllers == [app.settings])
    #expect(app.store.state.description == "root: []")
    #expect(app.flow.isFinished)
    #expect(app.outcomes == ["cancelled user"])
    // The app's navigation controller is the app's again.
    #expect(app.navigation.delegate === app.appDelegate)
    #expect(app.navigation.interactivePopGestureRecognizer?.delegate === app.systemGestureDelegate)
    #expect(app.store.coordinatorCount == 0)
  }

  @Test func theBackMenuToTheAppsScreenLeavesTheFlowFromAnyDepth() throws {
    let app = AdoptionApp()
    app.flow.show(.second)
    #expect(app.navigation.standInPopFromBackMenu(to: app.settings))
    #expect(app.navigation.viewControllers == [app.settings])
    #expect(app.outcomes == ["cancelled user"])
    #expect(app.store.coordinatorCount == 0)
  }

  @Test(arguments: [true, false])
  func aSwipeOverTheFirstScreenLeavesTheFlowUnlessItRefuses(refuses: Bool) {
    let app = AdoptionApp { $0.firstRefusesLeaving = refuses }
    #expect(app.navigation.standInSwipeBack(completing: true) == !refuses)
    #expect(app.outcomes == (refuses ? [] : ["cancelled user"]))
    #expect(app.shown.count == (refuses ? 2 : 1))
    #expect(!app.navigation.standInIsStuck)
  }

  @Test func aBackPastAScreenThatRefusesPutsTheFlowBack() throws {
    let app = AdoptionApp()
    app.flow.show(.editor)
    let before = app.shown
    #expect(app.navigation.standInPopFromBackMenu(to: app.settings))
    #expect(app.shown == before)
    #expect(app.shown == app.expected)
    #expect(app.outcomes == [])
    #expect(app.flow.isActive)
    #expect(StandInTransitions.warnings == [])
  }

  @Test func theFlowFinishingShowsTheAppsScreensAgain() {
    let app = AdoptionApp()
    app.flow.show(.second)
    app.flow.finish(with: "ann")
    #expect(app.navigation.viewControllers == [app.settings])
    #expect(app.outcomes == ["ann"])
    #expect(app.navigation.delegate === app.appDelegate)
  }

  @Test func aSheetOfTheFlowIsPresentedOverTheAppsNavigationAndLeavesWithTheFlow() throws {
    let app = AdoptionApp()
    app.flow.present(.sheet)
    let sheet = try #require(app.navigation.presentedViewController as? UINavigationController)
    #expect(sheet.viewControllers.count == 1)
    app.flow.finish(with: "bob")
    #expect(app.navigation.presentedViewController == nil)
    #expect(app.navigation.viewControllers == [app.settings])
    #expect(app.outcomes == ["bob"])
    #expect(StandInTransitions.warnings == [])
  }

  @Test func theAppsDelegateStillHearsItsNavigationController() {
    let app = AdoptionApp()
    app.flow.show(.third)
    #expect(app.navigation.standInTapBack())
    #expect(app.appDelegate.shown.last == "first")
    #expect(app.navigation.standInTapBack())
    #expect(app.appDelegate.shown.last == "settings")
  }

  @Test func aScreenTheAppPushesOverTheFlowIsToleratedAndReported() {
    let app = AdoptionApp()
    let help = AppScreenController("help")
    app.navigation.pushViewController(help, animated: true)
    #expect(app.foreign == ["help"])
    #expect(app.navigation.topViewController === help)
    // The store pushes below it: UIKit's order of the flow's screens is the store's.
    app.flow.show(.editor)
    #expect(app.navigation.topViewController === help)
    #expect(app.shown == app.expected + ["help"])
    // When it leaves, the flow is as the store has it; nothing was reported as the user's.
    #expect(app.navigation.standInTapBack())
    #expect(app.shown == app.expected)
    #expect(app.store.state.description == "root: [first, editor]")
    #expect(StandInTransitions.warnings == [])
  }
}

/// View controllers the app or an SDK shows over the driver's screens, in a driver that owns
/// its root: tolerated, reported, and never the cause of a drift.
@Suite(.usesStandInState) struct UIKitForeignScreenTests {
  @Test func aScreenPushedOnTheDriversNavigationControllerStaysUntilItsOwnerPopsIt() throws {
    let app = UIKitApp()
    var foreign: [String] = []
    app.driver.onForeignScreen = { foreign.append($0.title ?? "?") }
    let navigation = app.driver.rootViewController
    let help = AppScreenController("help")
    navigation.pushViewController(help, animated: true)
    #expect(foreign == ["help"])
    app.root.show(.editor)
    #expect(navigation.topViewController === help)
    #expect(navigation.viewControllers.count == 3)
    // A pop of the store's keeps it on top too.
    app.root.pop()
    #expect(navigation.topViewController === help)
    #expect(navigation.standInTapBack())
    #expect(app.shown == app.expected)
    #expect(app.store.state.description == "root: [first]")
    #expect(StandInTransitions.warnings == [])
  }

  @Test func aCancelledSwipeOverAForeignScreenIsNotTheStores() throws {
    let app = UIKitApp()
    app.root.show(.third)
    let events = EventLog(store: app.store)
    let navigation = app.driver.rootViewController
    navigation.pushViewController(AppScreenController("help"), animated: true)
    #expect(navigation.standInSwipeBack(completing: false))
    #expect(events.cancelledSwipes == 0)
    #expect(navigation.viewControllers.count == 3)
    // Over the driver's own screen, it is.
    #expect(navigation.standInTapBack())
    #expect(navigation.standInSwipeBack(completing: false))
    #expect(events.cancelledSwipes == 1)
    #expect(app.shown == app.expected)
  }

  @Test func theUsersBackMenuPastAForeignScreenIsReportedAsTheirBack() throws {
    let app = UIKitApp()
    app.root.show(.editor)
    (app.store.model(for: try #require(app.store.state.topScreen).id) as? EditorModel)?
      .hasUnsavedChanges = false
    let navigation = app.driver.rootViewController
    navigation.pushViewController(AppScreenController("help"), animated: true)
    let first = try #require(navigation.viewControllers.first)
    #expect(navigation.standInPopFromBackMenu(to: first))
    #expect(app.store.state.description == "root: [first]")
    #expect(app.shown == app.expected)
  }

  @Test func aViewControllerPresentedOverTheDriverStaysAndTheStorePresentsOverIt() throws {
    let app = UIKitApp()
    var foreign: [String] = []
    app.driver.onForeignScreen = { foreign.append($0.title ?? "?") }
    let consent = AppScreenController("consent")
    app.driver.rootViewController.present(consent, animated: true)
    app.root.show(.editor)
    #expect(app.driver.rootViewController.presentedViewController === consent)
    #expect(foreign == ["consent"])
    app.root.present(.sheet)
    #expect(consent.presentedViewController != nil)
    #expect(StandInTransitions.warnings == [])
    // The store's sheet leaving leaves the consent where it was.
    try #require(app.focused as? SecondCoordinator).dismiss()
    #expect(app.driver.rootViewController.presentedViewController === consent)
    #expect(consent.presentedViewController == nil)
    #expect(StandInTransitions.warnings == [])
  }
}
