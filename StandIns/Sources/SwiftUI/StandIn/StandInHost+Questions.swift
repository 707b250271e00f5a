extension StandInHost {
  /// Whether an alert or a confirmation dialog is in front.
  var isQuestionInFront: Bool {
    guard let style = presentations.last?.style else { return false }
    return style == .alert || style == .confirmationDialog
  }

  /// The alert or confirmation dialog in front, if there is one. Stand-in-only.
  public var standInQuestion: StandInPresentation? {
    isQuestionInFront ? presentations.last : nil
  }

  /// Taps a button of the alert or confirmation dialog in front: its action runs, then SwiftUI
  /// writes `isPresented = false` ("All actions in an alert dismiss the alert after the action
  /// runs", see SwiftUI-README.md), then the host renders. A field's typed text reached its
  /// binding when it was typed (``standInType(_:into:)``), before the action. Refused for a
  /// button not shown (a popover's cancel button). Stand-in-only.
  @discardableResult public func standInTapAlertButton(_ title: String) -> Bool {
    guard isQuestionInFront, let request = pass?.presented.last else {
      return refuse("tap “\(title)” in an alert", "no alert or dialog is shown")
    }
    guard
      let button = pass?.buttons.last(where: {
        $0.level == topLevel && $0.title == title && !$0.isHidden
      })
    else { return refuse("tap “\(title)” in an alert", "no such button in it") }
    events.append("tap: \(title)")
    button.action()
    request.dismiss()
    record(write: request.dismissDescription)
    render()
    return true
  }

  /// Taps outside the confirmation dialog in front (a popover on a `.pad`, the dimmed area of an
  /// action sheet on a `.phone`): SwiftUI writes `isPresented = false`; with
  /// ``StandInSwiftUIBehavior/DialogOutsideTap/runsCancelAction`` the `.cancel` button's action
  /// runs first. Refused for an alert, which a tap outside does not dismiss. Stand-in-only.
  @discardableResult public func standInTapOutsideDialog() -> Bool {
    guard let top = presentations.last, let request = pass?.presented.last,
      top.style == .confirmationDialog
    else {
      return refuse(
        "tap outside", "no confirmation dialog is shown (a tap outside an alert does nothing)")
    }
    events.append("tap outside")
    if behavior.dialogOutsideTap == .runsCancelAction,
      let cancel = pass?.buttons.last(where: { $0.level == topLevel && $0.role == .cancel })
    {
      cancel.action()
    }
    request.dismiss()
    record(write: request.dismissDescription)
    render()
    return true
  }
}
