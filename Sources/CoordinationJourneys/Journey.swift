public import Coordination

#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// What a user did in an app, as data: the navigation a store showed when recording began, and
/// every input from outside the store after it (user actions, links, calls of the app's code,
/// the answers to its questions and the results of its flows), each with the state it left.
///
/// Record one with ``JourneyRecorder``; a bug report can carry its JSON (``jsonData()``), and
/// `CoordinationTesting` replays it on a fresh store and reports the first step where the
/// navigation differs from what was recorded (see <doc:RecordingJourneys>).
///
/// A journey holds what the user typed into an alert's fields and the values of the routes,
/// as the app's saved navigation does: treat it as user data.
public struct Journey: Hashable, Sendable, Codable {
  /// The newest format version: the one this build reads and writes.
  public static let formatVersion = 1

  /// The format version the journey was written in.
  public var formatVersion: Int
  /// The app the journey was recorded in: the type of its root coordinator, as
  /// `String(reflecting:)` spells it.
  public var app: String
  /// The navigation when recording began.
  public var start: NavigationSnapshot
  /// What the store showed when recording began, as each step's ``JourneyStep/stateAfter``
  /// describes it.
  public var startState: String
  /// The inputs, in the order the store received them.
  public var steps: [JourneyStep]
  /// A path that waited without a link's text when recording began (a snapshot keeps only
  /// links with text): opened again once the start is restored.
  package var startWaitingPath: [JourneyPathStep]?
  /// What the completions of flows awaited with `run` did when their flows ended, by run.
  package var flowEnds: [JourneyFlowEnd]

  init(app: String, start: JourneyStart) {
    formatVersion = Self.formatVersion
    self.app = app
    self.start = start.snapshot
    startState = start.state
    startWaitingPath = start.waitingPath
    steps = []
    flowEnds = []
  }

  /// The journey as JSON: keys sorted, indented, so two recordings of the same journey give the
  /// same bytes and a reader can follow it.
  ///
  /// - Throws: `EncodingError` when a value does not encode (none that a recorder wrote).
  /// - Complexity: O(*n*) in the size of the journey.
  public func jsonData() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    return try encoder.encode(self)
  }

  /// Reads a journey from the JSON of ``jsonData()``.
  ///
  /// - Parameter data: The JSON, as a report carries it.
  /// - Throws: ``JourneyError/newerFormat(found:readable:)`` for a journey a newer build wrote,
  ///   ``JourneyError/unreadable(reason:)`` for data that is not a journey.
  /// - Complexity: O(*n*) in the length of the data.
  public init(jsonData data: Data) throws(JourneyError) {
    struct Header: Decodable { var formatVersion: Int }
    let decoder = JSONDecoder()
    do {
      let header = try decoder.decode(Header.self, from: data)
      guard header.formatVersion <= Self.formatVersion else {
        throw JourneyError.newerFormat(found: header.formatVersion, readable: Self.formatVersion)
      }
      self = try decoder.decode(Journey.self, from: data)
    } catch let error as JourneyError {
      throw error
    } catch {
      throw .unreadable(reason: "\(error)")
    }
  }
}
