import Foundation

/// A view that lays out its arranged subviews in a row or a column.
///
/// The stand-in keeps the arranged subviews (each also a subview, as UIKit ensures) and the
/// settings; it lays nothing out.
@MainActor
open class UIStackView: UIView {
  /// The views laid out, in order; each is also a subview.
  open private(set) var arrangedSubviews: [UIView] = []

  /// Row (`.horizontal`, the default) or column (`.vertical`).
  open var axis = NSLayoutConstraint.Axis.horizontal

  /// The space between adjacent arranged subviews; `0` by default.
  open var spacing: CGFloat = 0

  /// Whether the arrangement keeps within the layout margins; `false` by default.
  open var isLayoutMarginsRelativeArrangement = false

  /// Creates an empty stack view with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a stack view from an archive; the stand-in has no archives, so it is empty.
  public required init(coder: NSCoder) {
    super.init(frame: .zero)
  }

  /// Creates a stack view that arranges the views, adding them as subviews.
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views {
      addArrangedSubview(view)
    }
  }

  /// Arranges a view after the others, adding it as a subview if it is not one.
  open func addArrangedSubview(_ view: UIView) {
    guard view !== self else { return }
    if view.superview !== self { addSubview(view) }
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.append(view)
  }

  /// A view removed from its superview is no longer arranged (UIStackView.h).
  override func standInDidRemoveSubview(_ subview: UIView) {
    arrangedSubviews.removeAll { $0 === subview }
  }
}
