import Coordination
import CoordinationJourneys
import CoordinationTesting
import CoordinationWeb
import DemoWeb
import Foundation
import Testing

/// A journey recorded by driving the demo in Chromium (`Demo/E2E/test_inspector.py`: buttons,
/// back links, the browser's Back, addresses typed in) replays on a fresh store of the demo,
/// step by step.
@Suite struct RecordedJourneyTests {
  /// The journey: the file `DEMO_JOURNEY` names (scripts/test.sh's browser stage sets it to what
  /// its Chromium run just wrote), else the one Chromium recorded the same way, kept in
  /// `Demo/E2E/journeys/`.
  static func recordedJourney() throws -> Journey {
    let file =
      ProcessInfo.processInfo.environment["DEMO_JOURNEY"].map { URL(fileURLWithPath: $0) }
      ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../E2E/journeys/chromium-journey.json")
    return try Journey(jsonData: Data(contentsOf: file))
  }

  @MainActor
  static func replay(_ journey: Journey) throws -> JourneyReplay {
    let app = try DemoWebApp.bundled()
    return try journey.replay(on: app.makeReplayStore(), routeTypes: app.routes.registeredTypes)
  }

  @MainActor
  @Test func aJourneyChromiumRecordedReplaysStepForStep() throws {
    let journey = try Self.recordedJourney()
    #expect(journey.steps.count >= 10)
    let replay = try Self.replay(journey)
    #expect(replay.matches, "\(replay)")
    #expect(replay.stepsReplayed == journey.steps.count)
  }

  @MainActor
  @Test func aStepThatLeftSomethingElseIsTheOneReported() throws {
    var journey = try Self.recordedJourney()
    let middle = journey.steps.count / 2
    journey.steps[middle].stateAfter += "\nsomething the app did not show"
    let difference = try #require(try Self.replay(journey).firstDifference)
    #expect(difference.step == middle + 1)
    #expect(difference.input == journey.steps[middle].summary)
    #expect(difference.recorded.hasSuffix("something the app did not show"))
  }
}
