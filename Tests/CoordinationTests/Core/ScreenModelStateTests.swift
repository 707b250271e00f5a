import Coordination
import CoordinationTesting
import Foundation
import Testing

/// A screen model's own state (what the user typed) through a save and a relaunch.
@Suite struct ScreenModelStateTests {
  enum DraftRoute: NavigationRoute {
    case list
    case draft(Int)
  }

  /// A form that keeps its text through a relaunch, but never its password.
  final class DraftModel: RestorableScreenModel {
    var text = ""
    var password = ""
    private(set) var restoreCount = 0

    struct Draft: RestorableState { var text: String }
    var restorableState: Draft { Draft(text: text) }
    func restore(_ state: Draft) {
      text = state.text
      restoreCount += 1
    }
  }

  final class ListModel {}

  final class DraftsCoordinator: Coordinator<DraftRoute> {
    override func start() { show(.list) }
    override func destination(for route: DraftRoute) -> Destination {
      switch route {
      case .list: .screen(ListModel())
      case .draft: .screen(DraftModel())
      }
    }
  }

  private func launch() -> (DraftsCoordinator, HeadlessPlatform) {
    let root = DraftsCoordinator()
    let platform = HeadlessPlatform(store: NavigationStore(root: root))
    root.show(.draft(1))
    root.show(.draft(2))
    return (root, platform)
  }

  private func drafts(_ store: NavigationStore) -> [DraftModel] {
    store.state.allScreens.compactMap { store.model(for: $0.id) as? DraftModel }
  }

  @Test func eachScreensTextSurvivesARelaunchAndNoPasswordIsSaved() throws {
    let (_, platform) = launch()
    let before = drafts(platform.store)
    before[0].text = "first draft"
    before[1].text = "second, with \"quotes\""
    before[1].password = "hunter2-secret"
    let data = try platform.store.snapshotData()
    #expect(!String(decoding: data, as: UTF8.self).contains("hunter2-secret"))

    let store = NavigationStore(root: DraftsCoordinator())
    try store.restore(from: data)
    let after = drafts(store)
    #expect(after.map(\.text) == ["first draft", "second, with \"quotes\""])
    #expect(after.map(\.password) == ["", ""])
    #expect(after.map(\.restoreCount) == [1, 1])
    #expect(after.allSatisfy { model in !before.contains { $0 === model } })
  }

  @Test func dataSavedWithoutModelStateStillRestores() throws {
    let (_, platform) = launch()
    drafts(platform.store)[0].text = "lost on purpose"
    var snapshot = try platform.store.snapshot()
    snapshot.editScreens { $0.state = nil }
    let data = try JSONEncoder().encode(snapshot)
    #expect(!String(decoding: data, as: UTF8.self).contains("\"state\""))
    let store = NavigationStore(root: DraftsCoordinator())
    try store.restore(from: data)
    #expect(drafts(store).map(\.text) == ["", ""])
    #expect(drafts(store).map(\.restoreCount) == [0, 0])
  }

  @Test func aStateThatNoLongerDecodesFailsTheWholeRestorationAndChangesNothing() throws {
    let (_, platform) = launch()
    var snapshot = try platform.store.snapshot()
    snapshot.layers[0].stacks[0].screens[2].state = .init(json: #"{"text":42}"#)
    let root = DraftsCoordinator()
    let store = NavigationStore(root: root)
    store.start()
    let shown = store.state
    #expect {
      try store.restore(from: snapshot)
    } throws: { error in
      guard case RestorationError.corrupt(let reason) = error else { return false }
      return reason.contains("draft(2)") && reason.contains("text")
    }
    #expect(store.state == shown)
    #expect(root.children.isEmpty)
  }

  @Test func aSavedStateForAModelThatKeepsNoneIsIgnored() throws {
    let (_, platform) = launch()
    var snapshot = try platform.store.snapshot()
    #expect(snapshot.layers[0].stacks[0].screens[0].state == nil)
    snapshot.layers[0].stacks[0].screens[0].state = .init(json: #"{"text":"x"}"#)
    let store = NavigationStore(root: DraftsCoordinator())
    try store.restore(from: snapshot)
    #expect(store.state.visibleStack?.routes.count == 3)
  }
}
