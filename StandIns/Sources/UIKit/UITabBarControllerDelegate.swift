/// What a tab bar controller asks and tells its delegate about the user's tab choices.
///
/// Optional in UIKit: each has a default here. Only the user's taps send them; selecting in
/// code does not (UITabBarControllerDelegate documentation).
@MainActor
public protocol UITabBarControllerDelegate: AnyObject {
  /// Whether the tapped tab may be selected; `true` by default.
  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool

  /// The user selected a tab, or tapped the selected one again.
  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
  /// Allows the selection.
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool { true }

  /// Does nothing.
  public func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {}
}
