/// The delegate of a popover's presentation. UIKit reports a user's dismissal of a popover with
/// the inherited `presentationControllerDidDismiss(_:)`, the replacement its header names for
/// the deprecated `popoverPresentationControllerDidDismissPopover(_:)`; the stand-in declares no
/// member of its own.
@MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {}
