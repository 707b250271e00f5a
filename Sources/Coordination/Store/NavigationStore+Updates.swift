import Observation

extension NavigationStore {
  /// Applies several changes as one: observers get one ``NavigationUpdate`` and observation
  /// fires once, so an adapter renders once.
  ///
  /// ```swift
  /// store.transaction {
  ///   list.show(.detail(7))
  ///   list.show(.related(7))
  /// }
  /// ```
  ///
  /// Changes made before `body` throws stay applied; they are still published as one update.
  public func transaction<Result>(_ body: () throws -> Result) rethrows -> Result {
    try mutate(body)
  }

  /// Calls `handler` after every committed change, in order, until the returned token is
  /// cancelled or released, or the store is released.
  ///
  /// Keep the token as long as the observation should last, as with Combine's
  /// `AnyCancellable`: releasing it ends the observation.
  ///
  /// ```swift
  /// token = store.observe { update in render(update) }
  /// ```
  public func observe(_ handler: @escaping (NavigationUpdate) -> Void) -> ObserverToken {
    let id = engine.makeID()
    let ending = ObservationEnding()
    observers.append((id, ending, handler))
    return ObserverToken(store: self, id: id, ending: ending)
  }

  /// Ends an observation; the handler is released after the access (its captures' `deinit`
  /// may use this store).
  func removeObserver(_ id: UInt64) {
    guard let index = observers.firstIndex(where: { $0.id == id }) else { return }
    let removed = observers.remove(at: index)
    withExtendedLifetime(removed) {}
  }

  /// An asynchronous sequence of the updates committed from now on.
  ///
  /// The sequence ends when the store is released. Updates are buffered, so a slow consumer
  /// sees all of them in order. A sequence whose consumer stopped is dropped at the next
  /// update.
  public func updates() -> AsyncStream<NavigationUpdate> {
    let (stream, continuation) = AsyncStream<NavigationUpdate>.makeStream()
    streamContinuations[engine.makeID()] = continuation
    return stream
  }

  /// Runs `body` as part of the current change; the outermost call publishes the change.
  func mutate<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure)
    -> Result
  {
    mutationDepth += 1
    let revisionBefore = revision
    defer {
      mutationDepth -= 1
      if mutationDepth == 0 {
        publish()
        releaseDeparted()
        tellRootFlowEnd()
        if waitingLink != nil, revision != revisionBefore, !isPublishing {
          _ = try? execute(.offerWaitingLink)
        }
      }
    }
    guard mutationDepth == 1 else { return try body() }
    registrar.willSet(self, keyPath: Self.stateKeyPath)
    defer { registrar.didSet(self, keyPath: Self.stateKeyPath) }
    return try body()
  }

  /// Releases the models of the screens that left, once the change is published (their
  /// `deinit`s are app code and may navigate), and watches them for leaks. While an update is
  /// delivered, the outermost change releases them after every observer had it.
  func releaseDeparted() {
    guard !isPublishing, !engine.departures.isEmpty else { return }
    let gone = engine.takeDepartures()
    guard let leakTracker else { return }
    for departure in gone {
      guard let model = departure.model else { continue }
      leakTracker.track(
        model, kind: .screenModel, label: "\(departure.screen.route) (\(type(of: model)))")
    }
  }

  /// Records an event for the current change's update.
  func emit(_ event: NavigationEvent) { engine.record(event) }

  /// Delivers pending events as updates. An observer's navigation is delivered after this
  /// update reached every observer, so all see updates in the same order.
  private func publish() {
    guard !isPublishing else { return }
    isPublishing = true
    defer { isPublishing = false }
    while !engine.events.isEmpty {
      revision += 1
      deliver(NavigationUpdate(revision: revision, events: engine.takeEvents()))
    }
  }

  /// Hands an update to the observers in order (not to one an earlier handler ended), then to
  /// the streams, dropping those that ended.
  private func deliver(_ update: NavigationUpdate) {
    for observer in observers where !observer.ending.hasEnded {
      observer.handler(update)
    }
    for (id, continuation) in streamContinuations {
      if case .terminated = continuation.yield(update) {
        let removed = streamContinuations.removeValue(forKey: id)
        withExtendedLifetime(removed) {}
      }
    }
  }
}
