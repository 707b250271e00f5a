public import Coordination

/// The tutorial's AllKanjiListCoordinator: shows "Kanji list" and the search, and starts a
/// ``KanjiDetailCoordinator`` for a selected kanji.
public final class AllKanjiListCoordinator: Coordinator<KanjiListRoute>,
  KanjiListViewModelDelegate, KanjiSearchNavigator
{
  let kanjiStorage: KanjiStorage

  /// Creates the coordinator with the dictionary.
  public init(kanjiStorage: KanjiStorage) {
    self.kanjiStorage = kanjiStorage
  }

  /// Pushes the list of all kanji.
  public override func start() { show(.all) }

  /// Creates the list, the search results, or a detail flow.
  public override func destination(for route: KanjiListRoute) -> Destination {
    switch route {
    case .all:
      return .screen(
        KanjiListViewModel(title: "Kanji list", kanji: kanjiStorage.allKanji(), delegate: self))
    case .detail(let character):
      guard let kanji = kanjiStorage.kanji(for: character) else {
        return .unavailable("\(character) is not in the dictionary")
      }
      return .flow(KanjiDetailCoordinator(kanji: kanji, kanjiStorage: kanjiStorage))
    case .search(let query):
      return .screen(
        KanjiSearchViewModel(
          query: query, results: kanjiStorage.search(query), navigator: self))
    }
  }

  /// Starts the detail of the selected kanji.
  public func kanjiListViewModel(_ list: KanjiListViewModel, didSelectKanji kanji: Kanji) {
    show(.detail(kanji.character))
  }

  /// Shows the search screen for a query; a search screen of this coordinator that is on top
  /// is replaced, so searching again does not pile up result screens.
  public func search(for query: String) {
    let trimmed = query.trimmingCharacters(in: .whitespacesAndNewlines)
    guard let store else { return }
    store.transaction {
      if let top = store.state.visibleStack?.top, top.owner == id,
        case .search = top.route.as(KanjiListRoute.self)
      {
        pop()
      }
      show(.search(trimmed))
    }
  }

  /// Starts the detail of the selected result.
  public func searchDidSelect(_ kanji: Kanji) { show(.detail(kanji.character)) }
}
