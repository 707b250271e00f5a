import Coordination
import CoordinationTesting
import Testing

/// A coordinator that finishes by its own call takes its screens on several stacks of one
/// layer (the tabs of a container it started) along in one order: top layer first, then the
/// layer's stacks in order, each coordinator finishing as its last screen leaves. The model
/// check (`ModelBasedTests`) found the engine taking the tabs in the order of a dictionary,
/// which differs from one run, and one store, to the next.
@Suite struct FinishOrderTests {
  @Test func finishingAHubThatShowsTabsTakesTheTabsInOrder() throws {
    for _ in 0..<20 {
      let (root, platform) = makeCallbackLab()
      root.present(.child("m"))
      let hub = try #require(root.children.first as? HubCoordinator)
      hub.present(.tabs, style: .fullScreen)
      let first = platform.events.count
      hub.finish()
      let lines = platform.events[first...].map { event -> String in
        switch event {
        case .popped(let screens, _, _): "popped \(screens.map(\.description))"
        case .removedTab: "removed tab"
        case .dismissed(_, let screens, _): "dismissed \(screens.map(\.description))"
        case .finished(_, let name, _, _): "finished \(name)"
        default: "\(event)"
        }
      }
      #expect(
        lines == [
          "popped [\"page(0)\"]", "removed tab", "finished Hub(tab1)",
          "popped [\"page(0)\"]", "removed tab", "finished Hub(tab2)",
          "popped [\"plain\"]", "removed tab", "dismissed []", "finished HubTabs",
          "popped [\"page(0)\"]", "dismissed []", "finished Hub(m)",
        ])
      #expect(platform.inconsistencies == [])
      #expect(platform.store.state.layers.count == 1)
    }
  }
}
