#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import Coordination
  import Foundation
  import UIKit

  /// The delegate of one stack's navigation controller and of its swipe-back gesture: tells
  /// the driver when the navigation controller shows another screen, and asks the store before
  /// a swipe begins.
  @MainActor
  final class StackDelegate: NSObject, UINavigationControllerDelegate,
    UIGestureRecognizerDelegate
  {
    private weak var driver: UIKitDriver?
    /// The stack the navigation controller shows.
    let stack: StackID
    /// The delegate UIKit gave the swipe-back gesture, asked first: it refuses at the root and
    /// while a transition runs, and a swipe that begins then can freeze the screen.
    var systemGestureDelegate: (any UIGestureRecognizerDelegate)?

    init(driver: UIKitDriver, stack: StackID) {
      self.driver = driver
      self.stack = stack
    }

    /// An interactive swipe that the user lifts halfway is reported as cancelled; on iOS 18
    /// and later UIKit then also sends `didShow` for the screen that stayed, which
    /// `didShow` below recognises as no change.
    func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController,
      animated: Bool
    ) {
      // An optional requirement of an Objective-C protocol on Apple platforms; a requirement
      // with a default in the Linux stand-in.
      #if canImport(ObjectiveC)
        driver?.forwardedDelegate(of: navigationController)?.navigationController?(
          navigationController, willShow: viewController, animated: animated)
      #else
        driver?.forwardedDelegate(of: navigationController)?.navigationController(
          navigationController, willShow: viewController, animated: animated)
      #endif
      guard let coordinator = navigationController.transitionCoordinator,
        coordinator.isInteractive
      else { return }
      // Not reported: a swipe over a view controller the driver did not make, nor one that
      // would have left an adopted flow.
      guard let leaving = coordinator.viewController(forKey: .from),
        driver?.reportsCancelledSwipe(from: leaving, in: navigationController, stack: stack)
          == true
      else { return }
      coordinator.notifyWhenInteractionChanges { [weak self] context in
        guard context.isCancelled, let self else { return }
        self.driver?.userCancelledSwipe(in: self.stack)
      }
    }

    /// The navigation controller shows `viewController`: when it shows fewer screens than the
    /// driver put there, the user went back.
    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController,
      animated: Bool
    ) {
      let forwarded = driver?.forwardedDelegate(of: navigationController)
      driver?.navigationControllerDidShow(navigationController, stack: stack)
      #if canImport(ObjectiveC)
        forwarded?.navigationController?(
          navigationController, didShow: viewController, animated: animated)
      #else
        forwarded?.navigationController(
          navigationController, didShow: viewController, animated: animated)
      #endif
    }

    /// The swipe back begins only when UIKit's own delegate lets it, no transition runs, and
    /// the store lets the user leave the top screen.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      // An optional requirement of an Objective-C protocol on Apple platforms; a requirement
      // with a default in the Linux stand-in, which has no Objective-C.
      #if canImport(ObjectiveC)
        let systemAllows = systemGestureDelegate?.gestureRecognizerShouldBegin?(gestureRecognizer)
      #else
        let systemAllows = systemGestureDelegate?.gestureRecognizerShouldBegin(gestureRecognizer)
      #endif
      guard systemAllows ?? true else { return false }
      return driver?.userBeginsSwipe(in: stack) ?? false
    }
  }
#endif
