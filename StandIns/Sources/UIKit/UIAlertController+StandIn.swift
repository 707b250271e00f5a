/// The user answering an alert or an action sheet.
extension UIAlertController {
  /// Plays the user tapping `action`; returns whether it was chosen. Stand-in-only.
  ///
  /// Nothing happens while a transition runs, for an alert controller that is not presented,
  /// is being presented or dismissed, or is covered by another presentation, for an action it
  /// does not have or that is disabled, and for the cancel action of a popover (UIKit does not
  /// show it there). Otherwise the alert controller is dismissed by its presenter (animated; a
  /// dismissal made in code, so no presentation-controller delegate call) and the action's
  /// handler runs once that dismissal has ended, with the text fields' texts still readable:
  /// the order UIKit's crash reports show (`_invokeHandlersForAction:` called from the
  /// dismissal's completion) and that libraries modelled on UIAlertController copy (README).
  @discardableResult
  public func standInTap(action: UIAlertAction) -> Bool {
    StandInLog.record("user: tap \(action.title ?? "untitled") in \(standInName)")
    guard standInIsAnswerable, actions.contains(action), action.isEnabled,
      !(action.style == .cancel && standInIsPopover)
    else { return false }
    standInDismiss(thenRun: action)
    return true
  }

  /// Plays the user tapping outside the alert controller; returns whether that dismissed it.
  /// Stand-in-only.
  ///
  /// An alert stays (it is dismissed only by one of its actions). An action sheet shown from
  /// the bottom (``StandInBehavior/Device/phone``) is dismissed as if its cancel action were
  /// tapped, and stays if it has none. An action sheet shown as a popover
  /// (``StandInBehavior/Device/pad``) leaves as ``StandInBehavior/popoverOutsideTap`` says;
  /// where its presentation controller's delegate is told, it is first asked
  /// (`presentationControllerShouldDismiss(_:)`; `false` sends
  /// `presentationControllerDidAttemptToDismiss(_:)` and the popover stays).
  @discardableResult
  public func standInTapOutside() -> Bool {
    StandInLog.record("user: tap outside \(standInName)")
    guard standInIsAnswerable, preferredStyle == .actionSheet else { return false }
    guard standInIsPopover, let popover = standInPresentationController else {
      guard let cancel = standInCancelAction else { return false }
      standInDismiss(thenRun: cancel)
      return true
    }
    if StandInBehavior.popoverOutsideTap != .handlerOnly,
      popover.delegate?.presentationControllerShouldDismiss(popover) == false
    {
      popover.delegate?.presentationControllerDidAttemptToDismiss(popover)
      return false
    }
    standInLeavePopover(popover)
    return true
  }

  /// Whether the user can reach the alert controller: no transition runs, it is presented and
  /// settled, and nothing is presented over it.
  private var standInIsAnswerable: Bool {
    !StandInTransitions.ignoresUserEvents && standInPresenting != nil
      && standInPresentationPhase == nil && standInPresented == nil
  }

  /// Dismisses the alert controller as UIKit does for a chosen action, then runs the action's
  /// handler.
  private func standInDismiss(thenRun action: UIAlertAction) {
    presentingViewController?.dismiss(animated: true) { action.standInHandler?(action) }
  }

  /// A tap outside the popover: the popover leaves, with the cancel action's handler and the
  /// delegate's calls as ``StandInBehavior/popoverOutsideTap`` says. That the handler runs once
  /// the dismissal has begun, before it ends, is inferred (README).
  private func standInLeavePopover(_ popover: UIPresentationController) {
    let behaviour = StandInBehavior.popoverOutsideTap
    let tellsDelegate = behaviour != .handlerOnly
    let cancel = behaviour == .delegateOnly ? nil : standInCancelAction
    standInPresenting?.standInDismissPresented(
      animated: true, interactive: false,
      willBegin: {
        if tellsDelegate { popover.delegate?.presentationControllerWillDismiss(popover) }
      },
      didBegin: { if let cancel { cancel.standInHandler?(cancel) } },
      whenDone: {
        if tellsDelegate { popover.delegate?.presentationControllerDidDismiss(popover) }
      })
  }
}
