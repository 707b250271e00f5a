/// A list of kanji: all of them ("Kanji list"), or those of a word (titled with the word).
///
/// One screen model serves both, with its data passed in by the coordinator, instead of the
/// tutorial's "before" version that reused one screen through a `word` hack.
public final class KanjiListViewModel {
  /// The screen's title.
  public let title: String
  /// The kanji listed.
  public let kanji: [Kanji]
  /// The word whose kanji are listed, if any.
  public let word: ExampleWord?
  /// Whether selecting a kanji opens its detail (the original disabled it for word lists).
  public let opensDetailsOnSelection: Bool
  weak var delegate: (any KanjiListViewModelDelegate)?

  init(
    title: String, kanji: [Kanji], word: ExampleWord? = nil, opensDetailsOnSelection: Bool = true,
    delegate: any KanjiListViewModelDelegate
  ) {
    self.title = title
    self.kanji = kanji
    self.word = word
    self.opensDetailsOnSelection = opensDetailsOnSelection
    self.delegate = delegate
  }

  /// The user selected a kanji.
  ///
  /// - Returns: `false` when the kanji is not listed or selection is off; nothing happens then.
  @discardableResult
  public func select(character: String) -> Bool {
    guard opensDetailsOnSelection, let entry = kanji.first(where: { $0.character == character })
    else { return false }
    delegate?.kanjiListViewModel(self, didSelectKanji: entry)
    return true
  }
}
