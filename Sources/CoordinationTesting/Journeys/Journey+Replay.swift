public import Coordination
public import CoordinationJourneys

extension Journey {
  /// Replays the journey on a store of the same app, headless: restores the journey's start,
  /// applies each step's input in order, and compares the navigation after each with the one
  /// recorded; stops at the first difference.
  ///
  /// ```swift
  /// @Test func theReportedJourneyEndsOnTheReceipt() throws {
  ///   let journey = try Journey(jsonData: reportData)
  ///   let replay = try journey.replay(on: NavigationStore(root: AppCoordinator()))
  ///   #expect(replay.matches, "\(replay)")
  /// }
  /// ```
  ///
  /// Make `store` as the app makes its stores (the same services, the same `linkReader` for
  /// links that arrived with their text), and do not start it. Routes of a path (a link
  /// without text, a browser's Back) are decoded by the running coordinators of their types;
  /// list in `routeTypes` those of flows a path starts.
  ///
  /// - Parameters:
  ///   - store: A store of the journey's app, made as the app makes its stores, not started.
  ///   - routeTypes: The route types of flows that a path's steps start, which no running
  ///     coordinator decodes.
  /// - Throws: `JourneyError.otherApp(recorded:replayedIn:)`,
  ///   `JourneyError.newerFormat(found:readable:)`,
  ///   `JourneyError.startDoesNotRestore(reason:)`, or
  ///   `JourneyError.stepNotApplicable(step:input:reason:)` naming the step whose input
  ///   cannot be applied (a route that no longer decodes, a place that is not shown).
  /// - Complexity: O(*s* × *n*) for *s* steps over navigation of *n* screens.
  @MainActor
  public func replay(on store: NavigationStore, routeTypes: [any NavigationRoute.Type] = [])
    throws(JourneyError) -> JourneyReplay
  {
    guard formatVersion <= Journey.formatVersion else {
      throw .newerFormat(found: formatVersion, readable: Journey.formatVersion)
    }
    guard store.root.reflectedTypeName == app else {
      throw .otherApp(recorded: app, replayedIn: store.root.reflectedTypeName)
    }
    let replay = JourneyReplayContext(journey: self, routeTypes: routeTypes)
    try restoreStart(on: store, in: replay)
    if store.journeyState != startState {
      let difference = JourneyDifference(
        step: 0, input: "start", recorded: startState, replayed: store.journeyState)
      return JourneyReplay(stepsReplayed: 0, firstDifference: difference)
    }
    for (index, step) in steps.enumerated() {
      do throws(JourneyReplayProblem) {
        try step.input.apply(to: store, in: replay)
      } catch {
        throw .stepNotApplicable(step: index + 1, input: step.summary, reason: error.reason)
      }
      if let problem = replay.takeProblems().first {
        throw .stepNotApplicable(step: index + 1, input: step.summary, reason: problem)
      }
      guard store.journeyState == step.stateAfter else {
        let difference = JourneyDifference(
          step: index + 1, input: step.summary, recorded: step.stateAfter,
          replayed: store.journeyState)
        return JourneyReplay(stepsReplayed: index + 1, firstDifference: difference)
      }
    }
    return JourneyReplay(stepsReplayed: steps.count, firstDifference: nil)
  }

  /// Restores the journey's start on `store`, with the link or path that waited then.
  @MainActor
  private func restoreStart(on store: NavigationStore, in replay: JourneyReplayContext)
    throws(JourneyError)
  {
    if start.waitingLink != nil, store.linkReader == nil {
      throw .startDoesNotRestore(
        reason: "a link waits in the journey's start, and the store has no linkReader to read it "
          + "(CoordinationLinks: readLinks(with:))")
    }
    do {
      try store.restore(from: start)
    } catch {
      throw .startDoesNotRestore(reason: error.description)
    }
    guard let path = startWaitingPath else { return }
    do throws(JourneyReplayProblem) {
      try JourneyInput.linkPath(steps: path).apply(to: store, in: replay)
    } catch {
      throw .startDoesNotRestore(reason: "the path that waited: \(error.reason)")
    }
  }
}
