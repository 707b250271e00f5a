import Coordination

/// A session's recent navigation updates, for the inspector: the last `capacity` of them.
@MainActor
final class SessionTimeline {
  let capacity: Int
  /// The kept updates, oldest first.
  private(set) var updates: [NavigationUpdate] = []
  private var token: ObserverToken?

  /// Starts recording the store's updates; call it before the store starts to keep the first.
  init(store: NavigationStore, capacity: Int) {
    self.capacity = capacity
    token = store.observe { [weak self] update in self?.record(update) }
  }

  isolated deinit { token?.cancel() }

  private func record(_ update: NavigationUpdate) {
    updates.append(update)
    if updates.count > capacity { updates.removeFirst(updates.count - capacity) }
  }
}
