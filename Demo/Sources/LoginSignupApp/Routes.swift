public import Coordination
public import DemoAccounts

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
  /// The home flow of a signed-in user, run by a ``HomeCoordinator``.
  case home(User)
}

/// What ``HomeCoordinator`` shows.
public enum HomeRoute: NavigationRoute {
  /// The home screen.
  case home
}
