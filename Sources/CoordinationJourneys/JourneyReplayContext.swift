package import Coordination

/// What a replay carries from step to step: the route types that decode paths, the inputs each
/// awaited flow's completion made when the flow ended, and the problems those inputs met (a
/// completion runs inside another step, which reports them).
@MainActor
package final class JourneyReplayContext {
  let routeTypes: [any NavigationRoute.Type]
  private let flowEnds: [Int: [JourneyInput]]
  /// Why an input a completion made could not be applied, since the last step.
  package private(set) var problems: [String] = []

  package init(journey: Journey, routeTypes: [any NavigationRoute.Type]) {
    self.routeTypes = routeTypes
    flowEnds = Dictionary(
      journey.flowEnds.map { ($0.run, $0.inputs) }, uniquingKeysWith: { first, _ in first })
  }

  /// The completion a replayed `run` gets: it makes the inputs the app's completion made.
  func completion(ofRun run: Int, on store: NavigationStore)
    -> (Result<any Sendable, any Error>) -> Void
  {
    { [weak self, weak store] _ in
      guard let self, let store else { return }
      for input in self.flowEnds[run] ?? [] {
        do {
          try input.apply(to: store, in: self)
        } catch {
          self.problems.append("when a flow it awaited ended: \(error.reason)")
        }
      }
    }
  }

  /// The problems met since the last call, which it forgets.
  package func takeProblems() -> [String] {
    defer { problems = [] }
    return problems
  }
}
