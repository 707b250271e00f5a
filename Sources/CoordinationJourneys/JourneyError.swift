/// Why a journey could not be recorded, read or replayed; each names the step it stopped at.
public enum JourneyError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The store has not started: a journey begins from navigation that is shown.
  case storeNotStarted
  /// The store's navigation could not be saved as the journey's start.
  case unsavableStart(reason: String)
  /// The data is not a journey.
  case unreadable(reason: String)
  /// A newer build wrote the journey, in a format this build cannot read.
  case newerFormat(found: Int, readable: Int)
  /// The journey was recorded in another app: its root coordinator is of another type.
  case otherApp(recorded: String, replayedIn: String)
  /// The journey's start does not restore in this app.
  case startDoesNotRestore(reason: String)
  /// The input of a step could not be applied: a route that no longer decodes, a place that
  /// is not shown, an input that could not be recorded. Steps count from 1.
  case stepNotApplicable(step: Int, input: String, reason: String)

  /// The error in words, naming the step where it applies.
  public var description: String {
    switch self {
    case .storeNotStarted:
      "the store has not started; a journey begins from navigation that is shown"
    case .unsavableStart(let reason): "the navigation cannot be saved as a start: \(reason)"
    case .unreadable(let reason): "not a journey: \(reason)"
    case .newerFormat(let found, let readable):
      "the journey's format is version \(found); this build reads up to \(readable)"
    case .otherApp(let recorded, let replayedIn):
      "the journey was recorded in \(recorded), not \(replayedIn)"
    case .startDoesNotRestore(let reason): "the journey's start does not restore: \(reason)"
    case .stepNotApplicable(let step, let input, let reason):
      "step \(step) (\(input)) cannot be applied: \(reason)"
    }
  }
}
