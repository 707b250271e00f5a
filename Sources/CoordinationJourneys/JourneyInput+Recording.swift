import Coordination

// Recording: a command from outside the store, read in the state before it runs.

extension JourneyInput {
  /// The input `command` is; `nil` for one that changes nothing wherever it is replayed (a
  /// call of a coordinator that does not run, an action on a screen that is not shown) and for
  /// a restore, which is recorded once it ran, as the navigation it restored.
  @MainActor init?(recording command: NavigationCommand, in store: NavigationStore) {
    switch command {
    case .start: self = .start
    case .coordinator(let call, let coordinator):
      guard let index = store.coordinatorsInOrder.firstIndex(where: { $0 === coordinator })
      else { return nil }
      do {
        self = .call(call: try JourneyCall(recording: call), coordinator: index)
      } catch {
        self = .unrecorded(what: "\(coordinator.name): \(call.name)", reason: error.reason)
      }
    case .user(let action):
      do {
        guard let recorded = try JourneyUserAction(recording: action, in: store) else {
          return nil
        }
        self = .user(action: recorded)
      } catch {
        self = .unrecorded(what: "a user action", reason: error.reason)
      }
    case .path(let steps, let cause):
      self = Self.recording(steps, as: "a path") { .path(steps: $0, cause: cause) }
    case .link(let steps, let text):
      self =
        text.map { .link(text: $0) } ?? Self.recording(steps, as: "a link") { .linkPath(steps: $0) }
    case .restore: return nil
    case .offerWaitingLink: self = .offerWaitingLink
    case .dropWaitingLink(let reason): self = .dropWaitingLink(reason: reason)
    }
  }

  private static func recording(
    _ steps: [PathStep], as what: String, _ input: ([JourneyPathStep]) -> JourneyInput
  ) -> JourneyInput {
    do {
      return input(try steps.map(JourneyPathStep.init(recording:)))
    } catch {
      return .unrecorded(what: what, reason: error.reason)
    }
  }
}

/// Why an input could not be written down.
struct Unrecordable: Error {
  let reason: String
}

extension JourneyCall {
  /// The call, its routes as JSON; a `run` is numbered once it is applied.
  @MainActor init(recording call: CoordinatorCall) throws(Unrecordable) {
    switch call {
    case .show(let route): self = .show(route: try encoded(route))
    case .present(let route, let style): self = .present(route: try encoded(route), style: style)
    case .setStack(let routes):
      self = .setStack(routes: try routes.map { r throws(Unrecordable) in try encoded(r) })
    case .pop: self = .pop
    case .popToRoot: self = .popToRoot
    case .popToFirstScreen: self = .popToFirstScreen
    case .popTo(let route): self = .popTo(route: try encoded(route))
    case .dismiss: self = .dismiss
    case .finish(let output): self = .finish(output: try JourneyOutput(recording: output))
    case .selectTab(let route): self = .select(route: try encoded(route))
    case .showInColumn(let route, let column):
      self = .showInColumn(route: try encoded(route), column: column)
    case .run(let route, .push, _, _):
      self = .run(route: try encoded(route), presentedAs: nil, run: 0)
    case .run(let route, .modal(let style), _, _):
      self = .run(route: try encoded(route), presentedAs: style, run: 0)
    }
  }
}

extension JourneyOutput {
  init(recording output: (any Sendable)?) throws(Unrecordable) {
    guard let output else {
      self = .none
      return
    }
    if output is Void {
      self = .void
    } else if let value = output as? any Encodable {
      do {
        self = .value(json: try NavigationSnapshot.EncodedValue(encoding: value))
      } catch {
        throw Unrecordable(reason: "the flow's value did not encode: \(error)")
      }
    } else {
      throw Unrecordable(reason: "the flow's value, of type \(type(of: output)), is not Codable")
    }
  }
}

extension JourneyPathStep {
  init(recording step: PathStep) throws(Unrecordable) {
    route = try encoded(step.route)
    type = String(reflecting: Swift.type(of: step.route.base))
    if case .modal(let style) = step.presentation { presentedAs = style }
  }
}

/// A route as the JSON its coordinator decodes.
func encoded(_ route: AnyRoute) throws(Unrecordable) -> NavigationSnapshot.EncodedValue {
  do {
    return try NavigationSnapshot.EncodedValue(encoding: route.base)
  } catch {
    throw Unrecordable(reason: "\(route) did not encode: \(error)")
  }
}

extension Error {
  /// The reason an ``Unrecordable`` or a ``JourneyReplayProblem`` gives, or the error's own
  /// words.
  var reason: String {
    (self as? Unrecordable)?.reason ?? (self as? JourneyReplayProblem)?.reason ?? "\(self)"
  }
}
