#if canImport(UIKit)
  public import CoordinationUIKit
  import LoginSignupApp

  /// The view controllers of the Login, Signup, Forgot password app: the three forms, and the
  /// signed-in tabs' screens (Home, the account popover, the notes and the note form).
  ///
  /// ```swift
  /// let host = WindowHost(
  ///   window: window, store: NavigationStore(root: AppCoordinator(authClient: client)),
  ///   registry: loginSignupRegistry())
  /// ```
  public func loginSignupRegistry() -> ViewControllerRegistry {
    var registry = ViewControllerRegistry()
    registry.register(LoginViewModel.self) { LoginViewController(viewModel: $0) }
    registry.register(SignupViewModel.self) { SignupViewController(viewModel: $0) }
    registry.register(ForgotPasswordViewModel.self) { ForgotPasswordViewController(viewModel: $0) }
    registry.register(HomeViewModel.self) { HomeViewController(viewModel: $0) }
    registry.register(AccountViewModel.self) { AccountViewController(viewModel: $0) }
    registry.register(NotesViewModel.self) { NotesViewController(viewModel: $0) }
    registry.register(NoteEditorViewModel.self) { NoteEditorViewController(viewModel: $0) }
    return registry
  }
#endif
