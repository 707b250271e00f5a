public import Coordination
public import DemoAccounts

/// What the app coordinator shows.
public enum AppRoute: NavigationRoute {
  /// The main screen with its "Log in" button.
  case main
  /// The login flow, run by a ``LoginCoordinator`` that returns the signed-in user.
  case login
  /// The home screen of a signed-in user.
  case home(User)
}

/// What the login flow shows.
public enum LoginRoute: NavigationRoute {
  /// The login form.
  case form
}
