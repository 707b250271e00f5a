import Testing
import UIKit

extension StandInTests {
  @Suite("Sheet swiped down")
  struct SheetSwipeTests {
    let log = EventLog()
    let delegate: RecordingDelegate
    let a: Screen
    let b: Screen

    init() {
      resetStandIn()
      delegate = RecordingDelegate(log: log)
      a = Screen("A", log: log)
      b = Screen("B", log: log)
    }

    /// `b` presented from a visible `a` in `style`, its presentation delegate set.
    func presentB(_ style: UIModalPresentationStyle = .automatic) {
      showInWindow(a)
      b.modalPresentationStyle = style
      b.presentationController?.delegate = delegate
      a.present(b, animated: false)
      log.events.removeAll()
    }

    @Test("Allowed: shouldDismiss, willDismiss, the dismissal, then didDismiss")
    func allowed() {
      presentB()
      #expect(b.standInSwipeDown())
      #expect(
        log.events == [
          "shouldDismiss B", "willDismiss B", "B viewWillDisappear", "B viewDidDisappear",
          "didDismiss B",
        ])
      #expect(a.presentedViewController == nil)
    }

    @Test("Refused by the delegate: only didAttemptToDismiss after shouldDismiss")
    func refusedByDelegate() {
      presentB(.pageSheet)
      delegate.allowsDismissal = false
      #expect(!b.standInSwipeDown())
      #expect(log.events == ["shouldDismiss B", "didAttemptToDismiss B"])
      #expect(a.presentedViewController === b)
    }

    @Test("Modal in presentation: didAttemptToDismiss only, the delegate is not asked")
    func modalInPresentation() {
      presentB(.formSheet)
      b.isModalInPresentation = true
      #expect(!b.standInSwipeDown())
      #expect(log.events == ["didAttemptToDismiss B"])
    }

    @Test("Modal in presentation on the top child of a presented navigation controller")
    func modalChild() {
      showInWindow(a)
      let navigation = UINavigationController(rootViewController: b)
      navigation.presentationController?.delegate = delegate
      a.present(navigation, animated: false)
      b.isModalInPresentation = true
      log.events.removeAll()
      #expect(!b.standInSwipeDown())
      #expect(log.events == ["didAttemptToDismiss UINavigationController"])
    }

    @Test(
      "Full-screen styles cannot be swiped down: nothing happens",
      arguments: [UIModalPresentationStyle.fullScreen, .overFullScreen])
    func fullScreen(style: UIModalPresentationStyle) {
      presentB(style)
      #expect(!b.standInSwipeDown())
      #expect(log.events.isEmpty && a.presentedViewController === b)
    }

    @Test("A swipe dismissal is interactive and, deferred, calls didDismiss when it ends")
    func deferredSwipe() {
      presentB()
      StandInTransitions.mode = .deferred
      #expect(b.standInSwipeDown())
      #expect(b.transitionCoordinator?.initiallyInteractive == true)
      #expect(log.only("didDismiss").isEmpty && b.isBeingDismissed)
      StandInTransitions.finishAll()
      #expect(log.only("didDismiss") == ["didDismiss B"])
    }

    @Test("A view controller that is not presented cannot be swiped down")
    func notPresented() {
      showInWindow(a)
      #expect(!a.standInSwipeDown())
    }
  }
}
