import Observation

extension NavigationStore {
  /// Applies several changes as one: observers get one ``NavigationUpdate`` and observation
  /// fires once, so a platform renders once.
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
  /// cancelled or the store is released.
  @discardableResult
  public func observe(_ handler: @escaping (NavigationUpdate) -> Void) -> ObserverToken {
    let id = makeID()
    observers.append((id, handler))
    return ObserverToken { [weak self] in
      guard let self, let index = self.observers.firstIndex(where: { $0.id == id }) else {
        return
      }
      // Taken out, not destroyed in place: the handler may hold the last reference to an app
      // object whose `deinit` observes this store, which must not happen while `observers`
      // is being written (it is not checked at run time).
      let removed = self.observers.remove(at: index)
      withExtendedLifetime(removed) {}
    }
  }

  /// An asynchronous sequence of the updates committed from now on.
  ///
  /// The sequence ends when the store is released. Updates are buffered, so a slow consumer
  /// sees all of them in order. A sequence whose consumer stopped is dropped at the next
  /// update.
  public func updates() -> AsyncStream<NavigationUpdate> {
    let (stream, continuation) = AsyncStream<NavigationUpdate>.makeStream()
    let id = makeID()
    streamContinuations[id] = continuation
    return stream
  }

  /// Runs `body` as part of the current change; the outermost call publishes the change.
  func mutate<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure)
    -> Result
  {
    mutationDepth += 1
    defer {
      mutationDepth -= 1
      if mutationDepth == 0 {
        publish()
        releaseDeparted()
      }
    }
    if mutationDepth == 1, stateWasRead {
      registrar.willSet(self, keyPath: Self.stateKeyPath)
      defer { registrar.didSet(self, keyPath: Self.stateKeyPath) }
      return try body()
    }
    return try body()
  }

  /// Releases the records of the screens that left during the change, with the models and
  /// owners they keep alive, once the state is complete and published: their `deinit`s are
  /// app code and may navigate (each such change is a new one, released in turn).
  func releaseDeparted() {
    guard !departing.isEmpty else { return }
    var gone: [NavigationLayout.Departure] = []
    swap(&gone, &departing)
    gone.removeAll(keepingCapacity: true)  // the `deinit`s run here, outside any access
    if departing.isEmpty { swap(&gone, &departing) }  // keeps the buffer for the next change
  }

  func emit(_ event: NavigationEvent) {
    pendingEvents.append(event)
  }

  /// Delivers pending events as updates. An observer that navigates while it is called
  /// starts a new change; its update is delivered after this one reached every observer, so
  /// all observers see updates in the same order.
  private func publish() {
    guard !isPublishing else { return }
    isPublishing = true
    defer { isPublishing = false }
    while !pendingEvents.isEmpty {
      revision += 1
      var events: [NavigationEvent] = []
      swap(&events, &pendingEvents)
      deliver(NavigationUpdate(revision: revision, events: events))
      // The events' buffer serves the next change when no observer kept the update: one
      // allocation and its release fewer per change.
      events.removeAll(keepingCapacity: true)
      if pendingEvents.isEmpty { swap(&events, &pendingEvents) }
    }
  }

  /// Hands an update to the observers, then to the streams (dropping those that ended).
  private func deliver(_ update: NavigationUpdate) {
    for observer in observers { observer.handler(update) }
    guard !streamContinuations.isEmpty else { return }
    for (id, continuation) in streamContinuations {
      if case .terminated = continuation.yield(update) {
        let removed = streamContinuations.removeValue(forKey: id)  // released after the access
        withExtendedLifetime(removed) {}
      }
    }
  }
}

/// Keeps an observation alive; ``cancel()`` ends it.
@MainActor
public final class ObserverToken {
  private var onCancel: (() -> Void)?

  init(onCancel: @escaping () -> Void) {
    self.onCancel = onCancel
  }

  /// Stops the observation. Calling it again does nothing.
  public func cancel() {
    onCancel?()
    onCancel = nil
  }
}
