#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import Coordination
  import Foundation
  import UIKit

  /// Tells the driver when a split layer's `UISplitViewController` collapses or expands.
  @MainActor
  final class SplitDelegate: NSObject, UISplitViewControllerDelegate {
    private weak var driver: UIKitDriver?
    let layer: LayerID

    init(driver: UIKitDriver, layer: LayerID) {
      self.driver = driver
      self.layer = layer
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
