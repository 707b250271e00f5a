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
    if mutationDepth == 1 {
      if stateWasRead { registrar.willSet(self, keyPath: Self.stateKeyPath) }
      // Also when `state` was first read during this change (tracking that began inside it,
      // in a coordinator's `start()` say): observers that wait for `didSet` see the change.
      defer { if stateWasRead { registrar.didSet(self, keyPath: Self.stateKeyPath) } }
      return try body()
    }
    return try body()
  }

  /// Releases the records of the screens that left, with the models they keep alive, once
  /// the state is complete and published: their `deinit`s are app code and may navigate
  /// (each such change is a new one, released in turn). A change that an observer makes while
  /// an update is being delivered leaves its departures to the outermost one, which releases
  /// them after every observer had that update.
  func releaseDeparted() {
    guard !isPublishing, !departing.isEmpty else { return }
    var gone: [NavigationLayout.Departure] = []
    swap(&gone, &departing)
    gone.removeAll(keepingCapacity: true)  // the `deinit`s run here, outside any access
    // The buffer serves the next change, unless a very large removal grew it.
    if departing.isEmpty, gone.capacity <= Self.keptDeparturesCapacity {
      swap(&gone, &departing)
    }
  }

  /// The largest buffer of departures kept from one change for the next (56 bytes each, so at
  /// most about 57 KB): going back 1,000 screens again allocates nothing, and a change that
  /// removes more allocates its own, which then goes.
  static var keptDeparturesCapacity: Int { 1_024 }

  /// The largest events buffer kept from one change for the next. Small: an observer that
  /// keeps updates makes the buffer shared, and each change then gets a new one this size.
  static var keptEventsCapacity: Int { 16 }

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
      // The events' buffer serves the next change when it is small: one allocation and its
      // release fewer per change when no observer kept the update (when one did, the buffer
      // is shared and a new one of that capacity is made, as a growing array would).
      guard events.capacity <= Self.keptEventsCapacity else { continue }
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
