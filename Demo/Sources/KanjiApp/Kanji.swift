/// One kanji of the dictionary.
public struct Kanji: Hashable, Codable, Sendable, Identifiable {
  /// The character itself, such as "日".
  public let character: String
  /// English meanings.
  public let meanings: [String]
  /// On readings, in katakana.
  public let onyomi: [String]
  /// Kun readings, in hiragana ("." marks okurigana, "-" a prefix or suffix).
  public let kunyomi: [String]
  /// The stroke count.
  public let strokes: Int
  /// The Japanese school grade (1–6), or 8 for secondary school.
  public let grade: Int
  /// The JLPT level (5 is the easiest), when known.
  public let jlpt: Int?
  /// Example words that contain the kanji.
  public let examples: [ExampleWord]

  /// Creates a kanji value.
  public init(
    character: String, meanings: [String], onyomi: [String], kunyomi: [String], strokes: Int,
    grade: Int, jlpt: Int?, examples: [ExampleWord]
  ) {
    self.character = character
    self.meanings = meanings
    self.onyomi = onyomi
    self.kunyomi = kunyomi
    self.strokes = strokes
    self.grade = grade
    self.jlpt = jlpt
    self.examples = examples
  }

  /// The character: kanji are identified by themselves.
  public var id: String { character }

  /// The meanings as one line, such as "day, sun, Japan".
  public var meaningLine: String { meanings.joined(separator: ", ") }
}

/// A word that shows a kanji in use.
public struct ExampleWord: Hashable, Codable, Sendable {
  /// The word, such as "日本".
  public let word: String
  /// Its reading in hiragana.
  public let reading: String
  /// Its English meaning.
  public let meaning: String

  /// Creates a word value.
  public init(word: String, reading: String, meaning: String) {
    self.word = word
    self.reading = reading
    self.meaning = meaning
  }
}
