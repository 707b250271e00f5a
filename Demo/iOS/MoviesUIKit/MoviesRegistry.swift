#if canImport(UIKit)
  public import CoordinationUIKit
  import MoviesApp

  /// The view controllers of the Movies app: the list and a movie's detail.
  ///
  /// ```swift
  /// let host = WindowHost(
  ///   window: window,
  ///   store: NavigationStore(root: MovieListCoordinator(catalogue: try .bundled())),
  ///   registry: moviesRegistry())
  /// ```
  public func moviesRegistry() -> ViewControllerRegistry {
    var registry = ViewControllerRegistry()
    registry.register(MovieListViewModel.self) { MovieListViewController(viewModel: $0) }
    registry.register(MovieDetailViewModel.self) { MovieDetailViewController(viewModel: $0) }
    return registry
  }
#endif
