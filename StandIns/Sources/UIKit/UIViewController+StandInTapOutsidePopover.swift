/// The user tapping outside a popover on a regular width.
extension UIViewController {
  /// Plays the user tapping outside the popover this view controller is in; returns whether
  /// the popover was dismissed. Stand-in-only.
  ///
  /// As on a device, nothing happens while a transition runs, for a view controller that is not
  /// presented as a popover, is covered by another presentation or is in a transition, on a
  /// compact width (``StandInBehavior/Device/phone``: the popover is a sheet there, swiped
  /// down with ``standInSwipeDown()``), and for an alert controller (its own
  /// ``UIAlertController/standInTapOutside()``). Otherwise, as Apple's documentation of
  /// `UIModalPresentationStyle.popover` says ("taps outside the popover cause the popover to be
  /// dismissed") and with the delegate calls of UIPresentationController.h:
  /// - if the presented view controller, or a child on its visible path, has
  ///   `isModalInPresentation` (UIViewController.h: the presentation will "ignore events outside
  ///   of the presented view controller's bounds"), or the delegate's
  ///   `presentationControllerShouldDismiss(_:)` returns `false`, only
  ///   `presentationControllerDidAttemptToDismiss(_:)` is called;
  /// - else `presentationControllerWillDismiss(_:)`, an animated dismissal, then
  ///   `presentationControllerDidDismiss(_:)` once it has ended.
  @discardableResult
  public func standInTapOutsidePopover() -> Bool {
    StandInLog.record("user: tap outside popover \(standInName)")
    guard !StandInTransitions.ignoresUserEvents, StandInBehavior.device == .pad,
      let popover = standInPresentedAncestor, !(popover is UIAlertController),
      popover.modalPresentationStyle == .popover, popover.standInPresented == nil,
      popover.standInPresentationPhase == nil, let presenter = popover.standInPresenting,
      let controller = popover.standInPresentationController
    else { return false }
    if popover.standInIsModalInPresentation
      || controller.delegate?.presentationControllerShouldDismiss(controller) == false
    {
      controller.delegate?.presentationControllerDidAttemptToDismiss(controller)
      return false
    }
    presenter.standInDismissPresented(
      animated: true, interactive: false,
      willBegin: { controller.delegate?.presentationControllerWillDismiss(controller) },
      whenDone: { controller.delegate?.presentationControllerDidDismiss(controller) })
    return true
  }
}
