/// The detail of a kanji ("Kanji details"): meanings, readings, strokes, grade, level and the
/// example words, each of which opens the list of its kanji.
public final class KanjiDetailViewModel {
  /// The screen's title.
  public let title = "Kanji details"
  /// The kanji shown.
  public let kanji: Kanji
  weak var delegate: (any KanjiDetailViewModelDelegate)?

  init(kanji: Kanji, delegate: any KanjiDetailViewModelDelegate) {
    self.kanji = kanji
    self.delegate = delegate
  }

  /// A line such as "4 strokes · grade 1 · JLPT N5".
  public var facts: String {
    var parts = ["\(kanji.strokes) strokes"]
    parts.append(kanji.grade <= 6 ? "grade \(kanji.grade)" : "secondary school")
    if let level = kanji.jlpt { parts.append("JLPT N\(level)") }
    return parts.joined(separator: " · ")
  }

  /// The user selected an example word.
  ///
  /// - Returns: `false` when the word is not one of the examples; nothing happens then.
  @discardableResult
  public func select(word: String) -> Bool {
    guard kanji.examples.contains(where: { $0.word == word }) else { return false }
    delegate?.kanjiDetailViewModel(self, didSelectWord: word)
    return true
  }
}
