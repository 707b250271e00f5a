import Coordination
import CoordinationLinks
import CoordinationTesting
import Foundation
import Testing

/// Scenes: one store per window, nothing shared; a link goes to the scene already showing it,
/// else the active one, else a new scene (or, where none can be made, the first listed); each
/// scene saves and restores its own navigation.
@Suite struct SceneRouterTests {
  /// A window of the Kanji-like app: its own root, store and platform.
  final class Window {
    let id: String
    var platform: HeadlessPlatform
    var isActive: Bool

    init(_ id: String, isActive: Bool = false) {
      self.id = id
      self.isActive = isActive
      platform = HeadlessPlatform(store: NavigationStore(root: KApplicationCoordinator()))
    }

    var store: NavigationStore { platform.store }
    func candidate(for link: [PathStep]) -> SceneCandidate<String> {
      SceneCandidate(id: id, store: store, isActive: isActive, link: link)
    }
    var routes: [String] { platform.visibleRoutes.map(\.description) }
  }

  let links: DeepLinkMap
  init() throws { links = try makeKanjiLinks() }

  /// Routes `url` among `windows` and opens it in the chosen one (or in a new window).
  private func route(
    _ url: String, among windows: inout [Window], allowsNewScenes: Bool = true
  ) throws -> SceneChoice<String>? {
    let router = SceneRouter(allowsNewScenes: allowsNewScenes)
    let link = try links.resolve(url)
    let choice = router.scene(among: windows.map { $0.candidate(for: link) })
    switch choice {
    case .newScene:
      let window = Window("w\(windows.count + 1)", isActive: true)
      try window.platform.open(url, using: links)
      windows.insert(window, at: 0)
    case let chosen?:
      let window = try #require(windows.first { $0.id == chosen.scene })
      try window.platform.open(url, using: links)
    case nil:
      break
    }
    return choice
  }

  @Test func twoWindowsHaveTwoStoresThatNeverShareNavigation() throws {
    let first = Window("w1")
    let second = Window("w2")
    try first.platform.open("kanji://kanji/日", using: links)
    try second.platform.open("kanji://kanji/本/word/日本", using: links)
    #expect(first.routes == ["all", "detail(\"日\")"])
    #expect(second.routes == ["all", "detail(\"本\")", "word(\"日本\")"])
    try first.platform.tapBack()
    #expect(first.routes == ["all"])
    #expect(second.routes == ["all", "detail(\"本\")", "word(\"日本\")"])
    #expect(first.store.root !== second.store.root)
    first.platform.expectConsistent()
    second.platform.expectConsistent()
  }

  @Test func aLinkGoesToTheWindowAlreadyShowingIt() throws {
    var windows = [Window("w1", isActive: true), Window("w2")]
    try windows[1].platform.open("kanji://kanji/日", using: links)
    let renders = windows[1].platform.renderCount
    #expect(try route("kanji://kanji/日", among: &windows) == .showing("w2"))
    #expect(windows[1].routes == ["all", "detail(\"日\")"])
    #expect(windows[1].platform.renderCount == renders, "the window showing it changed")
    #expect(windows[0].routes == ["all"], "the active window was disturbed")
  }

  @Test func aLinkUnderWhatAWindowShowsGoesThereAndGoesBackToIt() throws {
    var windows = [Window("w1", isActive: true), Window("w2")]
    try windows[1].platform.open("kanji://kanji/日/word/日本", using: links)
    #expect(try route("kanji://kanji/日", among: &windows) == .showing("w2"))
    #expect(windows[1].routes == ["all", "detail(\"日\")"])
    #expect(windows[0].routes == ["all"])
  }

  @Test func aWindowShowingExactlyTheLinkWinsOverOneShowingMore() throws {
    var windows = [Window("w1", isActive: true), Window("w2")]
    try windows[0].platform.open("kanji://kanji/日/word/日本", using: links)
    try windows[1].platform.open("kanji://kanji/日", using: links)
    #expect(try route("kanji://kanji/日", among: &windows) == .showing("w2"))
    #expect(windows[0].routes == ["all", "detail(\"日\")", "word(\"日本\")"])
  }

  @Test func aLinkNoWindowShowsGoesToTheActiveOne() throws {
    var windows = [Window("w1"), Window("w2", isActive: true)]
    try windows[0].platform.open("kanji://kanji/日", using: links)
    #expect(try route("kanji://kanji/本", among: &windows) == .active("w2"))
    #expect(windows[1].routes == ["all", "detail(\"本\")"])
    #expect(windows[0].routes == ["all", "detail(\"日\")"])
  }

  @Test func withNoActiveWindowALinkGetsANewOneWhereThePlatformAllows() throws {
    var windows = [Window("w1")]
    #expect(try route("kanji://kanji/人", among: &windows) == .newScene)
    #expect(windows.count == 2)
    #expect(windows[0].routes == ["all", "detail(\"人\")"])
    #expect(windows[1].routes == ["all"])

    var single = [Window("w1")]
    let choice = try route("kanji://kanji/人", among: &single, allowsNewScenes: false)
    #expect(choice == .mostRecent("w1"))
    #expect(single.count == 1 && single[0].routes == ["all", "detail(\"人\")"])

    var none: [Window] = []
    #expect(try route("kanji://kanji/人", among: &none, allowsNewScenes: false) == nil)
  }

  @Test func aStoreSaysHowMuchOfALinkItShows() throws {
    let window = Window("w1")
    let detail = try links.resolve("kanji://kanji/日")
    let word = try links.resolve("kanji://kanji/日/word/日本")
    #expect(window.store.showing(detail) == .notShown)
    try window.platform.open("kanji://kanji/日/word/日本", using: links)
    #expect(window.store.showing(detail) == .underneath)
    #expect(window.store.showing(word) == .exactly)
    #expect(window.store.showing(try links.resolve("kanji://kanji/本")) == .notShown)
    // The current path names what is shown, with the screens coordinators started with.
    let current = try #require(window.store.currentPath)
    #expect(current.count > word.count)
    #expect(window.store.showing(current) == .exactly)
    #expect(window.store.showing([]) == .underneath)
  }

  @Test func aSheetAboveALinkLeavesItUnderneath() {
    let (root, platform) = makeLab()
    root.present(.settings, style: .sheet)
    let home = [PathStep(LabRoute.home)]
    let settings = home + [PathStep(LabRoute.settings, presentation: .sheet)]
    #expect(platform.store.showing(home) == .underneath)
    #expect(platform.store.showing(settings) == .exactly)
    #expect(platform.store.showing(home + [PathStep(LabRoute.settings)]) == .notShown)
  }

  @Test func eachWindowSavesAndRestoresItsOwnNavigation() throws {
    let first = Window("w1")
    let second = Window("w2")
    try first.platform.open("kanji://kanji/日", using: links)
    try second.platform.open("kanji://kanji/本/word/日本", using: links)
    let saved = [try first.store.snapshotData(), try second.store.snapshotData()]
    #expect(saved[0] != saved[1])

    // A relaunch: new roots and stores, each restored from its own window's data.
    let relaunched = [Window("w1"), Window("w2")]
    for (window, data) in zip(relaunched, saved) {
      let store = NavigationStore(root: KApplicationCoordinator())
      #expect(store.restoreOrStart(from: data) == nil)
      window.platform = HeadlessPlatform(store: store)
    }
    #expect(relaunched[0].routes == ["all", "detail(\"日\")"])
    #expect(relaunched[1].routes == ["all", "detail(\"本\")", "word(\"日本\")"])
    #expect(relaunched[0].store.currentPath == first.store.currentPath)
    #expect(relaunched[1].store.currentPath == second.store.currentPath)
    for window in relaunched { window.platform.expectConsistent() }
  }
}
