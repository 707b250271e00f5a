#if canImport(UIKit)
  import UIKit

  /// The navigation controller of every stack the driver shows: tells the driver's own pops
  /// from UIKit's, and where UIKit's went. UIKit's back button, its back menu and the
  /// swipe-back gesture pop through `popViewController(animated:)` and
  /// `popToViewController(_:animated:)`; the driver's own changes go through
  /// ``performAsDriver(_:)``. Only a pop that UIKit made is read as the user's, and it is read
  /// by its target, not by what the controller shows when `didShow` arrives (which may already
  /// include pushes the driver made while the gesture ran).
  @MainActor
  final class CoordinatedNavigationController: UINavigationController {
    private var driverIsCalling = false
    /// Where UIKit's last pop went, until the driver reads it.
    private(set) var userPopTarget: UIViewController?

    /// Runs the driver's own change.
    func performAsDriver(_ change: () -> Void) {
      driverIsCalling = true
      defer { driverIsCalling = false }
      change()
    }

    /// The driver read (or discarded, for a cancelled swipe) what the user did.
    func clearUserPop() { userPopTarget = nil }

    @discardableResult
    override func popViewController(animated: Bool) -> UIViewController? {
      if !driverIsCalling, viewControllers.count > 1 {
        userPopTarget = viewControllers[viewControllers.count - 2]
      }
      return super.popViewController(animated: animated)
    }

    @discardableResult
    override func popToViewController(_ viewController: UIViewController, animated: Bool)
      -> [UIViewController]?
    {
      if !driverIsCalling { userPopTarget = viewController }
      return super.popToViewController(viewController, animated: animated)
    }

    @discardableResult
    override func popToRootViewController(animated: Bool) -> [UIViewController]? {
      if !driverIsCalling { userPopTarget = viewControllers.first }
      return super.popToRootViewController(animated: animated)
    }
  }
#endif
