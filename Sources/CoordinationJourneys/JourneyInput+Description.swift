// A journey's inputs in words, for reports of a replay.

extension JourneyInput: CustomStringConvertible {
  package var description: String {
    switch self {
    case .start: "start"
    case .call(let call, let coordinator): "coordinator \(coordinator): \(call)"
    case .user(let action): "user: \(action)"
    case .path(let steps, let cause): "path (\(cause)): \(Self.describe(steps))"
    case .link(let text): "link \(text)"
    case .linkPath(let steps): "link: \(Self.describe(steps))"
    case .restore: "restore"
    case .offerWaitingLink: "the waiting link offered again"
    case .dropWaitingLink(let reason): "the waiting link dropped: \(reason)"
    case .unrecorded(let what, let reason): "\(what), not recorded: \(reason)"
    }
  }

  private static func describe(_ steps: [JourneyPathStep]) -> String {
    steps.map { step in
      step.presentedAs.map { "\($0): \(step.route)" } ?? step.route.description
    }
    .joined(separator: " / ")
  }
}
