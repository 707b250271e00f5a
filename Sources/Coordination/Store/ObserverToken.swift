#if canImport(os)
  import os
#else
  import Synchronization
#endif

/// Keeps an observation of a ``NavigationStore`` alive: releasing the token or calling
/// ``cancel()`` ends it, like Combine's `AnyCancellable`.
///
/// ``cancel()`` may be called from anywhere, including the `deinit` of a main-actor class
/// (which is not isolated to the main actor): once it returns, the handler is never called
/// again. The store lets go of the handler later, in a task on the main actor.
public final class ObserverToken: Sendable {
  /// Whether the observation has ended, shared with the store's entry.
  let ending: ObservationEnding
  /// The observed store; `nil` once it is released.
  private weak let store: NavigationStore?
  private let id: UInt64

  init(store: NavigationStore, id: UInt64, ending: ObservationEnding) {
    self.store = store
    self.id = id
    self.ending = ending
  }

  deinit { cancel() }

  /// Stops the observation. Calling it again does nothing.
  public nonisolated func cancel() {
    guard ending.end(), let store else { return }
    let id = id
    Task { @MainActor in store.removeObserver(id) }
  }
}

/// Whether an observation has ended: set once by its token from any thread, read by the
/// store on the main actor before each call of the handler.
final class ObservationEnding: Sendable {
  #if canImport(os)
    private let ended = OSAllocatedUnfairLock(initialState: false)
  #else
    private let ended = Mutex(false)
  #endif

  var hasEnded: Bool { ended.withLock { $0 } }

  /// Ends the observation; returns false when it had ended already.
  func end() -> Bool {
    ended.withLock { ended in
      defer { ended = true }
      return !ended
    }
  }
}
