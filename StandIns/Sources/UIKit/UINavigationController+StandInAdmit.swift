/// UIKit's refusal of a change of the stack while a transition runs: the call is
/// logged with UIKit's message and done later or never, following
/// ``StandInBehavior/callsDuringTransition``; a navigation controller left stuck by a swipe
/// ignores every change.
extension UINavigationController {
  /// Whether a transition is in the way of a change of the stack: one of this navigation
  /// controller (from its start until it starts ending, so a change made in `didShow` goes
  /// through), or a presentation or dismissal of what contains it or of what that presents.
  var standInTransitionInTheWay: Bool {
    if standInCurrentChange != nil || standInInteractiveChange != nil { return true }
    let context = standInPresentationContext
    return context.standInPresentationPhase != nil
      || context.standInPresented?.standInPresentationPhase != nil
  }

  /// Whether `selector` may change the stack now; if not, logs UIKit's message and holds
  /// `call` for later (deferred mode) or drops it (ignored mode).
  func standInAdmit(_ selector: String, _ call: @escaping @MainActor () -> Void) -> Bool {
    if standInIsStuck {
      StandInTransitions.warn("\(selector) called on <\(standInName)>, which is stuck.")
      return false
    }
    guard standInTransitionInTheWay else { return true }
    StandInTransitions.hold(
      "\(selector) called on <\(standInName)> while an existing transition or presentation is"
        + " occurring; the navigation stack will not be updated.",
      until: { [weak self] in self?.standInTransitionInTheWay ?? false }, call)
    return false
  }
}
