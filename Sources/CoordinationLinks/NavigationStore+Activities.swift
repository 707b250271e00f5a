public import Coordination

extension NavigationStore {
  /// The activity of the screen the user is on: the top screen of the top layer, as its
  /// coordinator advertises it (``ActivityAdvertising``); `nil` when it advertises nothing.
  ///
  /// The adapters read it after every change to keep the system's current activity in step;
  /// a web host or a test can read it too.
  ///
  /// - Complexity: O(1) plus the coordinator's ``ActivityAdvertising/activity(for:)``.
  public var currentActivity: ScreenActivity? {
    guard let screen = state.topScreen,
      let owner = owner(of: screen.id) as? any ActivityAdvertising
    else { return nil }
    return owner.activity(forErased: screen.route)
  }
}
