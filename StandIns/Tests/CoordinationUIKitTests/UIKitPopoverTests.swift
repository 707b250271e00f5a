import Coordination
import CoordinationUIKit
import Foundation
import StandInTestTraits
import Testing
import UIKit

/// Popover layers shown by the UIKit driver: a popover anchored to the presenting screen's
/// view on iPad, a sheet with the layer's detents on iPhone, dismissed by the user once, and
/// kept by a guard.
@Suite(.usesStandInState) struct UIKitPopoverTests {
  /// The popover's view controller, presented from the root.
  private func presented(_ app: UIKitApp) throws -> UIViewController {
    try #require(app.driver.rootViewController.presentedViewController)
  }

  /// The first page's view controller, which presents.
  private func firstPage(_ app: UIKitApp) throws -> PageViewController {
    try #require(app.driver.rootViewController.viewControllers.first as? PageViewController)
  }

  @Test func onIPadItPointsAtTheViewTheAnchorNamesAndATapOutsideIsReportedOnce() throws {
    let app = UIKitApp()
    StandInBehavior.device = .pad
    app.root.present(.popover, style: .popover)
    #expect(StandInTransitions.warnings == [], "presented anchored, not refused")
    let events = EventLog(store: app.store)
    do {
      let container = try presented(app)
      #expect(container.modalPresentationStyle == .popover)
      let popover = try #require(container.popoverPresentationController)
      let button = try firstPage(app).actionsButton
      #expect(popover.sourceView === button)
      #expect(popover.sourceRect == button.bounds)
      #expect(app.shown == app.expected)
      #expect(!container.standInSwipeDown(), "a popover on a regular width is not swiped down")
      #expect(container.standInTapOutsidePopover())
    }
    #expect(events.userDismissals.count == 1)
    #expect(app.store.state.layers.count == 1)
    #expect(app.driver.rootViewController.presentedViewController == nil)
    #expect(app.shown == app.expected)
    #expect(StandInTransitions.warnings == [])
    #expect(app.driver.isSettled)
    #expect(app.store.leakTracker?.leaks() == [])
  }

  @Test(arguments: [nil, "missing"])
  func withoutAViewOfThatNameItPointsAtTheMiddleOfThePresenter(anchor: String?) throws {
    let app = UIKitApp()
    StandInBehavior.device = .pad
    app.root.popoverAnchor = anchor
    app.root.present(.popover, style: .popover)
    #expect(StandInTransitions.warnings == [], "still presented, never refused")
    let popover = try #require(try presented(app).popoverPresentationController)
    let rootView = try #require(app.driver.rootViewController.viewIfLoaded)
    #expect(popover.sourceView === rootView)
    #expect(
      popover.sourceRect
        == CGRect(x: rootView.bounds.midX, y: rootView.bounds.midY, width: 0, height: 0))
    #expect(app.shown == app.expected)
  }

  @Test func onIPhoneItIsASheetWithTheLayersDetentsSwipedDownOnce() throws {
    let app = UIKitApp()
    app.root.present(.popover, style: .popover)
    let container = try presented(app)
    let popover = try #require(container.popoverPresentationController)
    let sheet = popover.adaptiveSheetPresentationController
    #expect(sheet.detents.map(\.identifier).count == 3)
    #expect(sheet.detents.first?.identifier == .medium)
    #expect(sheet.detents.last?.identifier == .large)
    #expect(sheet.prefersGrabberVisible)
    #expect(!container.standInTapOutsidePopover(), "no outside to tap on a compact width")
    let events = EventLog(store: app.store)
    #expect(container.standInSwipeDown())
    #expect(events.userDismissals.count == 1)
    #expect(app.store.state.layers.count == 1)
    #expect(app.shown == app.expected)
    #expect(StandInTransitions.warnings == [])
    #expect(app.driver.isSettled)
  }

  @Test(arguments: StandInBehavior.Device.allCases)
  func aGuardThatRefusesMakesItModalUntilItAllows(device: StandInBehavior.Device) throws {
    let app = UIKitApp()
    StandInBehavior.device = device
    app.root.present(.editor, style: .popover)
    let container = try presented(app)
    #expect(container.isModalInPresentation)
    let dismissedByUser: () -> Bool = {
      device == .pad ? container.standInTapOutsidePopover() : container.standInSwipeDown()
    }
    let events = EventLog(store: app.store)
    #expect(!dismissedByUser())
    #expect(events.refusals == 1)
    #expect(app.store.state.layers.count == 2)
    #expect(app.shown == app.expected)
    for screen in app.store.state.allScreens {
      (app.store.model(for: screen.id) as? EditorModel)?.hasUnsavedChanges = false
    }
    // The guards are read again when the state next changes.
    app.root.show(.third)
    #expect(!container.isModalInPresentation)
    #expect(dismissedByUser())
    #expect(events.userDismissals.count == 1)
    #expect(app.shown == app.expected)
  }

  @Test func optionsThatForbidTheGestureKeepItWithoutAskingTheStore() throws {
    let app = UIKitApp()
    StandInBehavior.device = .pad
    app.root.sheetsAllowSwipeToDismiss = false
    var attempts: [LayerID] = []
    app.driver.onRefusedDismissal = { attempts.append($0) }
    app.root.present(.popover, style: .popover)
    let container = try presented(app)
    #expect(container.isModalInPresentation)
    let events = EventLog(store: app.store)
    #expect(!container.standInTapOutsidePopover())
    #expect(events.refusals == 0)
    #expect(attempts == [app.store.state.layers[1].id])
    #expect(app.shown == app.expected)
  }
}
