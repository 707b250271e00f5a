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

  /// The app's own links, for an app whose root is the ``ApplicationCoordinator`` (the iOS
  /// apps): `kanji://kanji/<character>`, `kanji://word/<word>`, `kanji://search?q=<query>`,
  /// and the same paths on `https://<host>` for each of `hosts`.
  ///
  /// - Throws: `DeepLinkError` if a pattern is malformed (never for these).
  public static func map(in storage: KanjiStorage, hosts: Set<String> = [])
    throws(DeepLinkError) -> DeepLinkMap
  {
    var links = DeepLinkMap(schemes: ["kanji"], hosts: hosts)
    try links.register("kanji/:character", examples: ["kanji/日"]) { parameters in
      try kanji(parameters.string("character"), in: storage)
    }
    try links.register("word/:word", examples: ["word/日本"]) { parameters in
      try word(parameters.string("word"), in: storage)
    }
    try links.register("search?q", examples: ["search?q=sun"]) { parameters in
      try search(parameters.string("q"))
    }
    return links
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

  /// The app's own link to a kanji's detail, `kanji://kanji/<character>`, which ``map(in:hosts:)``
  /// reads back; what its detail screen advertises for Handoff and Spotlight.
  public static func link(toKanji character: String) -> URL? {
    link(path: "/" + character, host: "kanji")
  }

  /// The app's own link to a word's kanji, `kanji://word/<word>`.
  public static func link(toWord word: String) -> URL? {
    link(path: "/" + word, host: "word")
  }

  private static func link(path: String, host: String) -> URL? {
    var components = URLComponents()
    components.scheme = "kanji"
    components.host = host
    components.path = path
    return components.url
  }
}
