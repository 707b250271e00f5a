// The invariants of the whole store, checked in one place: the layout's indexes and the
// coordinator tree's, and that the two agree. `NavigationCheck.invariants` in
// CoordinationTesting reports them.

extension NavigationStore {
  /// What is wrong with the store's indexes or coordinator tree, one message per
  /// violation; empty when nothing is. Meant for tests and debugging, between changes.
  ///
  /// - Complexity: O(*n*) in the number of screens and coordinators.
  package func invariantViolations() -> [String] {
    var problems = engine.layoutViolations()
    var owned: [CoordinatorID: Set<ScreenID>] = [:]
    for screen in engine.state.allScreens {
      owned[screen.owner, default: []].insert(screen.id)
    }
    for (id, node) in engine.coordinatorNodes {
      let name = node.coordinator.name
      if node.coordinator.id != id || !node.coordinator.isActive {
        problems.append(
          "\(name) is in the tree as \(id) but is \(node.coordinator.id), finished or idle")
      }
      if node.holds != 0 { problems.append("\(name) is held \(node.holds) times between changes") }
      for (childID, child) in node.children
      where child.parent !== node.coordinator || engine.node(childID) == nil {
        problems.append("\(name) counts \(child.name) as a child, which is not its live child")
      }
      if let parent = node.coordinator.parent, engine.node(parent.id)?.children[id] == nil {
        problems.append("\(name) is missing from its parent \(parent.name)'s children")
      }
      let shown = owned.removeValue(forKey: id) ?? []
      if Set(node.screens) != shown || node.screens.count != shown.count {
        problems.append("\(name) lists \(node.screens.count) screens, owns \(shown.count) shown")
      }
    }
    for (owner, screens) in owned {
      problems.append("\(screens.count) screens are owned by \(owner), which is not running")
    }
    return problems
  }
}
