/// Why the kanji data could not be loaded.
public enum KanjiStorageError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The bundled data file is missing.
  case missingResource(String)
  /// The data is not a list of kanji.
  case unreadable(String)
  /// The data has no kanji.
  case empty
  /// A kanji appears twice.
  case duplicate(String)
  /// An entry is invalid.
  case invalidKanji(String, reason: String)

  /// A sentence naming the problem.
  public var description: String {
    switch self {
    case .missingResource(let name): return "The kanji data \(name) is missing."
    case .unreadable(let reason): return "The kanji data cannot be read: \(reason)"
    case .empty: return "The kanji data has no kanji."
    case .duplicate(let character): return "The kanji \(character) appears twice."
    case .invalidKanji(let character, let reason):
      return "The entry for \(character) is invalid: \(reason)."
    }
  }
}
