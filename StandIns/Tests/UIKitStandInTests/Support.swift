import Foundation
import StandInTestTraits
import Testing
import UIKit

/// One ordered record of everything the tests observe: appearance callbacks and delegate
/// calls, so their relative order can be asserted.
final class EventLog {
  var events: [String] = []

  func append(_ event: String) {
    events.append(event)
  }

  /// The events whose text contains `part`, in order.
  func only(_ part: String) -> [String] {
    events.filter { $0.contains(part) }
  }
}

/// A view controller that records its lifecycle into an event log.
final class Screen: UIViewController {
  let log: EventLog

  init(_ title: String, log: EventLog) {
    self.log = log
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  required init?(coder: NSCoder) {
    fatalError("not used")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    log.append("\(standInName) viewDidLoad")
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log.append("\(standInName) viewWillAppear")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log.append("\(standInName) viewDidAppear")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    log.append("\(standInName) viewWillDisappear")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    log.append("\(standInName) viewDidDisappear")
  }
}

/// A delegate of every kind that records each call, with what the transition coordinator
/// said at that moment.
final class RecordingDelegate: UINavigationControllerDelegate, UITabBarControllerDelegate,
  UIAdaptivePresentationControllerDelegate, UIGestureRecognizerDelegate
{
  let log: EventLog
  var allowsSelection = true
  var allowsDismissal = true
  var allowsSwipe = true

  init(log: EventLog) {
    self.log = log
  }

  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {
    log.append(
      "willShow \(viewController.standInName)\(describe(navigationController.transitionCoordinator))"
    )
    navigationController.transitionCoordinator?.notifyWhenInteractionChanges { [log] context in
      log.append("interaction ended cancelled=\(context.isCancelled)")
    }
  }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    log.append(
      "didShow \(viewController.standInName)\(describe(navigationController.transitionCoordinator))"
    )
  }

  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool {
    log.append("shouldSelect \(viewController.standInName)")
    return allowsSelection
  }

  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {
    log.append("didSelect \(viewController.standInName)")
  }

  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  {
    log.append("shouldDismiss \(presentationController.presentedViewController.standInName)")
    return allowsDismissal
  }

  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
    log.append("willDismiss \(presentationController.presentedViewController.standInName)")
  }

  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    log.append("didDismiss \(presentationController.presentedViewController.standInName)")
  }

  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {
    log.append("didAttemptToDismiss \(presentationController.presentedViewController.standInName)")
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    log.append("gestureShouldBegin")
    return allowsSwipe
  }

  private func describe(_ coordinator: (any UIViewControllerTransitionCoordinator)?) -> String {
    guard let coordinator else { return " (no coordinator)" }
    let from = coordinator.viewController(forKey: .from)?.standInName ?? "nil"
    let to = coordinator.viewController(forKey: .to)?.standInName ?? "nil"
    return " (\(from)->\(to) interactive=\(coordinator.isInteractive)"
      + " cancelled=\(coordinator.isCancelled))"
  }
}

/// A fresh stand-in state, and a visible window whose root is `root`.
@discardableResult
func showInWindow(_ root: UIViewController) -> UIWindow {
  let window = UIWindow(windowScene: .standInMake())
  window.rootViewController = root
  window.makeKeyAndVisible()
  return window
}

/// Resets the stand-in's global state before a test.
func resetStandIn(iOS version: Int = StandInBehavior.defaultIOSVersion) {
  StandInTransitions.reset()
  StandInBehavior.iOSVersion = version
}

/// The parent of every suite: the stand-in's state is global, like UIKit's, so no test here runs
/// beside another test that uses it (in this target or another), and the trait applies to the
/// suites nested in it.
@Suite(.usesStandInState)
enum StandInTests {}
