package import Coordination

// Replaying: an input applied to another store, with places and JSON read back in its terms.

/// Why a recorded input cannot be applied to a store.
package struct JourneyReplayProblem: Error {
  package let reason: String
}

extension JourneyInput {
  /// Applies the input to `store` as the recorded store received it. What the store does with
  /// it (a guard's refusal, an error for a route not shown) is the replay's to compare, not a
  /// problem, so the store's errors are dropped once the input is read; `routeTypes` decode a
  /// path's routes of flows that do not run yet.
  ///
  /// - Throws: ``JourneyReplayProblem`` when a place is not shown, a route no longer decodes,
  ///   a link no longer reads, or the input was not recorded.
  @MainActor package func apply(to store: NavigationStore, in replay: JourneyReplayContext)
    throws(JourneyReplayProblem)
  {
    let routeTypes = replay.routeTypes
    switch self {
    case .start: store.start()
    case .call(let call, let index):
      let running = store.coordinatorsInOrder
      guard running.indices.contains(index) else {
        throw JourneyReplayProblem(reason: "no coordinator \(index) runs (\(running.count) do)")
      }
      let coordinator = running[index]
      let call = try call.call(for: coordinator, on: store, in: replay)
      _ = try? store.execute(.coordinator(call, from: coordinator))
    case .user(let action):
      let action = try action.action(in: store, routeTypes)
      _ = try? store.handle(action)
    case .path(let steps, let cause):
      let steps = try decoded(steps, in: store, routeTypes)
      _ = try? store.apply(steps: steps, cause: cause)
    case .link(let text):
      let steps = try read(link: text, in: store)
      _ = try? store.open(path: steps, link: text)
    case .linkPath(let steps):
      let steps = try decoded(steps, in: store, routeTypes)
      _ = try? store.open(path: steps)
    case .restore(let snapshot):
      do {
        try store.restore(from: snapshot)
      } catch {
        throw JourneyReplayProblem(reason: "the navigation restored then does not: \(error)")
      }
    case .offerWaitingLink: _ = try? store.execute(.offerWaitingLink)
    case .dropWaitingLink(let reason): _ = try? store.execute(.dropWaitingLink(reason: reason))
    case .transaction(let inputs):
      do {
        try store.transaction {
          for input in inputs { try input.apply(to: store, in: replay) }
        }
      } catch {
        throw JourneyReplayProblem(reason: "in the transaction: \(error.reason)")
      }
    case .unrecorded(_, let reason): throw JourneyReplayProblem(reason: "not recorded: \(reason)")
    }
  }

  @MainActor private func read(link text: String, in store: NavigationStore)
    throws(JourneyReplayProblem) -> [PathStep]
  {
    guard let reader = store.linkReader else {
      throw JourneyReplayProblem(
        reason: "a link's text is read by the store's linkReader, which is not set "
          + "(CoordinationLinks: readLinks(with:))")
    }
    do {
      return try reader(text)
    } catch {
      throw JourneyReplayProblem(reason: "the link no longer reads: \(error)")
    }
  }
}

/// A path's routes decoded: each by a running coordinator of its type, else by one of
/// `routeTypes`.
@MainActor func decoded(
  _ steps: [JourneyPathStep], in store: NavigationStore, _ routeTypes: [any NavigationRoute.Type]
) throws(JourneyReplayProblem) -> [PathStep] {
  let running = store.coordinatorsInOrder
  return try steps.map { step throws(JourneyReplayProblem) in
    let presentation = step.presentedAs.map(FlowPresentation.modal) ?? .push
    for coordinator in running {
      if let route = try? coordinator.decodeRoute(step.route), route.typeName == step.type {
        return PathStep(erased: route, presentation: presentation)
      }
    }
    for type in routeTypes where String(reflecting: type) == step.type {
      do {
        return PathStep(erased: AnyRoute(try step.route.decode(type)), presentation: presentation)
      } catch {
        throw JourneyReplayProblem(reason: "\(step.route) no longer decodes: \(error)")
      }
    }
    throw JourneyReplayProblem(
      reason: "no running coordinator decodes \(step.type), and routeTypes does not list it")
  }
}

extension JourneyCall {
  /// The call, its routes decoded by `coordinator`; a `run` awaits its flow with the
  /// completion the replay runs when the flow ends.
  @MainActor func call(
    for coordinator: AnyCoordinator, on store: NavigationStore, in replay: JourneyReplayContext
  ) throws(JourneyReplayProblem) -> CoordinatorCall {
    func route(_ value: NavigationSnapshot.EncodedValue) throws(JourneyReplayProblem) -> AnyRoute {
      do {
        return try coordinator.decodeRoute(value)
      } catch {
        throw JourneyReplayProblem(reason: "\(value) no longer decodes: \(error)")
      }
    }
    switch self {
    case .show(let value): return .show(try route(value))
    case .present(let value, let style): return .present(try route(value), style: style)
    case .setStack(let values):
      return .setStack(try values.map { value throws(JourneyReplayProblem) in try route(value) })
    case .pop: return .pop
    case .popToRoot: return .popToRoot
    case .popToFirstScreen: return .popToFirstScreen
    case .dismiss: return .dismiss
    case .popTo(let value): return .popTo(try route(value))
    case .select(let value): return .selectTab(try route(value))
    case .showInColumn(let value, let column): return .showInColumn(try route(value), column)
    case .finish(let output): return .finish(output: try output.value(for: coordinator))
    case .run(let value, let style, let run):
      return .run(
        try route(value), presentation: style.map(FlowPresentation.modal) ?? .push,
        expecting: nil, completion: replay.completion(ofRun: run, on: store))
    }
  }
}

extension JourneyOutput {
  /// The value, decoded as the type `coordinator` returns.
  @MainActor func value(for coordinator: AnyCoordinator) throws(JourneyReplayProblem)
    -> (any Sendable)?
  {
    switch self {
    case .none: return nil
    case .void: return ()
    case .value(let value):
      guard let type = coordinator.outputType as? any (Decodable & Sendable).Type else {
        throw JourneyReplayProblem(
          reason: "\(coordinator.name) returns \(coordinator.outputType), which is not Decodable")
      }
      do {
        return try value.decode(type)
      } catch {
        throw JourneyReplayProblem(reason: "\(value) no longer decodes: \(error)")
      }
    }
  }
}
