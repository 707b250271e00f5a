/// What a presentation controller tells its delegate; here the user-dismissal messages.
///
/// Optional in UIKit: each has a default here. None of them is sent for a dismissal made in
/// code (UIPresentationController.h; Apple's documentation of
/// `presentationControllerDidDismiss(_:)` and `presentationControllerWillDismiss(_:)`).
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
  /// Whether the user may dismiss the presentation; `true` by default.
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool

  /// The user started dismissing the presentation, before the animation.
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)

  /// The user dismissed the presentation, after the animation.
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)

  /// The user tried to dismiss the presentation and was refused.
  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  /// Allows the dismissal, as when the delegate does not implement the method.
  public func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool { true }

  /// Does nothing.
  public func presentationControllerWillDismiss(
    _ presentationController: UIPresentationController
  ) {}

  /// Does nothing.
  public func presentationControllerDidDismiss(
    _ presentationController: UIPresentationController
  ) {}

  /// Does nothing.
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {}
}
