import Foundation

/// The keys that name the view controllers of a transition.
public struct UITransitionContextViewControllerKey: Hashable, RawRepresentable, Sendable {
  /// The string.
  public let rawValue: String

  /// Creates a key.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The view controller visible at the beginning of the transition, or at the end of a
  /// cancelled one.
  public static let from = UITransitionContextViewControllerKey(
    rawValue: "UITransitionContextFromViewControllerKey")

  /// The view controller visible at the end of a completed transition.
  public static let to = UITransitionContextViewControllerKey(
    rawValue: "UITransitionContextToViewControllerKey")
}

/// The keys that name the views of a transition.
public struct UITransitionContextViewKey: Hashable, RawRepresentable, Sendable {
  /// The string.
  public let rawValue: String

  /// Creates a key.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The view of the view controller the transition starts from.
  public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")

  /// The view of the view controller the transition goes to.
  public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// What a transition in flight says about itself (UIViewControllerTransitionCoordinator.h).
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  /// Whether the transition is animated.
  var isAnimated: Bool { get }
  /// The style of a modal presentation or dismissal, `.none` for other transitions.
  var presentationStyle: UIModalPresentationStyle { get }
  /// Whether the transition began interactively; it never changes during the transition.
  var initiallyInteractive: Bool { get }
  /// Whether the transition can be interrupted.
  var isInterruptible: Bool { get }
  /// Whether the user is driving the transition now.
  var isInteractive: Bool { get }
  /// Whether an interactive transition was cancelled.
  var isCancelled: Bool { get }
  /// The duration if run without interaction.
  var transitionDuration: TimeInterval { get }
  /// How far the transition was when it left interaction.
  var percentComplete: CGFloat { get }
  /// The speed of the rest of the transition after interaction.
  var completionVelocity: CGFloat { get }
  /// The view controller for a key (`.from` or `.to`).
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// The view for a key (`.from` or `.to`).
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  /// The view the transition happens in.
  var containerView: UIView { get }
}

/// A transition in flight, returned by `UIViewController.transitionCoordinator`.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext
{
  /// Runs `animation` with the transition and `completion` after it ends; returns whether the
  /// animation was queued.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool

  /// Calls `handler` each time the transition leaves or re-enters interaction, before the
  /// appearance calls of a cancellation (iOS 10 and later).
  func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)

  /// Calls `handler` when interaction ends (deprecated in iOS 10 for
  /// ``notifyWhenInteractionChanges(_:)``, which behaves the same here).
  @available(iOS, introduced: 7.0, deprecated: 10.0, renamed: "notifyWhenInteractionChanges")
  func notifyWhenInteractionEnds(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
  /// Runs `animation` with the transition; UIKit's default `completion: nil`, which a Swift
  /// protocol requirement cannot declare.
  @discardableResult
  public func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: nil)
  }
}
