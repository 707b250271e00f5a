#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import Coordination
  import Foundation
  import UIKit

  /// The driver's side of one modal layer's container (a navigation, tab bar, split or alert
  /// controller): the container, and its delegate, which UIKit holds weakly and the driver
  /// keeps through this object. It hears the layer's presentation (a sheet dragged down, a tap
  /// outside a question's popover) and, for a tab layer, its tab bar controller (a tab tapped).
  @MainActor
  final class LayerContainer: NSObject, UIPopoverPresentationControllerDelegate,
    UITabBarControllerDelegate
  {
    /// The view controller presented for the layer.
    let controller: UIViewController
    /// The layer presented.
    let layer: LayerID
    private weak var driver: UIKitDriver?

    /// Becomes the delegate of `controller` when it is a tab bar controller; the driver makes
    /// it the presentation's delegate as it configures the presentation.
    init(_ controller: UIViewController, layer: LayerID, driver: UIKitDriver) {
      self.controller = controller
      self.layer = layer
      self.driver = driver
      super.init()
      (controller as? UITabBarController)?.delegate = self
    }

    /// The user began dragging the sheet away, or tapped outside a question's popover.
    /// UIPresentationController.h names the presenting view controller's transition coordinator
    /// for this callback.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
      driver?.userWillDismiss(
        layer,
        transition: presentationController.presentingViewController.transitionCoordinator
          ?? presentationController.presentedViewController.transitionCoordinator)
    }

    /// The user dragged the sheet away, or tapped outside a question's popover: its flow ends
    /// (a question's with its cancel button's value), unless the answer was reported.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      driver?.userDismissed(layer)
    }

    /// The user tried to drag away a sheet whose screens refuse to be left: the store records
    /// the refusal.
    func presentationControllerDidAttemptToDismiss(
      _ presentationController: UIPresentationController
    ) {
      driver?.userAttemptedToDismiss(layer)
    }

    /// A tap on the selected tab is refused, so that UIKit does not pop its navigation
    /// controller to the root by itself (UITabBarControllerDelegate: returning false keeps
    /// the tab bar from acting on the tap), and reported to the store, which asks the guards.
    func tabBarController(
      _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool {
      guard viewController === tabBarController.selectedViewController else { return true }
      driver?.userReselectedTab(in: layer)
      return false
    }

    /// The user tapped another tab.
    func tabBarController(
      _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {
      driver?.userSelected(tab: tabBarController.selectedIndex, in: layer)
    }
  }
#endif
