import Coordination
import CoordinationLinks
import CoordinationTesting
import Testing

/// Deep links: URL patterns to paths of routes across nested coordinators, applied in one
/// transaction; bad links are typed errors that change nothing.
@Suite struct DeepLinkTests {
  private func makeApp() -> HeadlessPlatform {
    HeadlessPlatform(store: NavigationStore(root: KApplicationCoordinator(), leakTracking: true))
  }

  private func detailCoordinator(in platform: HeadlessPlatform) -> KDetailCoordinator? {
    platform.store.root.children.first?.children.first as? KDetailCoordinator
  }

  @Test func aLinkBuildsTheWholeStackInOneRender() throws {
    let platform = makeApp()
    let links = try makeKanjiLinks()
    let renders = platform.renderCount
    try platform.open("kanji://kanji/日/word/日本", using: links)
    #expect(platform.renderCount == renders + 1)
    platform.expectStack([KListRoute.all, KDetailRoute.detail("日"), KDetailRoute.word("日本")])
    platform.expectTree(
      """
      KApplicationCoordinator
        KListCoordinator [all]
          KDetail(日) [detail("日"), word("日本")]
      """)
    platform.expectConsistent()
    let pushes = platform.events.filter {
      if case .pushed(_, _, .deepLink) = $0 { return true }
      return false
    }
    #expect(pushes.count == 2)
  }

  @Test func universalLinksAndPercentEncodingReachTheSameState() throws {
    let platform = makeApp()
    let links = try makeKanjiLinks()
    try platform.open("https://KANJI.example.com/kanji/%E6%97%A5", using: links)
    platform.expectStack([KListRoute.all, KDetailRoute.detail("日")])
  }

  @Test func whatAlreadyMatchesIsKept() throws {
    let platform = makeApp()
    let links = try makeKanjiLinks()
    try platform.open("kanji://kanji/日", using: links)
    let first = try #require(detailCoordinator(in: platform))
    try platform.open("kanji://kanji/日/word/日本", using: links)
    #expect(detailCoordinator(in: platform) === first)
    try platform.open("kanji://kanji/日", using: links)
    #expect(detailCoordinator(in: platform) === first)
    platform.expectStack([KListRoute.all, KDetailRoute.detail("日")])
    platform.expectConsistent()
  }

  @Test func aDifferentLinkReplacesTheStackAndFinishesWhatLeft() throws {
    let platform = makeApp()
    let links = try makeKanjiLinks()
    try platform.open("kanji://kanji/日/word/日本", using: links)
    try platform.open("kanji://kanji/本", using: links)
    platform.expectStack([KListRoute.all, KDetailRoute.detail("本")])
    let finished = platform.events.compactMap {
      if case .finished(_, let name, let cause, _) = $0 { return "\(name) \(cause)" }
      return nil
    }
    #expect(finished == ["KDetail(日) deepLink"])
    platform.expectNoLeaks()
    platform.expectConsistent()
  }

  @Test func theRootLinkPopsToTheList() throws {
    let platform = makeApp()
    let links = try makeKanjiLinks()
    try platform.open("kanji://kanji/日", using: links)
    try platform.open("kanji:///", using: links)
    platform.expectStack([KListRoute.all])
  }

  @Test func aPathMayNameWhatACoordinatorShowedWhileStarting() throws {
    let (root, platform) = makeLab()
    root.show(.detail(1))
    try platform.store.apply(path: [LabRoute.home])
    platform.expectStack([LabRoute.home])
    try platform.store.apply(path: [LabRoute.child("x")])
    let child = try #require(root.children.first)
    try platform.store.apply(path: [LabRoute.child("x"), ChildRoute.page(0)])
    platform.expectStack([LabRoute.home, ChildRoute.page(0)])
    try platform.store.apply(path: [LabRoute.home, LabRoute.child("x"), ChildRoute.page(3)])
    platform.expectStack([LabRoute.home, ChildRoute.page(0), ChildRoute.page(3)])
    #expect(root.children.first === child)
    platform.expectConsistent()
  }

  @Test func aPathThroughANewCoordinatorMatchesWhatItShowsWhileStarting() throws {
    let (root, platform) = makeLab()
    try platform.store.apply(path: [LabRoute.child("x"), ChildRoute.page(0), ChildRoute.page(2)])
    platform.expectStack([LabRoute.home, ChildRoute.page(0), ChildRoute.page(2)])
    #expect(root.childCount == 1)
    platform.expectConsistent()
  }

  @Test func aLinkDismissesModals() throws {
    let (root, platform) = makeLab()
    root.present(.settings)
    try platform.store.apply(path: [LabRoute.detail(3)])
    #expect(platform.store.state.layers.count == 1)
    platform.expectStack([LabRoute.home, LabRoute.detail(3)])
    platform.expectConsistent()
  }

  @Test(arguments: [
    ("kanji://nothing/here", DeepLinkError.noMatchingPattern(path: "nothing/here")),
    ("not a url", DeepLinkError.malformedURL("not a url")),
    ("ftp://kanji/日", DeepLinkError.unsupportedScheme("ftp")),
    ("https://evil.example.com/kanji/日", DeepLinkError.unsupportedHost("evil.example.com")),
    ("kanji://kanji/猫", DeepLinkError.unresolved(reason: "猫 is not in the dictionary")),
    ("kanji://search", DeepLinkError.missingParameter("q")),
  ])
  func badLinksAreTypedErrorsThatChangeNothing(link: String, expected: DeepLinkError) throws {
    let platform = makeApp()
    let links = try makeKanjiLinks()
    try platform.open("kanji://kanji/日", using: links)
    let before = platform.store.state
    let renders = platform.renderCount
    #expect(throws: expected) { try platform.open(link, using: links) }
    #expect(platform.store.state == before)
    #expect(platform.renderCount == renders)
  }

  @Test func aPathWithARouteOfTheWrongCoordinatorIsUnreachable() throws {
    let platform = makeApp()
    let before = platform.store.state
    #expect(
      throws: NavigationError.wrongRouteType(route: #"word("日本")"#, coordinator: "KListCoordinator")
    ) {
      try platform.store.apply(path: [KAppRoute.list, KDetailRoute.word("日本")])
    }
    #expect(throws: NavigationError.emptyPath) { try platform.store.apply(path: []) }
    #expect(platform.store.state == before)
  }

  @Test func aGuardThatRefusesStopsTheLinkAndChangesNothing() throws {
    let platform = makeApp()
    let links = try makeKanjiLinks()
    try platform.open("kanji://kanji/日/word/日本", using: links)
    let detail = try #require(detailCoordinator(in: platform))
    detail.refuseLeaving = true
    let before = platform.store.state
    do {
      try platform.open("kanji://kanji/本", using: links)
      Issue.record("The guard should have refused.")
    } catch {
      guard case .unreachable(.refused) = error else {
        Issue.record("Unexpected error \(error)")
        return
      }
    }
    #expect(platform.store.state == before)
  }

  @Test func registeringABadOrDuplicatePatternThrows() throws {
    var links = DeepLinkMap(schemes: ["app"])
    try links.register("a/:id", examples: ["a/1"]) { _ in [KAppRoute.list] }
    #expect(throws: DeepLinkError.duplicatePattern("a/:id")) {
      try links.register("/a/:id/") { _ in [KAppRoute.list] }
    }
    #expect(throws: DeepLinkError.self) { try links.register("a/:") { _ in [KAppRoute.list] } }
    #expect(links.entries.count == 1)
  }

  @Test func theAuditPassesForEveryDeclaredLink() throws {
    let failures = DeepLinkAudit.failures(of: try makeKanjiLinks()) {
      NavigationStore(root: KApplicationCoordinator())
    }
    #expect(failures == [])
  }

  @Test func theAuditCatchesBrokenLinks() throws {
    var links = DeepLinkMap(schemes: ["kanji"])
    try links.register("kanji/:character") { p in [KAppRoute.list] }
    try links.register("broken/:id", examples: ["broken/1"]) { _ in
      [KAppRoute.list, KDetailRoute.word("x")]
    }
    try links.register("refused/:id", examples: ["refused/1"]) { _ in
      throw DeepLinkError.unresolved(reason: "no such id")
    }
    try links.register("a/:x", examples: ["a/1"]) { _ in [KAppRoute.list] }
    try links.register("a/:y", examples: ["a/2"]) { _ in [KAppRoute.list] }
    let failures = DeepLinkAudit.failures(of: links) {
      NavigationStore(root: KApplicationCoordinator())
    }
    #expect(failures.map(\.pattern) == ["kanji/:character", "broken/:id", "refused/:id", "a/:y"])
    #expect(failures.first?.reason == "it has parameters but no example")
    #expect(failures.last?.reason.contains("earlier pattern a/:x") == true)
  }
}
