#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import Coordination
  import Foundation
  import UIKit

  /// The driver's side of a split layer's `UISplitViewController`: the split view controller,
  /// and its delegate (this object, which UIKit holds weakly and the driver keeps), which tells
  /// the driver when it collapses or expands.
  @MainActor
  final class SplitContainer: NSObject, UISplitViewControllerDelegate {
    /// The split view controller.
    let controller: UISplitViewController
    /// The split layer.
    let layer: LayerID
    private weak var driver: UIKitDriver?

    /// Becomes the delegate of `controller`.
    init(_ controller: UISplitViewController, layer: LayerID, driver: UIKitDriver) {
      self.controller = controller
      self.layer = layer
      self.driver = driver
      super.init()
      controller.delegate = self
    }

    func splitViewController(
      _ svc: UISplitViewController,
      topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
      driver?.topColumnForCollapsing(layer) ?? proposedTopColumn
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
      driver?.splitWidthChanged(compact: true)
    }

    func splitViewControllerDidExpand(_ svc: UISplitViewController) {
      driver?.splitWidthChanged(compact: false)
    }
  }
#endif
