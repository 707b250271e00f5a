import Coordination
import CoordinationJourneys
import CoordinationTesting
import Foundation
import Testing

/// Journeys where an input's effects are easy to record wrongly: a flow awaited with `run`
/// (its completion is the app's code), transactions and the waiting link they let in, an
/// observer's navigation, a path that waits without text, and a journey that began again.
@MainActor @Suite struct JourneyEdgeTests {
  @Test func whatARunsCompletionDoesWhenTheFlowEndsIsReplayed() throws {
    let root = LabRootCoordinator()
    let (store, recorder) = try recording(root)
    root.run(.login, presentation: .sheet, as: String.self) { result in
      if case .success = result { root.show(.detail(5)) }
    }
    try #require(root.children(ofType: LoginFlow.self).first).submit(user: "ann")
    #expect(store.state.description.hasPrefix("root: [home, detail(5)]"))
    #expect(recorder.journey.steps.count == 2)
    #expect(try recorder.journey.replay(on: freshStore(LabRootCoordinator())).matches)
  }

  @Test func aRunThatFailedIsNotAStep() throws {
    let root = LabRootCoordinator()
    let (store, recorder) = try recording(root)
    var failed = false
    root.run(.detail(1), as: String.self) { if case .failure = $0 { failed = true } }
    #expect(failed)
    #expect(recorder.journey.steps.isEmpty)
    withExtendedLifetime(store) {}
  }

  @Test func aRunInASplitColumnPushesAsItDidWhenRecorded() throws {
    let split = MailSplit()
    let (store, recorder) = try recording(split)
    try split.showDetail(.message(1))
    split.run(.message(2), as: Void.self) { _ in }
    #expect(store.state.description.contains("detail: [body, body]"))
    let replay = try recorder.journey.replay(on: freshStore(MailSplit()))
    #expect(replay.matches, "\(replay)")
  }

  @Test func aTransactionIsOneStepAndTheLinkItLetsInIsNotAnInput() throws {
    let root = GateRoot()
    let (store, recorder) = try recording(root)
    store.linkReader = gateLinks
    try store.open(path: try gateLinks("lab://detail/4"), link: "lab://detail/4")
    store.transaction {
      root.show(.detail(1))
      root.show(.detail(2))
    }
    #expect(store.state.description.hasPrefix("root: [home, detail(4)]"))
    #expect(recorder.journey.steps.map(\.summary).last?.hasPrefix("transaction: ") == true)
    let replayed = freshStore(GateRoot())
    replayed.linkReader = gateLinks
    let replay = try recorder.journey.replay(on: replayed)
    #expect(replay.matches, "\(replay)")
  }

  @Test func anObserversNavigationIsNeverAnInput() throws {
    func following(_ store: NavigationStore, _ root: LabRootCoordinator) -> ObserverToken {
      store.observe { _ in
        let shown = store.state.description
        if shown.contains("detail(1)"), !shown.contains("detail(2)") { root.show(.detail(2)) }
      }
    }
    let plainRoot = LabRootCoordinator()
    let (plain, plainRecorder) = try recording(plainRoot)
    let plainToken = following(plain, plainRoot)
    plainRoot.show(.detail(1))
    let groupedRoot = LabRootCoordinator()
    let (grouped, groupedRecorder) = try recording(groupedRoot)
    let groupedToken = following(grouped, groupedRoot)
    grouped.transaction { groupedRoot.show(.detail(1)) }
    #expect(plain.state.description == grouped.state.description)
    #expect(plainRecorder.journey.steps.count == 1)
    #expect(groupedRecorder.journey.steps.count == 1)
    withExtendedLifetime((plainToken, groupedToken)) {}
  }

  @Test func aPathThatWaitsWithoutTextIsPartOfTheStart() throws {
    let root = LabRootCoordinator()
    root.linksWait = true
    let store = NavigationStore(root: root, leakTracking: false)
    store.start()
    try store.open(path: try gateLinks("lab://detail/4"))
    let recorder = try JourneyRecorder(recording: store)
    root.show(.detail(1))
    let replayed = LabRootCoordinator()
    replayed.linksWait = true
    let replay = try recorder.journey.replay(on: freshStore(replayed))
    #expect(replay.matches, "\(replay)")
  }

  @Test func aLinkThatWaitsInTheStartNeedsALinkReader() throws {
    let root = LabRootCoordinator()
    root.linksWait = true
    let store = NavigationStore(root: root, leakTracking: false)
    store.start()
    try store.open(path: try gateLinks("lab://detail/4"), link: "lab://detail/4")
    let recorder = try JourneyRecorder(recording: store)
    root.show(.detail(1))
    #expect {
      try recorder.journey.replay(on: freshStore(LabRootCoordinator()))
    } throws: { error in
      guard case .startDoesNotRestore(let reason) = error as? JourneyError else { return false }
      return reason.contains("linkReader")
    }
  }

  @Test(arguments: [2, 3, 5, 7])
  func aJourneyThatBeganAgainReplaysAfterEveryStep(maximumSteps: Int) throws {
    let root = LabRootCoordinator()
    let (store, recorder) = try recording(root, keeping: maximumSteps)
    for id in 1...11 {
      switch id % 3 {
      case 0: root.present(.settings)
      case 1:
        root.dismiss()
        root.show(.detail(id))
      default: root.show(.detail(id))
      }
      #expect(recorder.journey.steps.count <= maximumSteps)
      let replay = try recorder.journey.replay(on: freshStore(LabRootCoordinator()))
      #expect(replay.matches, "\(replay)")
    }
    withExtendedLifetime(store) {}
  }

  @Test func tabsStacksAnswersRestoresAndLeavingAllReplay() throws {
    let root = PromptRoot()
    let (store, recorder) = try recording(root)
    root.show(.prompt)
    _ = try store.handle(
      .answered(try #require(store.state.topLayer?.id), button: 0, texts: ["zed"]))
    root.setStack([.home, .detail("a"), .detail("b")])
    let saved = try store.snapshot()
    root.present(.tabs, style: .fullScreen)
    let tabs = try #require(root.children(ofType: LabTabs.self).first)
    try tabs.select(.first)
    try #require(tabs.children(ofType: ChildCoordinator.self).first).show(.page(1))
    let tabLayer = try #require(store.state.topLayer?.id)
    _ = try store.handle(.selectedTab(tabLayer, index: 2))
    _ = try store.handle(.selectedTab(tabLayer, index: 0))
    _ = try store.handle(.reselectedTab(tabLayer))
    try store.restore(from: saved)
    root.pop()
    _ = try store.handle(.leftFlow)
    #expect(recorder.journey.steps.count == 12)
    let replay = try recorder.journey.replay(on: freshStore(PromptRoot()))
    #expect(replay.matches, "\(replay)")
  }
}

@MainActor private func recording(_ root: AnyCoordinator, keeping maximumSteps: Int = 1_000) throws
  -> (NavigationStore, JourneyRecorder)
{
  let store = NavigationStore(root: root, leakTracking: false)
  store.start()
  return (store, try JourneyRecorder(recording: store, maximumSteps: maximumSteps))
}

@MainActor private func freshStore(_ root: AnyCoordinator) -> NavigationStore {
  NavigationStore(root: root, leakTracking: false)
}

/// Reads `lab://detail/<n>` as the path to that detail.
@MainActor private func gateLinks(_ text: String) throws -> [PathStep] {
  guard text.hasPrefix("lab://detail/"), let id = Int(text.dropFirst("lab://detail/".count))
  else { throw URLError(.badURL) }
  return [PathStep(LabRoute.home), PathStep(LabRoute.detail(id))]
}

/// A root that admits links once it has shown `detail(1)`.
private final class GateRoot: Coordinator<LabRoute> {
  var admits = false
  override func start() { show(.home) }
  override func destination(for route: LabRoute) -> Destination {
    if route == .detail(1) { admits = true }
    return .screen(PlainModel("\(route)"))
  }
  override func admission(of path: [PathStep]) -> PathAdmission {
    admits ? .follow : .wait(reason: "the gate is closed")
  }
}

private enum MailRoute: NavigationRoute {
  case boxes, noMessage
  case message(Int)
}
private enum MessageRoute: NavigationRoute { case body }

private final class MessageFlow: Coordinator<MessageRoute> {
  override func start() { show(.body) }
  override func destination(for route: MessageRoute) -> Destination { .screen(PlainModel("body")) }
}

/// A split whose messages are flows, shown in the detail column.
private final class MailSplit: SplitCoordinator<MailRoute> {
  init() { super.init(sidebar: .boxes, detail: .noMessage) }
  override func destination(for route: MailRoute) -> Destination {
    switch route {
    case .boxes, .message: .flow(MessageFlow())
    case .noMessage: .screen(PlainModel("none"))
    }
  }
}

private enum PromptRoute: NavigationRoute {
  case home
  case detail(String)
  case tabs, prompt
}

/// A root with a question whose typed answer it shows, and tabs.
private final class PromptRoot: Coordinator<PromptRoute> {
  override func start() { show(.home) }
  override func destination(for route: PromptRoute) -> Destination {
    switch route {
    case .tabs: .flow(LabTabs())
    case .prompt:
      .alert(
        Alert(
          "Name?",
          buttons: [
            AlertButton("OK") { texts in texts[0] },
            AlertButton("Cancel", role: .cancel, value: ""),
          ],
          textFields: [AlertTextField(placeholder: "name")]))
    default: .screen(PlainModel("\(route)"))
    }
  }
  override func flowDidEnd(_ route: PromptRoute, with outcome: FlowOutcome) {
    if route == .prompt, let name = outcome.value(as: String.self), !name.isEmpty {
      show(.detail(name))
    }
  }
}
