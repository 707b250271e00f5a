// Watching the store: observers and streams of its updates, and changes grouped into one.

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
    let endChange = mutationDepth == 0 ? tracing?.beginChange(.transaction) : nil
    defer { endChange?(revision) }
    var settling = false
    defer { if settling { commandsUnderWay -= 1 } }
    let recorder = mutationDepth == 0 && commandsUnderWay == 0 ? commandRecorder : nil
    recorder?.willBeginTransaction()
    defer { recorder?.didEndTransaction(in: self) }
    return try mutate {
      // What the transaction's end causes (a waiting link offered, an observer's navigation)
      // is not an input of its own.
      defer {
        if mutationDepth == 1 {
          commandsUnderWay += 1
          settling = true
        }
      }
      return try body()
    }
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
}
