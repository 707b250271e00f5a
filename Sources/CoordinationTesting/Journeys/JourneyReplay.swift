/// What replaying a journey found: the steps it replayed, and the first one after which the
/// navigation differed from what was recorded.
public struct JourneyReplay: Hashable, Sendable, CustomStringConvertible {
  /// The steps applied, up to and including the first that differs.
  public let stepsReplayed: Int
  /// The first difference; `nil` when every step left what was recorded.
  public let firstDifference: JourneyDifference?

  /// Whether every step left the navigation the journey recorded.
  public var matches: Bool { firstDifference == nil }

  /// The first difference in words, or that every step matched.
  public var description: String {
    firstDifference?.description ?? "all \(stepsReplayed) steps left what was recorded"
  }
}

/// A step after which the replayed navigation is not the recorded one.
public struct JourneyDifference: Hashable, Sendable, CustomStringConvertible {
  /// The step, counted from 1; 0 for the journey's start, restored.
  public let step: Int
  /// The step's input in words (`JourneyStep.summary`); `start` for step 0.
  public let input: String
  /// The navigation the journey recorded after the step (`JourneyStep.stateAfter`).
  public let recorded: String
  /// The navigation the replay left.
  public let replayed: String

  /// The step, its input, and both navigations in words.
  public var description: String {
    "After step \(step) (\(input)) the navigation is\n\(replayed)\nbut the journey recorded\n"
      + recorded
  }
}
