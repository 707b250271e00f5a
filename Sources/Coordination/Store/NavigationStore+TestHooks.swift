// Test hooks: each breaks one promise of the store on purpose (without an update, as a defect
// would), so that tests can show `NavigationCheck.invariants` reports it. The library never
// calls them; the store is not meant to be used afterwards.

extension NavigationStore {
  /// Test hook: pushes a screen onto the visible stack owned by no coordinator.
  package func pushUnownedScreenForTesting(_ route: some NavigationRoute) {
    guard let stack = engine.state.visibleStack?.id else { return }
    engine.pushUnownedScreenForTesting(AnyRoute(route), onto: stack)
  }

  /// Test hook: reserves the visible stack for a layer yet to appear, as though not shown.
  package func reserveShownStackForTesting() {
    guard let stack = engine.state.visibleStack?.id else { return }
    engine.reserveShownStackForTesting(stack)
  }

  /// Test hook: marks `coordinator` finished but leaves it in the tree with its screens.
  package func endInPlaceForTesting(_ coordinator: AnyCoordinator) {
    _ = coordinator.end()
  }
}
