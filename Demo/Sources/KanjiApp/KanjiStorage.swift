import Foundation

/// The kanji dictionary: loaded and checked once, owned by the application coordinator and
/// injected downward (no shared singleton).
public struct KanjiStorage: Sendable {
  private let kanji: [Kanji]
  private let indices: [String: Int]

  /// Checks entries and builds the storage.
  ///
  /// - Throws: ``KanjiStorageError`` for an empty list, a duplicate, an entry that is not one
  ///   character, has no meaning or no reading, a stroke count outside 1...40, or an example
  ///   word that does not contain its kanji.
  public init(validating kanji: [Kanji]) throws(KanjiStorageError) {
    guard !kanji.isEmpty else { throw .empty }
    var indices: [String: Int] = [:]
    for (index, entry) in kanji.enumerated() {
      guard indices[entry.character] == nil else { throw .duplicate(entry.character) }
      indices[entry.character] = index
      if let reason = Self.problem(with: entry) {
        throw .invalidKanji(entry.character, reason: reason)
      }
    }
    self.kanji = kanji
    self.indices = indices
  }

  /// Decodes and checks kanji from JSON data.
  public init(json data: Data) throws(KanjiStorageError) {
    let kanji: [Kanji]
    do {
      kanji = try JSONDecoder().decode([Kanji].self, from: data)
    } catch {
      throw .unreadable(String(describing: error))
    }
    try self.init(validating: kanji)
  }

  /// The dictionary shipped with the app (`kanji.json`).
  public static func bundled() throws(KanjiStorageError) -> KanjiStorage {
    guard let url = Bundle.module.url(forResource: "kanji", withExtension: "json") else {
      throw .missingResource("kanji.json")
    }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .unreadable(String(describing: error))
    }
    return try KanjiStorage(json: data)
  }

  /// Every kanji, in dictionary order.
  public func allKanji() -> [Kanji] { kanji }

  /// The kanji for a character.
  ///
  /// - Complexity: O(1).
  public func kanji(for character: String) -> Kanji? {
    indices[character].map { kanji[$0] }
  }

  /// The kanji that make up a word, in the word's order, each once; characters that are not
  /// in the dictionary (kana, unknown kanji) are skipped.
  public func kanjiForWord(_ word: String) -> [Kanji] {
    var seen: Set<String> = []
    return word.compactMap { character in
      let text = String(character)
      guard seen.insert(text).inserted else { return nil }
      return self.kanji(for: text)
    }
  }

  /// The example word with this text, from the first kanji that lists it.
  public func exampleWord(_ word: String) -> ExampleWord? {
    for entry in kanjiForWord(word) {
      if let example = entry.examples.first(where: { $0.word == word }) { return example }
    }
    return nil
  }

  /// Kanji matching a query: a character of the query, a reading (hiragana or katakana, on or
  /// kun, okurigana ignored), or an English meaning (whole word, case-insensitive). Results
  /// keep dictionary order.
  ///
  /// - Complexity: O(*n*) in the number of kanji.
  public func search(_ query: String) -> [Kanji] {
    let trimmed = query.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { return [] }
    let characters = Set(trimmed.map(String.init))
    let reading = Self.hiragana(trimmed)
    let words = trimmed.lowercased()
    return kanji.filter { entry in
      if characters.contains(entry.character) { return true }
      let readings = (entry.onyomi + entry.kunyomi).map { Self.hiragana(Self.bare($0)) }
      if readings.contains(reading) { return true }
      return entry.meanings.contains { meaning in
        let lowered = meaning.lowercased()
        return lowered == words
          || lowered.split(whereSeparator: { !$0.isLetter }).contains { $0 == Substring(words) }
      }
    }
  }

  /// A reading without okurigana and affix marks: "あたら.しい" gives "あたら", "-び" gives "び".
  static func bare(_ reading: String) -> String {
    let stem = reading.split(separator: ".", maxSplits: 1).first.map(String.init) ?? reading
    return stem.replacingOccurrences(of: "-", with: "")
  }

  /// Katakana turned into hiragana; other characters unchanged.
  static func hiragana(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { scalar in
          (0x30A1...0x30F6).contains(scalar.value)
            ? Unicode.Scalar(scalar.value - 0x60) ?? scalar : scalar
        }))
  }

  private static func problem(with entry: Kanji) -> String? {
    if entry.character.count != 1 { return "it is not one character" }
    if entry.meanings.isEmpty
      || entry.meanings.contains(where: { $0.trimmingCharacters(in: .whitespaces).isEmpty })
    {
      return "it has no meaning, or an empty one"
    }
    if entry.onyomi.isEmpty && entry.kunyomi.isEmpty { return "it has no reading" }
    if !(1...40).contains(entry.strokes) {
      return "its stroke count \(entry.strokes) is out of range"
    }
    if let word = entry.examples.first(where: { !$0.word.contains(entry.character) }) {
      return "its example \(word.word) does not contain it"
    }
    return nil
  }
}
