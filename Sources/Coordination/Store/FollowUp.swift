/// What a step of a change leaves to do once the state is complete again: the app is never called
/// on a half-changed state. A parent is checked after an ended child's callbacks ran, so one that
/// shows something in ``Coordinator/flowDidEnd(_:with:)`` stays.
@MainActor
enum FollowUp {
  /// A coordinator ended: resume whoever awaits it, then tell its parent (kept alive here).
  case ended(
    AnyCoordinator, parent: AnyCoordinator?, outcome: FlowOutcome,
    handlers: [(FlowOutcome) -> Void])
  /// Finish a coordinator, and its ancestors, if nothing is left of it.
  case settle(AnyCoordinator)
}
