public import Coordination

/// What the app coordinator shows: the login flow.
public enum AppRoute: NavigationRoute {
  /// The login flow of a ``LoginCoordinator``.
  case login
}

/// What ``LoginCoordinator`` shows.
public enum LoginRoute: NavigationRoute {
  /// The login screen with its three buttons.
  case login
  /// The signup form.
  case signup
  /// The forgot-password form.
  case forgotPassword
  /// "Discard the signup?", asked when the user leaves a half-filled signup form: an alert
  /// whose answer is `true` for Discard.
  case discardSignup
  /// The home flow of the signed-in user, run by a ``HomeCoordinator``. The route does not
  /// carry the user: who is signed in is the coordinator's state, never part of a saved state
  /// or a URL, so no link can open Home for someone who did not sign in.
  case home
}

/// What ``HomeCoordinator`` shows.
public enum HomeRoute: NavigationRoute {
  /// The home screen.
  case home
  /// "Sign out?", a confirmation dialog whose answer is `true` for Sign Out.
  case confirmSignOut
}
