import Testing

@testable import Coordination

/// The store's log: a line per published event in its category, what opened each change as an
/// interval around them, and the app's values (routes, texts, reasons) kept out of the public
/// part of every line.
@MainActor @Suite struct NavigationLogTests {
  @Test func aPushIsOneIntervalAroundItsLine() throws {
    let (root, store, log) = tracedLab()
    root.show(.detail(424_242))
    let screen = try #require(store.state.visibleStack?.screens.last)
    let stack = try #require(store.state.visibleStack?.id)
    #expect(
      log.entries == [
        "begin Changes: show by LabRootCoordinator \(root.id) | show(detail(424242))",
        "Stacks: update \(store.revision): pushed \(screen.id) onto \(stack) (code) | detail(424242)",
        "end at revision \(store.revision)",
      ])
  }

  @Test func appCodeNavigatingInsideAChangeStaysInTheChangesInterval() {
    let (root, store, log) = tracedLab()
    store.transaction {
      root.show(.detail(1))
      store.transaction { root.show(.detail(2)) }
      root.present(.settings)
    }
    #expect(log.entries.filter { $0.hasPrefix("begin") } == ["begin Changes: transaction | "])
    #expect(log.entries.last == "end at revision \(store.revision)")
    #expect(log.lines.map(\.category) == [.stacks, .stacks, .layers, .stacks])
  }

  @Test func aCommandThatThrowsStillEndsItsInterval() {
    let (root, store, log) = tracedLab()
    #expect(throws: NavigationError.routeNotShown(route: "detail(9)")) {
      try withExtendedLifetime(store) { try root.pop(to: .detail(9)) }
    }
    #expect(log.entries.count == 2)
    #expect(log.entries.first?.hasPrefix("begin Changes: pop by LabRootCoordinator") == true)
    #expect(log.entries.last?.hasPrefix("end at revision") == true)
  }

  @Test func aRefusalIsLoggedUnderGuardsWithoutTheAppsValues() throws {
    let (root, store, log) = tracedLab()
    root.show(.guarded)
    let home = try #require(store.state.visibleStack?.screens.first?.id)
    let guarded = try #require(store.state.visibleStack?.screens.last?.id)
    #expect(try store.handle(.popped(to: home)) == .refused(by: guarded))
    #expect(log.lines.last?.category == .guards)
    #expect(
      log.lines.last?.summary.hasSuffix(
        "refused user popped(to: \(home)): \(guarded) may not leave")
        == true)
  }

  @Test func anAnswersTextsAreNeverLogged() throws {
    let (root, store, log) = tracedLab()
    root.show(.confirm)
    let alert = try #require(store.state.layers.last?.id)
    _ = try store.handle(.answered(alert, button: 1, texts: ["hunter2"]))
    #expect(
      log.entries.contains { $0.hasPrefix("begin Changes: user answered \(alert) with button 1") })
    #expect(!log.entries.contains { $0.contains("hunter2") })
  }

  @Test func routesAndReasonsStayInTheLinesPrivateDetail() throws {
    let (root, store, log) = tracedLab()
    root.linksWait = true
    root.show(.child("tab"))
    _ = try store.open(path: [PathStep(LabRoute.detail(424_242))])
    let waiting = try #require(log.lines.last)
    #expect(waiting.category == .links)
    #expect(waiting.detail == "detail(424242): the gate is closed")
    #expect(!log.lines.contains { $0.summary.contains("424242") || $0.summary.contains("gate") })
    #expect(log.lines.contains { $0.category == .coordinators && $0.summary.contains("started") })
  }

  @Test func everyEventHasItsCategoryAndChangesSayTheirCause() {
    let screen = Screen(
      id: ScreenID(rawValue: 3), route: AnyRoute(LabRoute.home), owner: .init(rawValue: 1))
    let events: [(NavigationEvent, NavigationLogLine.Category)] = [
      (.pushed(screen, stack: StackID(rawValue: 2), cause: .user), .stacks),
      (.popped([screen], stack: StackID(rawValue: 2), cause: .deepLink), .stacks),
      (.interactivePopBegan(StackID(rawValue: 2)), .stacks),
      (.interactivePopCancelled(StackID(rawValue: 2)), .stacks),
      (.dismissed(LayerID(rawValue: 4), screens: [screen], cause: .restoration), .layers),
      (.selectedTab(layer: LayerID(rawValue: 4), index: 1, cause: .code), .layers),
      (
        .removedTab(layer: LayerID(rawValue: 4), stack: StackID(rawValue: 2), cause: .code), .layers
      ),
      (
        .finished(CoordinatorID(rawValue: 1), name: "Root", cause: .teardown, completed: false),
        .coordinators
      ),
      (.started(CoordinatorID(rawValue: 1), name: "Root", parent: nil), .coordinators),
      (.refused(.leftFlow, by: screen.id), .guards),
      (.ignored("pop() on Root, which is not running"), .ignored),
      (.linkWaiting([PathStep(LabRoute.home)], reason: "signed out"), .links),
      (.linkDropped([PathStep(LabRoute.home)], reason: "replaced"), .links),
    ]
    for (event, category) in events {
      let line = NavigationLogLine(event, revision: 7)
      #expect(line.category == category, "\(event)")
      #expect(line.summary.hasPrefix("update 7: "))
      if let cause = event.cause {
        #expect(line.summary.hasSuffix("(\(cause.rawValue))"), "\(event)")
      }
      #expect(!line.summary.contains("home"), "a route in the public part: \(line.summary)")
    }
  }

  @Test func theUnifiedLogIsTheDefaultWhereItExists() {
    let store = NavigationStore(root: LabRootCoordinator(), leakTracking: false)
    #if canImport(os)
      #expect(store.tracing is OSNavigationTracing)
    #else
      #expect(store.tracing == nil)
    #endif
  }
}

/// A started lab app whose store logs into a recorder, which has forgotten the start.
@MainActor private func tracedLab() -> (LabRootCoordinator, NavigationStore, TracingRecorder) {
  let root = LabRootCoordinator()
  let store = NavigationStore(root: root, leakTracking: false)
  let log = TracingRecorder()
  store.tracing = log
  store.start()
  log.entries = []
  log.lines = []
  return (root, store, log)
}

/// Records what a store traces, in order: `begin <category>: <summary> | <detail>`, a line as
/// `<category>: <summary> | <detail>`, and `end at revision <n>`.
@MainActor private final class TracingRecorder: NavigationTracing {
  var entries: [String] = []
  var lines: [NavigationLogLine] = []

  func record(_ line: NavigationLogLine) {
    lines.append(line)
    entries.append("\(line.category.rawValue): \(line.summary) | \(line.detail)")
  }

  func beginChange(_ opening: NavigationLogLine) -> (UInt64) -> Void {
    entries.append("begin \(opening.category.rawValue): \(opening.summary) | \(opening.detail)")
    var ended = false
    return { [self] revision in
      #expect(!ended, "an interval ended twice")
      ended = true
      entries.append("end at revision \(revision)")
    }
  }
}
