extension StandInHost {
  /// Taps outside the popover in front (on a `.pad`): SwiftUI writes its binding `false`, then
  /// the host renders. Refused when `interactiveDismissDisabled(true)` applies to the popover's
  /// content ("prevents interactive dismissal of presentations like popovers"), and when no
  /// popover is in front (on a `.phone` a popover is a sheet: swipe it down). Stand-in-only.
  @discardableResult public func standInTapOutsidePopover() -> Bool {
    guard let top = presentations.last, let request = pass?.presented.last, top.style == .popover
    else { return refuse("tap outside a popover", "no popover is shown") }
    guard !top.isInteractiveDismissDisabled else {
      return refuse("tap outside a popover", "interactiveDismissDisabled(true) applies to it")
    }
    events.append("tap outside")
    request.dismiss()
    record(write: request.dismissDescription)
    render()
    return true
  }
}
