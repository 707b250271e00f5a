public import Coordination

extension NavigationStore {
  /// The activity of the screen the user is on, as its coordinator advertises it
  /// (``ActivityAdvertising``); `nil` when it advertises nothing.
  ///
  /// The screen the user is on is the top screen of the top layer that is not a question: an
  /// alert or a confirmation dialog asks about the screen under it, which stays the one
  /// advertised, so Handoff keeps offering it while the question is up. A screen whose
  /// coordinator advertises nothing hides the screens below it.
  ///
  /// The adapters read it after every change to keep the system's current activity in step;
  /// a web host or a test can read it too.
  ///
  /// - Complexity: O(*l*) in the number of layers, plus the coordinator's
  ///   ``ActivityAdvertising/activity(for:)``.
  public var currentActivity: ScreenActivity? {
    let layer = state.layers.last { $0.style != .alert && $0.style != .confirmationDialog }
    guard let screen = layer?.visibleStack?.top,
      let owner = owner(of: screen.id) as? any ActivityAdvertising
    else { return nil }
    return owner.activity(forErased: screen.route)
  }
}
