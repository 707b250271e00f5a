import Foundation

/// An object that recognizes a gesture; here the interactive pop gesture's switches.
///
/// The target–action initializer needs Objective-C selectors, which Linux lacks; the stand-in
/// has only `init()`, and its simulations drive ``state`` themselves.
@MainActor
open class UIGestureRecognizer: Hashable {
  /// Where a recognizer is in recognizing its gesture.
  public enum State: Int, Sendable {
    /// Not recognized yet; the default.
    case possible = 0
    /// A continuous gesture began.
    case began = 1
    /// A continuous gesture changed.
    case changed = 2
    /// The gesture ended.
    case ended = 3
    /// The gesture was cancelled.
    case cancelled = 4
    /// The gesture was not recognized.
    case failed = 5

    /// A discrete gesture was recognized: the same as ``ended``.
    public static var recognized: State { .ended }
  }

  /// The recognizer's state.
  open internal(set) var state = State.possible

  /// The object asked whether the gesture may begin.
  open weak var delegate: (any UIGestureRecognizerDelegate)?

  /// Whether the recognizer takes touches; `true` by default.
  open var isEnabled = true

  /// The view the recognizer is attached to; the stand-in attaches none.
  open var view: UIView? { nil }

  /// A name for debugging.
  open var name: String?

  /// Creates a recognizer with no target.
  public init() {}

  /// Identity, as `NSObject` compares.
  nonisolated public static func == (lhs: UIGestureRecognizer, rhs: UIGestureRecognizer) -> Bool {
    lhs === rhs
  }

  /// Hashes the identity.
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

/// What a gesture recognizer asks its delegate; here whether the gesture may begin.
@MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
  /// Whether the recognizer may leave the possible state; optional, `true` by default.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
  /// Lets the gesture begin, as when the delegate does not implement the method.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }
}
