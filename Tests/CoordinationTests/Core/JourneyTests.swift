import Coordination
import CoordinationJourneys
import CoordinationTesting
import Foundation
import Testing

/// Journeys: a store's inputs from outside recorded as data, replayed on a fresh store of the
/// same app, with the first step that differs reported and bad input named by its step.
@MainActor @Suite struct JourneyTests {
  @Test func aRecordedJourneyReplaysStepForStepFromItsJSON() throws {
    let (root, store, recorder) = try recordedLab()
    root.show(.detail(1))
    root.present(.settings)
    _ = try store.handle(.dismissed(try #require(store.state.topLayer?.id)))
    root.show(.child("a"))
    try #require(root.children(ofType: ChildCoordinator.self).first).show(.page(1))
    let home = try #require(store.state.visibleStack?.screens.first?.id)
    _ = try store.handle(.popped(to: home))
    root.show(.confirm)
    _ = try store.handle(.answered(try #require(store.state.topLayer?.id), button: 0))
    try store.apply(steps: [PathStep(LabRoute.home), PathStep(LabRoute.detail(9))])
    let journey = try Journey(jsonData: recorder.journey.jsonData())
    #expect(journey.steps.count == 9)
    #expect(journey == recorder.journey)

    let replayed = freshLab()
    let replay = try journey.replay(on: replayed)
    #expect(replay.matches, "\(replay)")
    #expect(replay.stepsReplayed == 9)
    #expect(replayed.state.description == store.state.description)
  }

  @Test func whatAChangeCausesIsNotRecordedAndAFlowsResultIs() throws {
    let (root, store, recorder) = try recordedLab()
    store.transaction {
      root.show(.detail(1))
      root.show(.login)
    }
    try #require(root.children(ofType: LoginFlow.self).first).submit(user: "ann")
    #expect(root.flowOutcomes == ["login: ann"])
    #expect(recorder.journey.steps.map(\.summary).last?.contains("ann") == true)
    #expect(recorder.journey.steps.count == 2, "the transaction is one step")
    #expect(recorder.journey.steps.first?.summary.hasPrefix("transaction: ") == true)
    let replayed = LabRootCoordinator()
    let replay = try recorder.journey.replay(on: NavigationStore(root: replayed))
    #expect(replay.matches, "\(replay)")
    #expect(replayed.flowOutcomes == ["login: ann"])
  }

  @Test func aReplayReportsTheFirstStepWhoseNavigationDiffers() throws {
    let (root, store, recorder) = try recordedLab()
    root.show(.detail(1))
    root.show(.detail(2))
    _ = try store.handle(.popped(to: try #require(store.state.visibleStack?.screens[1].id)))
    root.show(.settings)
    let fixed = LabRootCoordinator()
    fixed.vetoedRoutes = [.detail(2)]
    let replay = try recorder.journey.replay(on: NavigationStore(root: fixed))
    let difference = try #require(replay.firstDifference)
    #expect(difference.step == 3)
    #expect(difference.input == "user: back to the screen 1 of stack 0 of layer 0")
    #expect(difference.recorded.hasPrefix("root: [home, detail(1)]"))
    #expect(difference.replayed.hasPrefix("root: [home, detail(1), detail(2)]"))
    #expect(replay.stepsReplayed == 3)
  }

  @Test func aLinkWithItsTextIsReadAgainByTheReplayingStore() throws {
    let (_, store, recorder) = try recordedLab()
    store.linkReader = labLinks
    try store.open(path: try labLinks("lab://detail/4"), link: "lab://detail/4")
    #expect(recorder.journey.steps.map(\.summary) == ["link lab://detail/4"])
    #expect {
      try recorder.journey.replay(on: freshLab())
    } throws: { error in
      guard case .stepNotApplicable(1, _, let reason) = error as? JourneyError else { return false }
      return reason.contains("linkReader")
    }
    let replayed = freshLab()
    replayed.linkReader = labLinks
    let replay = try recorder.journey.replay(on: replayed)
    #expect(replay.matches, "\(replay)")
  }

  @Test func aWaitingLinkIsPartOfTheNavigationCompared() throws {
    let (root, store, recorder) = try recordedLab()
    root.linksWait = true
    try store.open(path: try labLinks("lab://detail/4"), link: "lab://detail/4")
    #expect(recorder.journey.steps.first?.stateAfter.hasSuffix("waiting: lab://detail/4") == true)
    let admitting = freshLab()
    admitting.linkReader = labLinks
    let difference = try #require(try recorder.journey.replay(on: admitting).firstDifference)
    #expect(difference.replayed.hasPrefix("root: [home, detail(4)]"))
    let waiting = LabRootCoordinator()
    waiting.linksWait = true
    let replayed = NavigationStore(root: waiting, leakTracking: false)
    replayed.linkReader = labLinks
    #expect(try recorder.journey.replay(on: replayed).matches)
  }

  @Test func aJourneyOfAnotherAppOrANewerFormatIsRefused() throws {
    let (root, store, recorder) = try recordedLab()
    defer { withExtendedLifetime(store) {} }
    root.show(.detail(1))
    let other = NavigationStore(root: ChildCoordinator(name: "other"))
    #expect(
      throws: JourneyError.otherApp(
        recorded: recorder.journey.app, replayedIn: "CoordinationTests.ChildCoordinator")
    ) {
      try recorder.journey.replay(on: other)
    }
    var newer =
      try JSONSerialization.jsonObject(with: recorder.journey.jsonData()) as? [String: Any]
    newer?["formatVersion"] = 99
    let data = try JSONSerialization.data(withJSONObject: try #require(newer))
    #expect(throws: JourneyError.newerFormat(found: 99, readable: 1)) {
      try Journey(jsonData: data)
    }
    #expect {
      try Journey(jsonData: Data("not a journey".utf8))
    } throws: { error in
      if case .unreadable = error as? JourneyError { true } else { false }
    }
  }

  @Test func aRouteThatNoLongerDecodesNamesItsStep() throws {
    let (root, store, recorder) = try recordedLab()
    defer { withExtendedLifetime(store) {} }
    root.show(.detail(1))
    root.show(.detail(2))
    let json = try #require(String(data: recorder.journey.jsonData(), encoding: .utf8))
    let renamed = json.replacingOccurrences(
      of: #"{\"detail\":{\"_0\":2}}"#, with: #"{\"gone\":{}}"#)
    #expect(renamed != json)
    let journey = try Journey(jsonData: Data(renamed.utf8))
    #expect {
      try journey.replay(on: freshLab())
    } throws: { error in
      guard case .stepNotApplicable(let step, _, let reason) = error as? JourneyError else {
        return false
      }
      return step == 2 && reason.contains("no longer decodes")
    }
  }

  @Test func aFlowResultThatIsNotCodableIsAStepTheReplayCannotApply() throws {
    let host = OpaqueHost()
    let store = NavigationStore(root: host, leakTracking: false)
    store.start()
    let recorder = try JourneyRecorder(recording: store)
    host.show(.page(1))
    try #require(host.children(ofType: OpaqueFlow.self).first).finish(with: Opaque(value: 7))
    #expect(recorder.journey.steps.map(\.summary).last?.hasPrefix("OpaqueFlow: finish()") == true)
    #expect {
      try recorder.journey.replay(on: NavigationStore(root: OpaqueHost(), leakTracking: false))
    } throws: { error in
      guard case .stepNotApplicable(let step, _, let reason) = error as? JourneyError else {
        return false
      }
      return step == 2 && reason.contains("Opaque, is not Codable")
    }
  }

  @Test(arguments: [2, 4, 5])
  func aFullJourneyBeginsAgainHalfWayAndStillReplays(maximumSteps: Int) throws {
    let (root, store, recorder) = try recordedLab(keeping: maximumSteps)
    defer { withExtendedLifetime(store) {} }
    for id in 1...9 {
      root.show(.detail(id))
      #expect(recorder.journey.steps.count <= maximumSteps)
      #expect(recorder.journey.steps.count >= min(id, maximumSteps / 2))
    }
    #expect(recorder.journey.start != (try store.snapshot()))
    let replay = try recorder.journey.replay(on: freshLab())
    #expect(replay.matches, "\(replay)")
    #expect(recorder.journey.steps.last?.stateAfter.contains("detail(9)") == true)
  }

  @Test func aStoppedRecorderRecordsNothingMore() throws {
    let (root, store, recorder) = try recordedLab()
    defer { withExtendedLifetime(store) {} }
    root.show(.detail(1))
    recorder.stop()
    root.show(.detail(2))
    #expect(recorder.journey.steps.count == 1)
    #expect(throws: JourneyError.storeNotStarted) {
      try JourneyRecorder(recording: freshLab())
    }
  }
}

/// A started lab app and a recorder of its journey.
@MainActor private func recordedLab(keeping maximumSteps: Int = 1_000) throws -> (
  LabRootCoordinator, NavigationStore, JourneyRecorder
) {
  let root = LabRootCoordinator()
  let store = NavigationStore(root: root, leakTracking: false)
  store.start()
  let recorder = try JourneyRecorder(recording: store, maximumSteps: maximumSteps)
  return (root, store, recorder)
}

/// An unstarted store of the lab app, to replay on.
@MainActor private func freshLab() -> NavigationStore {
  NavigationStore(root: LabRootCoordinator(), leakTracking: false)
}

/// Reads `lab://detail/<n>` as the path to that detail.
@MainActor private func labLinks(_ text: String) throws -> [PathStep] {
  guard text.hasPrefix("lab://detail/"), let id = Int(text.dropFirst("lab://detail/".count))
  else { throw URLError(.badURL) }
  return [PathStep(LabRoute.home), PathStep(LabRoute.detail(id))]
}

/// A value that is not `Codable`, a flow that returns it, and an app that shows the flow for
/// `.page(1)`.
private struct Opaque: Sendable { let value: Int }

private final class OpaqueFlow: FlowCoordinator<ChildRoute, Opaque> {
  override func start() { show(.page(0)) }
  override func destination(for route: ChildRoute) -> Destination { .screen(PlainModel("flow")) }
}

private final class OpaqueHost: Coordinator<ChildRoute> {
  override func start() { show(.page(0)) }
  override func destination(for route: ChildRoute) -> Destination {
    route == .page(1) ? .flow(OpaqueFlow()) : .screen(PlainModel("host"))
  }
}
