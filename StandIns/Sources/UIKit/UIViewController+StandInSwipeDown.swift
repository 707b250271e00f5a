/// The user dragging a sheet down to dismiss it.
extension UIViewController {
  /// Plays the user swiping down the sheet this view controller is in; returns whether the
  /// sheet was dismissed. Stand-in-only.
  ///
  /// As on a device, nothing happens for a view controller that is not presented, is covered
  /// by another presentation, is presented in a non-sheet style (`.fullScreen`,
  /// `.overFullScreen`…, a popover on a regular width) or is in a transition. A popover on a
  /// compact width is a sheet (``StandInBehavior/Device/phone``) and is swiped down as one. Otherwise, following the delegate's
  /// documentation (UIPresentationController.h) and WWDC19's order:
  /// - if the presented view controller, or a child on its visible path (a navigation
  ///   controller's top, a tab bar controller's selection), has `isModalInPresentation`, or
  ///   the delegate's `presentationControllerShouldDismiss(_:)` returns `false`, only
  ///   `presentationControllerDidAttemptToDismiss(_:)` is called;
  /// - else `presentationControllerWillDismiss(_:)`, then an animated interactive dismissal
  ///   (finger lifted at once, not cancelled), then `presentationControllerDidDismiss(_:)`
  ///   after it ends.
  ///
  /// That a child's `isModalInPresentation` counts is observed behaviour (Apple's sample
  /// "Disabling the pull-down gesture for a sheet" sets it on a view controller inside a
  /// navigation controller); it is not in the reference documentation.
  @discardableResult
  public func standInSwipeDown() -> Bool {
    standInSwipeDown(completing: true)
  }

  /// Plays the user dragging the sheet this view controller is in down and letting go past
  /// the point of no return (`completing`), or before it, so that the sheet slides back;
  /// returns whether the sheet was dismissed. Stand-in-only.
  ///
  /// The same refusals as ``standInSwipeDown()``. A drag that slides back sends
  /// `presentationControllerWillDismiss(_:)` (with the presenting view controller's transition
  /// coordinator readable, as UIPresentationController.h asks delegates to use it), then runs
  /// an interactive dismissal that is cancelled (`isCancelled`), and never sends
  /// `presentationControllerDidDismiss(_:)`.
  @discardableResult
  public func standInSwipeDown(completing: Bool) -> Bool {
    StandInLog.record("user: swipe down \(standInName)\(completing ? "" : " cancelled")")
    guard !StandInTransitions.ignoresUserEvents else { return false }
    guard let sheet = standInPresentedAncestor, let presenter = sheet.standInPresenting,
      sheet.standInPresented == nil, sheet.standInPresentationPhase == nil,
      sheet.standInShowsAsSheet,
      let controller = sheet.standInPresentationController
    else { return false }
    if sheet.standInIsModalInPresentation
      || controller.delegate?.presentationControllerShouldDismiss(controller) == false
    {
      controller.delegate?.presentationControllerDidAttemptToDismiss(controller)
      return false
    }
    let willDismiss: () -> Void = {
      controller.delegate?.presentationControllerWillDismiss(controller)
    }
    guard completing else {
      presenter.standInSlideBack(sheet, willBegin: willDismiss)
      return false
    }
    presenter.standInDismissPresented(animated: true, interactive: true, willBegin: willDismiss) {
      controller.delegate?.presentationControllerDidDismiss(controller)
    }
    return true
  }

  /// A drag of `sheet` (presented by this view controller) that slides back: an interactive
  /// dismissal, cancelled when the finger lifts; the sheet stays presented.
  private func standInSlideBack(_ sheet: UIViewController, willBegin: () -> Void) {
    let coordinator = standInBeginDismissal(of: [sheet], animated: true, interactive: true)
    willBegin()
    sheet.standInCoordinator = coordinator
    sheet.standInBeginAppearance(false, animated: true)
    coordinator?.start()
    coordinator?.endInteraction(cancelled: true)
    sheet.standInBeginAppearance(true, animated: true)
    StandInTransitions.run(animated: true) { [self] in
      coordinator?.beginEnding()
      sheet.standInEndAppearance()
      sheet.isBeingDismissed = false
      sheet.standInPresentationPhase = nil
      sheet.standInPresentationController?.dismissalTransitionDidEnd(false)
      coordinator?.finish()
      sheet.standInCoordinator = nil
      standInRelease(coordinator)
    }
  }

  /// Whether this view controller or a child on its visible path is modal in presentation.
  var standInIsModalInPresentation: Bool {
    isModalInPresentation || standInAppearanceChildren.contains { $0.standInIsModalInPresentation }
  }
}
