public import Coordination

/// What ``ApplicationCoordinator`` shows: the all-kanji list flow.
public enum ApplicationRoute: NavigationRoute {
  /// The flow of an ``AllKanjiListCoordinator``.
  case kanjiList
}

/// What ``AllKanjiListCoordinator`` shows.
public enum KanjiListRoute: NavigationRoute {
  /// The list of all kanji ("Kanji list").
  case all
  /// The detail of a kanji, run by a ``KanjiDetailCoordinator``.
  case detail(String)
  /// The results of a search.
  case search(String)
}

/// What ``KanjiDetailCoordinator`` shows.
public enum KanjiDetailRoute: NavigationRoute {
  /// The detail of its kanji ("Kanji details").
  case detail(String)
  /// The kanji of a word (titled with the word).
  case word(String)
  /// Another kanji's detail, opened from a word's list, run by a nested coordinator.
  case kanji(String)
}
