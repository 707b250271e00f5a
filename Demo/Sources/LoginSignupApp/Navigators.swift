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
  /// The user tapped "Account": the account popover.
  func showAccount()
  /// The user tapped "Done" in the account popover.
  func closeAccount()
}

/// What the Notes tab's screens ask of its coordinator.
public protocol NotesNavigator: AnyObject {
  /// The user tapped "New note".
  func writeNote()
  /// The form saved a note.
  func noteEditorDidSave(_ note: Note)
  /// The user discarded the form's draft.
  func noteEditorDidDiscard()
}

/// How a ``HomeCoordinator`` reports to the ``LoginCoordinator`` that started it.
public protocol HomeCoordinatorDelegate: AnyObject {
  /// The user signed out.
  func homeCoordinatorDidSignOut(_ coordinator: HomeCoordinator)
}

/// How a ``LoginCoordinator`` reports to the ``AppCoordinator`` that started it.
public protocol LoginCoordinatorDelegate: AnyObject {
  /// The user signed out: the login flow is to start afresh.
  func loginCoordinatorDidSignOut(_ coordinator: LoginCoordinator)
}
