import Coordination
import CoordinationUIKit
import Foundation
import StandInTestTraits
import Testing
import UIKit

/// Questions (alerts and confirmation dialogs) shown by the UIKit driver as UIAlertControllers,
/// answered by playing the user in the stand-in.
@Suite(.usesStandInState) struct UIKitQuestionTests {
  @Test func anAnsweredAlertDeliversItsValueAndLeavesUIKitInStep() throws {
    let app = UIKitApp()
    let asked = Answers()
    app.root.run(.rename, as: PageAnswer.self, then: asked.record)
    let alert = try #require(app.question)
    #expect(alert.preferredStyle == .alert)
    #expect(alert.title == "Rename" && alert.message == "A new name for the page.")
    #expect(alert.actions.map(\.title) == ["Rename", "Cancel"])
    #expect(alert.actions.map(\.style) == [.default, .cancel])
    #expect(app.shown == app.expected)
    let events = EventLog(store: app.store)
    #expect(alert.standInTap(action: alert.actions[1]))
    #expect(asked.values == [.cancelled])
    #expect(events.userDismissals.count == 1)
    #expect(app.store.state.layers.count == 1)
    #expect(app.driver.rootViewController.presentedViewController == nil)
    #expect(app.shown == app.expected)
    #expect(StandInTransitions.warnings == [])
    #expect(app.driver.isSettled)
    #expect(app.store.leakTracker?.leaks() == [])
  }

  @Test func theTypedTextReachesTheAnswer() throws {
    let app = UIKitApp()
    let asked = Answers()
    app.root.run(.rename, as: PageAnswer.self, then: asked.record)
    let alert = try #require(app.question)
    let fields = try #require(alert.textFields)
    #expect(fields.map(\.placeholder) == ["Name", "Password"])
    #expect(fields.map(\.text) == ["Page", ""])
    #expect(fields.map(\.isSecureTextEntry) == [false, true])
    fields[0].standInType("Notes")
    fields[1].standInType("s3cret")
    #expect(alert.standInTap(action: alert.actions[0]))
    #expect(asked.values == [.renamed("Notes", password: "s3cret")])
    #expect(app.shown == app.expected)
  }

  @Test func aConfirmationDialogIsAnActionSheetWhoseTapOutsideOnIPhoneIsItsCancel() throws {
    let app = UIKitApp()
    let asked = Answers()
    app.root.run(.discard, as: PageAnswer.self, then: asked.record)
    let sheet = try #require(app.question)
    #expect(sheet.preferredStyle == .actionSheet)
    #expect(sheet.actions.map(\.style) == [.destructive, .cancel])
    #expect(sheet.popoverPresentationController == nil)
    #expect(sheet.standInTapOutside())
    #expect(asked.values == [.kept])
    #expect(app.shown == app.expected)
    #expect(StandInTransitions.warnings == [])
  }

  @Test(arguments: StandInBehavior.PopoverOutsideTap.allCases)
  func anActionSheetOnIPadIsAnchoredAndATapOutsideAnswersCancelOnce(
    tap: StandInBehavior.PopoverOutsideTap
  ) throws {
    let app = UIKitApp()
    StandInBehavior.device = .pad
    StandInBehavior.popoverOutsideTap = tap
    let asked = Answers()
    app.root.run(.discard, as: PageAnswer.self, then: asked.record)
    #expect(StandInTransitions.warnings == [], "presented anchored, not refused")
    let sheet = try #require(app.question)
    let popover = try #require(sheet.popoverPresentationController)
    let rootView = try #require(app.driver.rootViewController.viewIfLoaded)
    #expect(popover.sourceView === rootView)
    #expect(
      popover.sourceRect
        == CGRect(x: rootView.bounds.midX, y: rootView.bounds.midY, width: 0, height: 0))
    let events = EventLog(store: app.store)
    #expect(sheet.standInTapOutside())
    #expect(asked.values == [.kept])
    #expect(events.userDismissals.count == 1)
    #expect(app.shown == app.expected)
    #expect(StandInTransitions.warnings == [])
    #expect(app.driver.isSettled)
  }

  @Test func aDeepLinkWhileAnAlertIsUpTakesItAwayWithTheCancelValue() throws {
    let app = UIKitApp()
    let asked = Answers()
    app.root.run(.rename, as: PageAnswer.self, then: asked.record)
    let alert = try #require(app.question)
    try app.store.apply(path: [PagesRoute.first, PagesRoute.editor])
    #expect(asked.values == [.cancelled])
    #expect(app.question == nil && alert.presentingViewController == nil)
    #expect(app.driver.rootViewController.viewControllers.count == 2)
    #expect(app.shown == app.expected)
    #expect(StandInTransitions.warnings == [])
  }

  @Test func aQuestionAskedFromASheetIsPresentedOverItAndAnsweredThere() throws {
    let app = UIKitApp()
    app.root.present(.sheet)
    let second = try #require(app.focused as? SecondCoordinator)
    let asked = Answers()
    second.run(.discard, as: PageAnswer.self, then: asked.record)
    #expect(app.shown.count == 3)
    let sheet = try #require(app.question)
    #expect(sheet.standInTap(action: sheet.actions[0]))
    #expect(asked.values == [.discarded])
    #expect(app.shown.count == 2)
    #expect(app.shown == app.expected)
  }

  @Test func aQuestionRestoredAtLaunchIsPresentedOnceTheWindowIsVisible() throws {
    let before = UIKitApp()
    before.root.show(.first)
    before.root.show(.rename)
    let path = try #require(before.store.currentPath)
    let app = try UIKitApp(launchingInto: { try $0.apply(steps: path) })
    #expect(StandInTransitions.warnings == [])
    let alert = try #require(app.question)
    #expect(alert.title == "Rename")
    #expect(app.shown == app.expected)
    #expect(alert.standInTap(action: alert.actions[1]))
    #expect(app.store.state.layers.count == 1)
    #expect(app.shown == app.expected)
  }
}

/// The answers a `run(_:as:)` caller received, in order.
@MainActor
final class Answers {
  private(set) var values: [PageAnswer] = []
  private(set) var failures: [any Error] = []

  func record(_ result: Result<PageAnswer, any Error>) {
    switch result {
    case .success(let value): values.append(value)
    case .failure(let error): failures.append(error)
    }
  }
}
