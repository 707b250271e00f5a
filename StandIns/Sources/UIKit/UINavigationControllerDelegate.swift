/// What a navigation controller tells its delegate when it shows a new top view controller.
///
/// Optional in UIKit: each has a default here that does nothing. Pops made by code and by
/// the user (back button, back menu, edge swipe) send the same calls.
@MainActor
public protocol UINavigationControllerDelegate: AnyObject {
  /// A new top view controller is about to be shown; during an animated change the
  /// navigation controller's `transitionCoordinator` describes it.
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool)

  /// The top view controller was shown, when the transition ended.
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool)
}

extension UINavigationControllerDelegate {
  /// Does nothing.
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {}

  /// Does nothing.
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {}
}
