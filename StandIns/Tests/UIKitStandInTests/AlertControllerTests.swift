import Foundation
import Testing
import UIKit

extension StandInTests {
  @Suite("UIAlertController")
  struct AlertControllerTests {
    let log = EventLog()
    let a: Screen

    init() {
      a = Screen("A", log: log)
    }

    /// A fresh stand-in and `a` in a visible window, with the logs emptied. Called first in
    /// each test's body, which runs without suspending: a test of another target (they run in
    /// parallel with this one) cannot change the global state in between.
    func start() {
      resetStandIn()
      showInWindow(a)
      log.events.removeAll()
      StandInLog.clear()
    }

    /// An alert controller titled `title` whose actions log their handler's run.
    func makeAlert(
      _ title: String, style: UIAlertController.Style, actions: [(String, UIAlertAction.Style)]
    ) -> UIAlertController {
      let alert = UIAlertController(title: title, message: nil, preferredStyle: style)
      for (name, actionStyle) in actions {
        alert.addAction(
          UIAlertAction(title: name, style: actionStyle) { [log, a] _ in
            log.append(
              "handler \(name) presented=\(a.presentedViewController?.standInName ?? "nil")")
          })
      }
      return alert
    }

    @Test("A tapped action dismisses the alert first, then runs its handler")
    func tapDismissesThenRunsTheHandler() throws {
      start()
      let alert = makeAlert("Q", style: .alert, actions: [("OK", .default), ("Cancel", .cancel)])
      a.present(alert, animated: false)
      StandInTransitions.mode = .deferred
      #expect(alert.standInTap(action: alert.actions[0]))
      #expect(alert.isBeingDismissed)
      #expect(log.only("handler").isEmpty)
      StandInTransitions.finishAll()
      #expect(log.only("handler") == ["handler OK presented=nil"])
      #expect(a.presentedViewController == nil)
      #expect(StandInLog.entries.contains("dismiss from A animated=true"))
    }

    @Test("The handler reads what the user typed in the text fields")
    func handlerReadsTheTexts() throws {
      start()
      let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
      alert.addTextField { $0.placeholder = "Name" }
      alert.addTextField { field in
        field.placeholder = "Password"
        field.isSecureTextEntry = true
      }
      var read: [String?] = []
      alert.addAction(
        UIAlertAction(title: "Rename", style: .default) { _ in
          read = alert.textFields?.map(\.text) ?? []
        })
      a.present(alert, animated: true)
      let fields = try #require(alert.textFields)
      #expect(fields.map(\.placeholder) == ["Name", "Password"])
      #expect(fields.map(\.isSecureTextEntry) == [false, true])
      fields[0].standInType("Draft 2")
      #expect(alert.standInTap(action: alert.actions[0]))
      #expect(read == ["Draft 2", ""])
    }

    @Test("Text fields only on alerts, one cancel action: UIKit's exceptions, recorded")
    func refusedConfigurations() {
      start()
      let sheet = makeAlert("Q", style: .actionSheet, actions: [("Cancel", .cancel)])
      sheet.addTextField()
      #expect(sheet.textFields == nil)
      sheet.addAction(UIAlertAction(title: "Also cancel", style: .cancel))
      #expect(sheet.actions.map(\.title) == ["Cancel"])
      #expect(
        StandInTransitions.warnings == [
          "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert",
          "UIAlertController can only have one action with a style of UIAlertActionStyleCancel",
        ])
    }

    @Test("An alert stays when the user taps outside it, on iPhone and on iPad")
    func alertIgnoresATapOutside() {
      start()
      for device in StandInBehavior.Device.allCases {
        StandInBehavior.device = device
        let alert = makeAlert("Q", style: .alert, actions: [("Cancel", .cancel)])
        a.present(alert, animated: false)
        #expect(!alert.standInTapOutside())
        #expect(a.presentedViewController === alert)
        alert.dismiss(animated: false)
      }
      #expect(log.only("handler").isEmpty)
    }

    @Test("On iPhone a tap outside an action sheet chooses its cancel action, if it has one")
    func phoneActionSheetTapOutside() {
      start()
      let plain = makeAlert("Plain", style: .actionSheet, actions: [("Red", .default)])
      #expect(plain.popoverPresentationController == nil)
      a.present(plain, animated: false)
      #expect(!plain.standInTapOutside())
      #expect(a.presentedViewController === plain)
      plain.dismiss(animated: false)
      let sheet = makeAlert(
        "Q", style: .actionSheet, actions: [("Red", .default), ("No", .cancel)])
      a.present(sheet, animated: false)
      #expect(sheet.standInTapOutside())
      #expect(log.only("handler") == ["handler No presented=nil"])
    }

    @Test("On iPad an action sheet without an anchor is refused with UIKit's message")
    func padActionSheetNeedsAnAnchor() throws {
      start()
      StandInBehavior.device = .pad
      let sheet = makeAlert("Q", style: .actionSheet, actions: [("Red", .default)])
      #expect(sheet.modalPresentationStyle == .popover)
      var completed = false
      a.present(sheet, animated: true) { completed = true }
      #expect(a.presentedViewController == nil && !completed)
      let warning = try #require(StandInTransitions.warnings.first)
      #expect(warning.hasPrefix("Your application has presented a UIAlertController (<Q>)"))
      #expect(warning.contains("You must provide either a sourceView and sourceRect"))
      let popover = try #require(sheet.popoverPresentationController)
      popover.sourceView = a.view
      popover.sourceRect = CGRect(x: 10, y: 10, width: 0, height: 0)
      a.present(sheet, animated: true) { completed = true }
      #expect(a.presentedViewController === sheet && completed)
      #expect(StandInTransitions.warnings.count == 1)
    }

    @Test(
      "On iPad a tap outside the popover dismisses it as the sources disagree",
      arguments: StandInBehavior.PopoverOutsideTap.allCases)
    func padTapOutside(behaviour: StandInBehavior.PopoverOutsideTap) throws {
      start()
      StandInBehavior.device = .pad
      StandInBehavior.popoverOutsideTap = behaviour
      let delegate = RecordingDelegate(log: log)
      let sheet = try presentAnchoredSheet(delegate: delegate)
      #expect(!sheet.standInTap(action: sheet.actions[1]), "a popover shows no cancel button")
      #expect(sheet.standInTapOutside())
      #expect(a.presentedViewController == nil)
      let expected: [String] =
        switch behaviour {
        case .handlerAndDelegate:
          ["shouldDismiss Q", "willDismiss Q", "handler No presented=Q", "didDismiss Q"]
        case .handlerOnly: ["handler No presented=Q"]
        case .delegateOnly: ["shouldDismiss Q", "willDismiss Q", "didDismiss Q"]
        }
      #expect(log.events == expected)
    }

    @Test("A popover whose delegate refuses stays, and the attempt is told")
    func padPopoverRefused() throws {
      start()
      StandInBehavior.device = .pad
      let delegate = RecordingDelegate(log: log)
      delegate.allowsDismissal = false
      let sheet = try presentAnchoredSheet(delegate: delegate)
      #expect(!sheet.standInTapOutside())
      #expect(a.presentedViewController === sheet)
      #expect(log.events == ["shouldDismiss Q", "didAttemptToDismiss Q"])
    }

    @Test("A dismissal in code runs no handler and tells no delegate")
    func codeDismissalRunsNoHandler() throws {
      start()
      StandInBehavior.device = .pad
      let delegate = RecordingDelegate(log: log)
      _ = try presentAnchoredSheet(delegate: delegate)
      a.dismiss(animated: true)
      #expect(a.presentedViewController == nil)
      #expect(log.events.isEmpty)
    }

    @Test("Nothing can be tapped while a transition runs")
    func tapsDuringATransitionAreIgnored() {
      start()
      let alert = makeAlert("Q", style: .alert, actions: [("OK", .default)])
      StandInTransitions.mode = .deferred
      a.present(alert, animated: true)
      #expect(!alert.standInTap(action: alert.actions[0]))
      StandInTransitions.finishAll()
      #expect(alert.standInTap(action: alert.actions[0]))
      #expect(!alert.standInTap(action: alert.actions[0]), "the alert is being dismissed")
      StandInTransitions.finishAll()
      #expect(log.only("handler") == ["handler OK presented=nil"])
    }

    /// An action sheet with a default and a cancel action, anchored and presented from `a`,
    /// its popover's delegate `delegate`.
    private func presentAnchoredSheet(delegate: RecordingDelegate) throws -> UIAlertController {
      let sheet = makeAlert(
        "Q", style: .actionSheet, actions: [("Red", .default), ("No", .cancel)])
      let popover = try #require(sheet.popoverPresentationController)
      popover.sourceView = a.view
      popover.delegate = delegate
      a.present(sheet, animated: false)
      #expect(a.presentedViewController === sheet)
      log.events.removeAll()
      return sheet
    }
  }
}
