import Coordination
import CoordinationTesting
import Testing

/// A screen model that tells when it goes, and may navigate from its `deinit`.
private final class DepartingModel {
  let name: String
  let onDeinit: (String) -> Void

  init(_ name: String, onDeinit: @escaping (String) -> Void) {
    self.name = name
    self.onDeinit = onDeinit
  }

  isolated deinit { onDeinit(name) }
}

private enum DepartureRoute: NavigationRoute {
  case home
  case page(Int)
  case sheet
}

/// Shows screens whose models report their `deinit`; a model may navigate when it goes.
private final class DepartureCoordinator: Coordinator<DepartureRoute> {
  var released: [String] = []
  /// What the model of the screen with this name shows when it goes.
  var showWhenReleased: [String: DepartureRoute] = [:]

  override func start() { show(.home) }

  override func destination(for route: DepartureRoute) -> Destination {
    .screen(DepartingModel("\(route)") { [weak self] name in self?.modelWent(name) })
  }

  private func modelWent(_ name: String) {
    released.append(name)
    if let route = showWhenReleased[name] { show(route) }
  }
}

/// A departing screen's model is released once the change that removed it is complete and
/// published, never while the store edits its state: its `deinit` is app code, and one that
/// navigates starts a change of its own.
@Suite struct DepartureTests {
  private func makeApp() -> (DepartureCoordinator, HeadlessPlatform) {
    let root = DepartureCoordinator()
    return (root, HeadlessPlatform(store: NavigationStore(root: root, leakTracking: true)))
  }

  @Test func aPoppedScreensModelGoesAfterObserversSawTheChange() {
    let (root, platform) = makeApp()
    root.show(.page(1))
    var releasedWhenObserved: [[String]] = []
    let token = platform.store.observe { _ in releasedWhenObserved.append(root.released) }
    #expect(root.pop())
    token.cancel()
    #expect(releasedWhenObserved == [[]])
    #expect(root.released == ["page(1)"])
    platform.expectStack([DepartureRoute.home])
    #expect(platform.store.leakTracker?.leaks() == [])
  }

  @Test func aModelThatNavigatesWhenItGoesMakesAChangeOfItsOwn() {
    let (root, platform) = makeApp()
    root.show(.page(1))
    root.show(.page(2))
    root.showWhenReleased["page(2)"] = .page(3)
    var updates: [[String]] = []
    let token = platform.store.observe { update in
      updates.append(update.events.map { "\($0)" })
    }
    #expect(root.pop())
    token.cancel()
    platform.expectStack([DepartureRoute.home, .page(1), .page(3)])
    platform.expectConsistent()
    #expect(updates.count == 2, "the pop, then the push its model's deinit made: \(updates)")
    #expect(updates.first?.contains { $0.contains("popped") } == true)
    #expect(updates.last?.contains { $0.contains("pushed") } == true)
    #expect(root.released == ["page(2)"])
  }

  @Test func anObserversPopReleasesItsModelAfterEveryObserverHadTheUpdate() {
    // Change N pushes page(3); the first observer pops it while N is being delivered (change
    // N+1), and page(3)'s model shows page(5) when it goes (change N+2). The second observer
    // must get N before the model goes, and three updates in order.
    let (root, platform) = makeApp()
    root.showWhenReleased["page(3)"] = .page(5)
    var popped = false
    let first = platform.store.observe { _ in
      if !popped {
        popped = true
        _ = root.pop()
      }
    }
    var seen: [[String]] = []
    var releasedWhenSeen: [[String]] = []
    let second = platform.store.observe { update in
      seen.append(update.events.map { "\($0)" })
      releasedWhenSeen.append(root.released)
    }
    root.show(.page(3))
    first.cancel()
    second.cancel()
    #expect(seen.count == 3, "N, its pop, the model's push, one update each: \(seen)")
    #expect(seen.first?.first?.contains("pushed") == true)
    #expect(seen.dropFirst().first?.first?.contains("popped") == true)
    #expect(seen.last?.first?.contains("pushed") == true && seen.last?.count == 1)
    #expect(releasedWhenSeen.first == [], "the model was alive while N was delivered")
    platform.expectStack([DepartureRoute.home, .page(5)])
    platform.expectConsistent()
  }

  @Test func aDismissedLayersModelsGoAfterTheDismissal() {
    let (root, platform) = makeApp()
    root.present(.sheet)
    root.showWhenReleased["sheet"] = .page(9)
    root.dismiss()
    platform.expectStack([DepartureRoute.home, .page(9)])
    platform.expectConsistent()
    #expect(root.released == ["sheet"])
  }

  @Test func aModelKeptAliveIsReportedWithItsScreensRoute() throws {
    let (root, platform) = makeApp()
    root.show(.page(1))
    root.show(.page(2))
    root.present(.sheet)
    let store = platform.store
    let screens = store.state.layers.flatMap(\.stacks).flatMap(\.screens)
    let kept = screens.compactMap { store.model(for: $0.id) }
    #expect(kept.count == 4)
    root.dismiss()  // the sheet's layer goes
    #expect(root.pop())  // page(2) goes from the stack
    let labels = (store.leakTracker?.leaks() ?? []).map(\.label).sorted()
    #expect(labels == ["page(2) (DepartingModel)", "sheet (DepartingModel)"], "\(labels)")
    withExtendedLifetime(kept) {}
  }

  @Test func modelsReleasedInOneTransactionGoAfterItsOneUpdate() {
    let (root, platform) = makeApp()
    for index in 1...3 { root.show(.page(index)) }
    var updateCount = 0
    let token = platform.store.observe { _ in updateCount += 1 }
    platform.store.transaction {
      #expect(root.pop())
      #expect(root.pop())
      #expect(root.released.isEmpty, "no model goes while the change is in progress")
    }
    token.cancel()
    #expect(updateCount == 1)
    #expect(root.released == ["page(3)", "page(2)"])
    platform.expectStack([DepartureRoute.home, .page(1)])
    platform.expectConsistent()
  }
}
