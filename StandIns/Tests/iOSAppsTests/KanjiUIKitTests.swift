import Coordination
import CoordinationUIKit
import KanjiApp
import KanjiUIKit
import Testing
import UIKit

extension AppsOnStandIns {
  @Suite("Kanji list in UIKit")
  struct KanjiUIKitTests {
    @Test("List, a kanji's details, a word's kanji, another kanji's details, and back")
    func walk() throws {
      let walk = try KanjiWalk()
      let app = try launch(KanjiUIKit.SceneDelegate()) { $0.host }
      #expect(app.titles == ["Kanji list"])
      #expect(app.rows() == walk.storage.allKanji().map(\.character))
      #expect(app.details() == walk.storage.allKanji().map(\.meaningLine))
      #expect(app.store.coordinatorCount == 2)
      app.selectRow(walk.kanji.character)
      #expect(app.titles == ["Kanji list", "Kanji details"])
      #expect(app.rows().prefix(2) == [walk.kanji.character, "Meanings"])
      #expect(app.details().prefix(2).last == walk.kanji.meaningLine)
      #expect(app.rows(section: 1) == walk.kanji.examples.map(\.word))
      #expect(app.store.coordinatorCount == 3)
      app.selectRow(walk.word.word, section: 1)
      #expect(app.titles == ["Kanji list", "Kanji details", walk.word.word])
      #expect(app.texts == ["\(walk.word.word) \(walk.word.reading)", walk.word.meaning])
      #expect(app.rows() == walk.storage.kanjiForWord(walk.word.word).map(\.character))
      app.selectRow(walk.other.character)
      #expect(app.titles == ["Kanji list", "Kanji details", walk.word.word, "Kanji details"])
      #expect(app.rows().first == walk.other.character)
      #expect(app.store.coordinatorCount == 4)
      app.tapBack()
      #expect(app.titles.last == walk.word.word && app.store.coordinatorCount == 3)
      app.swipeBack()
      #expect(app.titles == ["Kanji list", "Kanji details"] && app.store.coordinatorCount == 3)
      app.tapBack()
      #expect(app.titles == ["Kanji list"] && app.store.coordinatorCount == 2)
      #expect(app.leaks() == [])
    }

    @Test("Search from the list, search again in place, open a result, and back")
    func search() throws {
      let walk = try KanjiWalk()
      let app = try launch(KanjiUIKit.SceneDelegate()) { $0.host }
      app.type("sun", into: "Search kanji")
      app.tap("Search")
      #expect(app.titles == ["Kanji list", "Search"])
      #expect(app.texts == [walk.summary(for: "sun")])
      let suns = walk.storage.search("sun").map(\.character)
      #expect(!suns.isEmpty && app.rows() == suns)
      app.type("water", into: "Search kanji")
      app.tap("Search")
      #expect(app.titles == ["Kanji list", "Search"])
      #expect(app.texts == [walk.summary(for: "water")])
      #expect(app.rows() == walk.storage.search("water").map(\.character))
      app.type("zzz", into: "Search kanji")
      app.tap("Search")
      #expect(app.texts == ["No kanji matches \"zzz\"."] && app.rows() == [])
      app.type("sun", into: "Search kanji")
      app.tap("Search")
      app.selectRow(suns[0])
      #expect(app.titles == ["Kanji list", "Search", "Kanji details"])
      #expect(app.rows().first == suns[0])
      app.tapBack()
      app.tapBack()
      #expect(app.titles == ["Kanji list"] && app.store.coordinatorCount == 2)
      #expect(app.store.state.description == "root: [all]")
      #expect(app.leaks() == [])
    }
  }
}
