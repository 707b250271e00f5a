import Coordination
import CoordinationTesting
import DemoAccounts
import DemoHome
import DemoTestSupport
import KanjiApp
import MoviesApp
import Testing

/// The data shipped with the demo, and every deep link declared over it.
@Suite struct BundledDataTests {
  @Test func theShippedDictionaryLoadsAndValidates() throws {
    let storage = try KanjiStorage.bundled()
    let all = storage.allKanji()
    #expect(all.count >= 200)
    #expect(
      all.allSatisfy { !$0.examples.isEmpty && ((1...6).contains($0.grade) || $0.grade == 8) })
    #expect(storage.kanji(for: "日")?.strokes == 4)
    #expect(storage.kanjiForWord("日本語").map(\.character) == ["日", "本", "語"])
    #expect(storage.search("にち").contains { $0.character == "日" })
    #expect(storage.search("water").contains { $0.character == "水" })
    let words = Set(all.flatMap { $0.examples.map(\.word) })
    let covered = words.filter { word in storage.kanjiForWord(word).count == word.count }
    #expect(covered.count >= 150)
  }

  @Test func everyShippedExampleWordOpensItsKanji() throws {
    let storage = try KanjiStorage.bundled()
    let platform = launch(ApplicationCoordinator(kanjiStorage: storage))
    for kanji in storage.allKanji().prefix(40) {
      for example in kanji.examples {
        try platform.store.apply(path: try KanjiLinks.word(example.word, in: storage))
        let list = try platform.topModel(as: KanjiListViewModel.self)
        #expect(list.title == example.word)
        #expect(list.kanji.contains { $0.character == kanji.character })
        #expect(list.word?.reading == example.reading)
      }
    }
    platform.expectConsistent()
    platform.expectNoLeaks()
  }

  @Test func everyDeclaredDemoLinkReachesARealState() throws {
    let movies = try MovieCatalogue.bundled()
    let kanji = try KanjiStorage.bundled()
    func services() -> DemoServices {
      DemoServices(movies: movies, kanji: kanji, authClient: makeAuthClient())
    }
    let links = try DemoLinks.map(services: services())
    #expect(links.entries.count >= 15)
    let failures = DeepLinkAudit.failures(of: links) {
      NavigationStore(root: DemoHomeCoordinator(services: services()))
    }
    // Every link reaches a real state from a fresh launch but the Login/Signup app's home and
    // notes, which wait for a sign-in by design.
    let waiting = "it waits until the app admits it: signing in to the Login/Signup app first"
    #expect(
      failures.map { "\($0.link ?? ""): \($0.reason)" } == [
        "coordination://login-signup/home: \(waiting)",
        "coordination://login-signup/notes: \(waiting)",
      ])
  }
}
