/// How a server keeps its sessions beyond its process: the session store, how many records it
/// may hold, and how often expired ones are cleaned up.
public struct SessionPersistence: Sendable {
  /// Where sessions are saved.
  public var store: any SessionStore
  /// The most sessions kept in the store, across every server that shares it; the cleanup job
  /// deletes those that expire first beyond it.
  public var capacity: Int
  /// How often the cleanup job deletes expired records and enforces ``capacity``.
  public var cleanupInterval: Duration

  /// Creates a persistence configuration.
  public init(
    store: any SessionStore, capacity: Int = 100_000, cleanupInterval: Duration = .seconds(60)
  ) {
    self.store = store
    self.capacity = max(1, capacity)
    self.cleanupInterval = cleanupInterval
  }
}
