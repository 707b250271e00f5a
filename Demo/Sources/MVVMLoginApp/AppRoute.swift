public import Coordination

/// What the app coordinator shows.
public enum AppRoute: NavigationRoute {
  /// The main screen with its "Log in" button.
  case main
  /// The login flow, run by a ``LoginCoordinator`` that returns the signed-in user.
  case login
  /// The home screen of the signed-in user. The route does not carry the user: who is signed
  /// in is the coordinator's state, never part of a saved state or a URL, so no link can
  /// open Home for someone who did not sign in.
  case home
}

/// What the login flow shows.
public enum LoginRoute: NavigationRoute {
  /// The login form.
  case form
}
