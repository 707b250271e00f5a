/// What the store knows about one live coordinator: its children, the stacks it pushes onto,
/// its screens, the holds that keep it running, and who awaits its result.
///
/// Kept by the ``NavigationEngine``, whose steps edit it; the store reads copies.
@MainActor
struct CoordinatorNode {
  let coordinator: AnyCoordinator
  /// Its live children, by identity (sorted by identity on demand: identities grow).
  var children: [CoordinatorID: AnyCoordinator] = [:]
  /// The stack it was started on (for a tab container: its first tab's).
  var hostStack: StackID?
  var lastStack: StackID?
  /// The screens it shows, in any layer, in the order they were shown.
  var screens: [ScreenID] = []
  /// Operations in progress on it; it cannot finish by itself while one runs.
  var holds = 0
  /// Whether its parent started it while the parent itself was starting.
  let startedWithParent: Bool
  /// Why it was started: what it shows while starting has that cause.
  let startCause: NavigationCause
  /// Whoever awaits its result.
  let completionHandlers: [(FlowOutcome) -> Void]

  /// Whether nothing is left of it: no screen, no child, no operation in progress.
  var isSpent: Bool { holds == 0 && screens.isEmpty && children.isEmpty }
}
