#if canImport(UIKit)
  public import CoordinationUIKit
  import KanjiApp

  /// The view controllers of the Kanji app: the kanji lists, a kanji's details and the search.
  ///
  /// The list of all kanji has a search box; its model has no search of its own (the
  /// coordinator's `search(for:)` is what a platform calls), so `search` is what the box runs.
  ///
  /// ```swift
  /// let root = ApplicationCoordinator(kanjiStorage: try .bundled())
  /// let registry = kanjiRegistry { [weak root] query in
  ///   root?.children(ofType: AllKanjiListCoordinator.self).first?.search(for: query)
  /// }
  /// ```
  public func kanjiRegistry(search: @escaping (String) -> Void) -> ViewControllerRegistry {
    var registry = ViewControllerRegistry()
    registry.register(KanjiListViewModel.self) {
      KanjiListViewController(viewModel: $0, search: search)
    }
    registry.register(KanjiDetailViewModel.self) { KanjiDetailViewController(viewModel: $0) }
    registry.register(KanjiSearchViewModel.self) { KanjiSearchViewController(viewModel: $0) }
    return registry
  }
#endif
