import Coordination
import CoordinationSwiftUI
import Foundation
import KanjiApp
import KanjiSwiftUI
import SwiftUI
import Testing

extension AppsOnStandIns {
  @Suite("Kanji list in SwiftUI")
  struct KanjiSwiftUITests {
    /// A window of the app, hosted in the stand-in, with its store.
    private func start() throws -> (StandInHost, NavigationStore) {
      let model = KanjiWindowModel()
      let store = try #require(model.store)
      return (StandInHost(KanjiWindow(model: model)), store)
    }

    @Test("Each window has its own store: two windows navigate independently")
    func twoWindows() throws {
      let walk = try KanjiWalk()
      // The app's window group makes windows of the app on the kanji list.
      #expect(
        StandInWindows(KanjiSwiftUIApp().body).standInOpenWindow()?.host.title == "Kanji list")
      let (left, leftStore) = try start()
      let (right, rightStore) = try start()
      #expect(leftStore !== rightStore)
      #expect(left.standInTap(button: row(walk.kanji)))
      #expect(right.standInTap(button: row(walk.other)))
      #expect(left.title == "Kanji details" && right.title == "Kanji details")
      #expect(left.standInTexts.contains("Meanings: \(walk.kanji.meaningLine)"))
      #expect(right.standInTexts.contains("Meanings: \(walk.other.meaningLine)"))
      #expect(!right.standInTexts.contains("Meanings: \(walk.kanji.meaningLine)"))
      #expect(right.standInTapBack())
      #expect(right.title == "Kanji list" && left.title == "Kanji details")
      #expect(leftStore.coordinatorCount == 3 && rightStore.coordinatorCount == 2)
    }

    @Test("A window shows the dictionary the app read for every window, or why it has none")
    func windowOverTheAppsDictionary() throws {
      let walk = try KanjiWalk()
      let two = try KanjiStorage(validating: [walk.kanji, walk.other])
      let window = StandInHost(KanjiWindow(id: UUID(), dictionary: .success(two), router: nil))
      #expect(window.title == "Kanji list")
      #expect(window.standInButtonTitles.contains(row(walk.kanji)))
      #expect(window.standInButtonTitles.count == 2 + 1)
      let unread = StandInHost(KanjiWindow(id: UUID(), dictionary: .failure(.empty), router: nil))
      #expect(unread.standInTexts == [KanjiStorageError.empty.description])
    }

    @Test("List, a kanji's details, a word's kanji, another kanji's details, and back")
    func walk() throws {
      let walk = try KanjiWalk()
      let (host, store) = try start()
      #expect(host.title == "Kanji list")
      #expect(host.standInButtonTitles.contains(row(walk.kanji)))
      #expect(host.standInButtonTitles.count == walk.storage.allKanji().count + 1)
      #expect(host.standInTap(button: row(walk.kanji)))
      #expect(host.title == "Kanji details" && host.standInVisibleStackCount == 1)
      #expect(host.standInTexts.contains("Meanings: \(walk.kanji.meaningLine)"))
      let wordRow = "\(walk.word.word) \(walk.word.reading) · \(walk.word.meaning)"
      #expect(host.standInTap(button: wordRow))
      #expect(host.title == walk.word.word)
      #expect(
        host.standInTexts.prefix(2) == [
          "\(walk.word.word) \(walk.word.reading)", walk.word.meaning,
        ])
      #expect(host.standInTap(button: row(walk.other)))
      #expect(host.title == "Kanji details" && host.standInVisibleStackCount == 3)
      #expect(host.standInTexts.first == walk.other.character)
      #expect(store.coordinatorCount == 4)
      #expect(host.standInTapBack())
      #expect(host.title == walk.word.word && store.coordinatorCount == 3)
      #expect(host.standInSwipeBack(completing: true))
      #expect(host.standInTapBack())
      #expect(host.title == "Kanji list" && store.coordinatorCount == 2)
      #expect(store.state.description == "root: [all]")
      #expect(host.problems == [])
      #expect(store.leakTracker?.leaks() == [])
    }

    @Test("Search from the list, search again in place, open a result, and back")
    func search() throws {
      let walk = try KanjiWalk()
      let (host, store) = try start()
      #expect(host.standInType("sun", into: "Search kanji"))
      #expect(host.standInTap(button: "Search"))
      #expect(host.title == "Search" && host.standInTexts.contains(walk.summary(for: "sun")))
      let suns = walk.storage.search("sun")
      #expect(!suns.isEmpty && suns.allSatisfy { host.standInButtonTitles.contains(row($0)) })
      #expect(host.standInType("water", into: "Search kanji"))
      #expect(host.standInTap(button: "Search"))
      #expect(host.title == "Search" && host.standInVisibleStackCount == 1)
      #expect(host.standInTexts.contains(walk.summary(for: "water")))
      #expect(host.standInType("sun", into: "Search kanji"))
      #expect(host.standInTap(button: "Search"))
      #expect(host.standInTap(button: row(suns[0])))
      #expect(host.title == "Kanji details" && host.standInTexts.first == suns[0].character)
      #expect(host.standInTapBack() && host.standInTapBack())
      #expect(host.title == "Kanji list" && store.coordinatorCount == 2)
      #expect(store.leakTracker?.leaks() == [])
    }

    /// A kanji's button: the character and its meanings.
    private func row(_ kanji: Kanji) -> String { "\(kanji.character) \(kanji.meaningLine)" }
  }
}

extension StandInHost {
  /// The navigation title of the page in front.
  var title: String? {
    standInFront.flatMap(\.allNodes).last { $0.isOnScreen && $0.navigationTitle != nil }?
      .navigationTitle
  }
}
