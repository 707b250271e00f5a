/// The user dragging a sheet down to dismiss it.
extension UIViewController {
  /// Plays the user swiping down the sheet this view controller is in; returns whether the
  /// sheet was dismissed. Stand-in-only.
  ///
  /// As on a device, nothing happens for a view controller that is not presented, is covered
  /// by another presentation, is presented in a non-sheet style (`.fullScreen`,
  /// `.overFullScreen`…) or is in a transition. Otherwise, following the delegate's
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
    StandInLog.record("user: swipe down \(standInName)")
    guard !StandInTransitions.ignoresUserEvents else { return false }
    guard let sheet = standInPresentedAncestor, let presenter = sheet.standInPresenting,
      sheet.standInPresented == nil, sheet.standInPresentationPhase == nil,
      sheet.modalPresentationStyle.standInIsSheet,
      let controller = sheet.standInPresentationController
    else { return false }
    if sheet.standInIsModalInPresentation
      || controller.delegate?.presentationControllerShouldDismiss(controller) == false
    {
      controller.delegate?.presentationControllerDidAttemptToDismiss(controller)
      return false
    }
    controller.delegate?.presentationControllerWillDismiss(controller)
    presenter.standInDismissPresented(animated: true, interactive: true) {
      controller.delegate?.presentationControllerDidDismiss(controller)
    }
    return true
  }

  /// Whether this view controller or a child on its visible path is modal in presentation.
  var standInIsModalInPresentation: Bool {
    isModalInPresentation || standInAppearanceChildren.contains { $0.standInIsModalInPresentation }
  }
}
