import Coordination
import CoordinationLinks
import CoordinationTesting
import DemoTestSupport
import Foundation
import KanjiApp
import Testing

/// App E: list → detail → a word's kanji → their details again, search, and deep links.
@Suite struct KanjiAppTests {
  private func launchApp() throws -> (ApplicationCoordinator, HeadlessPlatform) {
    let app = ApplicationCoordinator(kanjiStorage: try makeKanjiStorage())
    let platform = launch(app)
    platform.expectStack([KanjiListRoute.all])
    return (app, platform)
  }

  @Test func storageAnswersAllKanjiWordsAndSearch() throws {
    let storage = try makeKanjiStorage()
    #expect(storage.allKanji().map(\.character) == ["日", "本", "人", "大", "学"])
    #expect(storage.kanjiForWord("日本人").map(\.character) == ["日", "本", "人"])
    #expect(storage.kanjiForWord("日々の日").map(\.character) == ["日"])
    #expect(storage.kanjiForWord("ねこ").isEmpty)
    #expect(storage.exampleWord("大学")?.reading == "だいがく")
    #expect(storage.search("本").map(\.character) == ["本"])
    #expect(storage.search("にち").map(\.character) == ["日"])
    #expect(storage.search("ニチ").map(\.character) == ["日"])
    #expect(storage.search("おお").map(\.character) == ["大"])
    #expect(storage.search("Big").map(\.character) == ["大"])
    #expect(storage.search("bi").isEmpty)
    #expect(storage.search("  ").isEmpty)
  }

  @Test func listDetailWordAndBackToADetailAgain() throws {
    let (app, platform) = try launchApp()
    #expect(try platform.topModel(as: KanjiListViewModel.self).title == "Kanji list")
    #expect(try platform.topModel(as: KanjiListViewModel.self).select(character: "日"))
    platform.expectStack([KanjiListRoute.all, KanjiDetailRoute.detail("日")])
    #expect(
      try platform.topModel(as: KanjiDetailViewModel.self).facts == "4 strokes · grade 1 · JLPT N5")
    #expect(!(try platform.topModel(as: KanjiDetailViewModel.self).select(word: "猫")))
    #expect(try platform.topModel(as: KanjiDetailViewModel.self).select(word: "日本"))
    #expect(try platform.topModel(as: KanjiListViewModel.self).title == "日本")
    #expect(
      try platform.topModel(as: KanjiListViewModel.self).kanji.map(\.character) == ["日", "本"])
    #expect(try platform.topModel(as: KanjiListViewModel.self).select(character: "本"))
    platform.expectStack([
      KanjiListRoute.all, KanjiDetailRoute.detail("日"), KanjiDetailRoute.word("日本"),
      KanjiDetailRoute.detail("本"),
    ])
    platform.expectTree(
      """
      ApplicationCoordinator
        AllKanjiListCoordinator [all]
          KanjiDetailCoordinator(日) [detail("日"), word("日本")]
            KanjiDetailCoordinator(本) [detail("本")]
      """)
    for _ in 0..<3 { try platform.tapBack() }
    platform.expectStack([KanjiListRoute.all])
    #expect(app.childCount == 1)
    #expect(app.children.first?.childCount == 0)
    platform.expectConsistent()
    platform.expectNoLeaks()
  }

  @Test func searchingAgainReplacesTheResultsScreen() throws {
    let (_, platform) = try launchApp()
    let list = try #require(platform.store.root.children.first as? AllKanjiListCoordinator)
    list.search(for: "person")
    platform.expectStack([KanjiListRoute.all, KanjiListRoute.search("person")])
    #expect(
      try platform.topModel(as: KanjiSearchViewModel.self).summary == "1 kanji matches \"person\".")
    try platform.topModel(as: KanjiSearchViewModel.self).search(for: " ねこ ")
    platform.expectStack([KanjiListRoute.all, KanjiListRoute.search("ねこ")])
    #expect(
      try platform.topModel(as: KanjiSearchViewModel.self).summary == "No kanji matches \"ねこ\".")
    try platform.topModel(as: KanjiSearchViewModel.self).search(for: "day")
    #expect(try platform.topModel(as: KanjiSearchViewModel.self).select(character: "日"))
    platform.expectStack([
      KanjiListRoute.all, KanjiListRoute.search("day"), KanjiDetailRoute.detail("日"),
    ])
    platform.expectConsistent()
  }

  @Test func aQueryOverTheMaximumIsRefusedWithAReasonAndNothingChanges() throws {
    let (_, platform) = try launchApp()
    let list = try #require(platform.store.root.children.first as? AllKanjiListCoordinator)
    list.search(for: "sun")
    let search = try platform.topModel(as: KanjiSearchViewModel.self)
    let longest = String(repeating: "日", count: KanjiSearchViewModel.maximumQueryLength)
    search.search(for: " \(longest)日 ")
    #expect(search.queryProblem == "A search is at most 100 characters; this one has 101.")
    platform.expectStack([KanjiListRoute.all, KanjiListRoute.search("sun")])
    search.search(for: longest)
    platform.expectStack([KanjiListRoute.all, KanjiListRoute.search(longest)])
    #expect(throws: DeepLinkError.unresolved(reason: KanjiSearchViewModel.queryTooLong(1_000))) {
      try KanjiLinks.search(String(repeating: "a", count: 1_000))
    }
    platform.expectConsistent()
  }

  @Test func searchingFromADetailPushesANewSearchAndKeepsTheDetail() throws {
    let (_, platform) = try launchApp()
    let list = try #require(platform.store.root.children.first as? AllKanjiListCoordinator)
    list.search(for: "day")
    #expect(try platform.topModel(as: KanjiSearchViewModel.self).select(character: "日"))
    list.search(for: "person")
    platform.expectStack([
      KanjiListRoute.all, KanjiListRoute.search("day"), KanjiDetailRoute.detail("日"),
      KanjiListRoute.search("person"),
    ])
    #expect(
      (try KanjiLinks.search("  sun ")).last.map { AnyRoute($0) }
        == AnyRoute(KanjiListRoute.search("sun")))
    platform.expectConsistent()
  }

  @Test func deepLinksBuildTheWholeStackBehindThem() throws {
    let storage = try makeKanjiStorage()
    let platform = launch(ApplicationCoordinator(kanjiStorage: storage))
    try platform.store.apply(path: try KanjiLinks.word("大学", in: storage))
    platform.expectStack([
      KanjiListRoute.all, KanjiDetailRoute.detail("大"), KanjiDetailRoute.word("大学"),
    ])
    try platform.store.apply(path: try KanjiLinks.kanji("人", in: storage))
    platform.expectStack([KanjiListRoute.all, KanjiDetailRoute.detail("人")])
    try platform.store.apply(path: try KanjiLinks.search("book"))
    platform.expectStack([KanjiListRoute.all, KanjiListRoute.search("book")])
    #expect(throws: DeepLinkError.unresolved(reason: "猫 is not in the dictionary")) {
      try KanjiLinks.kanji("猫", in: storage)
    }
    #expect(throws: DeepLinkError.unresolved(reason: "no kanji of ねこ is in the dictionary")) {
      try KanjiLinks.word("ねこ", in: storage)
    }
    platform.expectConsistent()
    platform.expectNoLeaks()
  }

  @Test func eachDetailAndWordAdvertisesALinkThatOpensTheSameScreen() throws {
    let storage = try makeKanjiStorage()
    let links = try KanjiLinks.map(in: storage)
    let platform = launch(ApplicationCoordinator(kanjiStorage: storage))
    #expect(platform.store.currentActivity == nil)  // the list advertises nothing
    try platform.open("kanji://word/大学", using: links)
    #expect(platform.store.currentActivity?.title == "大学")
    let words = try platform.topModel(as: KanjiListViewModel.self)
    #expect(words.select(character: "学"))  // a nested detail, pushed by the word's coordinator
    platform.expectStack([
      KanjiListRoute.all, KanjiDetailRoute.detail("大"), KanjiDetailRoute.word("大学"),
      KanjiDetailRoute.detail("学"),
    ])
    let detail = try #require(platform.store.currentActivity)
    #expect(detail.title.hasPrefix("学 ") && detail.isEligibleForSearch)
    #expect(detail.link.absoluteString == "kanji://kanji/%E5%AD%A6")
    for path in [nil, "kanji://kanji/人", "kanji://word/大学"] {
      if let path { try platform.open(path, using: links) }
      let problem = DeepLinkAudit.activityProblem(of: platform.store, links: links) {
        NavigationStore(root: ApplicationCoordinator(kanjiStorage: storage))
      }
      #expect(problem == nil, "\(path ?? "the nested detail")")
    }
  }

  @Test func saveAndRestoreOnAWordList() throws {
    let storage = try makeKanjiStorage()
    let platform = launch(ApplicationCoordinator(kanjiStorage: storage))
    try platform.store.apply(path: try KanjiLinks.word("日本", in: storage))
    let relaunched = try platform.relaunch(with: ApplicationCoordinator(kanjiStorage: storage))
    relaunched.expectStack([
      KanjiListRoute.all, KanjiDetailRoute.detail("日"), KanjiDetailRoute.word("日本"),
    ])
    #expect(try relaunched.topModel(as: KanjiListViewModel.self).select(character: "本"))
    try relaunched.tapBack()
    try relaunched.tapBack()
    try relaunched.tapBack()
    relaunched.expectStack([KanjiListRoute.all])
    relaunched.expectNoLeaks()
  }

  @Test(arguments: [
    ("[]", KanjiStorageError.empty),
    (
      #"[{"character":"日","meanings":["day"],"onyomi":["ニチ"],"kunyomi":[],"strokes":4,"grade":1,"jlpt":5,"examples":[]},{"character":"日","meanings":["sun"],"onyomi":["ニチ"],"kunyomi":[],"strokes":4,"grade":1,"jlpt":5,"examples":[]}]"#,
      KanjiStorageError.duplicate("日")
    ),
    (
      #"[{"character":"日本","meanings":["day"],"onyomi":["ニチ"],"kunyomi":[],"strokes":4,"grade":1,"jlpt":5,"examples":[]}]"#,
      KanjiStorageError.invalidKanji("日本", reason: "it is not one character")
    ),
    (
      #"[{"character":"日","meanings":["day"],"onyomi":[],"kunyomi":[],"strokes":4,"grade":1,"jlpt":5,"examples":[]}]"#,
      KanjiStorageError.invalidKanji("日", reason: "it has no reading")
    ),
    (
      #"[{"character":"日","meanings":["day"],"onyomi":["ニチ"],"kunyomi":[],"strokes":4,"grade":1,"jlpt":5,"examples":[{"word":"本屋","reading":"ほんや","meaning":"bookshop"}]}]"#,
      KanjiStorageError.invalidKanji("日", reason: "its example 本屋 does not contain it")
    ),
  ])
  func badDictionaryDataIsATypedError(json: String, expected: KanjiStorageError) {
    #expect(throws: expected) { try KanjiStorage(json: Data(json.utf8)) }
  }

  @Test func unreadableDictionaryDataIsATypedError() {
    do {
      _ = try KanjiStorage(json: Data("{".utf8))
      Issue.record("The data should have been refused.")
    } catch {
      guard case .unreadable = error else {
        Issue.record("Expected unreadable, got \(error)")
        return
      }
    }
  }
}
