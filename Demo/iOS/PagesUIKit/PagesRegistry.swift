#if canImport(UIKit)
  public import CoordinationUIKit
  import PagesApp

  /// The view controllers of the First, Second, Third app: one per page model.
  ///
  /// ```swift
  /// let host = WindowHost(
  ///   window: window, store: NavigationStore(root: FirstCoordinator()),
  ///   registry: pagesRegistry())
  /// ```
  public func pagesRegistry() -> ViewControllerRegistry {
    var registry = ViewControllerRegistry()
    registry.register(FirstViewModel.self) { FirstViewController(viewModel: $0) }
    registry.register(SecondViewModel.self) { SecondViewController(viewModel: $0) }
    registry.register(ThirdViewModel.self) { ThirdViewController(viewModel: $0) }
    return registry
  }
#endif
