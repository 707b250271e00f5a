public import Coordination

/// Keeps a store's most recent updates, for a ``NavigationPicture`` to show with their causes.
///
/// The store publishes every committed change but keeps no history; a timeline observes it
/// and keeps the last `capacity` updates, dropping the oldest:
///
/// ```swift
/// let timeline = NavigationTimeline(store: store, capacity: 20)
/// try platform.tapBack()
/// let picture = NavigationPicture(store: store, recent: timeline.updates)
/// ```
///
/// It holds the store weakly through its observation, and stops observing when released.
@MainActor
public final class NavigationTimeline {
  /// The most updates kept.
  public let capacity: Int
  /// The kept updates, oldest first.
  public private(set) var updates: [NavigationUpdate] = []
  private var token: ObserverToken?

  /// Starts recording a store's updates from now on.
  ///
  /// - Parameters:
  ///   - store: The store to observe.
  ///   - capacity: The most updates kept (at least 1).
  public init(store: NavigationStore, capacity: Int = 32) {
    precondition(capacity >= 1, "a timeline keeps at least one update")
    self.capacity = capacity
    token = store.observe { [weak self] update in self?.record(update) }
  }

  isolated deinit { token?.cancel() }

  /// Adds an update, dropping the oldest beyond ``capacity``.
  ///
  /// - Complexity: O(*capacity*) once the timeline is full (the oldest is moved out), O(1)
  ///   amortized before.
  public func record(_ update: NavigationUpdate) {
    updates.append(update)
    if updates.count > capacity { updates.removeFirst(updates.count - capacity) }
  }
}
