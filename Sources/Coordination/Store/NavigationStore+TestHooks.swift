// Test hooks: each breaks one promise of the store on purpose, so that the tests of
// `NavigationCheck.invariants` and the checks built on it (CoordinationTesting) can show that
// they report it: a check only ever run on healthy stores could report nothing and pass. No
// code of the library calls them. Each edits the store directly, without an update to
// observers, as a defect of the engine would; the store is not meant to be used afterwards.

extension NavigationStore {
  /// Test hook: pushes a screen of `route` onto the visible stack, owned by an identity that no
  /// coordinator has (a screen whose owner is gone). Does nothing when no stack is visible.
  package func pushUnownedScreenForTesting(_ route: some NavigationRoute) {
    guard let stack = engine.layout.state.visibleStack?.id else { return }
    engine.pushUnownedScreenForTesting(AnyRoute(route), onto: stack)
  }

  /// Test hook: reserves the visible stack for a layer yet to appear, as though it were not
  /// shown: the store's index of reserved stacks falls out of step with its state. Does nothing
  /// when no stack is visible.
  package func reserveShownStackForTesting() {
    guard let stack = engine.layout.state.visibleStack?.id else { return }
    engine.reserveShownStackForTesting(stack)
  }

  /// Test hook: marks `coordinator` finished, as finishing it does, but leaves it in the tree
  /// with its screens and children (a finished coordinator the store still runs).
  package func endInPlaceForTesting(_ coordinator: AnyCoordinator) {
    _ = coordinator.end()
  }
}
