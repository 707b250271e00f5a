import Foundation

/// Makes constraints between edges of views and layout guides, in a typed way: an x-axis
/// anchor only with another x-axis anchor.
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject> {
  /// The edge, and the view it belongs to (a layout guide's owning view).
  let standInPoint: StandInAnchorPoint

  init(standInView view: UIView, edge: String) {
    standInPoint = StandInAnchorPoint(view: view, name: "\(type(of: view)).\(edge)")
  }

  /// A constraint making this edge equal to another one.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    constraint(equalTo: anchor, constant: 0)
  }

  /// A constraint making this edge equal to another one plus a constant.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    NSLayoutConstraint(standInFirst: standInPoint, second: anchor.standInPoint, constant: c)
  }
}

/// An anchor for horizontal edges: leading and trailing.
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// An anchor for vertical edges: top and bottom.
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}
