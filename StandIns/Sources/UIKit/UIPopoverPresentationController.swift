import Foundation

/// The presentation controller of a view controller presented as a popover
/// (`modalPresentationStyle` `.popover`): an action sheet on iPad, or any view controller.
///
/// On a regular width (``StandInBehavior/Device/pad``) it is a popover pointing at
/// ``sourceView``; on a compact width (``StandInBehavior/Device/phone``) it adapts to a sheet
/// (Apple's documentation of `UIModalPresentationStyle.popover`: "In iOS 13 and later, for
/// horizontally or vertically compact environments, this option behaves the same as
/// `formSheet`"), shaped by ``adaptiveSheetPresentationController``, which the user swipes
/// down (``UIViewController/standInSwipeDown()``). A tap outside a popover is played by
/// ``UIViewController/standInTapOutsidePopover()``.
///
/// Its `delegate` is UIPresentationController's, typed `UIAdaptivePresentationControllerDelegate`
/// (UIKit's narrows it to ``UIPopoverPresentationControllerDelegate``, which a Swift subclass
/// cannot do; see the README's deviations). A tap outside the popover is played by
/// ``UIAlertController/standInTapOutside()``.
@MainActor
open class UIPopoverPresentationController: UIPresentationController {
  /// The view the popover points at; presenting a popover without one is refused.
  open var sourceView: UIView?

  /// The rectangle of ``sourceView`` the popover points at; `.null` by default (UIKit's header:
  /// the default since iOS 13.2, pointing at the source view's frame).
  open var sourceRect = CGRect.null

  /// The sheet this popover adapts to on a compact width; its detents and grabber are those
  /// the adapted sheet shows (UIPopoverPresentationController.h: "The
  /// UISheetPresentationController instance this popover will adapt to in compact size
  /// classes"). Made on first use.
  open var adaptiveSheetPresentationController: UISheetPresentationController {
    if let standInAdaptiveSheet { return standInAdaptiveSheet }
    let sheet = UISheetPresentationController(
      presentedViewController: presentedViewController, presenting: nil)
    standInAdaptiveSheet = sheet
    return sheet
  }

  private var standInAdaptiveSheet: UISheetPresentationController?

  /// UIKit's message when a popover is presented without an anchor, which it raises as an
  /// exception in `presentationTransitionWillBegin` (the app terminates); `nil` when the
  /// popover has one. The texts are UIKit's as reported in public issues (README).
  func standInMissingAnchorMessage(presenter: UIViewController) -> String? {
    guard sourceView == nil else { return nil }
    let presented = presentedViewController
    guard let alert = presented as? UIAlertController else {
      return "UIPopoverPresentationController (<UIPopoverPresentationController>) should have a"
        + " non-nil sourceView or barButtonItem set before the presentation occurs."
    }
    return "Your application has presented a UIAlertController (<\(alert.standInName)>) of style"
      + " UIAlertControllerStyleActionSheet from \(presenter.standInName)"
      + " (<\(presenter.standInName)>). The modalPresentationStyle of a UIAlertController with"
      + " this style is UIModalPresentationPopover. You must provide location information for"
      + " this popover through the alert controller's popoverPresentationController. You must"
      + " provide either a sourceView and sourceRect or a barButtonItem. If this information is"
      + " not known when you present the alert controller, you may provide it in the"
      + " UIPopoverPresentationControllerDelegate method -prepareForPopoverPresentation."
  }
}
