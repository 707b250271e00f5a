import Testing
import UIKit

extension StandInTests {
  /// The behaviours in which the stand-in is as strict as UIKit, each way where
  /// the sources disagree.
  @Suite("Strict behaviour")
  struct StrictBehaviourTests {
    let log = EventLog()
    let delegate: RecordingDelegate
    let a: Screen
    let b: Screen
    let c: Screen

    init() {
      resetStandIn()
      delegate = RecordingDelegate(log: log)
      a = Screen("A", log: log)
      b = Screen("B", log: log)
      c = Screen("C", log: log)
    }

    /// A navigation controller of `screens` in a visible window, with the log emptied.
    func visibleNavigation(_ screens: [Screen]) -> CountingNavigationController {
      let navigation = CountingNavigationController(rootViewController: screens[0])
      navigation.delegate = delegate
      showInWindow(navigation)
      navigation.setViewControllers(screens, animated: false)
      log.events.removeAll()
      StandInLog.clear()
      return navigation
    }

    static let pushMessage =
      "pushViewController:animated: called on <CountingNavigationController> while an existing"
      + " transition or presentation is occurring; the navigation stack will not be updated."

    @Test(
      "A push during a push is logged and deferred or dropped, never finishing the first",
      arguments: StandInBehavior.CallDuringTransition.allCases)
    func pushDuringPush(mode: StandInBehavior.CallDuringTransition) {
      StandInBehavior.callsDuringTransition = mode
      StandInTransitions.mode = .deferred
      let navigation = visibleNavigation([a])
      navigation.pushViewController(b, animated: true)
      navigation.pushViewController(c, animated: true)
      #expect(StandInTransitions.warnings == [Self.pushMessage])
      #expect(navigation.viewControllers == [a, b])
      #expect(log.only("didShow").isEmpty)
      StandInTransitions.finishAll()
      #expect(navigation.viewControllers == (mode == .deferred ? [a, b, c] : [a, b]))
      #expect(StandInTransitions.deferredCount == 0)
    }

    @Test("Presenting from a view controller that is not in a visible window is refused")
    func presentOffScreen() {
      var completed = false
      a.present(b, animated: false) { completed = true }
      #expect(a.presentedViewController == nil && !completed)
      #expect(
        StandInTransitions.warnings == [
          "Attempt to present <B> on <A> (from <A>) whose view is not in the window hierarchy."
        ])
    }

    @Test("Presenting while a presentation runs is refused and its completion never runs")
    func presentDuringPresentation() {
      StandInTransitions.mode = .deferred
      showInWindow(a)
      a.present(b, animated: true)
      var completed = false
      a.present(c, animated: true) { completed = true }
      StandInTransitions.finishAll()
      #expect(a.presentedViewController === b && !completed)
      #expect(StandInTransitions.warnings.count == 1)
    }

    @Test(
      "A completion given while the transition ends runs or not, and animate answers false",
      arguments: StandInBehavior.UnqueuedCompletion.allCases)
    func unqueuedCompletion(mode: StandInBehavior.UnqueuedCompletion) {
      StandInBehavior.unqueuedCompletion = mode
      let navigation = visibleNavigation([a])
      let recorder = DidShowRecorder()
      navigation.delegate = recorder
      navigation.pushViewController(b, animated: true)
      #expect(recorder.answers == [false])
      #expect(recorder.completions == (mode == .runs ? 1 : 0))
    }

    @Test("The back menu pops through popToViewController or without it", arguments: [true, false])
    func backMenuPaths(throughPopTo: Bool) {
      StandInBehavior.backMenu = throughPopTo ? .popToViewController : .direct
      let navigation = visibleNavigation([a, b, c])
      #expect(navigation.standInPopFromBackMenu(to: a))
      #expect(navigation.viewControllers == [a])
      #expect(navigation.popsTo == (throughPopTo ? 1 : 0))
      #expect(log.only("Show").count == 2)
    }

    @Test("UIKit's gesture delegate refuses a swipe during a push; another leaves it stuck")
    func swipeDuringPush() {
      StandInTransitions.mode = .deferred
      let navigation = visibleNavigation([a])
      navigation.pushViewController(b, animated: true)
      #expect(!navigation.standInSwipeBack(completing: true))
      #expect(!navigation.standInIsStuck)
      navigation.interactivePopGestureRecognizer?.delegate = delegate
      #expect(navigation.standInSwipeBack(completing: true))
      #expect(navigation.standInIsStuck)
      StandInTransitions.finishAll()
      navigation.pushViewController(c, animated: false)
      #expect(navigation.viewControllers == [a, b])
    }

    @Test(
      "A sheet drag that slides back: willDismiss with the presenter's coordinator, no didDismiss")
    func sheetSlidesBack() {
      showInWindow(a)
      a.present(b, animated: false)
      let recorder = SheetRecorder(presenter: a)
      b.presentationController?.delegate = recorder
      #expect(!b.standInSwipeDown(completing: false))
      #expect(a.presentedViewController === b)
      #expect(recorder.events == ["willDismiss coordinator=true", "cancelled=true"])
      #expect(a.transitionCoordinator == nil && !b.isBeingDismissed)
    }
  }
}

/// A navigation delegate that, in `didShow`, queues a completion on the ending transition.
final class DidShowRecorder: UINavigationControllerDelegate {
  var answers: [Bool] = []
  var completions = 0

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    guard let coordinator = navigationController.transitionCoordinator else { return }
    answers.append(coordinator.animate(alongsideTransition: nil) { _ in self.completions += 1 })
  }
}

/// A sheet's delegate that records whether the presenter's coordinator is readable in
/// `willDismiss`, and how that transition ends.
final class SheetRecorder: UIAdaptivePresentationControllerDelegate {
  let presenter: UIViewController
  var events: [String] = []

  init(presenter: UIViewController) {
    self.presenter = presenter
  }

  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
    let coordinator = presenter.transitionCoordinator
    events.append("willDismiss coordinator=\(coordinator != nil)")
    coordinator?.animate(alongsideTransition: nil) { context in
      self.events.append("cancelled=\(context.isCancelled)")
    }
  }

  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    events.append("didDismiss")
  }
}
