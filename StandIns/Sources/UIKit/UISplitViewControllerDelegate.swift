/// What a split view controller tells its delegate about collapsing and expanding.
///
/// Optional in UIKit: each has a default here.
@MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
  /// The column to show on top once the interface has collapsed; the proposed one by default.
  func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column

  /// The interface collapsed: `isCollapsed` is `true`.
  func splitViewControllerDidCollapse(_ svc: UISplitViewController)

  /// The interface expanded: `isCollapsed` is `false`.
  func splitViewControllerDidExpand(_ svc: UISplitViewController)
}

extension UISplitViewControllerDelegate {
  /// Keeps the proposed column.
  public func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column { proposedTopColumn }

  /// Does nothing.
  public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}

  /// Does nothing.
  public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
}
