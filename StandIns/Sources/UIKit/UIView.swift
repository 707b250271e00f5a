import Foundation

/// A rectangle on screen and the views inside it; here only the hierarchy and a few properties.
@MainActor
open class UIView: UIResponder {
  /// The frame in the superview's coordinates.
  open var frame: CGRect

  /// The view's own rectangle: the frame's size at the origin.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }

  /// The background colour; `nil` by default.
  open var backgroundColor: UIColor?

  /// Whether the view is hidden; `false` by default.
  open var isHidden = false

  /// The opacity, `1` by default.
  open var alpha: CGFloat = 1

  /// A number to find the view by; `0` by default.
  open var tag = 0

  /// Whether the view takes touches; `true` by default.
  open var isUserInteractionEnabled = true

  /// A string that identifies the view (UIAccessibilityIdentification, which UIView adopts);
  /// `nil` by default.
  open var accessibilityIdentifier: String?

  /// The view that contains this one.
  open var superview: UIView? { standInSuperview }

  private weak var standInSuperview: UIView?

  /// The views this one contains, back to front.
  open private(set) var subviews: [UIView] = []

  /// Whether the frame gives rise to constraints; `true` for views made in code. Set `false`
  /// to place the view with constraints of your own.
  open var translatesAutoresizingMaskIntoConstraints = true

  /// The part of the view not covered by bars; the stand-in has no bars, so its edges are the
  /// view's.
  open var safeAreaLayoutGuide: UILayoutGuide { standInSafeArea }

  private lazy var standInSafeArea = UILayoutGuide(standInOwner: self)

  /// The leading edge, for constraints.
  open var leadingAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(standInView: self, edge: "leading")
  }

  /// The trailing edge, for constraints.
  open var trailingAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(standInView: self, edge: "trailing")
  }

  /// The top edge, for constraints.
  open var topAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(standInView: self, edge: "top")
  }

  /// The bottom edge, for constraints.
  open var bottomAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(standInView: self, edge: "bottom")
  }

  /// Creates a view with the given frame.
  public init(frame: CGRect) {
    self.frame = frame
    super.init()
  }

  /// Creates a view from an archive; the stand-in has no archives, so this always fails.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Creates a view with an empty frame, as `UIView()` does.
  public override convenience init() {
    self.init(frame: .zero)
  }

  /// The window the view is in, found through its superviews.
  open var window: UIWindow? {
    var view: UIView? = self
    while let current = view {
      if let window = current as? UIWindow { return window }
      view = current.superview
    }
    return nil
  }

  /// Adds a view on top of the others, taking it out of its previous superview first.
  open func addSubview(_ view: UIView) {
    guard view !== self else { return }
    view.removeFromSuperview()
    subviews.append(view)
    view.standInSuperview = self
  }

  /// Takes the view out of its superview.
  open func removeFromSuperview() {
    guard let superview else { return }
    superview.subviews.removeAll { $0 === self }
    standInSuperview = nil
    superview.standInDidRemoveSubview(self)
  }

  /// Called after a subview left this view; a stack view forgets it as arranged.
  func standInDidRemoveSubview(_ subview: UIView) {}

  /// Whether animations are enabled; the stand-in records the switch and never animates.
  public class var areAnimationsEnabled: Bool { StandInViewAnimations.enabled }

  /// Turns animations on or off.
  public class func setAnimationsEnabled(_ enabled: Bool) {
    StandInViewAnimations.enabled = enabled
  }

  /// Runs `actionsWithoutAnimation` with animations turned off.
  public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    let previous = StandInViewAnimations.enabled
    StandInViewAnimations.enabled = false
    actionsWithoutAnimation()
    StandInViewAnimations.enabled = previous
  }
}

/// The storage behind `UIView.areAnimationsEnabled`.
@MainActor
enum StandInViewAnimations {
  static var enabled = true
}
