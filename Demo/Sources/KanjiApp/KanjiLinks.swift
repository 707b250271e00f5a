public import Coordination
public import CoordinationLinks
import Foundation

/// The Kanji app's deep links as paths of routes below its ``ApplicationCoordinator``; a host
/// app puts its own route in front.
public enum KanjiLinks {
  /// `kanji/<character>`: the list, then the kanji's detail.
  public static func kanji(_ character: String, in storage: KanjiStorage) throws(DeepLinkError)
    -> [any NavigationRoute]
  {
    guard storage.kanji(for: character) != nil else {
      throw .unresolved(reason: "\(character) is not in the dictionary")
    }
    return [ApplicationRoute.kanjiList, KanjiListRoute.detail(character)]
  }

  /// `word/<word>`: the list, the detail of the word's first kanji, then the word's kanji.
  public static func word(_ word: String, in storage: KanjiStorage) throws(DeepLinkError)
    -> [any NavigationRoute]
  {
    guard let first = storage.kanjiForWord(word).first else {
      throw .unresolved(reason: "no kanji of \(word) is in the dictionary")
    }
    return [
      ApplicationRoute.kanjiList, KanjiListRoute.detail(first.character),
      KanjiDetailRoute.word(word),
    ]
  }

  /// `search?q=<query>`: the list, then the search results.
  ///
  /// - Throws: `DeepLinkError.unresolved(reason:)` for a query longer than
  ///   ``KanjiSearchViewModel/maximumQueryLength`` once trimmed.
  public static func search(_ query: String) throws(DeepLinkError) -> [any NavigationRoute] {
    let trimmed = query.trimmingCharacters(in: .whitespacesAndNewlines)
    guard trimmed.count <= KanjiSearchViewModel.maximumQueryLength else {
      throw .unresolved(reason: KanjiSearchViewModel.queryTooLong(trimmed.count))
    }
    return [ApplicationRoute.kanjiList, KanjiListRoute.search(trimmed)]
  }
}
