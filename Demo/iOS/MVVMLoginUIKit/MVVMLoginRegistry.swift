#if canImport(UIKit)
  public import CoordinationUIKit
  import MVVMLoginApp

  /// The view controllers of the MVVM login app: Main, the login form and Home.
  ///
  /// ```swift
  /// let host = WindowHost(
  ///   window: window, store: NavigationStore(root: AppCoordinator(authClient: client)),
  ///   registry: mvvmLoginRegistry())
  /// ```
  public func mvvmLoginRegistry() -> ViewControllerRegistry {
    var registry = ViewControllerRegistry()
    registry.register(MainViewModel.self) { MainViewController(viewModel: $0) }
    registry.register(LoginViewModel.self) { LoginViewController(viewModel: $0) }
    registry.register(HomeViewModel.self) { HomeViewController(viewModel: $0) }
    return registry
  }
#endif
