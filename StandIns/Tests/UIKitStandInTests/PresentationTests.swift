import Testing
import UIKit

extension StandInTests {
  @Suite("Presentation")
  struct PresentationTests {
    let log = EventLog()
    let a: Screen
    let b: Screen
    let c: Screen
    let d: Screen

    init() {
      resetStandIn()
      a = Screen("A", log: log)
      b = Screen("B", log: log)
      c = Screen("C", log: log)
      d = Screen("D", log: log)
    }

    /// `a` in a visible window, with the log emptied.
    func visibleRoot() {
      showInWindow(a)
      log.events.removeAll()
      StandInLog.clear()
    }

    @Test("present links the two view controllers and logs the call")
    func presentLinks() {
      visibleRoot()
      a.present(b, animated: true)
      #expect(a.presentedViewController === b && b.presentingViewController === a)
      #expect(b.presentationController?.presentingViewController === a)
      #expect(StandInLog.entries == ["present(B) on A animated=true"])
    }

    @Test(
      "The presentation controller matches the style",
      arguments: [
        (UIModalPresentationStyle.automatic, true), (.pageSheet, true), (.formSheet, true),
        (.fullScreen, false), (.overFullScreen, false),
      ])
    func presentationControllerKind(style: UIModalPresentationStyle, isSheet: Bool) {
      visibleRoot()
      b.modalPresentationStyle = style
      a.present(b, animated: false)
      #expect((b.presentationController is UISheetPresentationController) == isSheet)
      #expect((b.sheetPresentationController != nil) == isSheet)
    }

    @Test("automatic reads as formSheet from iOS 18 and pageSheet before")
    func automaticResolution() {
      StandInBehavior.iOSVersion = 17
      #expect(b.modalPresentationStyle == .pageSheet)
      StandInBehavior.iOSVersion = 18
      #expect(b.modalPresentationStyle == .formSheet)
    }

    @Test("The sheet configured before presenting is the one used")
    func sheetConfiguredBefore() {
      visibleRoot()
      let sheet = b.sheetPresentationController
      sheet?.detents = [.medium(), .large()]
      a.present(b, animated: true)
      #expect(b.sheetPresentationController === sheet)
      #expect(sheet?.detents.map(\.identifier) == [.medium, .large])
    }

    @Test("A child presents from the root of its container; it reads the presented one")
    func presentFromChild() {
      let navigation = UINavigationController(rootViewController: a)
      showInWindow(navigation)
      a.present(b, animated: false)
      #expect(b.presentingViewController === navigation)
      #expect(a.presentedViewController === b && navigation.presentedViewController === b)
    }

    @Test("Presenting while already presenting is refused with UIKit's message")
    func alreadyPresenting() {
      visibleRoot()
      a.present(b, animated: false)
      a.present(c, animated: false)
      #expect(a.presentedViewController === b && c.presentingViewController == nil)
      #expect(
        StandInTransitions.warnings == [
          "Attempt to present <C> on <A> (from <A>) which is already presenting <B>."
        ])
    }

    @Test("Full screen: the presenter disappears and reappears in UIKit's order")
    func fullScreenAppearance() {
      visibleRoot()
      b.modalPresentationStyle = .fullScreen
      a.present(b, animated: true) { self.log.append("presented") }
      #expect(
        log.events == [
          "A viewWillDisappear", "B viewDidLoad", "B viewWillAppear", "B viewDidAppear",
          "A viewDidDisappear", "presented",
        ])
      log.events.removeAll()
      b.dismiss(animated: true) { self.log.append("dismissed") }
      #expect(
        log.events == [
          "B viewWillDisappear", "A viewWillAppear", "A viewDidAppear", "B viewDidDisappear",
          "dismissed",
        ])
    }

    @Test("A sheet leaves the presenter on screen: no appearance calls for it")
    func sheetAppearance() {
      visibleRoot()
      a.present(b, animated: true)
      b.dismiss(animated: true)
      #expect(
        log.events == [
          "B viewDidLoad", "B viewWillAppear", "B viewDidAppear", "B viewWillDisappear",
          "B viewDidDisappear",
        ])
    }

    @Test("dismiss on the presenter dismisses what it presented, and everything above")
    func dismissFromPresenter() {
      visibleRoot()
      a.present(b, animated: false)
      b.present(c, animated: false)
      a.dismiss(animated: true)
      #expect(a.presentedViewController == nil)
      #expect(b.presentingViewController == nil && c.presentingViewController == nil)
      #expect(log.only("viewDidDisappear") == ["C viewDidDisappear", "B viewDidDisappear"])
    }

    @Test("dismiss on a presented view controller with nothing above dismisses itself")
    func dismissItself() {
      visibleRoot()
      a.present(b, animated: false)
      b.present(c, animated: false)
      c.dismiss(animated: false)
      #expect(b.presentedViewController == nil && a.presentedViewController === b)
    }

    @Test("dismiss in the middle of a chain dismisses only what is above it")
    func dismissMiddle() {
      visibleRoot()
      a.present(b, animated: false)
      b.present(c, animated: false)
      c.present(d, animated: false)
      b.dismiss(animated: true)
      #expect(a.presentedViewController === b && b.presentedViewController == nil)
      #expect(c.presentingViewController == nil && d.presentingViewController == nil)
    }

    @Test("A dismissal made in code sends no delegate calls")
    func codeDismissalIsSilent() {
      visibleRoot()
      let delegate = RecordingDelegate(log: log)
      b.presentationController?.delegate = delegate
      a.present(b, animated: true)
      b.dismiss(animated: true)
      #expect(log.only("ismiss").isEmpty)
    }

    @Test("Immediate mode runs transitions and their completions before the call returns")
    func immediateCompletions() {
      visibleRoot()
      var order: [String] = []
      a.present(b, animated: true) { order.append("presented") }
      order.append("after present")
      b.dismiss(animated: true) { order.append("dismissed") }
      order.append("after dismiss")
      #expect(order == ["presented", "after present", "dismissed", "after dismiss"])
      #expect(StandInTransitions.inFlightCount == 0)
    }

    @Test("Deferred mode refuses a nested present while the presentation is in flight")
    func deferredNestedPresent() {
      visibleRoot()
      StandInTransitions.mode = .deferred
      var presented = false
      a.present(b, animated: true) { presented = true }
      #expect(b.isBeingPresented && !presented && b.transitionCoordinator != nil)
      b.present(c, animated: true)
      #expect(b.presentedViewController == nil)
      #expect(
        StandInTransitions.warnings == [
          "Attempt to present <C> on <B> (from <B>) while a presentation is in progress."
        ])
      StandInTransitions.finishAll()
      #expect(presented && !b.isBeingPresented)
      b.present(c, animated: true)
      StandInTransitions.finishAll()
      #expect(b.presentedViewController === c)
    }

    @Test("Deferred mode refuses presenting from, or dismissing, a view controller in flight")
    func deferredDismissal() {
      visibleRoot()
      a.present(b, animated: false)
      StandInTransitions.mode = .deferred
      b.dismiss(animated: true)
      #expect(b.isBeingDismissed && a.presentedViewController === b)
      b.present(c, animated: true)
      a.dismiss(animated: true)
      #expect(
        StandInTransitions.warnings == [
          "Attempt to present <C> on <B> (from <B>) whose view is not in the window hierarchy.",
          "Attempt to dismiss from view controller <A> while a presentation or dismiss is in"
            + " progress!",
        ])
      StandInTransitions.finishAll()
      #expect(a.presentedViewController == nil && !b.isBeingDismissed)
    }

    @Test("The completion of a non-animated presentation runs at once, even in deferred mode")
    func nonAnimatedIsImmediate() {
      visibleRoot()
      StandInTransitions.mode = .deferred
      var done = false
      a.present(b, animated: false) { done = true }
      #expect(done && StandInTransitions.inFlightCount == 0)
    }
  }
}
