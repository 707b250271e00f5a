#if canImport(UIKit)
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
      guard let coordinator = navigationController.transitionCoordinator,
        coordinator.isInteractive
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
      driver?.navigationControllerDidShow(navigationController, stack: stack)
    }

    /// The swipe back begins only over a screen below which there is one, and that the store
    /// lets the user leave.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      driver?.userBeginsSwipe(in: stack) ?? false
    }
  }
#endif
