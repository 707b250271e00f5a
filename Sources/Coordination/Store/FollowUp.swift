/// What an engine step leaves to do once the state it changed is complete again.
///
/// Engine steps never call the app while the state is half changed: a coordinator that ends
/// returns its callbacks, and its parent is checked after they ran, so a parent that shows
/// something in ``Coordinator/flowDidEnd(_:with:)`` stays. The store runs follow-ups in order
/// (see `NavigationStore.commit(_:)`).
@MainActor
enum FollowUp {
  /// A coordinator ended: resume whoever awaits it, then tell its parent (held here: it may
  /// have ended in the same step, and nothing else may keep it).
  case ended(
    AnyCoordinator, parent: AnyCoordinator?, outcome: FlowOutcome,
    handlers: [(FlowOutcome) -> Void])
  /// Finish a coordinator, and its ancestors, if nothing is left of it.
  case settle(AnyCoordinator, cause: NavigationCause)
}

extension [FollowUp] {
  /// Appends follow-ups; an empty array takes them as they are, without copying.
  mutating func add(_ more: [FollowUp]) {
    if isEmpty {
      self = more
    } else if !more.isEmpty {
      append(contentsOf: more)
    }
  }
}
