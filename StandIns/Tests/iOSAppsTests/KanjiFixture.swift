import KanjiApp
import Testing

/// A walk through the bundled dictionary the Kanji tests play: a kanji, one of its example
/// words made of two kanji or more, and another kanji of that word.
struct KanjiWalk {
  let storage: KanjiStorage
  let kanji: Kanji
  let word: ExampleWord
  let other: Kanji

  init(sourceLocation: SourceLocation = #_sourceLocation) throws {
    storage = try KanjiStorage.bundled()
    var found: (Kanji, ExampleWord, Kanji)?
    for kanji in storage.allKanji() where found == nil {
      for word in kanji.examples {
        if let other = storage.kanjiForWord(word.word).first(where: { $0 != kanji }) {
          found = (kanji, word, other)
          break
        }
      }
    }
    let walk = try #require(found, "no example word has two kanji", sourceLocation: sourceLocation)
    (kanji, word, other) = walk
  }

  /// The search summary the app shows, as the search screen words it.
  func summary(for query: String) -> String {
    let count = storage.search(query).count
    switch count {
    case 0: return "No kanji matches \"\(query)\"."
    case 1: return "1 kanji matches \"\(query)\"."
    default: return "\(count) kanji match \"\(query)\"."
    }
  }
}
