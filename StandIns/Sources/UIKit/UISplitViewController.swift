import Foundation

/// A container that shows view controllers in columns side by side, or, collapsed on a
/// compact width, one of them.
///
/// The stand-in covers the column-style API (iOS 14): a view controller per column set with
/// ``setViewController(_:for:)``, and collapsing. A view controller set for the `.compact`
/// column is what shows while collapsed (UISplitViewController.h: "If a vc is set for this
/// column, it will be used when the UISVC is collapsed, instead of stacking the vc's for the
/// Primary, Supplementary, and Secondary columns"); stacking the columns without one is not
/// simulated. The width changes only through ``standInSetCollapsed(_:)``.
@MainActor
open class UISplitViewController: UIViewController {
  /// The column layout of a split view controller.
  public enum Style: Int, Sendable {
    /// A classic split view controller (deprecated).
    case unspecified = 0
    /// Primary and secondary columns.
    case doubleColumn = 1
    /// Primary, supplementary and secondary columns.
    case tripleColumn = 2
  }

  /// The columns of a column-style split view controller.
  public enum Column: Int, Sendable {
    /// The leading column.
    case primary = 0
    /// The middle column of a triple-column split view controller.
    case supplementary = 1
    /// The detail column.
    case secondary = 2
    /// What shows when the split view controller is collapsed, if set.
    case compact = 3
  }

  private var standInColumns: [Column: UIViewController] = [:]
  private var standInCollapsed = false

  /// The column layout, fixed at creation.
  open private(set) var style: UISplitViewController.Style

  /// The object told about collapsing and expanding.
  open weak var delegate: (any UISplitViewControllerDelegate)?

  /// Creates a column-style split view controller.
  public init(style: UISplitViewController.Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  /// A classic split view controller.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    self.style = .unspecified
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Not supported by the stand-in.
  public required init?(coder: NSCoder) {
    self.style = .unspecified
    super.init(coder: coder)
  }

  /// Sets the view controller of a column; a view controller that is not a navigation
  /// controller is wrapped in a new one, except for the compact column (header comment).
  open func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) {
    StandInLog.record("split setViewController(\(vc?.standInName ?? "nil"), for: \(column))")
    if let old = standInColumns[column], old !== vc {
      old.willMove(toParent: nil)
      old.removeFromParent()
    }
    guard let vc else {
      standInColumns[column] = nil
      return
    }
    let shown =
      column == .compact || vc is UINavigationController
      ? vc : UINavigationController(rootViewController: vc)
    standInColumns[column] = shown
    if shown.parent !== self {
      addChild(shown)
      shown.didMove(toParent: self)
    }
  }

  /// The view controller of a column, if one is set.
  open func viewController(for column: UISplitViewController.Column) -> UIViewController? {
    standInColumns[column]
  }

  /// Whether the columns are collapsed into one (a compact width).
  open var isCollapsed: Bool { standInCollapsed }

  /// Plays a change of the horizontal size class: collapsing asks the delegate's
  /// `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)` with `.secondary`
  /// proposed, then sends `splitViewControllerDidCollapse(_:)`; expanding sends
  /// `splitViewControllerDidExpand(_:)`. Nothing when the state does not change.
  /// Stand-in-only.
  public func standInSetCollapsed(_ collapsed: Bool) {
    guard collapsed != standInCollapsed else { return }
    StandInLog.record("user: size class \(collapsed ? "compact" : "regular")")
    if collapsed {
      let top =
        delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary)
        ?? .secondary
      StandInLog.record("split collapsed, top column \(top)")
      standInCollapsed = true
      delegate?.splitViewControllerDidCollapse(self)
    } else {
      standInCollapsed = false
      delegate?.splitViewControllerDidExpand(self)
    }
  }
}
