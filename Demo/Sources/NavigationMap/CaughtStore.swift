import Coordination

/// Where the inspector's drawing hook leaves the store of the session it draws.
final class CaughtStore {
  /// The store, once a page was drawn.
  var store: NavigationStore?
}
