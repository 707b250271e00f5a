/// One committed change of the navigation state: what happened, in order.
///
/// A transaction (a deep link building four levels, say) commits as one update, so an adapter
/// that renders per update renders once.
public struct NavigationUpdate: Hashable, Sendable {
  /// Increases by one with every update of a store.
  public let revision: UInt64
  /// The events of the change, in order.
  public let events: [NavigationEvent]

  /// Creates an update value.
  public init(revision: UInt64, events: [NavigationEvent]) {
    self.revision = revision
    self.events = events
  }
}
