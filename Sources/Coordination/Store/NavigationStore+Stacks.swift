// Questions about stacks that steps and doors ask: which stack a coordinator pushes onto, what
// it shows, where its part of a stack starts. Nothing changes.

extension NavigationStore {
  /// The stack a coordinator pushes onto: the last one it pushed onto, else its host.
  func currentStack(of coordinator: AnyCoordinator) -> StackID? {
    guard let node = engine.tree.node(coordinator.id) else { return nil }
    if let last = node.lastStack, engine.layout.exists(last) { return last }
    return node.hostStack
  }

  /// The screens a coordinator shows, in any layer, in the order they were shown.
  func screens(of coordinator: CoordinatorID) -> [ScreenID] {
    engine.tree.node(coordinator)?.screens ?? []
  }

  /// The lowest position at `address` of a screen of `coordinator` (or, when asked, of its
  /// descendants), in O(*k*) in the screens looked at.
  func lowestPosition(
    of coordinator: AnyCoordinator, descendants: Bool, in address: NavigationLayout.StackAddress
  ) -> Int? {
    var lowest: Int?
    var queue = [coordinator]
    while let node = queue.popLast() {
      guard let entry = engine.tree.node(node.id) else { continue }
      for screen in entry.screens {
        if let record = engine.layout.screenRecords[screen], record.address == address {
          lowest = min(lowest ?? record.position, record.position)
        }
      }
      if descendants { queue.append(contentsOf: entry.children.values) }
    }
    return lowest
  }
}
