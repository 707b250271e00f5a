/// How a kanji list reports a selection (the tutorial's `KanjiListViewControllerDelegate`).
public protocol KanjiListViewModelDelegate: AnyObject {
  /// The user selected a kanji.
  func kanjiListViewModel(_ list: KanjiListViewModel, didSelectKanji kanji: Kanji)
}

/// How the detail reports a selected example word (the tutorial's
/// `KanjiDetailViewControllerDelegate`).
public protocol KanjiDetailViewModelDelegate: AnyObject {
  /// The user selected an example word.
  func kanjiDetailViewModel(_ detail: KanjiDetailViewModel, didSelectWord word: String)
}

/// What the search screen asks of its coordinator.
public protocol KanjiSearchNavigator: AnyObject {
  /// The user searched again.
  func search(for query: String)
  /// The user selected a result.
  func searchDidSelect(_ kanji: Kanji)
}
