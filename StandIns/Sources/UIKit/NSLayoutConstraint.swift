import Foundation

/// A relationship between two edges that Auto Layout keeps true.
///
/// The stand-in records constraints and never solves them: frames do not change. Activating a
/// constraint between items with no common ancestor stops the program, as UIKit raises an
/// exception then ("Unable to activate constraint with anchors … because they have no common
/// ancestor").
@MainActor
open class NSLayoutConstraint {
  /// The two axes of a layout (`UILayoutConstraintAxis`).
  public enum Axis: Int, Sendable {
    /// Left to right.
    case horizontal = 0
    /// Top to bottom.
    case vertical = 1
  }

  /// The edges related, as "item.edge".
  let standInFirst: StandInAnchorPoint
  let standInSecond: StandInAnchorPoint

  /// The offset added to the second edge.
  open var constant: CGFloat

  /// Whether the constraint takes part in layout; `false` for a new constraint.
  open var isActive = false {
    didSet {
      if isActive, !oldValue { standInCheckCommonAncestor() }
    }
  }

  init(standInFirst: StandInAnchorPoint, second: StandInAnchorPoint, constant: CGFloat) {
    self.standInFirst = standInFirst
    self.standInSecond = second
    self.constant = constant
  }

  /// Activates each constraint, as setting `isActive` on each does.
  open class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints {
      constraint.isActive = true
    }
  }

  /// The edges, as "UILabel.top = UIView(safe area).top + 20". Stand-in-only.
  public var standInDescription: String {
    let offset = constant == 0 ? "" : " + \(constant)"
    return "\(standInFirst.name) = \(standInSecond.name)\(offset)"
  }

  private func standInCheckCommonAncestor() {
    guard let first = standInFirst.view, let second = standInSecond.view else { return }
    guard Self.standInRoot(of: first) !== Self.standInRoot(of: second) else { return }
    preconditionFailure(
      "Unable to activate constraint with anchors \(standInFirst.name) and "
        + "\(standInSecond.name) because they have no common ancestor. Does the constraint "
        + "or its anchors reference items in different view hierarchies? That's illegal.")
  }

  private static func standInRoot(of view: UIView) -> UIView {
    var root = view
    while let parent = root.superview { root = parent }
    return root
  }
}

/// One edge of a view or layout guide, as a constraint refers to it.
@MainActor
struct StandInAnchorPoint {
  weak var view: UIView?
  let name: String
}
