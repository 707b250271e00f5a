public import DemoAccounts

/// The tutorial's delegate of the login screen: its three buttons, implemented by the
/// ``LoginCoordinator``.
public protocol LoginVCNavigationDelegate: AnyObject {
  /// Login succeeded: go home.
  func navigateHome(as user: User)
  /// The user tapped "Sign up".
  func navigateSignup()
  /// The user tapped "Forgot password".
  func navigateForgotPassword()
}

/// What the signup form asks of its coordinator.
public protocol SignupNavigator: AnyObject {
  /// An account was created.
  func signupDidCreateAccount(for user: User)
  /// The user wants to leave the form; `hasDraft` says whether it holds what they entered.
  func signupDidCancel(hasDraft: Bool)
}

/// What the forgot-password form asks of its coordinator.
public protocol ForgotPasswordNavigator: AnyObject {
  /// The user wants to go back to the login screen.
  func forgotPasswordDidTapBackToLogin()
}

/// What the home screen asks of its coordinator.
public protocol HomeNavigator: AnyObject {
  /// The user tapped "Sign out"; the coordinator confirms before signing out.
  func signOut()
}

/// How a ``HomeCoordinator`` reports to the ``LoginCoordinator`` that started it.
public protocol HomeCoordinatorDelegate: AnyObject {
  /// The user signed out.
  func homeCoordinatorDidSignOut(_ coordinator: HomeCoordinator)
}
