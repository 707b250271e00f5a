/// The object that manages one modal presentation; created when a view controller is
/// presented (or when its `presentationController` is first read).
@MainActor
open class UIPresentationController: Hashable {
  unowned let standInPresented: UIViewController
  var standInPresenting: UIViewController?

  /// The presented view controller.
  open var presentedViewController: UIViewController { standInPresented }

  /// The view controller the presentation is over. Set when the presentation starts; reading
  /// it before is a programming error (UIKit would return `nil` for this non-optional).
  open var presentingViewController: UIViewController {
    guard let standInPresenting else {
      preconditionFailure("presentingViewController read before the presentation started")
    }
    return standInPresenting
  }

  /// The presented view controller's style.
  open var presentationStyle: UIModalPresentationStyle {
    standInPresented.modalPresentationStyle
  }

  /// The view the presentation happens in: the presenter's window.
  open var containerView: UIView? { standInPresenting?.viewIfLoaded?.window }

  /// The presented view.
  open var presentedView: UIView? { standInPresented.viewIfLoaded }

  /// The object told when the user dismisses, or tries to dismiss, the presentation.
  open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

  /// Creates the presentation controller of a view controller.
  public init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    standInPresented = presentedViewController
    standInPresenting = presentingViewController
  }

  /// Called when the presentation transition starts.
  open func presentationTransitionWillBegin() {}

  /// Called when the presentation transition ended.
  open func presentationTransitionDidEnd(_ completed: Bool) {}

  /// Called when the dismissal transition starts.
  open func dismissalTransitionWillBegin() {}

  /// Called when the dismissal transition ended.
  open func dismissalTransitionDidEnd(_ completed: Bool) {}

  /// Whether this presentation controller is the kind a style makes: a sheet's for the sheet
  /// styles, a popover's for `.popover`, a plain one otherwise.
  func standInSuits(_ style: UIModalPresentationStyle) -> Bool {
    if style.standInIsSheet { return self is UISheetPresentationController }
    if style == .popover { return self is UIPopoverPresentationController }
    return !(self is UISheetPresentationController) && !(self is UIPopoverPresentationController)
  }

  /// Identity, as `NSObject` compares.
  nonisolated public static func == (lhs: UIPresentationController, rhs: UIPresentationController)
    -> Bool
  {
    lhs === rhs
  }

  /// Hashes the identity.
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
