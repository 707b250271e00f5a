#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import UIKit

  /// A view controller the driver made, with the delegate it gave that view controller.
  ///
  /// UIKit holds its delegates weakly (`UINavigationController.delegate`,
  /// `UITabBarController.delegate`, `UISplitViewController.delegate` and
  /// `UIPresentationController.delegate` are `weak` in their headers), so the driver must keep
  /// each delegate alive itself. It keeps it beside the view controller it serves, in one
  /// entry: both are made, found and dropped together.
  @MainActor
  struct DelegatedController<Controller: UIViewController, Delegate: AnyObject> {
    /// The view controller the driver shows.
    let controller: Controller
    /// Its delegate, which reports the user's changes to the driver.
    let delegate: Delegate
  }
#endif
