public import Coordination
public import CoordinationLinks

/// The tutorial's KanjiDetailCoordinator(presenter:kanji:kanjiStorage:): pushes "Kanji details",
/// the kanji list of a selected word, and, from there, the details of those kanji again.
///
/// It is a separate coordinator so any entry point (the list, a search, a deep link) can show
/// a kanji's detail by making one and starting it.
public final class KanjiDetailCoordinator: Coordinator<KanjiDetailRoute>,
  KanjiDetailViewModelDelegate, KanjiListViewModelDelegate
{
  /// The kanji shown.
  public let kanji: Kanji
  let kanjiStorage: KanjiStorage

  /// Creates the coordinator for a kanji.
  public init(kanji: Kanji, kanjiStorage: KanjiStorage) {
    self.kanji = kanji
    self.kanjiStorage = kanjiStorage
  }

  /// A name for trees and logs, with the kanji.
  public override var name: String { "KanjiDetailCoordinator(\(kanji.character))" }

  /// Pushes the detail.
  public override func start() { show(.detail(kanji.character)) }

  /// Creates the detail, a word's list, or another kanji's detail flow.
  public override func destination(for route: KanjiDetailRoute) -> Destination {
    switch route {
    case .detail(let character):
      guard let entry = kanjiStorage.kanji(for: character) else {
        return .unavailable("\(character) is not in the dictionary")
      }
      return .screen(KanjiDetailViewModel(kanji: entry, delegate: self))
    case .word(let word):
      let kanji = kanjiStorage.kanjiForWord(word)
      guard !kanji.isEmpty else { return .unavailable("no kanji of \(word) is in the dictionary") }
      return .screen(
        KanjiListViewModel(
          title: word, kanji: kanji, word: kanjiStorage.exampleWord(word), delegate: self))
    case .kanji(let character):
      guard let entry = kanjiStorage.kanji(for: character) else {
        return .unavailable("\(character) is not in the dictionary")
      }
      return .flow(KanjiDetailCoordinator(kanji: entry, kanjiStorage: kanjiStorage))
    }
  }

  /// Pushes the list of the word's kanji.
  public func kanjiDetailViewModel(_ detail: KanjiDetailViewModel, didSelectWord word: String) {
    show(.word(word))
  }

  /// Opens the detail of a kanji of the word.
  public func kanjiListViewModel(_ list: KanjiListViewModel, didSelectKanji kanji: Kanji) {
    show(.kanji(kanji.character))
  }
}

extension KanjiDetailCoordinator: ActivityAdvertising {
  /// A kanji's detail and a word's kanji advertise their links, so Handoff brings the user's
  /// other device to the same screen and Spotlight finds a kanji by its meaning.
  public func activity(for route: KanjiDetailRoute) -> ScreenActivity? {
    switch route {
    case .detail(let character):
      KanjiLinks.link(toKanji: character).map { link in
        let meanings = kanjiStorage.kanji(for: character)?.meanings ?? []
        let title = ([character] + meanings.prefix(3)).joined(separator: " ")
        return ScreenActivity(link: link, title: title, isEligibleForSearch: true)
      }
    case .word(let word):
      KanjiLinks.link(toWord: word).map { ScreenActivity(link: $0, title: word) }
    case .kanji:
      nil  // a flow: its own coordinator advertises its screen
    }
  }
}
