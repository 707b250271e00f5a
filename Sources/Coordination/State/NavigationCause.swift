/// Why the navigation state changed.
public enum NavigationCause: String, Hashable, Codable, Sendable, CaseIterable {
  /// The app's own code: a coordinator pushed, popped, presented or finished.
  case code
  /// The user, through an adapter: back button, swipe-back, swipe-down, browser history,
  /// tab bar.
  case user
  /// A deep link being applied.
  case deepLink
  /// Saved navigation being restored.
  case restoration
  /// The store being torn down.
  case teardown
}
