import Coordination

/// One pending ``NavigationStore/waitUntil(_:timeout:_:)``: it observes the store, and ends
/// once, when the condition holds, the time is up, or the waiting task is cancelled.
@MainActor
final class StateWait {
  private let store: NavigationStore
  private let condition: (NavigationState) -> Bool
  private var continuation: CheckedContinuation<Bool, Never>?
  private var token: ObserverToken?
  private var timer: Task<Void, Never>?
  private var outcome: Bool?

  init(store: NavigationStore, condition: @escaping (NavigationState) -> Bool) {
    self.store = store
    self.condition = condition
  }

  /// Whether the condition came to hold within `timeout`.
  func result(timeout: Duration) async -> Bool {
    await withCheckedContinuation { continuation in
      if let outcome {
        continuation.resume(returning: outcome)
        return
      }
      self.continuation = continuation
      token = store.observe { [weak self] _ in self?.check() }
      timer = Task { [weak self] in
        try? await Task.sleep(for: timeout)
        self?.finish(met: false)
      }
      check()
    }
  }

  private func check() {
    if condition(store.state) { finish(met: true) }
  }

  /// Ends the wait with its outcome; later calls change nothing.
  func finish(met: Bool) {
    guard outcome == nil else { return }
    outcome = met
    token?.cancel()
    token = nil
    timer?.cancel()
    timer = nil
    continuation?.resume(returning: met)
    continuation = nil
  }
}
