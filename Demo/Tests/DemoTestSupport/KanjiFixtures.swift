public import KanjiApp

/// A small dictionary written here, so the flow tests do not depend on the shipped data.
public func makeKanjiStorage() throws -> KanjiStorage {
  func word(_ text: String, _ reading: String, _ meaning: String) -> ExampleWord {
    ExampleWord(word: text, reading: reading, meaning: meaning)
  }
  return try KanjiStorage(validating: [
    Kanji(
      character: "日", meanings: ["day", "sun", "Japan"], onyomi: ["ニチ", "ジツ"],
      kunyomi: ["ひ", "-び", "-か"], strokes: 4, grade: 1, jlpt: 5,
      examples: [word("日本", "にほん", "Japan"), word("毎日", "まいにち", "every day")]),
    Kanji(
      character: "本", meanings: ["book", "origin"], onyomi: ["ホン"], kunyomi: ["もと"],
      strokes: 5, grade: 1, jlpt: 5,
      examples: [word("日本", "にほん", "Japan"), word("本屋", "ほんや", "bookshop")]),
    Kanji(
      character: "人", meanings: ["person"], onyomi: ["ジン", "ニン"], kunyomi: ["ひと"],
      strokes: 2, grade: 1, jlpt: 5,
      examples: [word("日本人", "にほんじん", "Japanese person"), word("大人", "おとな", "adult")]),
    Kanji(
      character: "大", meanings: ["large", "big"], onyomi: ["ダイ", "タイ"],
      kunyomi: ["おお-", "おお.きい"], strokes: 3, grade: 1, jlpt: 5,
      examples: [word("大人", "おとな", "adult"), word("大学", "だいがく", "university")]),
    Kanji(
      character: "学", meanings: ["study", "learning"], onyomi: ["ガク"], kunyomi: ["まな.ぶ"],
      strokes: 8, grade: 1, jlpt: 5, examples: [word("大学", "だいがく", "university")]),
  ])
}
