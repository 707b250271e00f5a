/// A rectangle that takes part in Auto Layout without being a view; here only a view's safe
/// area, whose edges are those of its owning view.
@MainActor
open class UILayoutGuide {
  private unowned let standInOwner: UIView

  init(standInOwner: UIView) {
    self.standInOwner = standInOwner
  }

  /// The leading edge.
  open var leadingAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(standInView: standInOwner, edge: "safeArea.leading")
  }

  /// The trailing edge.
  open var trailingAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(standInView: standInOwner, edge: "safeArea.trailing")
  }

  /// The top edge.
  open var topAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(standInView: standInOwner, edge: "safeArea.top")
  }

  /// The bottom edge.
  open var bottomAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(standInView: standInOwner, edge: "safeArea.bottom")
  }
}
